/** Reports remote endpoints (spec §7 Reports). */
import { api } from 'shared-api';
import type { ListQuery, PagedResult, Report } from 'shared-api/contract';

const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<PagedResult<Report>, ListQuery>({
      query: (params) => ({ url: 'front/reports/', params }),
      providesTags: (result) => [
        { type: 'Report' as const, id: 'LIST' },
        ...(result?.data ?? []).map((report) => ({ type: 'Report' as const, id: report.id })),
      ],
    }),
    getReport: build.query<Report, number>({
      query: (id) => `front/reports/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Report' as const, id }],
    }),
  }),
});

export const { useGetReportsQuery, useGetReportQuery } = reportsApi;
