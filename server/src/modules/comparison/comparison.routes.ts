/**
 * `GET /front/reports/{id}/comparison`, `PUT /front/reports/{id}/damages` and `GET
 * /front/reports/{id}/settlement` (issue 24, docs/product.md "Entry against exit", "The
 * settlement"); the settlement's document is served by documents/settlement-document.routes.ts.
 * Owner or admin only: another account's report is a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Comparison, DamagesInput, ErrorBody, IdParams, Settlement } from 'shared-api/contract';
import { visibleReportId } from '../../db/owned';
import { comparisonAnswers } from './comparison';
import { loadSettlement, saveDamages } from './damages';

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
};

export default comparisonRoutes;
