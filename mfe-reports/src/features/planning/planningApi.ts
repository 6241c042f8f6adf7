/**
 * Endpoints of planning and the agenda (docs/product.md "Assignment and agenda"), injected into
 * the one api slice with the screens that use them (the agenda and the detail's planning card),
 * so the reports list does not load them (the first-load budget, docs/product.md "First load").
 */
import { api, reportListRequest } from 'shared-api';
import type {
  CalendarDay,
  ListQuery,
  Organisation,
  PagedResult,
  Report,
  ReportPlan,
  ReportPlanInput,
  Team,
} from 'shared-api/contract';

/** The largest page the reports list gives (`PAGE_SIZES`); the agenda pages through with it. */
const AGENDA_PAGE_SIZE = 100;
/** At most this many pages of planned reports for one agenda range (10,000 inspections). */
const AGENDA_MAX_PAGES = 100;

/**
 * The agenda's filters of `GET /front/reports/`: the planned Brussels days `from`–`to`
 * (`YYYY-MM-DD`, inclusive), and optionally one branch or one assigned member.
 */
export interface PlannedQuery {
  from: CalendarDay;
  to: CalendarDay;
  branch_id?: number;
  inspector_id?: number;
}

const planningApi = api.injectEndpoints({
  endpoints: (build) => ({
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
    /**
     * The caller's organisation with its branches (`GET /front/organisations/{id}`). Named apart
     * from mfe-admin's team endpoints: endpoints of one api slice share a namespace, and the first
     * injected would win.
     */
    getPlanningOrganisation: build.query<Organisation, number>({
      query: (id) => `front/organisations/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'User', id: `team-${id}` }],
    }),
    /**
     * The team the caller may see (`GET /front/organisations/{id}/members`): a company manager the
     * whole organisation, a branch manager their branch; 403 for other roles, which the planning
     * screens handle themselves.
     */
    getPlanningTeam: build.query<Team, number>({
      query: (id) => `front/organisations/${id}/members`,
      providesTags: (_r, _e, id) => [{ type: 'User', id: `team-${id}` }],
      extraOptions: { shownOnScreen: [403] },
    }),
  }),
});

export const {
  useGetPlannedReportsQuery,
  usePlanReportMutation,
  useGetPlanningOrganisationQuery,
  useGetPlanningTeamQuery,
} = planningApi;
