/**
 * Inquiries (docs/spec.md §3 Inquiry, §5 rules, §7): public submission; for admins the list (its
 * `pagination.total` is the sidebar badge: the inquiries that wait), deletion and the activation into an account
 * (`POST /front/inquiries/{id}/upgrade`, which mails the welcome link). Rules: modules/inquiries/inquiries.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Created,
  ErrorBody,
  IdParams,
  Inquiry,
  InquiryCreate,
  InquiryUpgrade,
  listQuery,
  Paged,
} from 'shared-api/contract';
import { deleteInquiry, INQUIRY_ORDER_COLUMNS, listInquiries, submitInquiry, upgradeInquiry } from './inquiries';
import { sendMailJob } from '../jobs';
import { translateFor } from '../../lib/messages';
import { requestActor } from '../../plugins/request-actor';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

const inquiryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/front/inquiries',
    {
      config: { access: 'public', rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['inquiries'],
        body: InquiryCreate,
        response: { 201: Type.Object({ id: Type.Integer(), message: Type.String() }), 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const id = await submitInquiry(app.db, request.body);
      return reply.status(201).send({ id, message: translateFor(request.headers, 'inquiries.sent') });
    },
  );

  app.get(
    '/front/inquiries/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['inquiries'],
        querystring: listQuery(INQUIRY_ORDER_COLUMNS),
        response: { 200: Paged(Inquiry), ...errors },
      },
    },
    async (request) => listInquiries(app.db, request.query),
  );

  const admin = { config: { access: 'admin' as const } };
  app.delete(
    '/front/inquiries/:id',
    { ...admin, schema: { tags: ['inquiries'], params: IdParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await deleteInquiry(app.db, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/front/inquiries/:id/upgrade',
    {
      ...admin,
      schema: { tags: ['inquiries'], params: IdParams, body: InquiryUpgrade, response: { 201: Created, ...errors } },
    },
    async (request, reply) => {
      const id = await upgradeInquiry(app.db, request.user!, request.params.id, request.body, requestActor(request));
      await sendMailJob(app.jobs, { kind: 'welcome', userId: id });
      return reply.status(201).send({ id });
    },
  );
};

export default inquiryRoutes;
