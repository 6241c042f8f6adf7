/**
 * Instantiates a report's own content tree from a template home (spec §3 "Report
 * (post-editing)"): the main home, its floors, rooms, entities with questions, the home-level
 * entities (meters, keys, technical installations, exterior) and the extra buildings, each with
 * a new time-based uuid (v7). Later template edits never touch the copy. Run inside a transaction.
 */
import { v7 as uuid } from 'uuid';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

type Trx = Kysely<Database>;

async function copyEntity(
  trx: Trx,
  owner: { home_uuid: string | null; room_uuid: string | null },
  link: { entity_id: number; name: string; order: number; type: string },
) {
  const entityUuid = uuid();
  await trx
    .insertInto('report_entities')
    .values({ uuid: entityUuid, ...owner, template_entity_id: link.entity_id, name: link.name, original_name: link.name, type: link.type, order: link.order, cleanliness: null, state: null, remarks: null, amount: null })
    .execute();
  const questions = await trx.selectFrom('template_questions').selectAll().where('entity_id', '=', link.entity_id).orderBy('question').execute();
  if (questions.length) {
    await trx
      .insertInto('report_questions')
      .values(
        questions.map((question) => ({
          uuid: uuid(),
          entity_uuid: entityUuid,
          question: question.question,
          type: question.type,
          options: JSON.stringify(question.options),
          placeholder: question.placeholder,
          answers: '[]',
        })),
      )
      .execute();
  }
}

async function copyHome(trx: Trx, reportId: number, homeId: number, type: 'main' | 'extra', name: string, order: number) {
  const homeUuid = uuid();
  await trx.insertInto('report_homes').values({ uuid: homeUuid, report_id: reportId, addendum_id: null, template_home_id: homeId, type, name, order }).execute();
  const floors = await trx.selectFrom('template_home_floors').selectAll().where('home_id', '=', homeId).orderBy('order').orderBy('id').execute();
  for (const floor of floors) {
    const floorUuid = uuid();
    await trx.insertInto('report_floors').values({ uuid: floorUuid, home_uuid: homeUuid, name: floor.name, order: floor.order, cleanliness: null, state: null, remarks: null }).execute();
    const rooms = await trx.selectFrom('template_floor_rooms').selectAll().where('floor_id', '=', floor.floor_id).orderBy('order').orderBy('id').execute();
    for (const room of rooms) {
      const roomUuid = uuid();
      await trx.insertInto('report_rooms').values({ uuid: roomUuid, floor_uuid: floorUuid, name: room.name, order: room.order, cleanliness: null, state: null, remarks: null }).execute();
      const entities = await trx.selectFrom('template_room_entities').selectAll().where('room_id', '=', room.room_id).orderBy('order').orderBy('id').execute();
      for (const entity of entities) await copyEntity(trx, { home_uuid: null, room_uuid: roomUuid }, entity);
    }
  }
  const entities = await trx.selectFrom('template_home_entities').selectAll().where('home_id', '=', homeId).orderBy('order').orderBy('id').execute();
  for (const entity of entities) await copyEntity(trx, { home_uuid: homeUuid, room_uuid: null }, entity);
  return homeUuid;
}

/** Copies template home `homeId` (and its extra buildings) into report `reportId`. */
export async function instantiateHome(trx: Trx, reportId: number, homeId: number): Promise<void> {
  const home = await trx.selectFrom('template_homes').select(['id', 'name']).where('id', '=', homeId).executeTakeFirstOrThrow();
  await copyHome(trx, reportId, home.id, 'main', home.name, 1);
  const extras = await trx.selectFrom('template_home_extra_homes').selectAll().where('home_id', '=', homeId).orderBy('order').orderBy('id').execute();
  for (const extra of extras) await copyHome(trx, reportId, extra.extra_home_id, 'extra', extra.name, extra.order + 1);
}
