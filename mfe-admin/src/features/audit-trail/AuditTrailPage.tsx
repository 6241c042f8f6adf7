/**
 * `/audit` (admins; docs/product.md "Audit"): the whole audit trail, newest first. The chain card
 * shows the head and the last verification and verifies on request; the filters (kind, actor,
 * account, report, days) and the list's search, sort and page live in the URL; "CSV exporteren"
 * downloads `GET /front/audit.csv` with exactly the list's filters, search and order (all pages).
 * Each row: id, time, what happened, who acted, what it was about (the account and report link
 * to their screens), the address and the facts of the event.
 */
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'shared-ui/router';
import { downloadFile, paths, useAppDispatch } from 'shared-api';
import type { AuditTrailEvent } from 'shared-api/contract';
import { AuditDetail, Breakable } from './AuditDetail';
import { formatDateTime, Icon, ListPage, saveBlob, useListController, type Column } from 'shared-ui';
import { auditSearch, filtersFrom, FILTER_KEYS, useGetAuditTrailQuery, type AuditFilters } from './auditApi';
import { AuditFilterForm } from './AuditFilterForm';
import { ChainCard } from './ChainCard';

const text = (id: string, values?: Record<string, ReactNode>) => <FormattedMessage id={id} values={values} />;

const columns: Column<AuditTrailEvent>[] = [
  { key: 'id', label: text('audit.col.id'), sortable: true, render: (row) => row.id },
  { key: 'created_at', label: text('audit.col.time'), sortable: true, render: (row) => formatDateTime(row.created_at) },
  { key: 'kind', label: text('audit.col.kind'), render: (row) => text(`audit.kind.${row.kind}`) },
  {
    key: 'actor',
    label: text('audit.col.actor'),
    render: (row) =>
      row.actor_user_id !== null ? (
        <Link to={paths.userForm(row.actor_user_id)}>{row.actor_name ?? `#${row.actor_user_id}`}</Link>
      ) : (
        (row.actor_name ?? text('audit.nobody'))
      ),
  },
  {
    key: 'subject',
    label: text('audit.col.subject'),
    render: (row) => (
      <span className="adm-audit__subject">
        {row.subject && (
          <span>
            <Breakable value={row.subject} />
          </span>
        )}
        {row.subject_user_id !== null && (
          <Link to={paths.userForm(row.subject_user_id)}>{text('audit.account', { id: row.subject_user_id })}</Link>
        )}
        {row.report_id !== null && (
          <Link to={paths.report(row.report_id)}>{text('audit.report', { id: row.report_id })}</Link>
        )}
      </span>
    ),
  },
  {
    key: 'ip',
    label: text('audit.col.ip'),
    render: (row) => <span title={row.user_agent ?? undefined}>{row.ip ?? ''}</span>,
  },
  { key: 'detail', label: text('audit.col.detail'), render: (row) => <AuditDetail event={row} /> },
];

export function AuditTrailPage() {
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFrom(searchParams), [searchParams]);
  const controller = useListController(useGetAuditTrailQuery, undefined, { filters });
  const apply = (next: AuditFilters) =>
    setSearchParams((current) => {
      const search = new URLSearchParams(current);
      search.delete('kind');
      for (const kind of next.kind) search.append('kind', kind);
      for (const key of FILTER_KEYS) {
        if (next[key].trim()) search.set(key, next[key].trim());
        else search.delete(key);
      }
      search.delete('page');
      return search;
    });
  const exportCsv = async () => {
    const { order, order_type, query } = controller.params;
    const file = await dispatch(downloadFile(`front/audit.csv?${auditSearch(filters, { order, order_type, query })}`));
    saveBlob(file.blob, file.fileName);
  };
  return (
    <ListPage
      title={text('audit.title')}
      controller={controller}
      actions={
        <button type="button" className="bo-button bo-button--secondary" onClick={exportCsv}>
          <Icon name="download" />
          {text('audit.export')}
        </button>
      }
      columns={columns}
      emptyText={text('audit.empty')}
      frame={(table) => (
        <>
          <ChainCard />
          <AuditFilterForm filters={filters} onApply={apply} />
          {table}
        </>
      )}
    />
  );
}
