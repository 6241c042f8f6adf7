/**
 * Report list and detail (spec §2 `/reports`, §3 Report, §7 Reports).
 * A regular user sees only the reports of their own account (another account's report is a
 * 404); an admin sees all. Times in unix seconds.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { ErrorBody, ListQuery, Paged, Report, REPORT_ORDER_COLUMNS } from 'shared-api/contract';
import { likePattern, paginate } from '../lib/paging';
import { notFound } from '../lib/http-errors';
import { loadReports, reportListQuery } from '../services/report-reader';

const ORDER_EXPRESSIONS: Record<(typeof REPORT_ORDER_COLUMNS)[number], string> = {
  id: 'r.id',
  address: "lower(concat_ws(' ', a.street, a.street_number, a.city))",
  type: 'r.type',
  finished_at: 'r.finished_at',
  parties: 'lower(ps.parties_string)',
  state: 'r.state',
};

const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireRole('admin', 'user'));

  app.get(
    '/front/reports/',
    {
      schema: {
        tags: ['reports'],
        querystring: Type.Intersect([
          ListQuery,
          Type.Object({ order: Type.Optional(Type.Union(REPORT_ORDER_COLUMNS.map((c) => Type.Literal(c)))) }),
        ]),
        response: { 200: Paged(Report), 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const { query, search, order = 'id', order_type = 'asc', page = 1 } = request.query;
      let list = reportListQuery(app.db, request.user!);
      const text = (query ?? search ?? '').trim();
      if (text) {
        const pattern = likePattern(text);
        list = list.where(
          sql<boolean>`(concat_ws(' ', a.street, a.street_number, a.zipcode, a.city, pl.name) ILIKE ${pattern}
            OR ps.parties_string ILIKE ${pattern})`,
        );
      }
      const column = ORDER_EXPRESSIONS[order as keyof typeof ORDER_EXPRESSIONS];
      const direction = sql.raw(order_type === 'desc' ? 'DESC' : 'ASC');
      list = list.orderBy(sql`${sql.raw(column)} ${direction} NULLS LAST`).orderBy('r.id', order_type);
      const paged = await paginate(list.select('r.id'), page);
      return {
        ...paged,
        data: await loadReports(
          app.db,
          paged.data.map((row) => row.id),
        ),
      };
    },
  );

  app.get(
    '/front/reports/:id',
    {
      schema: {
        tags: ['reports'],
        params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
        response: { 200: Report, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const visible = await reportListQuery(app.db, request.user!)
        .select('r.id')
        .where('r.id', '=', request.params.id)
        .executeTakeFirst();
      if (!visible) throw notFound('Report');
      const [report] = await loadReports(app.db, [visible.id]);
      return report;
    },
  );
};

export default reportRoutes;
