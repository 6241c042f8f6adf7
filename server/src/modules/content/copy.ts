/** Copying a report's content into a follow-up report (docs/spec.md §4). */
import { v7 as uuid } from 'uuid';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadContentTree } from './read';

type Trx = Kysely<Database>;

/**
 * Copies the content tree of report `fromId` (its own homes, not addenda) into report `toId`
 * for a follow-up (docs/spec.md §4): same floors, rooms, entities, questions with their answers and
 * observations, each with a new time-based uuid, the copied item's uuid as `source_uuid` (the
 * pairing of an exit report with its entry report, issue 24) and `is_edited` cleared, and the
 * items' photos (a real exit report starts from the entry report's photos; the stored files are
 * shared, and `source_uuid` names the photo copied, telling it apart from photos taken later).
 */
export async function copyContent(trx: Trx, fromId: number, toId: number): Promise<void> {
  const { homes, floors, rooms, entities, questions, observations } = await loadContentTree(trx, fromId, null);
  if (!homes.length) return;

  const renamed = new Map<string, string>();
  const fresh = (old: string) => {
    const next = uuid();
    renamed.set(old, next);
    return next;
  };
  /** A copy's uuid and the uuid it was copied from (migration 013). */
  const copyOf = (old: string) => ({ uuid: fresh(old), source_uuid: old });
  const ref = (old: string | null) => (old === null ? null : renamed.get(old)!);
  const json = (value: unknown) => JSON.stringify(value);
  const copies = {
    report_homes: homes.map((home) => ({ ...home, ...copyOf(home.uuid), report_id: toId, is_edited: false })),
    report_floors: floors.map((floor) => ({
      ...floor,
      ...copyOf(floor.uuid),
      home_uuid: ref(floor.home_uuid)!,
      is_edited: false,
    })),
    report_rooms: rooms.map((room) => ({
      ...room,
      ...copyOf(room.uuid),
      floor_uuid: ref(room.floor_uuid)!,
      is_edited: false,
    })),
    report_entities: entities.map((entity) => ({
      ...entity,
      ...copyOf(entity.uuid),
      home_uuid: ref(entity.home_uuid),
      room_uuid: ref(entity.room_uuid),
      is_edited: false,
    })),
    report_questions: questions.map((question) => ({
      ...question,
      ...copyOf(question.uuid),
      entity_uuid: ref(question.entity_uuid)!,
      options: json(question.options),
      answers: json(question.answers),
      is_edited: false,
    })),
    report_observations: observations.map((observation) => ({
      ...observation,
      ...copyOf(observation.uuid),
      entity_uuid: ref(observation.entity_uuid)!,
      is_edited: false,
    })),
  };
  for (const table of Object.keys(copies) as (keyof typeof copies)[]) {
    if (copies[table].length)
      await trx
        .insertInto(table)
        .values(copies[table] as never)
        .execute();
  }
  // the photos of every copied item: new rows sharing the stored files (removed only when no row uses them)
  const media = await trx
    .selectFrom('media')
    .selectAll()
    .where('report_id', '=', fromId)
    .where('draft', '=', false)
    .where('owner_kind', 'in', ['floor', 'room', 'entity', 'observation'])
    .orderBy('id')
    .execute();
  const copied = media
    .filter((row) => renamed.has(row.owner_uuid))
    .map(({ id: _id, created_at: _created, ...row }) => ({
      ...row,
      uuid: uuid(),
      source_uuid: row.uuid,
      report_id: toId,
      owner_uuid: renamed.get(row.owner_uuid)!,
    }));
  if (copied.length) await trx.insertInto('media').values(copied).execute();
}
