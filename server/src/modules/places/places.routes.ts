/**
 * Places (docs/spec.md §2 `/places`, §6 admin only, §7 "Places, inquiries"): `GET /front/places/` (paged,
 * searched over name and address), `GET /front/places/{id}`, `POST /front/places` and
 * `PUT /front/places/{id}`, `DELETE /front/places/{id}` (an unused place); and, for anyone signed in, `GET /front/places/own`: one's own places to
 * pick in the report form. Rules: modules/places/places.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { translateFor } from '../../lib/messages';
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
} from 'shared-api/contract';
import { createPlace, deletePlace, getPlace, listPlaces, ownPlaces, updatePlace } from './places';

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
};

export default placeRoutes;
