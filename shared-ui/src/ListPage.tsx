/**
 * The one list controller and list page (react-admin's `useListController` + `List`;
 * docs/ARCHITECTURE.md "Client controllers"). `useListController` keeps the list's search, sort
 * and page in the URL (`useListParams`) and asks the screen's paged query for them;
 * `ListPage` frames a `DataTable` with the page title, the header buttons (the add link
 * first) and the empty state "Deze pagina is leeg." with the screen's own text.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-ui/router';
import type { PagedResult } from 'shared-api/contract';
import { NEWEST_FIRST, type ListOrder } from 'shared-api';
import { DataTable, type DataTableProps } from './DataTable';
import { Icon } from './icons';
import { useListParams, type ListParams } from './useListParams';

/** A paged query hook of the api slice, e.g. `useGetPlacesQuery`, called with the list's params and `args`. */
export type PagedQuery<T, A> = (params: ListParams & A) => { data?: PagedResult<T>; isFetching: boolean };

/**
 * The list state of a screen: `useQuery` is called with the URL's params plus `args` (e.g. the
 * template kind); `defaults` is the order used when the URL names none, newest first unless the
 * screen says otherwise.
 */
export function useListController<T, A extends object = object>(
  useQuery: PagedQuery<T, A>,
  defaults: ListOrder = NEWEST_FIRST,
  args?: A,
) {
  const list = useListParams(defaults);
  const { data, isFetching } = useQuery({ ...list.params, ...args } as ListParams & A);
  return { params: list.params, data, table: list.table(data, isFetching) };
}

export type ListController<T> = ReturnType<typeof useListController<T>>;

type TableProps<T> = Omit<DataTableProps<T>, keyof ListController<T>['table'] | 'rowKey' | 'empty'>;

export interface ListPageProps<T> extends TableProps<T> {
  title: ReactNode;
  controller: ListController<T>;
  /** The add button: where it leads and its label. */
  add?: { to: string; label: ReactNode };
  /** More header buttons, before the add button. */
  actions?: ReactNode;
  /** The text of the empty state under "Deze pagina is leeg.". */
  emptyText: ReactNode;
  /** A row's key; by default its `id`. */
  rowKey?: (row: T) => string | number;
  /** Wraps the table (tabs above it); receives the table. */
  frame?: (table: ReactNode) => ReactNode;
  /** Rendered after the table (a modal the header opens). */
  children?: ReactNode;
}

export function ListPage<T>({
  title,
  controller,
  add,
  actions,
  emptyText,
  rowKey = (row) => (row as { id: number }).id,
  frame = (table) => table,
  children,
  ...table
}: ListPageProps<T>) {
  return (
    <div className="bo-page">
      <div className="bo-page__header">
        <h1>{title}</h1>
        {(actions || add) && (
          <div className="bo-page__actions">
            {actions}
            {add && (
              <Link className="bo-button" to={add.to}>
                <Icon name="add" />
                {add.label}
              </Link>
            )}
          </div>
        )}
      </div>
      {frame(
        <DataTable
          {...table}
          {...controller.table}
          rowKey={rowKey}
          empty={{ title: <FormattedMessage id="ui.emptyTitle" />, text: emptyText }}
        />,
      )}
      {children}
    </div>
  );
}
