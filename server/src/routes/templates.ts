/**
 * Template library API (spec §7 "Templates", §5 rules, §6): paged lists, `/all` lists, get,
 * create, update, child syncs and entity questions. Admin only, except the read-only `/all`
 * lists that the post-editing wizard of every signed-in user reads (spec §7 Post-editing).
 * Reports keep their own copy of a template (services/report-content.ts), so nothing here
 * changes an existing report.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  EntityInput,
  EntityLink,
  ErrorBody,
  ExtraHomeLink,
  FloorLink,
  HomeInput,
  Id as RecordId,
  IdParams,
  ListQuery,
  NamedInput,
  Paged,
  Question,
  QuestionInput,
  TemplateEntity,
  TemplateFloor,
  TemplateHome,
  TemplateRoom,
  TemplateSummary,
  type QuestionInput as QuestionBody,
} from 'shared-api/contract';
import { notFound, validationError } from '../lib/http-errors';
import { likePattern, paginate } from '../lib/paging';
import {
  getEntity,
  getFloor,
  getHome,
  allEntities,
  allRooms,
  getRoom,
  KIND_TABLES,
  LINKS,
  syncLinks,
  type Kind,
} from '../services/template-library';

const ORDER_COLUMNS = ['id', 'name', 'description', 'type'] as const;
const ListParams = Type.Intersect([
  ListQuery,
  Type.Object({
    order: Type.Optional(Type.Union(ORDER_COLUMNS.map((column) => Type.Literal(column)))),
    extra: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    include_entities: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1), Type.Boolean()])),
  }),
]);

/** Spec §5: names (and descriptions where `describe`) must not be blank. */
function requireText(body: { name: string; description?: string }, describe: boolean) {
  const errors: Record<string, string[]> = {};
  if (!body.name.trim()) errors.name = ['The name field is required.'];
  if (describe && !body.description?.trim()) errors.description = ['The description field is required.'];
  if (Object.keys(errors).length) throw validationError(errors);
}

/** Spec §5 question rules: text required; select needs options; text needs a placeholder. */
function checkQuestion(body: QuestionBody) {
  const errors: Record<string, string[]> = {};
  if (!body.question.trim()) errors.question = ['The question field is required.'];
  if (body.type === 'select' && !(body.options ?? []).some((option) => option.trim()))
    errors.options = ['It is required to add options.'];
  if (body.type === 'text' && !body.placeholder?.trim())
    errors.placeholder = ['The placeholder field is required for text questions.'];
  if (Object.keys(errors).length) throw validationError(errors);
}

const templateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const admin = { onRequest: app.requireRole('admin') };
  const db = app.db;
  const getters: Record<Kind, (id: number) => Promise<unknown>> = {
    homes: (id) => getHome(db, id),
    floors: (id) => getFloor(db, id),
    rooms: (id) => getRoom(db, id),
    entities: (id) => getEntity(db, id),
  };
  const schemas: Record<Kind, TSchema> = {
    homes: TemplateHome,
    floors: TemplateFloor,
    rooms: TemplateRoom,
    entities: TemplateEntity,
  };

  const listQuery = (kind: Kind, params: { query?: string; search?: string; extra?: 0 | 1 }) => {
    let query = db.selectFrom(KIND_TABLES[kind] as 'template_entities').selectAll();
    const text = (params.query ?? params.search ?? '').trim();
    if (text) query = query.where(sql<boolean>`concat_ws(' ', name, description) ILIKE ${likePattern(text)}`);
    if (kind === 'homes') query = query.where(sql<boolean>`extra = ${params.extra === 1}`);
    return query;
  };
  const summary = (row: Record<string, unknown>) =>
    ({ id: row.id, name: row.name, description: row.description, type: row.type, extra: row.extra }) as TemplateSummary;

  for (const kind of Object.keys(KIND_TABLES) as Kind[]) {
    const paged = Paged(TemplateSummary);
    app.get(
      `/front/${kind}/`,
      {
        ...admin,
        schema: {
          tags: ['templates'],
          querystring: ListParams,
          response: { 200: kind === 'rooms' ? Type.Object({ data: paged }) : paged, 403: ErrorBody },
        },
      },
      async (request) => {
        const { order = 'id', order_type = 'asc', page = 1 } = request.query;
        if (order === 'type' && kind !== 'entities') throw validationError({ order: ['The order field is invalid.'] });
        const result = await paginate(
          listQuery(kind, request.query)
            .orderBy(order as 'id', order_type)
            .orderBy('id'),
          page,
        );
        const body = { ...result, data: result.data.map(summary) };
        return kind === 'rooms' ? { data: body } : body;
      },
    );
    app.get(
      `/front/${kind}/all`,
      {
        schema: {
          tags: ['templates'],
          querystring: ListParams,
          response: {
            200: Type.Array(
              kind === 'rooms'
                ? Type.Union([TemplateRoom, TemplateSummary])
                : kind === 'entities'
                  ? TemplateEntity
                  : TemplateSummary,
            ),
          },
        },
      },
      async (request) => {
        const rows = (await listQuery(kind, request.query).orderBy('name').orderBy('id').execute()).map(summary);
        const include = request.query.include_entities;
        // the object dialog (spec §2) picks template rooms with their objects, and types with their questions
        const full =
          kind === 'entities'
            ? await allEntities(db)
            : kind === 'rooms' && (include === 1 || include === true)
              ? await allRooms(db, true)
              : null;
        if (!full) return rows;
        const byId = new Map(full.map((item) => [item.id, item]));
        return rows.map((row) => byId.get(row.id)!);
      },
    );
    app.get(
      `/front/${kind}/:id`,
      { ...admin, schema: { tags: ['templates'], params: IdParams, response: { 200: schemas[kind], 404: ErrorBody } } },
      async (request) => getters[kind](request.params.id),
    );
  }

  const createOrUpdate = <B extends { name: string; description?: string }>(
    kind: Kind,
    body: TSchema,
    describe: boolean,
    values: (input: B) => Record<string, unknown>,
  ) => {
    app.post(
      `/front/${kind}`,
      { ...admin, schema: { tags: ['templates'], body, response: { 201: schemas[kind], 422: ErrorBody } } },
      async (request, reply) => {
        requireText(request.body as B, describe);
        const row = await db
          .insertInto(KIND_TABLES[kind] as 'template_entities')
          .values(values(request.body as B) as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        return reply.status(201).send(await getters[kind](row.id));
      },
    );
    app.put(
      `/front/${kind}/:id`,
      {
        ...admin,
        schema: {
          tags: ['templates'],
          params: IdParams,
          body,
          response: { 200: schemas[kind], 404: ErrorBody, 422: ErrorBody },
        },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        requireText(request.body as B, describe);
        const result = await db
          .updateTable(KIND_TABLES[kind] as 'template_entities')
          .set({ ...values(request.body as B), updated_at: new Date() } as never)
          .where('id', '=', id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) throw notFound('Template');
        return getters[kind](id);
      },
    );
  };
  const trimmed = (input: { name: string; description?: string }) => ({
    name: input.name.trim(),
    description: (input.description ?? '').trim(),
  });
  createOrUpdate<HomeInput>('homes', HomeInput, true, (input) => ({
    ...trimmed(input),
    ...(input.extra === undefined ? {} : { extra: input.extra }),
  }));
  createOrUpdate<NamedInput>('floors', NamedInput, true, trimmed);
  createOrUpdate<NamedInput>('rooms', NamedInput, true, trimmed);
  createOrUpdate<EntityInput>('entities', EntityInput, false, (input) => ({ ...trimmed(input), type: input.type }));

  const sync = <T extends { id: number }>(
    path: string,
    key: string,
    item: TSchema,
    spec: Parameters<typeof syncLinks<T>>[1],
    kind: Kind,
  ) =>
    app.post(
      path,
      {
        ...admin,
        schema: {
          tags: ['templates'],
          params: IdParams,
          body: Type.Object({ [key]: Type.Array(item, { maxItems: 500 }) }),
          response: { 200: schemas[kind], 404: ErrorBody, 422: ErrorBody },
        },
      },
      async (request) => {
        const { id } = request.params as { id: number };
        await syncLinks(db, spec, id, (request.body as Record<string, T[]>)[key]);
        return getters[kind](id);
      },
    );
  sync('/front/homes/:id/floors', 'floors', FloorLink, LINKS.homeFloors, 'homes');
  sync('/front/homes/:id/entities', 'entities', EntityLink, LINKS.homeEntities, 'homes');
  sync('/front/homes/:id/extra_homes', 'extra_homes', ExtraHomeLink, LINKS.homeExtras, 'homes');
  sync('/front/floors/:id/rooms', 'rooms', FloorLink, LINKS.floorRooms, 'floors');
  sync('/front/rooms/:id/entities', 'entities', EntityLink, LINKS.roomEntities, 'rooms');

  const QuestionParams = Type.Object({ id: RecordId, questionId: RecordId });
  const questionValues = (body: QuestionBody) => ({
    question: body.question.trim(),
    type: body.type,
    placeholder: body.placeholder?.trim() || null,
    options: JSON.stringify(
      body.type === 'select' ? (body.options ?? []).map((option) => option.trim()).filter(Boolean) : [],
    ),
    manual_input: body.manual_input ?? false,
  });
  app.post(
    '/front/entities/:id/questions',
    {
      ...admin,
      schema: {
        tags: ['templates'],
        params: IdParams,
        body: QuestionInput,
        response: { 201: Question, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      await getEntity(db, request.params.id);
      checkQuestion(request.body);
      const row = await db
        .insertInto('template_questions')
        .values({ entity_id: request.params.id, ...questionValues(request.body) })
        .returningAll()
        .executeTakeFirstOrThrow();
      const { entity_id: _entity, ...question } = row;
      return reply.status(201).send(question);
    },
  );
  app.put(
    '/front/entities/:id/questions/:questionId',
    {
      ...admin,
      schema: {
        tags: ['templates'],
        params: QuestionParams,
        body: QuestionInput,
        response: { 200: Question, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      checkQuestion(request.body);
      const row = await db
        .updateTable('template_questions')
        .set(questionValues(request.body))
        .where('id', '=', request.params.questionId)
        .where('entity_id', '=', request.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('Question');
      const { entity_id: _entity, ...question } = row;
      return question;
    },
  );
  app.delete(
    '/front/entities/:id/questions/:questionId',
    {
      ...admin,
      schema: { tags: ['templates'], params: QuestionParams, response: { 204: Type.Null(), 404: ErrorBody } },
    },
    async (request, reply) => {
      const result = await db
        .deleteFrom('template_questions')
        .where('id', '=', request.params.questionId)
        .where('entity_id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(result.numDeletedRows) === 0) throw notFound('Question');
      return reply.status(204).send(null);
    },
  );
};

export default templateRoutes;
