/**
 * Inquiries (spec §3 Inquiry, §5 rules, §7): public submission and the admin list whose
 * `pagination.total` feeds the sidebar badge.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ErrorBody, Inquiry, InquiryCreate, isEmail, ListQuery, Paged } from 'shared-api/contract';
import { validationError } from '../lib/http-errors';
import { likePattern, paginate } from '../lib/paging';
import { toUnix } from '../lib/time';

const REQUIRED = ['company', 'email', 'last_name', 'first_name', 'phone'] as const;
const ORDER_COLUMNS = ['id', 'company', 'last_name', 'first_name', 'email', 'phone', 'created_at'] as const;

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
      const body = request.body;
      const errors: Record<string, string[]> = {};
      for (const field of REQUIRED) {
        if (!body[field].trim()) errors[field] = [`The ${field.replace('_', ' ')} field is required.`];
      }
      if (!errors.email && !isEmail(body.email)) errors.email = ['The email must be a valid email address.'];
      if (Object.keys(errors).length) throw validationError(errors);
      const row = await app.db
        .insertInto('inquiries')
        .values({
          company: body.company.trim(),
          email: body.email.trim(),
          first_name: body.first_name.trim(),
          last_name: body.last_name.trim(),
          phone: body.phone.trim(),
          policy_accepted: Boolean(body.policy_accepted),
          read_at: null,
          user_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.status(201).send({ id: row.id, message: 'Gegevens succesvol verzonden' });
    },
  );

  app.get(
    '/front/inquiries/',
    {
      onRequest: [app.authenticate, app.requireRole('admin')],
      schema: {
        tags: ['inquiries'],
        querystring: Type.Intersect([
          ListQuery,
          Type.Object({ order: Type.Optional(Type.Union(ORDER_COLUMNS.map((c) => Type.Literal(c)))) }),
        ]),
        response: { 200: Paged(Inquiry), 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const { query, search, order = 'id', order_type = 'asc', page = 1 } = request.query;
      let list = app.db
        .selectFrom('inquiries')
        .select(['id', 'company', 'last_name', 'first_name', 'email', 'phone', 'created_at'])
        .where('user_id', 'is', null);
      const text = (query ?? search ?? '').trim();
      if (text) {
        list = list.where(
          sql<boolean>`concat_ws(' ', company, first_name, last_name, email, phone) ILIKE ${likePattern(text)}`,
        );
      }
      const paged = await paginate(list.orderBy(order, order_type).orderBy('id'), page);
      return { ...paged, data: paged.data.map((row) => ({ ...row, created_at: toUnix(row.created_at)! })) };
    },
  );
};

export default inquiryRoutes;
