/**
 * Template library API (docs/spec.md §7 "Templates", §5 rules, §6): paged lists, `/all` lists, get,
 * create, update, child syncs and entity questions. Admin only, except the read-only `/all`
 * lists that the post-editing wizard of every signed-in user reads (docs/spec.md §7 Post-editing),
 * and the buildings (report templates, docs/product.md "The shared library"): every member reads
 * the provider's and their organisation's (another organisation's is a 404); a company manager
 * copies one into the organisation (`POST /front/homes/{id}/copy`) and changes and deletes the
 * organisation's own (the provider's is a 403); an admin changes every one. Each change of a
 * building is an audit event (modules/templates/organisation-templates.ts).
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
  TemplateCopyInput,
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
import { getEntity, getFloor, getHome, getRoom, LINKS, replaceLinks, syncLinks, type Kind } from './library';
import { changeHome, copyHome, createHome, deleteHome, type HomeChange } from './organisation-templates';
import { readerLanguage } from '../../lib/reader-language';
import { requestActor } from '../../plugins/request-actor';
import type { AuthUser } from '../../lib/actors';

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
const userOf = (request: FastifyRequest): AuthUser => request.user!;

const templateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { config: { access: 'admin' as const } };
  /** Who reads and changes a kind: buildings are the shared library's report templates. */
  const readers = (kind: Kind) => ({ config: { access: kind === 'homes' ? ('owner' as const) : ('admin' as const) } });
  const writers = (kind: Kind) => ({
    config: { access: kind === 'homes' ? ('company-manager' as const) : ('admin' as const) },
  });
  const db = app.db;
  const kinds = {
    homes: {
      schema: TemplateHome,
      body: HomeInput,
      get: (id: number, user?: AuthUser) => getHome(db, id, user),
    },
    floors: { schema: TemplateFloor, body: NamedInput, get: (id: number) => getFloor(db, id) },
    rooms: { schema: TemplateRoom, body: NamedInput, get: (id: number) => getRoom(db, id) },
    entities: { schema: TemplateEntity, body: EntityInput, get: (id: number) => getEntity(db, id) },
  } satisfies Record<Kind, { schema: TSchema; body: TSchema; get: (id: number, user?: AuthUser) => Promise<unknown> }>;

  /** Options and handler of `GET /front/{kind}/` (the rooms list answers inside `data`, docs/spec.md §7). */
  const list = (kind: Kind) => {
    const paged = Paged(TemplateSummary);
    return [
      {
        config: { access: kind === 'homes' ? ('signed-in' as const) : ('admin' as const) },
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
          userOf(request),
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
      (request: FastifyRequest) => allTemplates(db, kind, queryOf(request), userOf(request)),
    ] as const;
  const getOne = (kind: Kind) =>
    [
      { ...readers(kind), schema: { tags, params: IdParams, response: { 200: kinds[kind].schema, 404: ErrorBody } } },
      (request: FastifyRequest) => kinds[kind].get(idOf(request), userOf(request)),
    ] as const;
  const create = (kind: Kind) =>
    [
      { ...admin, schema: { tags, body: kinds[kind].body, response: { 201: kinds[kind].schema, 422: ErrorBody } } },
      async (request: FastifyRequest, reply: FastifyReply) => {
        const id =
          kind === 'homes'
            ? await createHome(db, request.body as HomeInput, requestActor(request))
            : await createTemplate(db, kind, request.body as NamedInput);
        return reply.status(201).send(await kinds[kind].get(id));
      },
    ] as const;
  const update = (kind: Kind) =>
    [
      {
        ...writers(kind),
        schema: {
          tags,
          params: IdParams,
          body: kinds[kind].body,
          response: { 200: kinds[kind].schema, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
        },
      },
      async (request: FastifyRequest) => {
        const body = request.body as NamedInput;
        if (kind === 'homes')
          await changeHome(db, userOf(request), idOf(request), requestActor(request), 'details', (trx) =>
            updateTemplate(trx, kind, idOf(request), body),
          );
        else await updateTemplate(db, kind, idOf(request), body);
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
        ...writers(kind),
        schema: {
          tags,
          params: IdParams,
          body: Type.Object({ [key]: Type.Array(item, { maxItems: 500 }) }),
          response: { 200: kinds[kind].schema, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
        },
      },
      async (request: FastifyRequest) => {
        const items = (request.body as Record<string, T[]>)[key];
        if (kind === 'homes')
          await changeHome(db, userOf(request), idOf(request), requestActor(request), key as HomeChange, (trx) =>
            replaceLinks(trx, spec, idOf(request), items),
          );
        else await syncLinks(db, spec, idOf(request), items);
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

  app.post(
    '/front/homes/:id/copy',
    {
      config: { access: 'company-manager' },
      schema: {
        tags,
        params: IdParams,
        body: TemplateCopyInput,
        response: { 201: TemplateHome, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      const id = await copyHome(db, request.user!, request.params.id, request.body ?? {}, requestActor(request));
      return reply.status(201).send(await getHome(db, id, request.user!));
    },
  );
  app.delete(
    '/front/homes/:id',
    {
      config: { access: 'company-manager' },
      schema: { tags, params: IdParams, response: { 204: Type.Null(), 403: ErrorBody, 404: ErrorBody } },
    },
    async (request, reply) => {
      await deleteHome(db, request.user!, request.params.id, requestActor(request));
      return reply.status(204).send(null);
    },
  );

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
