/**
 * Applying an uploaded content tree (`ContentTree`, docs/spec.md §3 "Report (post-editing)") by
 * uuid in one transaction, with its typed answers and circumstances checked first. The tablet
 * app's sync upload and the back-office's post-editing both write through {@link applyContent}.
 */
import { sql, type Kysely } from 'kysely';
import type { ContentTree } from 'shared-api/contract';
import type { Database } from '../../db/schema';
import { invalid, invalidField } from '../../lib/errors';
import { type FieldErrors, text } from '../../lib/messages';
import { contentUuids, flattenContent, loadContentTree, type FlatContent } from './read';
import type { DocumentTarget } from '../../ports/documents';

type Trx = Kysely<Database>;

/**
 * Every uuid must be unique in `content` (422 on `uuid` otherwise); resolves to the uuids already
 * part of `target`. A uuid neither there nor new is refused when its row is written (`upsert`):
 * the database knows every report's uuids, even those the caller's row scope cannot see.
 */
async function ownUuids(trx: Trx, target: DocumentTarget, content: ContentTree, flat: FlatContent) {
  const all = contentUuids(content, flat);
  if (new Set(all).size !== all.length) throw invalidField('uuid', 'content.uuidUnique');
  const own = await loadContentTree(trx, target.reportId, target.addendumId);
  return new Set(
    [own.homes, own.floors, own.rooms, own.entities, own.questions, own.observations].flat().map((row) => row.uuid),
  );
}

/** The JSON type each question type's answers must have (docs/product.md "Typed answers"). */
/** The message of an answer of the wrong type, by the type expected. */
const ANSWER_MESSAGES = {
  number: 'content.numberAnswer',
  boolean: 'content.booleanAnswer',
  string: 'content.textAnswer',
} as const;

const ANSWER_TYPES: Record<string, 'number' | 'boolean' | 'string'> = {
  number: 'number',
  count: 'number',
  bool: 'boolean',
  boolean: 'boolean',
};

/**
 * Errors of answers whose JSON type does not fit their question (a number question takes finite
 * numbers, a count whole numbers from 0, a yes/no question booleans, the others text), keyed
 * `questions.{uuid}.answers`; empty when every answer fits.
 */
export function answerErrors(flat: Pick<FlatContent, 'questions'>): FieldErrors {
  const errors: FieldErrors = {};
  for (const { question } of flat.questions) {
    const expected = ANSWER_TYPES[question.type] ?? 'string';
    const fits = (answer: unknown) =>
      typeof answer === expected &&
      (expected !== 'number' || Number.isFinite(answer)) &&
      (question.type !== 'count' || (Number.isInteger(answer) && (answer as number) >= 0));
    if (!question.answers.every(fits))
      errors[`questions.${question.uuid}.answers`] = [
        question.type === 'count' ? 'content.countAnswer' : ANSWER_MESSAGES[expected],
      ];
  }
  return errors;
}

/** How {@link applyContent} treats what the tree leaves out and the media lists. */
export interface ApplyMode {
  /** Remove the homes of `target` the tree does not name (post-editing sends the whole tree); otherwise they stay. */
  replaceHomes: boolean;
  /** Record the items' media lists as the media manifest (the tablet app); otherwise they are ignored. */
  manifest: boolean;
}

/**
 * Applies `content` to `target` inside `trx`: upserts every item by uuid, removes the children
 * that a named parent no longer holds (deeper levels go by cascade), and replaces the report's
 * circumstances when given (keys; 422 on an unknown key). Applying the same tree twice changes
 * nothing. 422 on a repeated uuid, one of another document, or an answer of the wrong type
 * ({@link answerErrors}).
 */
export async function applyContent(trx: Trx, target: DocumentTarget, content: ContentTree, mode: ApplyMode) {
  const flat = flattenContent(content);
  const wrongAnswers = answerErrors(flat);
  if (Object.keys(wrongAnswers).length) throw invalid(wrongAnswers);
  const mine = await ownUuids(trx, target, content, flat);
  const homeUuids = content.homes.map((home) => home.uuid);
  const ids = (rows: { uuid: string }[]) => rows.map((row) => row.uuid);
  const edited = (item: { is_edited?: boolean }) => item.is_edited ?? false;
  const floorRows = flat.floors.map(({ home, floor }) => ({
    uuid: floor.uuid,
    home_uuid: home.uuid,
    name: floor.name,
    order: floor.order ?? 1,
    cleanliness: floor.cleanliness ?? null,
    state: floor.state ?? null,
    remarks: floor.remarks ?? null,
    is_edited: edited(floor),
  }));
  const roomRows = flat.rooms.map(({ floor, room }) => ({
    uuid: room.uuid,
    floor_uuid: floor.uuid,
    name: room.name,
    order: room.order ?? 1,
    cleanliness: room.cleanliness ?? null,
    state: room.state ?? null,
    remarks: room.remarks ?? null,
    is_edited: edited(room),
  }));
  const entityRows = flat.entities.map(({ home, room, entity }) => ({
    uuid: entity.uuid,
    home_uuid: home?.uuid ?? null,
    room_uuid: room?.uuid ?? null,
    name: entity.name,
    original_name: entity.original_name ?? null,
    type: entity.type,
    order: entity.order ?? 1,
    eval_not_possible: entity.eval_not_possible ?? false,
    amount: entity.amount ?? null,
    cleanliness: entity.cleanliness ?? null,
    state: entity.state ?? null,
    remarks: entity.remarks ?? null,
    is_edited: edited(entity),
  }));
  const questionRows = flat.questions.map(({ entity, question }) => ({
    uuid: question.uuid,
    entity_uuid: entity.uuid,
    question: question.question,
    type: question.type,
    options: JSON.stringify(question.options ?? []),
    placeholder: question.placeholder ?? null,
    answers: JSON.stringify(question.answers),
    is_edited: edited(question),
  }));
  const observationRows = flat.observations.map(({ entity, observation }) => ({
    uuid: observation.uuid,
    entity_uuid: entity.uuid,
    name: observation.name,
    type: observation.type,
    remarks: observation.remarks ?? null,
    order: observation.order ?? 1,
    is_edited: edited(observation),
  }));

  type Child = 'report_floors' | 'report_rooms' | 'report_entities' | 'report_questions' | 'report_observations';
  const prune = async (table: Child, parentColumn: string, parents: string[], keep: string[]) => {
    if (!parents.length) return;
    let query = trx.deleteFrom(table).where(sql.ref(parentColumn), 'in', parents);
    if (keep.length) query = query.where('uuid', 'not in', keep);
    await query.execute();
  };
  if (mode.replaceHomes) {
    let query = trx
      .deleteFrom('report_homes')
      .where('report_id', '=', target.reportId)
      .where('addendum_id', target.addendumId === null ? 'is' : '=', target.addendumId);
    if (homeUuids.length) query = query.where('uuid', 'not in', homeUuids);
    await query.execute();
  }
  await prune('report_floors', 'home_uuid', homeUuids, ids(floorRows));
  await prune('report_entities', 'home_uuid', homeUuids, ids(entityRows));
  await prune('report_rooms', 'floor_uuid', ids(floorRows), ids(roomRows));
  await prune('report_entities', 'room_uuid', ids(roomRows), ids(entityRows));
  await prune('report_questions', 'entity_uuid', ids(entityRows), ids(questionRows));
  await prune('report_observations', 'entity_uuid', ids(entityRows), ids(observationRows));

  /**
   * Writes `rows` of `table`: those of `target` updated, new ones inserted; a uuid another report
   * holds (seen or not by the caller's row scope) is a 422 on `uuid` naming it.
   */
  const upsert = async <T extends keyof Database>(table: T, rows: Record<string, unknown>[]) => {
    const existing = rows.filter((row) => mine.has(row.uuid as string));
    const fresh = rows.filter((row) => !mine.has(row.uuid as string));
    if (existing.length) {
      const columns = Object.keys(existing[0]).filter((column) => column !== 'uuid');
      await trx
        .insertInto(table)
        .values(existing as never)
        .onConflict((conflict) =>
          conflict
            .column('uuid' as never)
            .doUpdateSet(Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)])) as never),
        )
        .execute();
    }
    if (!fresh.length) return;
    const written = await trx
      .insertInto(table)
      .values(fresh as never)
      .onConflict((conflict) => conflict.column('uuid' as never).doNothing())
      .returning('uuid' as never)
      .execute();
    const inserted = new Set((written as unknown as { uuid: string }[]).map((row) => row.uuid));
    const clash = fresh.map((row) => row.uuid as string).filter((uuid) => !inserted.has(uuid));
    if (clash.length) throw invalidField('uuid', text('content.uuidForeign', { uuids: clash.join(', ') }));
  };
  await upsert(
    'report_homes',
    content.homes.map((home) => ({
      uuid: home.uuid,
      report_id: target.reportId,
      addendum_id: target.addendumId,
      type: home.type,
      name: home.name,
      order: home.order ?? 1,
      is_edited: edited(home),
    })),
  );
  await upsert('report_floors', floorRows);
  await upsert('report_rooms', roomRows);
  await upsert('report_entities', entityRows);
  await upsert('report_questions', questionRows);
  await upsert('report_observations', observationRows);

  if (mode.manifest) {
    const owners = [...ids(floorRows), ...ids(roomRows), ...ids(entityRows), ...ids(observationRows)];
    if (owners.length)
      await trx
        .deleteFrom('media_manifest')
        .where('report_id', '=', target.reportId)
        .where('owner_uuid', 'in', owners)
        .execute();
    if (flat.manifest.length)
      await trx
        .insertInto('media_manifest')
        .values(flat.manifest.map((row) => ({ ...row, report_id: target.reportId })))
        .onConflict((conflict) =>
          conflict.columns(['report_id', 'media_uuid']).doUpdateSet({ owner_uuid: sql.ref('excluded.owner_uuid') }),
        )
        .execute();
  }
  if (content.circumstances && target.addendumId === null)
    await saveCircumstances(trx, target.reportId, content.circumstances);
}

/** The distinct circumstance keys of `keys`; 422 on `circumstances` for an unknown key. */
export async function knownCircumstances(trx: Trx, keys: string[]): Promise<string[]> {
  const known = keys.length
    ? await trx.selectFrom('circumstances').select('key').where('key', 'in', keys).execute()
    : [];
  if (known.length !== new Set(keys).size) throw invalidField('circumstances', 'content.unknownCircumstance');
  return known.map((row) => row.key);
}

/** Replaces the circumstances of report `reportId` by `keys`; 422 on `circumstances` for an unknown key. */
export async function saveCircumstances(trx: Trx, reportId: number, keys: string[]) {
  await trx.deleteFrom('report_circumstances').where('report_id', '=', reportId).execute();
  const known = await knownCircumstances(trx, keys);
  if (known.length)
    await trx
      .insertInto('report_circumstances')
      .values(known.map((key) => ({ report_id: reportId, circumstance_key: key })))
      .execute();
}
