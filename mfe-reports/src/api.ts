/**
 * Reports remote endpoints (docs/spec.md §7 Reports, "Places, inquiries, configurations"). Creating a
 * report or a follow-up spends a credit, so those refresh the identity (`Me`) too.
 */
import { api, reportListRequest, reportRequest } from 'shared-api';
import type {
  CalendarDay,
  ConfigurationDefaults,
  DocumentMailResult,
  DocumentConfiguration,
  ListQuery,
  PagedResult,
  Organisation,
  Report,
  ReportPlan,
  ReportPlanInput,
  Regeneration,
  ReportDetail,
  ReportFormOptions,
  ReportState,
  ReportType,
  ReportWrite,
  Team,
} from 'shared-api/contract';

/** The largest page the reports list gives (`PAGE_SIZES`); the agenda pages through with it. */
const AGENDA_PAGE_SIZE = 100;
/** At most this many pages of planned reports for one agenda range (10,000 inspections). */
const AGENDA_MAX_PAGES = 100;

/**
 * The agenda's filters of `GET /front/reports/` (docs/product.md "Assignment and agenda"): the
 * planned Brussels days `from`–`to` (`YYYY-MM-DD`, inclusive), and optionally one branch or one
 * assigned member.
 */
export interface PlannedQuery {
  from: CalendarDay;
  to: CalendarDay;
  branch_id?: number;
  inspector_id?: number;
}

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
    /**
     * Every report planned in `from`–`to` that the caller may see, paged through 100 at a time
     * (the list's largest page), in the server's order.
     */
    getPlannedReports: build.query<Report[], PlannedQuery>({
      queryFn: async ({ from, to, ...filters }, _api, _extra, baseQuery) => {
        const reports: Report[] = [];
        for (let page = 1; page <= AGENDA_MAX_PAGES; page++) {
          const answer = await baseQuery(
            reportListRequest({
              planned_from: from,
              planned_to: to,
              ...filters,
              page,
              per_page: AGENDA_PAGE_SIZE,
            } as ListQuery),
          );
          if (answer.error) return { error: answer.error };
          const { data, pagination } = answer.data as PagedResult<Report>;
          reports.push(...data);
          if (page >= pagination.total_pages) break;
        }
        return { data: reports };
      },
      providesTags: (result) => [
        { type: 'Report' as const, id: 'LIST' },
        ...(result ?? []).map((report) => ({ type: 'Report' as const, id: report.id })),
      ],
    }),
    /**
     * Assigns and plans an inspection (`PUT /front/reports/{id}/plan`): `inspector_id` null takes
     * it away; `start` unix seconds, `minutes` 1–1440. The form shows 403, 404 and 422 itself.
     */
    planReport: build.mutation<ReportPlan, { id: number; body: ReportPlanInput }>({
      query: ({ id, body }) => ({ url: `front/reports/${id}/plan`, method: 'PUT', body }),
      extraOptions: { shownOnScreen: [403, 404, 422] },
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Report', id: 'LIST' },
        { type: 'Report', id },
      ],
    }),
    /** The caller's organisation with its branches (`GET /front/organisations/{id}`). */
    getOrganisation: build.query<Organisation, number>({
      query: (id) => `front/organisations/${id}`,
    }),
    /**
     * The team the caller may see (`GET /front/organisations/{id}/members`): a company manager the
     * whole organisation, a branch manager their branch; 403 for other roles, which the planning
     * screens handle themselves.
     */
    getTeam: build.query<Team, number>({
      query: (id) => `front/organisations/${id}/members`,
      extraOptions: { shownOnScreen: [403] },
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
  useGetPlannedReportsQuery,
  usePlanReportMutation,
  useGetOrganisationQuery,
  useGetTeamQuery,
} = reportsApi;
