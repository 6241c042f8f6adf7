/**
 * List state kept in the URL (react-admin habit; issue 2): `page`, `order`, `order_type` and
 * `query` live in the search params, so reload and back keep them. Changing the search or the
 * sort goes back to page 1. Returns the current values, the setters, and `table(result, loading)`:
 * the props that connect a `DataTable` to these params and a paged `{data, pagination}` result.
 */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PagedResult } from 'shared-api/contract';

export interface ListParams {
  page: number;
  order: string;
  order_type: 'asc' | 'desc';
  query: string;
}

export function useListParams(defaults: { order: string; order_type?: 'asc' | 'desc' }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const params: ListParams = useMemo(
    () => ({
      page: Math.max(1, Number(searchParams.get('page')) || 1),
      order: searchParams.get('order') ?? defaults.order,
      order_type:
        searchParams.get('order_type') === 'desc'
          ? 'desc'
          : searchParams.get('order_type') === 'asc'
            ? 'asc'
            : (defaults.order_type ?? 'asc'),
      query: searchParams.get('query') ?? '',
    }),
    [searchParams, defaults.order, defaults.order_type],
  );
  const update = useCallback(
    (changes: Partial<ListParams>, replace = false) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
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
  const table = <T>(result: PagedResult<T> | undefined, loading: boolean) => ({
    rows: result?.data ?? [],
    pagination: result?.pagination,
    loading,
    order: params.order,
    orderType: params.order_type,
    onSort: setSort,
    onPage: setPage,
    query: params.query,
    onSearch: setQuery,
  });
  return { params, setPage, setSort, setQuery, table };
}
