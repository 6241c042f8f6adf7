/**
 * Template library API (docs/spec.md §7 "Templates", §5 rules, §6): paged lists, `/all` lists, get,
 * create, update, child syncs and entity questions. Admin only, except the read-only `/all`
 * lists that the post-editing wizard of every signed-in user reads (docs/spec.md §7 Post-editing).
 * Reports keep their own copy of a template (modules/content/instantiate.ts), so nothing here
 * changes an existing report. Lists and writes: modules/templates/catalogue.ts; reading one
 * template and its child links: modules/templates/library.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import {
  EntityInput,
  EntityLink,
  ErrorBody,
  ExtraHomeLink,
  FloorLink,
  HomeInput,
  Id as RecordId,
  IdParams,
  listQuery,
  NamedInput,
  Paged,
  Question,
  QuestionInput,
  TemplateEntity,
  TemplateFloor,
  TemplateHome,
  TemplateRoom,
  TemplateSummary,
} from 'shared-api/contract';
import {
  addQuestion,
  allTemplates,
  createTemplate,
  deleteQuestion,
  listTemplates,
  TEMPLATE_ORDER_COLUMNS,
  updateQuestion,
  updateTemplate,
  type TemplateListParams,
} from './catalogue';
import { getEntity, getFloor, getHome, getRoom, LINKS, syncLinks, type Kind } from './library';
import { readerLanguage } from '../../lib/reader-language';

const ListParams = Type.Composite([
  listQuery(TEMPLATE_ORDER_COLUMNS),
  Type.Object({
    extra: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    include_entities: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Boolean()])),
  }),
]);
const QuestionParams = Type.Object({ id: RecordId, questionId: RecordId });
const tags = ['templates'];

/** The validated `:id` and list query (the schemas above checked them). */
const idOf = (request: FastifyRequest) => (request.params as { id: number }).id;
const queryOf = (request: FastifyRequest) => request.query as TemplateListParams;

const templateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { config: { access: 'admin' as const } };
  const db = app.db;
  const kinds = {
    homes: { schema: TemplateHome, body: HomeInput, get: (id: number) => getHome(db, id) },
    floors: { schema: TemplateFloor, body: NamedInput, get: (id: number) => getFloor(db, id) },
    rooms: { schema: TemplateRoom, body: NamedInput, get: (id: number) => getRoom(db, id) },
    entities: { schema: TemplateEntity, body: EntityInput, get: (id: number) => getEntity(db, id) },
  } satisfies Record<Kind, { schema: TSchema; body: TSchema; get: (id: number) => Promise<unknown> }>;

  /** Options and handler of `GET /front/{kind}/` (the rooms list answers inside `data`, docs/spec.md §7). */
  const list = (kind: Kind) => {
    const paged = Paged(TemplateSummary);
    return [
      {
        ...admin,
        schema: {
          tags,
          querystring: ListParams,
          response: { 200: kind === 'rooms' ? Type.Object({ data: paged }) : paged, 403: ErrorBody },
        },
      },
      async (request: FastifyRequest) => {
        const page = await listTemplates(
          db,
          kind,
          queryOf(request),
          readerLanguage(request.headers['accept-language']),
        );
        return kind === 'rooms' ? { data: page } : page;
      },
    ] as const;
  };
  /** Options and handler of `GET /front/{kind}/all` (every signed-in user). */
  const all = (kind: Kind, item: TSchema) =>
    [
      {
        config: { access: 'signed-in' as const },
        schema: { tags, querystring: ListParams, response: { 200: Type.Array(item) } },
      },
      (request: FastifyRequest) => allTemplates(db, kind, queryOf(request)),
    ] as const;
  const getOne = (kind: Kind) =>
    [
      { ...admin, schema: { tags, params: IdParams, response: { 200: kinds[kind].schema, 404: ErrorBody } } },
      (request: FastifyRequest) => kinds[kind].get(idOf(request)),
    ] as const;
  const create = (kind: Kind) =>
    [
      { ...admin, schema: { tags, body: kinds[kind].body, response: { 201: kinds[kind].schema, 422: ErrorBody } } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const id = await createTemplate(db, kind, request.body as NamedInput);
        return reply.status(201).send(await kinds[kind].get(id));
      },
    ] as const;
  const update = (kind: Kind) =>
    [
      {
        ...admin,
        schema: {
          tags,
          params: IdParams,
          body: kinds[kind].body,
          response: { 200: kinds[kind].schema, 404: ErrorBody, 422: ErrorBody },
        },
      },
      async (request: FastifyRequest) => {
        await updateTemplate(db, kind, idOf(request), request.body as NamedInput);
        return kinds[kind].get(idOf(request));
      },
    ] as const;
  /** Options and handler of a child sync `POST /front/{kind}/:id/{key}`: replaces the links in one transaction. */
  const sync = <T extends { id: number }>(
    kind: Kind,
    key: string,
    item: TSchema,
    spec: Parameters<typeof syncLinks<T>>[1],
  ) =>
    [
      {
        ...admin,
        schema: {
          tags,
          params: IdParams,
          body: Type.Object({ [key]: Type.Array(item, { maxItems: 500 }) }),
          response: { 200: kinds[kind].schema, 404: ErrorBody, 422: ErrorBody },
        },
      },
      async (request: FastifyRequest) => {
        await syncLinks(db, spec, idOf(request), (request.body as Record<string, T[]>)[key]);
        return kinds[kind].get(idOf(request));
      },
    ] as const;

  app.get('/front/homes/', ...list('homes'));
  app.get('/front/floors/', ...list('floors'));
  app.get('/front/rooms/', ...list('rooms'));
  app.get('/front/entities/', ...list('entities'));

  app.get('/front/homes/all', ...all('homes', TemplateSummary));
  app.get('/front/floors/all', ...all('floors', TemplateSummary));
  app.get('/front/rooms/all', ...all('rooms', Type.Union([TemplateRoom, TemplateSummary])));
  app.get('/front/entities/all', ...all('entities', TemplateEntity));

  app.get('/front/homes/:id', ...getOne('homes'));
  app.get('/front/floors/:id', ...getOne('floors'));
  app.get('/front/rooms/:id', ...getOne('rooms'));
  app.get('/front/entities/:id', ...getOne('entities'));

  app.post('/front/homes', ...create('homes'));
  app.post('/front/floors', ...create('floors'));
  app.post('/front/rooms', ...create('rooms'));
  app.post('/front/entities', ...create('entities'));

  app.put('/front/homes/:id', ...update('homes'));
  app.put('/front/floors/:id', ...update('floors'));
  app.put('/front/rooms/:id', ...update('rooms'));
  app.put('/front/entities/:id', ...update('entities'));

  app.post('/front/homes/:id/floors', ...sync('homes', 'floors', FloorLink, LINKS.homeFloors));
  app.post('/front/homes/:id/entities', ...sync('homes', 'entities', EntityLink, LINKS.homeEntities));
  app.post('/front/homes/:id/extra_homes', ...sync('homes', 'extra_homes', ExtraHomeLink, LINKS.homeExtras));
  app.post('/front/floors/:id/rooms', ...sync('floors', 'rooms', FloorLink, LINKS.floorRooms));
  app.post('/front/rooms/:id/entities', ...sync('rooms', 'entities', EntityLink, LINKS.roomEntities));

  app.post(
    '/front/entities/:id/questions',
    {
      ...admin,
      schema: {
        tags,
        params: IdParams,
        body: QuestionInput,
        response: { 201: Question, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await addQuestion(db, request.params.id, request.body)),
  );
  app.put(
    '/front/entities/:id/questions/:questionId',
    {
      ...admin,
      schema: {
        tags,
        params: QuestionParams,
        body: QuestionInput,
        response: { 200: Question, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => updateQuestion(db, request.params.id, request.params.questionId, request.body),
  );
  app.delete(
    '/front/entities/:id/questions/:questionId',
    { ...admin, schema: { tags, params: QuestionParams, response: { 204: Type.Null(), 404: ErrorBody } } },
    async (request, reply) => {
      await deleteQuestion(db, request.params.id, request.params.questionId);
      return reply.status(204).send(null);
    },
  );
};

export default templateRoutes;
