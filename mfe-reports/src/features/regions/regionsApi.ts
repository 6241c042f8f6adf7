/**
 * The completeness endpoint of the report's detail (docs/product.md "Regional completeness"),
 * injected with the checklist's lazy chunk. Tagged with the report, so a save or a new version
 * asks again.
 */
import { api } from 'shared-api';
import type { Completeness } from 'shared-api/contract';

const regionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /front/reports/{id}/completeness`: the region, its rule set's version and each rule met or missing. */
    getCompleteness: build.query<Completeness, number>({
      query: (id) => `front/reports/${id}/completeness`,
      providesTags: (_result, _error, id) => [{ type: 'Report' as const, id }],
    }),
  }),
});

export const { useGetCompletenessQuery } = regionsApi;
