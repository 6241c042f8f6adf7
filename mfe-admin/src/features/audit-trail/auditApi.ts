/**
 * The audit trail's endpoints (docs/product.md "Audit"), injected with the Audit screen so that no
 * other screen loads them: the paged list `GET /front/audit`, the chain's head and last
 * verification `GET /front/audit/chain`, and `POST /front/audit/verify`. The list and the CSV
 * export (`GET /front/audit.csv`) are asked with the same query string, `auditSearch`.
 */
import { api, type ListParams } from 'shared-api';
import type { AuditChain, AuditTrailEvent, AuditVerification, PagedResult } from 'shared-api/contract';

/** The screen's filters as its URL keeps them (AuditListQuery): kinds, actor, account, report, days. */
export interface AuditFilters {
  kind: string[];
  actor: string;
  user: string;
  report: string;
  from: string;
  until: string;
}

/** The filter keys of the URL and of the API, in the order the query string writes them. */
export const FILTER_KEYS = ['actor', 'user', 'report', 'from', 'until'] as const;

/** The filters the search params `search` hold (missing ones empty). */
export function filtersFrom(search: URLSearchParams): AuditFilters {
  return {
    kind: search.getAll('kind'),
    actor: search.get('actor') ?? '',
    user: search.get('user') ?? '',
    report: search.get('report') ?? '',
    from: search.get('from') ?? '',
    until: search.get('until') ?? '',
  };
}

/**
 * The query string of the list (with `page` and `per_page`) or of the CSV export (without): the
 * filters, the search text and the order, leaving out what is empty. The export thus asks for
 * exactly the rows of the list, all pages.
 */
export function auditSearch(
  filters: AuditFilters,
  list: Pick<ListParams, 'order' | 'order_type' | 'query'> & Partial<Pick<ListParams, 'page' | 'per_page'>>,
): string {
  const search = new URLSearchParams();
  for (const kind of filters.kind) search.append('kind', kind);
  for (const key of FILTER_KEYS) if (filters[key].trim()) search.set(key, filters[key].trim());
  if (list.query?.trim()) search.set('query', list.query.trim());
  search.set('order', list.order);
  search.set('order_type', list.order_type);
  if (list.page !== undefined) search.set('page', String(list.page));
  if (list.per_page !== undefined) search.set('per_page', String(list.per_page));
  return search.toString();
}

const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditTrail: build.query<PagedResult<AuditTrailEvent>, ListParams & { filters: AuditFilters }>({
      query: ({ filters, ...list }) => `front/audit?${auditSearch(filters, list)}`,
      providesTags: [{ type: 'Audit', id: 'LIST' }],
      keepUnusedDataFor: 0,
    }),
    getAuditChain: build.query<AuditChain, void>({
      query: () => 'front/audit/chain',
      providesTags: [{ type: 'Audit', id: 'CHAIN' }],
      keepUnusedDataFor: 0,
    }),
    verifyAuditChain: build.mutation<AuditVerification, void>({
      query: () => ({ url: 'front/audit/verify', method: 'POST' }),
      invalidatesTags: [{ type: 'Audit', id: 'CHAIN' }],
    }),
  }),
});

export const { useGetAuditTrailQuery, useGetAuditChainQuery, useVerifyAuditChainMutation } = auditApi;
