/**
 * The tablet app's sync API (issue 8; OpenAPI tag `app`; contract `shared-api/contract/app-sync.ts`).
 * Same OAuth tokens and account rule as the back-office: a user reaches only their own reports
 * (another's is a 404), an admin every report. Each call exists for a report (`/app/reports/{id}`)
 * and for an addendum sent to the app for signing (`/app/addenda/{id}`). Every call names its
 * device with `X-Device-Id` (none: the tablet app), one device at a time per document (issue 41,
 * docs/product.md "One device at a time").
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AppReport,
  AppWaitingItem,
  DEVICE_HEADER,
  ErrorBody,
  FinishBody,
  FinishResult,
  IdParams,
  MediaReceipt,
  MediaUploadFields,
  MediaUploadResult,
  ContentTree,
  TakeOverResult,
} from 'shared-api/contract';
import {
  assertWritable,
  listWaiting,
  loadAppReport,
  lockInApp,
  mediaReceipt,
  startWork,
  syncTarget,
  uploadContent,
} from './sync';
import { deviceOf } from './device-claim';
import { takeOver } from './take-over';
import { requestActor } from '../../plugins/request-actor';
import { finishDocument } from './finish';
import { storeMedia } from '../media';
import { readMediaUpload } from '../../plugins/upload-form';

const ERRORS = {
  400: ErrorBody,
  401: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  422: ErrorBody,
};
type IdRequest = FastifyRequest<{ Params: { id: number } }>;
/** The calling device (`X-Device-Id`, none: the tablet app); 400 on `device` when malformed. */
const deviceOfRequest = (request: FastifyRequest) => deviceOf(request.headers[DEVICE_HEADER]);

const appSyncRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // the field app: every role but sales (docs/product.md "Organisations and roles")
  const owner = { access: 'report-work' as const };
  const target = (request: IdRequest, addendum: boolean) =>
    syncTarget(app.db, request.user!, request.params.id, addendum, deviceOfRequest(request));

  app.get(
    '/app/reports',
    {
      config: { access: 'report-work' },
      schema: {
        tags: ['app'],
        summary: 'Reports and addenda waiting in the app',
        response: { 200: Type.Array(AppWaitingItem), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => listWaiting(app.db, request.user!, deviceOfRequest(request)),
  );

  const readSchema = {
    tags: ['app'],
    summary: 'Download for offline work',
    params: IdParams,
    response: { 200: AppReport, ...ERRORS },
  };
  const read = (addendum: boolean) => async (request: IdRequest) => loadAppReport(app, await target(request, addendum));
  app.get('/app/reports/:id', { config: owner, schema: readSchema }, read(false));
  app.get('/app/addenda/:id', { config: owner, schema: readSchema }, read(true));

  const startSchema = {
    tags: ['app'],
    summary: 'Start work: state app becomes ongoing',
    params: IdParams,
    response: { 200: Type.Object({ state: Type.Literal('ongoing') }), ...ERRORS },
  };
  const start = (addendum: boolean) => async (request: IdRequest) => ({
    state: await startWork(app.db, await target(request, addendum)),
  });
  app.post('/app/reports/:id/start', { config: owner, schema: startSchema }, start(false));
  app.post('/app/addenda/:id/start', { config: owner, schema: startSchema }, start(true));

  const contentSchema = {
    tags: ['app'],
    summary: 'Upload the content tree (idempotent by uuid)',
    params: IdParams,
    body: ContentTree,
    response: { 204: Type.Null(), ...ERRORS },
  };
  const content = (addendum: boolean) => async (request: IdRequest, reply: FastifyReply) => {
    await uploadContent(app.db, await target(request, addendum), request.body as ContentTree);
    return reply.status(204).send(null);
  };
  const contentOptions = { config: owner, schema: contentSchema, bodyLimit: 10 * 1024 * 1024 };
  app.put('/app/reports/:id/content', contentOptions, content(false));
  app.put('/app/addenda/:id/content', contentOptions, content(true));

  const mediaSchema = {
    tags: ['app'],
    summary: 'Upload one image (multipart: uuid, owner_uuid, owner_kind, sha256, caption, captured_at, file)',
    consumes: ['multipart/form-data'],
    params: IdParams,
    response: { 200: MediaUploadResult, 201: MediaUploadResult, ...ERRORS },
  };
  const media = (addendum: boolean) => async (request: IdRequest, reply: FastifyReply) => {
    const found = await target(request, addendum);
    assertWritable(found);
    const { fields, file } = await readMediaUpload(request, MediaUploadFields, 'file');
    const result = await storeMedia(app, found.reportId, fields, file, {
      lock: (trx) => lockInApp(trx, found, { synced: true }),
    });
    return reply.status(result.stored ? 201 : 200).send(result);
  };
  app.post('/app/reports/:id/media', { config: owner, schema: mediaSchema }, media(false));
  app.post('/app/addenda/:id/media', { config: owner, schema: mediaSchema }, media(true));

  const takeOverSchema = {
    tags: ['app'],
    summary: 'Take the document over on the calling device (any other claim is replaced)',
    params: IdParams,
    response: { 200: TakeOverResult, ...ERRORS },
  };
  const takeOverRoute = (addendum: boolean) => async (request: IdRequest) =>
    takeOver(app.db, await target(request, addendum), requestActor(request));
  app.post('/app/reports/:id/take-over', { config: owner, schema: takeOverSchema }, takeOverRoute(false));
  app.post('/app/addenda/:id/take-over', { config: owner, schema: takeOverSchema }, takeOverRoute(true));

  const receiptSchema = {
    tags: ['app'],
    summary: 'What the server holds',
    params: IdParams,
    response: { 200: MediaReceipt, ...ERRORS },
  };
  const receipt = (addendum: boolean) => async (request: IdRequest) =>
    mediaReceipt(app.db, await target(request, addendum));
  app.get('/app/reports/:id/receipt', { config: owner, schema: receiptSchema }, receipt(false));
  app.get('/app/addenda/:id/receipt', { config: owner, schema: receiptSchema }, receipt(true));

  const finishSchema = {
    tags: ['app'],
    summary: 'Finish with signatures; the PDF of record is generated',
    params: IdParams,
    body: FinishBody,
    response: { 200: FinishResult, ...ERRORS },
  };
  const finish = (addendum: boolean) => async (request: IdRequest) => {
    const result = await finishDocument(app, await target(request, addendum), request.body as FinishBody, {
      userId: request.user!.id,
    });
    app.documents.enqueue(result.document_id);
    return result;
  };
  const finishOptions = { config: owner, schema: finishSchema, bodyLimit: 40 * 1024 * 1024 };
  app.post('/app/reports/:id/finish', finishOptions, finish(false));
  app.post('/app/addenda/:id/finish', finishOptions, finish(true));
};

export default appSyncRoutes;
