/**
 * Assignment and agenda (issue 44, docs/product.md "Assignment and agenda"): planning a report,
 * a member's calendar feed and the feed itself. Thin: the services are plan.ts and feed.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CalendarFeedCreated, ErrorBody, IdParams, ReportPlan, ReportPlanInput } from 'shared-api/contract';
import { NotFound } from '../../lib/errors';
import { requestActor } from '../../plugins/request-actor';
import { createFeed, feedCalendar, revokeFeed } from './feed';
import { planReport } from './plan';

const agendaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/front/reports/:id/plan',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['reports'],
        summary: 'Assign and plan the inspection',
        params: IdParams,
        body: ReportPlanInput,
        response: { 200: ReportPlan, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => planReport(app, request.user!, request.params.id, request.body, requestActor(request)),
  );

  app.post(
    '/front/calendar-feed',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['agenda'],
        summary: 'Make my private calendar feed URL (shown once; the old one stops)',
        response: { 201: CalendarFeedCreated, 401: ErrorBody },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createFeed(app.db, request.user!, app.config.publicUrl, requestActor(request))),
  );

  app.delete(
    '/front/calendar-feed',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['agenda'],
        summary: 'Revoke my calendar feed URL (none: nothing to do)',
        response: { 204: Type.Null(), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      await revokeFeed(app.db, request.user!, requestActor(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/calendar/:file',
    {
      config: { access: 'public' },
      schema: {
        tags: ['agenda'],
        summary: 'A private calendar feed (iCalendar); revoked or unknown: 404',
        params: Type.Object({ file: Type.String({ maxLength: 100 }) }),
        response: { 200: Type.String(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const match = /^([A-Za-z0-9_-]{43})\.ics$/.exec(request.params.file);
      if (!match) throw new NotFound('agenda.noFeed');
      const body = await feedCalendar(app.db, match[1], app.config.publicUrl);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Cache-Control', 'private, no-store')
        .header('Referrer-Policy', 'no-referrer')
        .send(body);
    },
  );
};

export default agendaRoutes;
