/**
 * `GET /front/reports/{id}/comparison`, `PUT /front/reports/{id}/damages`, `GET
 * /front/reports/{id}/settlement`, and the settlement document: `POST
 * /front/reports/{id}/settlement/document` requests its next version (202; 200 with the newest
 * when its content is unchanged; `WORK_RATE_LIMIT` a minute per account, then 429), `GET
 * /front/reports/{id}/settlement/document[?version=N]` answers its PDF (409 as `comparableReport`,
 * 404 without that version, 503 with `Retry-After` while pending) (issue 24, docs/product.md "Entry against exit", "The settlement"). Owner or
 * admin only: another account's report is a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { Comparison, DamagesInput, DocumentVersion, ErrorBody, IdParams, Settlement } from 'shared-api/contract';
import { sendStoredPdf, VersionQuery } from '../documents/reports-pdf.routes';
import { requestSettlementDocument } from './settlement-document';
import { visibleReportId } from '../reports/reader';
import { comparableReport, comparisonAnswers } from './comparison';
import { loadSettlement, saveDamages } from './damages';
import { workRateLimit } from '../../plugins/work-limits';
import { requestActor } from '../../plugins/request-actor';

const ERRORS = { 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

const comparisonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const comparisonOf = comparisonAnswers(app);
  app.get(
    '/front/reports/:id/comparison',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['comparison'],
        params: IdParams,
        // the answer is kept JSON (comparisonAnswers); the schema documents it
        response: { 200: Type.Unsafe<Buffer>(Comparison), ...ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send(await comparisonOf(await visibleReportId(app.db, request.user!, request.params.id))),
  );

  app.put(
    '/front/reports/:id/damages',
    {
      config: { access: 'report-work' },
      schema: { tags: ['comparison'], params: IdParams, body: DamagesInput, response: { 200: Settlement, ...ERRORS } },
    },
    async (request) => saveDamages(app, await visibleReportId(app.db, request.user!, request.params.id), request.body),
  );

  app.get(
    '/front/reports/:id/settlement',
    {
      config: { access: 'owner' },
      schema: { tags: ['comparison'], params: IdParams, response: { 200: Settlement, ...ERRORS } },
    },
    async (request) => loadSettlement(app.db, await visibleReportId(app.db, request.user!, request.params.id)),
  );

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

export default comparisonRoutes;
