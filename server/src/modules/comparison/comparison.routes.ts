/**
 * `GET /front/reports/{id}/comparison` (issue 24, docs/product.md "Entry against exit";
 * modules/comparison/comparison.ts). Owner or admin only: another account's report is a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Comparison, ErrorBody, IdParams } from 'shared-api/contract';
import { visibleReportId } from '../reports/reader';
import { compareWithEntry } from './comparison';

const comparisonRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/front/reports/:id/comparison',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['comparison'],
        params: IdParams,
        response: { 200: Comparison, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => compareWithEntry(app, await visibleReportId(app.db, request.user!, request.params.id)),
  );
};

export default comparisonRoutes;
