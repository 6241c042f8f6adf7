/**
 * `GET /front/reports/{id}/completeness` (issue 26, docs/product.md "Regional completeness"): the
 * report's region, its rule set's version and every rule met or missing, in the reader's
 * language. Owner or admin only: another account's report is a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Completeness, ErrorBody, IdParams } from 'shared-api/contract';
import { readerLanguage } from '../../lib/reader-language';
import { visibleReportId } from '../../db/owned';
import { completenessAnswer, reportCompleteness } from './completeness';

const regionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/front/reports/:id/completeness',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['regions'],
        params: IdParams,
        response: { 200: Completeness, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const reportId = await visibleReportId(app.db, request.user!, request.params.id);
      return completenessAnswer(
        await reportCompleteness(app.db, reportId),
        readerLanguage(request.headers['accept-language']),
      );
    },
  );
};

export default regionsRoutes;
