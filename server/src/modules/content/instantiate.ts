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

/**
 * The content tree of report `reportId` (its own homes with `addendumId` null, or one
 * addendum's), each level in display order: homes, floors, rooms, entities (of rooms and of
 * homes), questions sorted by question text, observations.
 */
export async function loadContentTree(db: Trx, reportId: number, addendumId: number | null) {
  const homes = await db
    .selectFrom('report_homes')
    .selectAll()
    .where('report_id', '=', reportId)
    .where('addendum_id', addendumId === null ? 'is' : '=', addendumId)
    .orderBy('order')
    .orderBy('uuid')
    .execute();
  const uuids = (rows: { uuid: string }[]) => rows.map((row) => row.uuid);
  const floors = homes.length
    ? await db
        .selectFrom('report_floors')
        .selectAll()
        .where('home_uuid', 'in', uuids(homes))
        .orderBy('order')
        .orderBy('uuid')
        .execute()
    : [];
  const rooms = floors.length
    ? await db
        .selectFrom('report_rooms')
        .selectAll()
        .where('floor_uuid', 'in', uuids(floors))
        .orderBy('order')
        .orderBy('uuid')
        .execute()
    : [];
  const entities = homes.length
    ? await db
        .selectFrom('report_entities')
        .selectAll()
        .where((eb) =>
          eb.or([eb('home_uuid', 'in', uuids(homes)), ...(rooms.length ? [eb('room_uuid', 'in', uuids(rooms))] : [])]),
        )
        .orderBy('order')
        .orderBy('uuid')
        .execute()
    : [];
  const [questions, observations] = entities.length
    ? await Promise.all([
        db
          .selectFrom('report_questions')
          .selectAll()
          .where('entity_uuid', 'in', uuids(entities))
          .orderBy('question')
          .orderBy('uuid')
          .execute(),
        db
          .selectFrom('report_observations')
          .selectAll()
          .where('entity_uuid', 'in', uuids(entities))
          .orderBy('order')
          .orderBy('uuid')
          .execute(),
      ])
    : [[], []];
  return { homes, floors, rooms, entities, questions, observations };
}

export type ContentRows = Awaited<ReturnType<typeof loadContentTree>>;
type Row<K extends keyof ContentRows> = ContentRows[K][number];
export interface NestedEntity {
  row: Row<'entities'>;
  questions: Row<'questions'>[];
  observations: Row<'observations'>[];
}
export interface NestedRoom {
  row: Row<'rooms'>;
  entities: NestedEntity[];
}
export interface NestedFloor {
  row: Row<'floors'>;
  rooms: NestedRoom[];
}
export interface NestedHome {
  row: Row<'homes'>;
  floors: NestedFloor[];
  /** Home-level objects: meters, keys, technical installations, exterior. */
  entities: NestedEntity[];
}

/** The flat `tree` nested by parent, each level keeping the loader's display order. */
export function nestContentTree(tree: ContentRows): NestedHome[] {
  const by = <T, K>(rows: T[], key: (row: T) => K) => {
    const groups = new Map<K, T[]>();
    for (const row of rows) {
      const group = groups.get(key(row));
      if (group) group.push(row);
      else groups.set(key(row), [row]);
    }
    return (value: K) => groups.get(value) ?? [];
  };
  const questionsOf = by(tree.questions, (row) => row.entity_uuid);
  const observationsOf = by(tree.observations, (row) => row.entity_uuid);
  const entity = (row: Row<'entities'>): NestedEntity => ({
    row,
    questions: questionsOf(row.uuid),
    observations: observationsOf(row.uuid),
  });
  const roomEntities = by(tree.entities, (row) => row.room_uuid);
  const homeEntities = by(tree.entities, (row) => row.home_uuid);
  const roomsOf = by(tree.rooms, (row) => row.floor_uuid);
  const floorsOf = by(tree.floors, (row) => row.home_uuid);
  return tree.homes.map((home) => ({
    row: home,
    floors: floorsOf(home.uuid).map((floor) => ({
      row: floor,
      rooms: roomsOf(floor.uuid).map((room) => ({ row: room, entities: roomEntities(room.uuid).map(entity) })),
    })),
    entities: homeEntities(home.uuid).map(entity),
  }));
}

/**
 * Copies the content tree of report `fromId` (its own homes, not addenda) into report `toId`
 * for a follow-up (docs/spec.md §4): same floors, rooms, entities, questions with their answers and
 * observations, each with a new time-based uuid and `is_edited` cleared, and the items' photos
 * (a real exit report starts from the entry report's photos; the stored files are shared).
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
  const ref = (old: string | null) => (old === null ? null : renamed.get(old)!);
  const json = (value: unknown) => JSON.stringify(value);
  const copies = {
    report_homes: homes.map((home) => ({ ...home, uuid: fresh(home.uuid), report_id: toId, is_edited: false })),
    report_floors: floors.map((floor) => ({
      ...floor,
      uuid: fresh(floor.uuid),
      home_uuid: ref(floor.home_uuid)!,
      is_edited: false,
    })),
    report_rooms: rooms.map((room) => ({
      ...room,
      uuid: fresh(room.uuid),
      floor_uuid: ref(room.floor_uuid)!,
      is_edited: false,
    })),
    report_entities: entities.map((entity) => ({
      ...entity,
      uuid: fresh(entity.uuid),
      home_uuid: ref(entity.home_uuid),
      room_uuid: ref(entity.room_uuid),
      is_edited: false,
    })),
    report_questions: questions.map((question) => ({
      ...question,
      uuid: uuid(),
      entity_uuid: ref(question.entity_uuid)!,
      options: json(question.options),
      answers: json(question.answers),
      is_edited: false,
    })),
    report_observations: observations.map((observation) => ({
      ...observation,
      uuid: fresh(observation.uuid),
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
      report_id: toId,
      owner_uuid: renamed.get(row.owner_uuid)!,
    }));
  if (copied.length) await trx.insertInto('media').values(copied).execute();
}
