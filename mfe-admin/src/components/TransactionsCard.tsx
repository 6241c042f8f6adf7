/**
 * An account's credit and subscription transactions, newest first (docs/spec.md §7; issue 10: pending
 * and failed payments are visible; a report's credit and its refund name the report, docs/product.md
 * "Credits"), with the download of them all
 * (`GET /front/users/{id}/export/transactions`, xlsx).
 */
import { useState } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { downloadFile, paths, useAppDispatch } from 'shared-api';
import { Link } from 'shared-ui/router';
import type { Transaction } from 'shared-api/contract';
import { Badge, type BadgeTone, type Column, DataTable, formatDay, saveBlob, Icon } from 'shared-ui';
import { useGetTransactionsQuery } from '../api';
import { formatMoment } from '../format';

const STATUS_TONES: Record<Transaction['status'], BadgeTone> = {
  pending: 'yellow',
  completed: 'green',
  failed: 'red',
  cancelled: 'neutral',
};

const columns: Column<Transaction>[] = [
  {
    key: 'created_at',
    label: <FormattedMessage id="transactions.date" />,
    render: (row) => formatMoment(row.created_at),
  },
  {
    key: 'kind',
    label: <FormattedMessage id="transactions.kind" />,
    render: (row) => (
      <>
        <FormattedMessage
          id={`kind.${row.kind}`}
          values={{ date: row.valid_until ? formatDay(row.valid_until) : '' }}
        />
        {row.report && (
          <>
            {' '}
            <ReportReference report={row.report} />
          </>
        )}
      </>
    ),
  },
  { key: 'credits', label: <FormattedMessage id="transactions.credits" />, render: (row) => row.credits ?? '' },
  {
    key: 'amount',
    label: <FormattedMessage id="transactions.amount" />,
    render: (row) =>
      row.amount_cents ? <FormattedNumber value={row.amount_cents / 100} style="currency" currency="EUR" /> : '',
  },
  {
    key: 'status',
    label: <FormattedMessage id="transactions.status" />,
    render: (row) => (
      <Badge tone={STATUS_TONES[row.status]}>
        <FormattedMessage id={`status.${row.status}`} />
      </Badge>
    ),
  },
  { key: 'by', label: <FormattedMessage id="transactions.by" />, render: (row) => row.created_by ?? '' },
];

/** The report a credit paid for or paid back: a link while it exists, "#id (verwijderd)" after. */
function ReportReference({ report }: { report: NonNullable<Transaction['report']> }) {
  if (report.name === null) return <FormattedMessage id="transactions.reportDeleted" values={{ id: report.id }} />;
  return <Link to={paths.report(report.id)}>{`#${report.id} ${report.name}`}</Link>;
}

export function TransactionsCard({ userId }: { userId: number }) {
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useGetTransactionsQuery({ id: userId, page });
  return (
    <section className="bo-card">
      <div className="bo-page__header">
        <h2>
          <FormattedMessage id="transactions.title" />
        </h2>
        <button
          type="button"
          className="bo-button bo-button--secondary"
          onClick={() =>
            dispatch(downloadFile(`front/users/${userId}/export/transactions?format=xlsx`)).then(
              (file) => saveBlob(file.blob, file.fileName),
              // the snackbar has shown why; nothing may escape uncaught
              () => undefined,
            )
          }
        >
          <Icon name="download" />
          <FormattedMessage id="transactions.download" />
        </button>
      </div>
      <DataTable
        columns={columns}
        rows={data?.data ?? []}
        rowKey={(row) => row.id}
        pagination={data?.pagination}
        loading={isFetching}
        order="created_at"
        orderType="desc"
        onSort={() => undefined}
        onPage={setPage}
        empty={{ title: <FormattedMessage id="ui.emptyTitle" />, text: <FormattedMessage id="transactions.empty" /> }}
      />
    </section>
  );
}
