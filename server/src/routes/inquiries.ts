/**
 * Inquiries (spec §3 Inquiry, §5 rules, §7): public submission and the admin list whose
 * `pagination.total` feeds the sidebar badge. Rules and queries: services/inquiries.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody, Inquiry, InquiryCreate, listQuery, Paged } from 'shared-api/contract';
import { INQUIRY_ORDER_COLUMNS, listInquiries, submitInquiry } from '../services/inquiries';

const inquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/front/inquiries',
    {
      config: { rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['inquiries'],
        body: InquiryCreate,
        response: { 201: Type.Object({ id: Type.Integer(), message: Type.String() }), 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const id = await submitInquiry(app.db, request.body);
      return reply.status(201).send({ id, message: 'Gegevens succesvol verzonden' });
    },
  );

  app.get(
    '/front/inquiries/',
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['inquiries'],
        querystring: listQuery(INQUIRY_ORDER_COLUMNS),
        response: { 200: Paged(Inquiry), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => listInquiries(app.db, request.query),
  );
};

export default inquiryRoutes;
