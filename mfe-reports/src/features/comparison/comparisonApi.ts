/**
 * Endpoints of the comparison screen (docs/product.md "Entry against exit", "The settlement"),
 * injected into the one api slice with the screen's lazy chunk. The comparison and settlement
 * answer 409 `{message}` for a report that has no comparison.
 */
import { api, comparisonRequest, settlementRequest } from 'shared-api';
import type { Comparison, DamagesInput, DocumentVersion, Settlement } from 'shared-api/contract';

const comparisonApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /front/reports/{id}/comparison`: both reports and every compared item; the screen shows a 409's reason. */
    getComparison: build.query<Comparison, number>({
      query: comparisonRequest,
      extraOptions: { shownOnScreen: [409] },
      providesTags: (_result, _error, id) => [{ type: 'Report' as const, id }],
    }),
    /** `GET /front/reports/{id}/settlement`: the deposit, the damage lines with their shares, the totals. */
    getSettlement: build.query<Settlement, number>({
      query: settlementRequest,
      providesTags: (_result, _error, id) => [{ type: 'Settlement' as const, id }],
    }),
    /**
     * `PUT /front/reports/{id}/damages`: replaces deposit and lines (cents); 422 `{errors}` per
     * `lines.{i}.{field}`. Its answer is the new settlement, put in the cache at once, so a next
     * save (made before the invalidated settlement is fetched again) starts from these lines.
     */
    saveDamages: build.mutation<Settlement, { id: number; body: DamagesInput }>({
      query: ({ id, body }) => ({ url: `front/reports/${id}/damages`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Settlement', id }],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(comparisonApi.util.upsertQueryData('getSettlement', id, data));
      },
    }),
    /**
     * `POST /front/reports/{id}/settlement/document`: requests the settlement PDF's next version
     * (202, pending; the newest, ready, when nothing changed since it); the report's `documents`
     * list it with `kind: 'settlement'`. 409 `{message}` without damage lines, 429 above the work limit.
     */
    requestSettlementDocument: build.mutation<DocumentVersion, number>({
      query: (id) => ({ url: `front/reports/${id}/settlement/document`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Report', id }],
    }),
  }),
});

export const {
  useGetComparisonQuery,
  useGetSettlementQuery,
  useSaveDamagesMutation,
  useRequestSettlementDocumentMutation,
} = comparisonApi;

/**
 * Starts fetching report `id`'s comparison (unless cached) when a link to it is pointed at or
 * focused, so the answer and the screen's lazy chunk load side by side once it is followed.
 */
export const usePrefetchComparison = () => comparisonApi.usePrefetch('getComparison');
