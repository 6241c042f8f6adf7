/**
 * The audit trail (docs/product.md "Audit"):
 * - `GET /front/reports/{id}/audit-events`: a report's own events (its "Logboek"), newest first,
 *   for the report's owner or an admin; another account's report is a 404.
 * - `GET /front/audit` (admin): the whole trail, paged, filtered by kind, actor, account, report,
 *   calendar days and text (AuditListQuery); an unknown query key is a 422.
 * - `GET /front/audit.csv` (admin): every event of exactly the same filters as CSV; an unknown
 *   key (a filter it could not apply) is a 422, never a larger export. Recorded as
 *   `export.downloaded`.
 * - `GET /front/audit/chain` (admin): the chain's head, count and last verification.
 * - `POST /front/audit/verify` (admin): verifies the chain now and records the run.
 */
import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AuditChain,
  AuditEvent,
  AuditExportQuery,
  AuditListQuery,
  AuditTrailEvent,
  AuditVerification,
  ErrorBody,
  IdParams,
  Paged,
} from 'shared-api/contract';
import { knownQueryKeys } from '../../plugins/known-query';
import { requestActor } from '../../plugins/request-actor';
import { visibleReportId } from '../../db/owned';
import { listAuditEvents, recordExport } from './audit';
import { auditChain, auditCsv, listAuditTrail, verifyAuditChain } from './trail';

const errors = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };

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

  app.get(
    '/front/audit',
    {
      config: { access: 'admin' },
      preValidation: knownQueryKeys(AuditListQuery.properties),
      schema: { tags: ['audit'], querystring: AuditListQuery, response: { 200: Paged(AuditTrailEvent), ...errors } },
    },
    async (request) => listAuditTrail(app.db, request.query),
  );

  app.get(
    '/front/audit.csv',
    {
      config: { access: 'admin' },
      preValidation: knownQueryKeys(AuditExportQuery.properties),
      schema: {
        tags: ['audit'],
        querystring: AuditExportQuery,
        response: { 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const rows = auditCsv(app.db, request.query); // checks the filters first: a 422 records nothing
      const exportId = await recordExport(app.db, requestActor(request), {
        what: 'audit',
        filters: request.query,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="audit.csv"')
        .header('Cache-Control', 'private, no-store')
        .send(Readable.from(rows(exportId)));
    },
  );

  app.get(
    '/front/audit/chain',
    { config: { access: 'admin' }, schema: { tags: ['audit'], response: { 200: AuditChain, ...errors } } },
    async () => auditChain(app.db),
  );

  app.post(
    '/front/audit/verify',
    { config: { access: 'admin' }, schema: { tags: ['audit'], response: { 200: AuditVerification, ...errors } } },
    async (request) => verifyAuditChain(app.db, 'screen', request.user!.id),
  );
};

export default auditRoutes;
