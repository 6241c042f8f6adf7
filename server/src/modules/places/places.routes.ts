/**
 * Places (docs/spec.md §2 `/places`, §6 admin only, §7 "Places, inquiries"): `GET /front/places/` (paged,
 * searched over name and address), `GET /front/places/{id}`, `POST /front/places` and
 * `PUT /front/places/{id}`, `DELETE /front/places/{id}` (an unused place), `GET` and `POST /front/places/{id}/merge`
 * (what a merge of a duplicate moves, and the merge itself); and, for anyone signed in, `GET /front/places/own`: one's own places to
 * pick in the report form. Rules: modules/places/places.ts and merge-place.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { text, translateFor } from '../../lib/messages';
import { requestActor } from '../../plugins/request-actor';
import {
  Created,
  ErrorBody,
  IdParams,
  MessageBody,
  listQuery,
  Paged,
  Place,
  PLACE_ORDER_COLUMNS,
  PlaceInput,
  PlaceMerge,
  PlaceMerged,
  PlaceMergeOptions,
} from 'shared-api/contract';
import { createPlace, deletePlace, getPlace, listPlaces, ownPlaces, updatePlace } from './places';
import { mergeOptions, mergePlace } from './merge-place';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

const placeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { config: { access: 'admin' as const } };

  app.get(
    '/front/places/',
    {
      ...admin,
      schema: {
        tags: ['places'],
        querystring: listQuery(PLACE_ORDER_COLUMNS),
        response: { 200: Paged(Place), ...errors },
      },
    },
    async (request) => listPlaces(app.db, request.query),
  );
  app.get(
    '/front/places/own',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['places'],
        querystring: Type.Object({ query: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: Type.Object({ data: Type.Array(Place) }), 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => ({ data: await ownPlaces(app.db, request.user!, request.query.query) }),
  );
  app.get(
    '/front/places/:id',
    { ...admin, schema: { tags: ['places'], params: IdParams, response: { 200: Place, ...errors } } },
    async (request) => getPlace(app.db, request.params.id),
  );
  app.post(
    '/front/places',
    { ...admin, schema: { tags: ['places'], body: PlaceInput, response: { 201: Created, ...errors } } },
    async (request, reply) => reply.status(201).send({ id: await createPlace(app.db, request.user!.id, request.body) }),
  );
  app.put(
    '/front/places/:id',
    { ...admin, schema: { tags: ['places'], params: IdParams, body: PlaceInput, response: { 200: Place, ...errors } } },
    async (request) => {
      await updatePlace(app.db, request.params.id, request.body);
      return getPlace(app.db, request.params.id);
    },
  );
  app.delete(
    '/front/places/:id',
    {
      ...admin,
      schema: { tags: ['places'], params: IdParams, response: { 200: MessageBody, 409: ErrorBody, ...errors } },
    },
    async (request) => {
      await deletePlace(app.db, request.params.id);
      return { message: translateFor(request.headers, 'places.deleted') };
    },
  );
  app.get(
    '/front/places/:id/merge',
    {
      ...admin,
      schema: {
        tags: ['places'],
        params: IdParams,
        querystring: Type.Object({ query: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: PlaceMergeOptions, ...errors },
      },
    },
    async (request) => mergeOptions(app.db, request.params.id, request.query.query),
  );
  app.post(
    '/front/places/:id/merge',
    {
      ...admin,
      schema: {
        tags: ['places'],
        params: IdParams,
        body: PlaceMerge,
        response: { 200: PlaceMerged, 409: ErrorBody, ...errors },
      },
    },
    async (request) => {
      const { reports_moved } = await mergePlace(app, request.params.id, request.body.into, requestActor(request));
      return { message: translateFor(request.headers, text('places.merged', { count: reports_moved })), reports_moved };
    },
  );
};

export default placeRoutes;
