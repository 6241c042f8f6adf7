/**
 * A report's audit trail (docs/product.md "Audit"): `GET /front/reports/{id}/audit-events`, newest
 * first, for the report's owner or an admin; another account's report is a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AuditEvent, ErrorBody, IdParams } from 'shared-api/contract';
import { visibleReportId } from '../reports/reader';
import { listAuditEvents } from './audit';

const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/front/reports/:id/audit-events',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['reports'],
        params: IdParams,
        response: { 200: Type.Array(AuditEvent), 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => listAuditEvents(app.db, await visibleReportId(app.db, request.user!, request.params.id)),
  );
};

export default auditRoutes;
