/**
 * Instantiates a report's own content tree from a template home (docs/spec.md §3 "Report
 * (post-editing)"): the main home, its floors, rooms, entities with questions, the home-level
 * entities (meters, keys, technical installations, exterior) and the extra buildings, each with
 * a new time-based uuid (v7). Later template edits never touch the copy. The tree is built in
 * memory and written with one insert per table; run it inside a transaction.
 */
import { v7 as uuid } from 'uuid';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Trx = Kysely<Database>;
type Rows = {
  [T in 'report_homes' | 'report_floors' | 'report_rooms' | 'report_entities' | 'report_questions']: Insertable<
    Database[T]
  >[];
};
type EntityLink = { entity_id: number; name: string; order: number; type: string };

async function loadTemplates(trx: Trx, homeIds: number[]) {
  const [homeFloors, homeEntities, floorRooms, roomEntities, questions] = await Promise.all([
    trx
      .selectFrom('template_home_floors')
      .selectAll()
      .where('home_id', 'in', homeIds)
      .orderBy('order')
      .orderBy('id')
      .execute(),
    trx
      .selectFrom('template_home_entities')
      .selectAll()
      .where('home_id', 'in', homeIds)
      .orderBy('order')
      .orderBy('id')
      .execute(),
    trx.selectFrom('template_floor_rooms').selectAll().orderBy('order').orderBy('id').execute(),
    trx.selectFrom('template_room_entities').selectAll().orderBy('order').orderBy('id').execute(),
    trx.selectFrom('template_questions').selectAll().orderBy('question').orderBy('id').execute(),
  ]);
  return { homeFloors, homeEntities, floorRooms, roomEntities, questions };
}

/** Copies template home `homeId` (and its extra buildings) into report `reportId`. Throws when the home does not exist. */
export async function instantiateHome(trx: Trx, reportId: number, homeId: number): Promise<void> {
  const home = await trx
    .selectFrom('template_homes')
    .select(['id', 'name'])
    .where('id', '=', homeId)
    .executeTakeFirstOrThrow();
  const extras = await trx
    .selectFrom('template_home_extra_homes')
    .selectAll()
    .where('home_id', '=', homeId)
    .orderBy('order')
    .orderBy('id')
    .execute();
  const t = await loadTemplates(trx, [homeId, ...extras.map((extra) => extra.extra_home_id)]);
  const rows: Rows = {
    report_homes: [],
    report_floors: [],
    report_rooms: [],
    report_entities: [],
    report_questions: [],
  };

  const addEntity = (owner: { home_uuid: string | null; room_uuid: string | null }, link: EntityLink) => {
    const entityUuid = uuid();
    rows.report_entities.push({
      uuid: entityUuid,
      ...owner,
      template_entity_id: link.entity_id,
      name: link.name,
      original_name: link.name,
      type: link.type,
      order: link.order,
      cleanliness: null,
      state: null,
      remarks: null,
      amount: null,
    });
    for (const question of t.questions.filter((candidate) => candidate.entity_id === link.entity_id)) {
      rows.report_questions.push({
        uuid: uuid(),
        entity_uuid: entityUuid,
        question: question.question,
        type: question.type,
        options: JSON.stringify(question.options),
        placeholder: question.placeholder,
        answers: '[]',
      });
    }
  };
  const addHome = (templateId: number, type: 'main' | 'extra', name: string, order: number) => {
    const homeUuid = uuid();
    rows.report_homes.push({
      uuid: homeUuid,
      report_id: reportId,
      addendum_id: null,
      template_home_id: templateId,
      type,
      name,
      order,
    });
    for (const floor of t.homeFloors.filter((link) => link.home_id === templateId)) {
      const floorUuid = uuid();
      rows.report_floors.push({
        uuid: floorUuid,
        home_uuid: homeUuid,
        name: floor.name,
        order: floor.order,
        cleanliness: null,
        state: null,
        remarks: null,
      });
      for (const room of t.floorRooms.filter((link) => link.floor_id === floor.floor_id)) {
        const roomUuid = uuid();
        rows.report_rooms.push({
          uuid: roomUuid,
          floor_uuid: floorUuid,
          name: room.name,
          order: room.order,
          cleanliness: null,
          state: null,
          remarks: null,
        });
        for (const entity of t.roomEntities.filter((link) => link.room_id === room.room_id))
          addEntity({ home_uuid: null, room_uuid: roomUuid }, entity);
      }
    }
    for (const entity of t.homeEntities.filter((link) => link.home_id === templateId))
      addEntity({ home_uuid: homeUuid, room_uuid: null }, entity);
  };

  addHome(home.id, 'main', home.name, 1);
  for (const extra of extras) addHome(extra.extra_home_id, 'extra', extra.name, extra.order + 1);
  for (const table of [
    'report_homes',
    'report_floors',
    'report_rooms',
    'report_entities',
    'report_questions',
  ] as const) {
    if (rows[table].length)
      await trx
        .insertInto(table)
        .values(rows[table] as never)
        .execute();
  }
}
