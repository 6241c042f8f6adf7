/**
 * `/reports` (docs/spec.md §2): address, type, execution date, parties and state (with the app's
 * last sync, docs/product.md "One device at a time"), newest first;
 * search (debounced: every word, in any order and in part), a state filter (StateFilter), sort by
 * column (type and state as their words read) and pagination kept in the URL; a draft row opens `/reports/{id}/edit`, any
 * other row `/reports/{id}`; each row's menu opens it, edits a draft's data or deletes it (§4);
 * the add button leads to `/reports/create`; empty state of §8.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'shared-ui/router';
import { placeText, type Report } from 'shared-api/contract';
import { ListPage, useListController, type Column } from 'shared-ui';
import { NEWEST_FIRST } from 'shared-api';
import { useGetReportsQuery } from '../../api';
import { isDeletable, useDeleteReportQuestion } from '../../components/DeleteReportButton';
import { formatDate, stateText } from '../../format';
import { paths } from 'shared-api';
import { StateFilter, useStateFilter } from './StateFilter';

export function ReportListPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const state = useStateFilter();
  // no `state` key at all without a filter: the same request the first screen already asked
  const controller = useListController(useGetReportsQuery, NEWEST_FIRST, state ? { state } : undefined);
  const { ask, dialog } = useDeleteReportQuestion();

  const columns: Column<Report>[] = [
    {
      key: 'address',
      label: <FormattedMessage id="list.address" />,
      sortable: true,
      render: (row) => placeText(row.place),
    },
    {
      key: 'type',
      label: <FormattedMessage id="list.type" />,
      sortable: true,
      render: (row) => intl.formatMessage({ id: `type.${row.type}` }),
    },
    {
      key: 'finished_at',
      label: <FormattedMessage id="list.date" />,
      sortable: true,
      render: (row) => formatDate(row.finished_at),
    },
    {
      key: 'parties',
      label: <FormattedMessage id="list.parties" />,
      sortable: true,
      render: (row) => row.parties_string,
    },
    {
      key: 'state',
      label: <FormattedMessage id="list.state" />,
      sortable: true,
      render: (row) => <span className={`rep-state rep-state--${row.state}`}>{stateText(intl, row)}</span>,
    },
  ];

  return (
    <ListPage
      title={<FormattedMessage id="list.title" />}
      controller={controller}
      add={{ to: paths.reportForm('create'), label: <FormattedMessage id="list.add" /> }}
      columns={columns}
      emptyText={<FormattedMessage id="list.empty" />}
      frame={(table) => (
        <>
          <StateFilter />
          {table}
        </>
      )}
      onRowClick={(row) => navigate(row.state === 'start' ? paths.reportForm(row.id) : paths.report(row.id))}
      rowName={(row) => placeText(row.place)}
      rowActions={(row) => [
        { key: 'open', label: <FormattedMessage id="list.open" />, onSelect: () => navigate(paths.report(row.id)) },
        ...(row.state === 'start'
          ? [
              {
                key: 'edit',
                label: <FormattedMessage id="detail.editDraft" />,
                onSelect: () => navigate(paths.reportForm(row.id)),
              },
            ]
          : []),
        ...(isDeletable(row)
          ? [{ key: 'delete', label: <FormattedMessage id="ui.delete" />, onSelect: () => ask(row), danger: true }]
          : []),
      ]}
    >
      {dialog}
    </ListPage>
  );
}
