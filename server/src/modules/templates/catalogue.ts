/**
 * The template library's lists and writes (docs/spec.md §7 "Templates", §5 rules): paged lists with
 * search and sort, the `/all` lists, creating and updating homes, floors, rooms and entities,
 * and an entity's questions. Reading one template and syncing its child links live in
 * `library.ts`.
 */
import { sql } from 'kysely';
import type {
  EntityInput,
  HomeInput,
  NamedInput,
  PagedResult,
  Question,
  QuestionInput,
  TemplateEntity,
  TemplateRoom,
  TemplateSummary,
} from 'shared-api/contract';
import type { DB } from '../../db/database';
import { invalid, invalidField, notFound } from '../../lib/errors';
import { byShownWords, listPage, searched, type ListParams, type ListSpec } from '../../lib/paging';
import type { ReaderLanguage } from '../../lib/reader-language';
import { allEntities, allRooms, KIND_TABLES, type Kind } from './library';
import { ENTITY_TYPE_WORDS } from './shown-words';
import { type FieldErrors } from '../../lib/messages';
import type { Viewer } from '../../lib/actors';
import { visibleTemplates } from '../../db/owned';

export const TEMPLATE_ORDER_COLUMNS = ['id', 'name', 'description', 'type'] as const;
type TemplateOrder = (typeof TEMPLATE_ORDER_COLUMNS)[number];
/** The template lists' search and sort; an entity's type sorts by the word a reader of `language` sees (issue 23). */
const templateList = (language: ReaderLanguage): ListSpec<TemplateOrder> => ({
  search: 'search_text',
  orders: {
    id: 'id',
    name: 'name',
    description: 'description',
    type: byShownWords('type', ENTITY_TYPE_WORDS, language),
  },
});

/** Query of the template lists: search text, `extra` (homes: 1 lists extra buildings), sort and page. */
export interface TemplateListParams extends ListParams<TemplateOrder> {
  extra?: 0 | 1;
  include_entities?: 0 | 1 | boolean;
}

/**
 * The rows of `kind` a list shows `viewer`: buildings by the template rule (db/owned.ts
 * `visibleTemplates`: the provider's and the viewer's organisation's), `extra` picking main or
 * extra buildings; floors, rooms and entities are the provider's library, the same for all.
 */
function listQuery(db: DB, kind: Kind, params: TemplateListParams, viewer: Viewer) {
  const query = db.selectFrom(KIND_TABLES[kind] as 'template_entities').selectAll();
  if (kind !== 'homes') return query;
  return query.where(sql<boolean>`extra = ${params.extra === 1}`).$call(visibleTemplates(viewer, 'organisation_id'));
}

const summary = (row: Record<string, unknown>) =>
  ({
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    extra: row.extra,
    organisation_id: row.organisation_id,
  }) as TemplateSummary;

/**
 * A page of `kind` that `viewer` sees (default id ascending) for a reader of `language`; 422 when
 * sorting by type anything but entities.
 */
export async function listTemplates(
  db: DB,
  kind: Kind,
  params: TemplateListParams,
  language: ReaderLanguage,
  viewer: Viewer,
): Promise<PagedResult<TemplateSummary>> {
  if (params.order === 'type' && kind !== 'entities') throw invalidField('order', 'templates.orderByType');
  const result = await listPage(db, listQuery(db, kind, params, viewer), params, templateList(language));
  return { ...result, data: result.data.map(summary) };
}

/**
 * Every `kind` that `viewer` sees matching the search, by name. Entities come with their
 * questions, and rooms with their entity links when `include_entities` (the object dialog,
 * docs/spec.md §2, picks from them).
 */
export async function allTemplates(
  db: DB,
  kind: Kind,
  params: TemplateListParams,
  viewer: Viewer,
): Promise<(TemplateSummary | TemplateRoom | TemplateEntity)[]> {
  const rows = (
    await searched(listQuery(db, kind, params, viewer), 'search_text', params.query ?? params.search)
      .orderBy('name')
      .orderBy('id')
      .execute()
  ).map(summary);
  const include = params.include_entities === 1 || params.include_entities === true;
  const full =
    kind === 'entities' ? await allEntities(db) : kind === 'rooms' && include ? await allRooms(db, true) : null;
  if (!full) return rows;
  const byId = new Map<number, TemplateRoom | TemplateEntity>(full.map((item) => [item.id, item]));
  return rows.map((row) => byId.get(row.id)!);
}

/** The columns a body of `kind` writes; 422 when the name (or a required description, docs/spec.md §5) is blank. */
function templateValues(kind: Kind, body: NamedInput | HomeInput | EntityInput) {
  const errors: FieldErrors = {};
  if (!body.name.trim()) errors.name = ['validation.required'];
  if (kind !== 'entities' && !body.description?.trim()) errors.description = ['validation.required'];
  if (Object.keys(errors).length) throw invalid(errors);
  const values: Record<string, unknown> = { name: body.name.trim(), description: (body.description ?? '').trim() };
  if (kind === 'homes' && (body as HomeInput).extra !== undefined) values.extra = (body as HomeInput).extra;
  if (kind === 'entities') {
    values.type = (body as EntityInput).type;
    values.rule_tag = (body as EntityInput).rule_tag ?? null;
  }
  return values;
}

/**
 * Creates a `kind` from `body` (a building is the provider's: only an admin creates); returns its
 * id. 422 on a blank name or description.
 */
export async function createTemplate(db: DB, kind: Kind, body: NamedInput | HomeInput | EntityInput) {
  const row = await db
    .insertInto(KIND_TABLES[kind] as 'template_entities')
    .values(templateValues(kind, body) as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Updates `kind` `id` from `body` in `db` (a transaction for a building: organisation-templates.ts
 * `changeHome` checks and records it). 404 when it does not exist; 422 on a blank name or
 * description.
 */
export async function updateTemplate(db: DB, kind: Kind, id: number, body: NamedInput | HomeInput | EntityInput) {
  const result = await db
    .updateTable(KIND_TABLES[kind] as 'template_entities')
    .set({ ...templateValues(kind, body), updated_at: new Date() } as never)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('template');
}

/** The columns of a question; 422 by docs/spec.md §5: text required, a select needs options, a text question a placeholder. */
function questionValues(body: QuestionInput) {
  const errors: FieldErrors = {};
  if (!body.question.trim()) errors.question = ['validation.required'];
  if (body.type === 'select' && !(body.options ?? []).some((option) => option.trim()))
    errors.options = ['templates.options'];
  if (body.type === 'text' && !body.placeholder?.trim()) errors.placeholder = ['templates.placeholder'];
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    question: body.question.trim(),
    type: body.type,
    placeholder: body.placeholder?.trim() || null,
    options: JSON.stringify(
      body.type === 'select' ? (body.options ?? []).map((option) => option.trim()).filter(Boolean) : [],
    ),
    manual_input: body.manual_input ?? false,
  };
}

const withoutEntity = ({ entity_id: _entity, ...question }: Question & { entity_id: number }): Question => question;

/** Adds a question to entity `entityId` (which must exist, else 404); 422 by {@link questionValues}. */
export async function addQuestion(db: DB, entityId: number, body: QuestionInput): Promise<Question> {
  const entity = await db.selectFrom('template_entities').select('id').where('id', '=', entityId).executeTakeFirst();
  if (!entity) throw notFound('template');
  const values = questionValues(body);
  const row = await db
    .insertInto('template_questions')
    .values({ entity_id: entityId, ...values })
    .returningAll()
    .executeTakeFirstOrThrow();
  return withoutEntity(row);
}

/** Updates question `questionId` of entity `entityId`; 404 when that entity has no such question. */
export async function updateQuestion(
  db: DB,
  entityId: number,
  questionId: number,
  body: QuestionInput,
): Promise<Question> {
  const row = await db
    .updateTable('template_questions')
    .set(questionValues(body))
    .where('id', '=', questionId)
    .where('entity_id', '=', entityId)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound('question');
  return withoutEntity(row);
}

/** Deletes question `questionId` of entity `entityId`; 404 when that entity has no such question. */
export async function deleteQuestion(db: DB, entityId: number, questionId: number): Promise<void> {
  const result = await db
    .deleteFrom('template_questions')
    .where('id', '=', questionId)
    .where('entity_id', '=', entityId)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('question');
}
