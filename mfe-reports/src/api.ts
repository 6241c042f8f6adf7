/**
 * Reports remote endpoints (docs/spec.md §7 Reports, "Places, inquiries, configurations"). Creating a
 * report or a follow-up spends a credit, so those refresh the identity (`Me`) too.
 */
import { api, reportListRequest, reportRequest } from 'shared-api';
import type {
  ConfigurationDefaults,
  DocumentMailResult,
  DocumentConfiguration,
  ListQuery,
  PagedResult,
  Report,
  Regeneration,
  ReportDetail,
  ReportFormOptions,
  ReportState,
  ReportType,
  ReportWrite,
} from 'shared-api/contract';

const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReports: build.query<PagedResult<Report>, ListQuery & { state?: ReportState }>({
      query: reportListRequest,
      providesTags: (result) => [
        { type: 'Report' as const, id: 'LIST' },
        ...(result?.data ?? []).map((report) => ({ type: 'Report' as const, id: report.id })),
      ],
    }),
    getReport: build.query<ReportDetail, number>({
      query: reportRequest,
      providesTags: (_result, _error, id) => [{ type: 'Report' as const, id }],
    }),
    getReportFormOptions: build.query<ReportFormOptions, void>({
      query: () => 'front/reports/create',
      providesTags: [{ type: 'Configuration', id: 'LIST' }],
    }),
    /** Creates (no `id`) or updates a report; returns its id. */
    saveReport: build.mutation<{ id: number }, { id?: number; body: ReportWrite }>({
      query: ({ id, body }) =>
        id ? { url: `front/reports/${id}`, method: 'PATCH', body } : { url: 'front/reports/', method: 'POST', body },
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Report', id: 'LIST' },
        ...(id ? [{ type: 'Report' as const, id }] : ['Me' as const]),
      ],
    }),
    deleteReport: build.mutation<void, number>({
      query: (id) => ({ url: `front/reports/${id}`, method: 'DELETE' }),
      // a deleted draft gives its credit back (docs/product.md "Credits")
      invalidatesTags: [{ type: 'Report', id: 'LIST' }, 'Me'],
    }),
    createFollowUp: build.mutation<{ id: number }, { id: number; type: ReportType }>({
      query: ({ id, type }) => ({ url: `front/reports/${id}/follow_up`, method: 'POST', body: { type } }),
      invalidatesTags: [{ type: 'Report', id: 'LIST' }, 'Me'],
    }),
    /** Regenerates a finished document (`DELETE /reports/pdf/{hashed_id}`, docs/product.md "Versions"): a new version, unless the content is unchanged. */
    regenerateDocument: build.mutation<Regeneration, { reportId: number; hashedId: string }>({
      query: ({ hashedId }) => ({ url: `reports/pdf/${hashedId}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { reportId }) => [{ type: 'Report', id: reportId }],
    }),
    /** Mails the selected documents (hashed ids) to every party (docs/spec.md §7 `POST /reports/mail_pdf/{hashed_id}`). */
    mailDocuments: build.mutation<DocumentMailResult, { reportId: number; hashedId: string; ids: string[] }>({
      query: ({ hashedId, ids }) => ({ url: `reports/mail_pdf/${hashedId}`, method: 'POST', body: { ids } }),
      invalidatesTags: (_result, _error, { reportId }) => [{ type: 'Report', id: reportId }],
    }),
    getConfigurations: build.query<PagedResult<DocumentConfiguration>, ListQuery>({
      query: (params) => ({ url: 'front/document_configurations/', params }),
      providesTags: [{ type: 'Configuration', id: 'LIST' }],
    }),
    getConfiguration: build.query<DocumentConfiguration, number>({
      query: (id) => `front/document_configurations/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Configuration', id }],
    }),
    getConfigurationDefaults: build.query<ConfigurationDefaults, void>({
      query: () => 'front/document_configurations/create',
    }),
    /** Creates (no `id`) or updates a configuration from multipart form data (docs/spec.md §7). */
    saveConfiguration: build.mutation<DocumentConfiguration, { id?: number; form: FormData }>({
      query: ({ id, form }) => ({
        url: `front/document_configurations${id ? `/${id}` : ''}`,
        method: 'POST',
        body: form,
      }),
      invalidatesTags: (result) => [
        { type: 'Configuration', id: 'LIST' },
        ...(result ? [{ type: 'Configuration' as const, id: result.id }] : []),
      ],
    }),
  }),
});

export const {
  useGetReportsQuery,
  useGetReportQuery,
  useGetReportFormOptionsQuery,
  useSaveReportMutation,
  useDeleteReportMutation,
  useCreateFollowUpMutation,
  useRegenerateDocumentMutation,
  useMailDocumentsMutation,
  useGetConfigurationsQuery,
  useGetConfigurationQuery,
  useGetConfigurationDefaultsQuery,
  useSaveConfigurationMutation,
} = reportsApi;
