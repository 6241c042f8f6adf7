/**
 * List state kept in the URL (react-admin habit; issue 2): `page`, `per_page`, `order`,
 * `order_type` and `query` live in the search params, so reload and back keep them. Changing the
 * search, the sort or the page size goes back to page 1. Returns the current values, the setters, and `table(result, loading)`:
 * the props that connect a `DataTable` to these params and a paged `{data, pagination}` result.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'shared-ui/router';
import { LIST_DEFAULTS, type PagedResult, type PageSize } from 'shared-api/contract';
import { listParamsFrom, type ListOrder, type ListParams } from 'shared-api';

export type { ListParams };

export function useListParams(defaults: ListOrder) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ListParams = useMemo(
    () => listParamsFrom(searchParams, defaults),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the defaults' fields, not its identity
    [searchParams, defaults.order, defaults.order_type],
  );
  const update = useCallback(
    (changes: Partial<ListParams>, replace = false) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const isDefault =
              (key === 'page' && value === 1) || (key === 'per_page' && value === LIST_DEFAULTS.per_page);
            if (value === '' || value === undefined || isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );
  const setPage = useCallback(
    (page: number, options?: { replace: boolean }) => update({ page }, options?.replace),
    [update],
  );
  const setSort = useCallback(
    (order: string, order_type: 'asc' | 'desc') => update({ order, order_type, page: 1 }),
    [update],
  );
  const setQuery = useCallback((query: string) => update({ query, page: 1 }, true), [update]);
  const setPerPage = useCallback((per_page: PageSize) => update({ per_page, page: 1 }), [update]);
  const table = <T>(result: PagedResult<T> | undefined, loading: boolean) => ({
    rows: result?.data ?? [],
    pagination: result?.pagination,
    loading,
    order: params.order,
    orderType: params.order_type,
    onSort: setSort,
    onPage: setPage,
    onPerPage: setPerPage,
    query: params.query,
    onSearch: setQuery,
  });
  return { params, setPage, setSort, setQuery, table };
}
