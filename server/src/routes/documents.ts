/**
 * `GET /reports/pdf/{hashed_id}` (spec §7): the PDF of a finished report or addendum, opened
 * by the documents table's download link. The hashed id is the unguessable public key of the
 * document (a browser link carries no bearer token); unknown or unfinished documents are a 404.
 */
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody } from 'shared-api/contract';
import { notFound } from '../lib/http-errors';
import { findFinishedDocument, renderReportPdf } from '../services/report-document';

const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/reports/pdf/:hashedId',
    {
      schema: {
        tags: ['reports'],
        params: Type.Object({ hashedId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) }),
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const document = await findFinishedDocument(app.db, request.params.hashedId);
      if (!document) throw notFound('Document');
      const { bytes, fileName } = await renderReportPdf(app.db, path.join(app.config.dataDir, 'files'), document);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    },
  );
};

export default documentRoutes;
