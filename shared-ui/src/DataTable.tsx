/**
 * Data table of the design system (docs/spec.md §2 lists): search box (debounced, default 1000 ms),
 * sortable column headers (`aria-sort`; the whole header cell is the sort button), pagination,
 * empty state, keyboard-activatable rows and an optional menu of row actions.
 * Where the table is narrow (a phone, docs/product.md "Forms and lists") each row reflows into a
 * card of "label value" lines: every cell carries its column's label in `data-label`, shown by the
 * stylesheet (tokens.css, `.bo-table--reflow`) and kept out of the accessibility tree, where the
 * table's own header already names the cell. The rows keep their actions, focus and Enter.
 * Purely presentational: the caller fetches and passes `rows` and `pagination`.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PAGE_SIZES, type Pagination, type PageSize } from 'shared-api/contract';
import { EmptyState } from './EmptyState';
import { SearchInput } from './SearchInput';
import { Icon } from './icons';
import { RowActions } from './RowActions';
import type { RowAction } from './rowAction';

export interface Column<T> {
  key: string;
  label: ReactNode;
  sortable?: boolean;
  render: (row: T) => ReactNode;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string | number;
  pagination?: Pagination;
  loading?: boolean;
  order: string;
  orderType: 'asc' | 'desc';
  onSort: (order: string, orderType: 'asc' | 'desc') => void;
  /** Goes to `page`; `replace` when the list corrects an out-of-range page (no new history entry). */
  onPage: (page: number, options?: { replace: boolean }) => void;
  /** Changes the number of rows a page shows (one of `PAGE_SIZES`); without it no choice is offered. */
  onPerPage?: (perPage: PageSize) => void;
  /** The search text and its setter; leave both out for a list that cannot be searched. */
  query?: string;
  onSearch?: (query: string) => void;
  searchDelayMs?: number;
  onRowClick?: (row: T) => void;
  /** The row's actions, offered in a menu in a last column (empty: no menu for that row). */
  rowActions?: (row: T) => RowAction[];
  /** What a row is called in its action menu's name ("Acties voor {name}"); required with `rowActions`. */
  rowName?: (row: T) => string;
  empty: { title: ReactNode; text: ReactNode };
  toolbar?: ReactNode;
}

/** The "rows per page" choice beside the paging buttons. */
function PageSizeChoice({ value, onChange }: { value: number; onChange: (perPage: PageSize) => void }) {
  const id = useId();
  return (
    <span className="bo-table__page-size">
      <label htmlFor={id}>
        <FormattedMessage id="ui.perPage" />
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value) as PageSize)}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </span>
  );
}

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows, rowKey, pagination, loading, order, orderType, onSort, onPage, onRowClick, empty } = props;
  const { query = '', onSearch, searchDelayMs = 1000 } = props;
  const intl = useIntl();
  const [search, setSearch] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    // the URL changed the search (back button, link): show it in the box
    setShownQuery(query);
    setSearch(query);
  }
  useEffect(() => {
    if (search === query || !onSearch) return;
    const timer = setTimeout(() => onSearch(search), searchDelayMs);
    return () => clearTimeout(timer);
  }, [search, query, onSearch, searchDelayMs]);

  const lastPage = pagination?.total ? pagination.total_pages : null;
  const pastTheEnd = lastPage !== null && pagination!.current_page > lastPage;
  useEffect(() => {
    // `?page=99` of a 5-page list (a stale link, deleted rows): show the last page instead
    if (pastTheEnd) onPage(lastPage!, { replace: true });
  }, [pastTheEnd, lastPage, onPage]);

  // the header's shown texts, for the cards' labels: a label is any node, so it is read once drawn
  // (again when the columns or the language change)
  const headRef = useRef<HTMLTableRowElement>(null);
  const [labels, setLabels] = useState<string[]>([]);
  useLayoutEffect(() => {
    const shown = [...headRef.current!.cells].map((cell) => cell.textContent?.trim() ?? '');
    setLabels((current) => (current.join('\n') === shown.join('\n') ? current : shown));
  }, [columns, intl]);

  const sortBy = (key: string) => onSort(key, order === key && orderType === 'asc' ? 'desc' : 'asc');

  return (
    <div className="bo-table bo-table--reflow" aria-busy={loading}>
      {(onSearch || props.toolbar) && (
        <div className="bo-table__toolbar">
          {onSearch && (
            <SearchInput
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && onSearch(search)}
            />
          )}
          {props.toolbar}
        </div>
      )}
      <table>
        <thead>
          <tr ref={headRef}>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.sortable ? 'bo-table__sortable' : undefined}
                aria-sort={order === column.key ? (orderType === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {column.sortable ? (
                  <button type="button" className="bo-table__sort" onClick={() => sortBy(column.key)}>
                    {column.label}
                    <Icon
                      name={
                        order !== column.key ? 'sortable' : orderType === 'asc' ? 'sortAscending' : 'sortDescending'
                      }
                      size={14}
                    />
                  </button>
                ) : (
                  column.label
                )}
              </th>
            ))}
            {props.rowActions && (
              <th scope="col" className="bo-table__actions">
                <span className="bo-visually-hidden">
                  <FormattedMessage id="ui.actions" />
                </span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={onRowClick ? 'bo-table__row--clickable' : undefined}
              tabIndex={onRowClick ? 0 : undefined}
              onClick={onRowClick && (() => onRowClick(row))}
              onKeyDown={onRowClick && ((event) => event.key === 'Enter' && onRowClick(row))}
            >
              {columns.map((column, index) => (
                <td key={column.key} data-label={labels[index]}>
                  {column.render(row)}
                </td>
              ))}
              {props.rowActions && (
                <td className="bo-table__actions">
                  <RowActions name={props.rowName?.(row) ?? String(rowKey(row))} actions={props.rowActions(row)} />
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {loading && rows.length === 0 && (
        <p className="bo-muted">
          <FormattedMessage id="ui.loading" />
        </p>
      )}
      {!loading && rows.length === 0 && !pastTheEnd && (
        // a search without matches is not a list with nothing in it yet
        <EmptyState
          title={query ? <FormattedMessage id="ui.noResults" /> : empty.title}
          text={query ? null : empty.text}
        />
      )}
      {pagination && pagination.total > 0 && (
        <nav className="bo-table__pagination" aria-label={intl.formatMessage({ id: 'ui.pagination' })}>
          <button
            type="button"
            className="bo-button bo-button--secondary"
            disabled={pagination.current_page <= 1}
            onClick={() => onPage(pagination.current_page - 1)}
          >
            <FormattedMessage id="ui.previous" />
          </button>
          <span>
            {/* above the exact range the total is a lower bound and the last page is unknown */}
            <FormattedMessage
              id={pagination.total_relation === 'gte' ? 'ui.pageOfMany' : 'ui.pageOf'}
              values={{ page: pagination.current_page, pages: pagination.total_pages, total: pagination.total }}
            />
          </span>
          <button
            type="button"
            className="bo-button bo-button--secondary"
            disabled={pagination.current_page >= pagination.total_pages}
            onClick={() => onPage(pagination.current_page + 1)}
          >
            <FormattedMessage id="ui.next" />
          </button>
          {props.onPerPage && <PageSizeChoice value={pagination.per_page} onChange={props.onPerPage} />}
        </nav>
      )}
    </div>
  );
}
