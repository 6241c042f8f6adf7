/**
 * The settlement document of an exit report (issue 24, docs/product.md "The settlement"): `POST
 * /front/reports/{id}/settlement/document` requests its next version (202; 200 with the newest
 * when its content is unchanged; `WORK_RATE_LIMIT` a minute per account, then 429), `GET
 * /front/reports/{id}/settlement/document[?version=N]` answers its PDF (409 as `comparableReport`,
 * 404 without that version, 503 with `Retry-After` while pending). Owner or admin only: another
 * account's report is a 404. The comparison and the settlement themselves are
 * modules/comparison.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { DocumentVersion, ErrorBody, IdParams } from 'shared-api/contract';
import { sendStoredPdf, VersionQuery } from './reports-pdf.routes';
import { requestSettlementDocument } from './settlement-document';
import { visibleReportId } from '../../db/owned';
import { comparableReport } from '../comparison';
import { workRateLimit } from '../../plugins/work-limits';
import { requestActor } from '../../plugins/request-actor';

const ERRORS = { 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

const settlementDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/front/reports/:id/settlement/document',
    {
      config: { access: 'report-work', ...workRateLimit(app.config.workRateLimit) },
      schema: {
        tags: ['comparison'],
        params: IdParams,
        response: { 200: DocumentVersion, 202: DocumentVersion, ...ERRORS, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const reportId = await visibleReportId(app.db, request.user!, request.params.id);
      const { version, unchanged } = await requestSettlementDocument(app, reportId, requestActor(request));
      return reply.status(unchanged ? 200 : 202).send(version);
    },
  );

  app.get(
    '/front/reports/:id/settlement/document',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['comparison'],
        params: IdParams,
        querystring: VersionQuery,
        response: { 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }), ...ERRORS, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      const reportId = await visibleReportId(app.db, request.user!, request.params.id);
      await comparableReport(app.db, reportId);
      return sendStoredPdf(app, reply, { reportId, addendumId: null, kind: 'settlement' }, request.query.version);
    },
  );
};

export default settlementDocumentRoutes;
