/**
 * Post-editing and addenda (docs/spec.md §7 "Post-editing"; modules/post-editing/post-editing.ts and
 * media.ts). Owner or admin only: another account's report is a 404 (docs/spec.md §6).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AddendableHomes,
  AddendumCreated,
  AnswerMediaFileParams,
  AnswerMediaParams,
  ErrorBody,
  FrontMediaFields,
  IdParams,
  KeepSignaturesQuery,
  PlaceMediaParams,
  PostEditingReport,
  PostEditingSave,
  PostEditingSaved,
  StoredMedia,
} from 'shared-api/contract';
import type { FastifyRequest } from 'fastify';
import { readMediaUpload } from '../../plugins/upload-form';
import { visibleReportId } from '../../db/owned';
import { addendableHomes, createAddendum, loadPostEditing, saveNormalEdit } from './post-editing';
import { deleteItemMedia, uploadItemMedia, uploadPlacePicture } from './media';

const ERRORS = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const MEDIA_ERRORS = { ...ERRORS, 413: ErrorBody, 415: ErrorBody };
const tags = ['post-editing'];
const multipart = { consumes: ['multipart/form-data'], tags };
/** A whole report tree with 1,000 objects and their answers is a few MB. */
const SAVE_BODY_LIMIT = 20 * 1024 * 1024;

const postEditingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const visibleId = (request: FastifyRequest, id: number) => visibleReportId(app.db, request.user!, id);

  app.get(
    '/front/reports/:id/post-editing',
    {
      config: { access: 'report-work' },
      schema: { tags, params: IdParams, response: { 200: PostEditingReport, ...ERRORS } },
    },
    async (request) => loadPostEditing(app, await visibleId(request, request.params.id)),
  );

  app.get(
    '/front/reports/:id/addenda',
    {
      config: { access: 'report-work' },
      schema: {
        tags,
        params: IdParams,
        querystring: KeepSignaturesQuery,
        response: { 200: AddendableHomes, ...ERRORS },
      },
    },
    async (request) =>
      addendableHomes(app.db, await visibleId(request, request.params.id), request.query.keep_signatures ?? false),
  );

  app.put(
    '/front/reports/:id/addenda',
    {
      config: { access: 'report-work' },
      bodyLimit: SAVE_BODY_LIMIT,
      schema: { tags, params: IdParams, body: PostEditingSave, response: { 200: PostEditingSaved, ...ERRORS } },
    },
    async (request) => ({
      document_id: await saveNormalEdit(
        app,
        await visibleId(request, request.params.id),
        request.body,
        request.user!.id,
      ),
    }),
  );

  app.post(
    '/front/reports/:id/addenda',
    {
      config: { access: 'report-work' },
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags,
        params: IdParams,
        querystring: KeepSignaturesQuery,
        body: PostEditingSave,
        response: { 201: AddendumCreated, ...ERRORS },
      },
    },
    async (request, reply) => {
      const reportId = await visibleId(request, request.params.id);
      const created = await createAddendum(app, reportId, request.body, request.query.keep_signatures ?? false);
      return reply.code(201).send(created);
    },
  );

  app.post(
    '/front/reports/:id/place/:placeId/media',
    {
      config: { access: 'report-work' },
      schema: {
        ...multipart,
        params: PlaceMediaParams,
        response: { 200: Type.Object({ front_picture_url: Type.String() }), ...MEDIA_ERRORS },
      },
    },
    async (request) =>
      uploadPlacePicture(app, await visibleId(request, request.params.id), request.params.placeId, () =>
        readMediaUpload(request, FrontMediaFields, 'media'),
      ),
  );

  app.post(
    '/front/reports/:id/answers/:answerUuid/media',
    {
      config: { access: 'report-work' },
      schema: { ...multipart, params: AnswerMediaParams, response: { 201: StoredMedia, ...MEDIA_ERRORS } },
    },
    async (request, reply) => {
      const reportId = await visibleId(request, request.params.id);
      return reply
        .code(201)
        .send(
          await uploadItemMedia(app, reportId, request.params.answerUuid, () =>
            readMediaUpload(request, FrontMediaFields, 'media'),
          ),
        );
    },
  );

  app.delete(
    '/front/reports/:id/answers/:answerUuid/media/:fileId',
    {
      config: { access: 'report-work' },
      schema: { tags, params: AnswerMediaFileParams, response: { 204: Type.Null(), ...ERRORS } },
    },
    async (request, reply) => {
      const { id, answerUuid, fileId } = request.params;
      await deleteItemMedia(app, await visibleId(request, id), answerUuid, fileId);
      return reply.code(204).send(null);
    },
  );
};

export default postEditingRoutes;
