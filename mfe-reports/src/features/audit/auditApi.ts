/**
 * `GET /front/reports/{id}/audit-events` (docs/product.md "Audit"), injected with the audit card's
 * lazy chunk: the report's audited events, newest first. Kept under the report's sign-off tag, so
 * a request, withdrawal or answer to remarks reads it again. 404 for another account's report.
 */
import { api } from 'shared-api';
import type { AuditEvent } from 'shared-api/contract';

const auditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditEvents: build.query<AuditEvent[], number>({
      query: (id) => `front/reports/${id}/audit-events`,
      providesTags: (_result, _error, id) => [{ type: 'SignOff' as const, id }],
    }),
  }),
});

export const { useGetAuditEventsQuery } = auditApi;
