/**
 * Report list and detail (docs/spec.md §2 `/reports`, §3 Report, §7 Reports).
 * A regular user sees only the reports of their own account (another account's report is a
 * 404); an admin sees all. Times in unix seconds. Writes: modules/reports/writer.ts.
 */
import { workRateLimit } from '../../plugins/work-limits';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Circumstance,
  Created,
  ErrorBody,
  FollowUpCreate,
  Paged,
  Report,
  ReportDetail,
  ReportFormOptions,
  ReportListQuery,
  ReportWrite,
  IdParams,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { listPage } from '../../lib/paging';
import { circumstances, reportFormOptions } from './form-options';
import { loadReports, reportFilters, reportList, reportListQuery, sentMails } from './reader';
import { visibleReportId } from '../../db/owned';
import { photoZip } from '../media';
import { createFollowUp, createReport, deleteReport, updateReport } from './writer';
import { readerLanguage } from '../../lib/reader-language';
import { requestActor } from '../../plugins/request-actor';
import { recordExport } from '../audit';

const WRITE_ERRORS = { 401: ErrorBody, 402: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The id of a report the caller may see; 404 otherwise (another account's report). */
  const visibleId = (request: FastifyRequest, id: number) => visibleReportId(app.db, request.user!, id);

  app.get(
    '/front/reports/create',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['reports'], response: { 200: ReportFormOptions, 401: ErrorBody } },
    },
    async (request) => reportFormOptions(app.db, request.user!),
  );

  app.get(
    '/front/reports/circumstances',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['reports'], response: { 200: Type.Array(Circumstance), 401: ErrorBody } },
    },
    async () => circumstances(app.db),
  );

  app.post(
    '/front/reports/',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['reports'], body: ReportWrite, response: { 201: Created, ...WRITE_ERRORS } },
    },
    async (request, reply) => reply.status(201).send({ id: await createReport(app, request.user!, request.body) }),
  );

  app.patch(
    '/front/reports/:id',
    {
      config: { access: 'owner' },
      schema: { tags: ['reports'], params: IdParams, body: ReportWrite, response: { 200: Created, ...WRITE_ERRORS } },
    },
    async (request) => {
      const id = await visibleId(request, request.params.id);
      await updateReport(app, id, request.body);
      return { id };
    },
  );

  app.delete(
    '/front/reports/:id',
    {
      config: { access: 'owner' },
      schema: { tags: ['reports'], params: IdParams, response: { 204: Type.Null(), ...WRITE_ERRORS } },
    },
    async (request, reply) => {
      await deleteReport(app.db, await visibleId(request, request.params.id), requestActor(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/front/reports/:id/follow_up',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['reports'],
        params: IdParams,
        body: FollowUpCreate,
        response: { 201: Created, ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const id = await visibleId(request, request.params.id);
      return reply.status(201).send({ id: await createFollowUp(app.db, request.user!, id, request.body.type) });
    },
  );

  app.get(
    '/front/reports/',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['reports'],
        querystring: ReportListQuery,
        response: { 200: Paged(Report), 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      const { state } = request.query;
      const filters = reportFilters(request.query);
      const paged = await listPage(
        app.db,
        reportListQuery(app.db, request.user!)
          .select('r.id')
          .$if(state !== undefined, (query) => query.where('r.state', '=', state!))
          .$call(filters.apply),
        request.query,
        reportList(
          app.db,
          request.user!,
          readerLanguage(request.headers['accept-language']),
          state !== undefined || filters.any,
        ),
      );
      return {
        ...paged,
        data: await loadReports(
          app.db,
          paged.data.map((row) => row.id),
          app.personalData.mask,
        ),
      };
    },
  );

  app.get(
    '/front/reports/:id/download-media',
    {
      config: { access: 'owner', ...workRateLimit(app.config.workRateLimit) },
      schema: {
        tags: ['reports'],
        params: IdParams,
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }),
          401: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const id = await visibleId(request, request.params.id);
      const { stream, size } = await photoZip(app.db, app.storage, id);
      await recordExport(app.db, requestActor(request), { what: 'photos', files_bytes: size }, { reportId: id });
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="fotos-plaatsbeschrijving-${id}.zip"`)
        .header('Content-Length', String(size))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  app.get(
    '/front/reports/:id',
    {
      config: { access: 'owner' },
      schema: {
        tags: ['reports'],
        params: IdParams,
        response: { 200: ReportDetail, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const id = await visibleId(request, request.params.id);
      const [[report], documents, mails] = await Promise.all([
        loadReports(app.db, [id], app.personalData.mask),
        app.documents.versions(id),
        sentMails(app.db, id),
      ]);
      return { ...report, documents, mails };
    },
  );
};

export default reportRoutes;
