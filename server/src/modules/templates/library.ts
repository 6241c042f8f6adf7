/**
 * Reading and writing the template library (docs/spec.md §3 "Templates", §7 "Templates").
 * Child links are replaced as a whole ("sync"): in one transaction, after checking that every
 * referenced id exists (an unknown id is a 422 naming it and nothing changes).
 */
import type { Transaction } from 'kysely';
import type { Viewer } from '../../lib/actors';
import { visibleTemplates } from '../../db/owned';
import type {
  EntityLink,
  ExtraHomeLink,
  FloorLink,
  Question,
  TemplateEntity,
  RuleTag,
  TemplateFloor,
  TemplateHome,
  TemplateRoom,
} from 'shared-api/contract';
import type { Database } from '../../db/schema';
import type { DB } from '../../db/database';
import { invalid, notFound } from '../../lib/errors';
import { text } from '../../lib/messages';

export const KIND_TABLES = {
  homes: 'template_homes',
  floors: 'template_floors',
  rooms: 'template_rooms',
  entities: 'template_entities',
} as const;
export type Kind = keyof typeof KIND_TABLES;

export async function questionsOf(db: DB, entityId: number): Promise<Question[]> {
  return db
    .selectFrom('template_questions')
    .select(['id', 'question', 'type', 'placeholder', 'options', 'manual_input'])
    .where('entity_id', '=', entityId)
    .orderBy('question')
    .orderBy('id')
    .execute();
}

/**
 * Template `id` of `kind`; 404 when there is none, or for a building `viewer` may not see
 * (db/owned.ts `visibleTemplates`: another organisation's).
 */
async function base(db: DB, kind: Kind, id: number, viewer?: Viewer) {
  let query = db
    .selectFrom(KIND_TABLES[kind] as 'template_homes')
    .selectAll()
    .where('id', '=', id);
  if (kind === 'homes' && viewer) query = query.$call(visibleTemplates(viewer, 'organisation_id'));
  const row = await query.executeTakeFirst();
  if (!row) throw notFound('template');
  return row as unknown as {
    id: number;
    name: string;
    description: string;
    extra?: boolean;
    organisation_id?: number | null;
    type?: string;
    rule_tag?: RuleTag | null;
  };
}

/**
 * Building `id` with its links (`organisation_id`: null for the provider's, docs/product.md "The
 * shared library"); 404 when there is none or `viewer` may not see it.
 */
export async function getHome(db: DB, id: number, viewer?: Viewer): Promise<TemplateHome> {
  const home = await base(db, 'homes', id, viewer);
  const [floors, entities, extra_homes] = await Promise.all([
    readLinks(db, LINKS.homeFloors, id),
    readLinks(db, LINKS.homeEntities, id),
    readLinks(db, LINKS.homeExtras, id),
  ]);
  return {
    id,
    name: home.name,
    description: home.description,
    extra: Boolean(home.extra),
    organisation_id: home.organisation_id ?? null,
    floors,
    entities,
    extra_homes,
  };
}
export async function getFloor(db: DB, id: number): Promise<TemplateFloor> {
  const floor = await base(db, 'floors', id);
  return { id, name: floor.name, description: floor.description, rooms: await readLinks(db, LINKS.floorRooms, id) };
}
export async function getRoom(db: DB, id: number): Promise<TemplateRoom> {
  const room = await base(db, 'rooms', id);
  return {
    id,
    name: room.name,
    description: room.description,
    entities: await readLinks(db, LINKS.roomEntities, id),
  };
}
export async function getEntity(db: DB, id: number): Promise<TemplateEntity> {
  const entity = await base(db, 'entities', id);
  return {
    id,
    name: entity.name,
    description: entity.description,
    type: entity.type ?? '',
    rule_tag: entity.rule_tag ?? null,
    questions: await questionsOf(db, id),
  };
}

/** One kind of child link: where it is stored and what it points to (docs/spec.md §7 child-sync calls). */
interface LinkSpec<T extends { id: number }> {
  parent: Kind;
  table:
    | 'template_home_floors'
    | 'template_home_entities'
    | 'template_home_extra_homes'
    | 'template_floor_rooms'
    | 'template_room_entities';
  parentColumn: 'home_id' | 'floor_id' | 'room_id';
  /** The column holding the linked item's id. */
  childColumn: 'floor_id' | 'entity_id' | 'extra_home_id' | 'room_id';
  child: Kind;
  /** Body field, used to name an unknown id: `floors.2.id`. */
  field: string;
  /** Only extra buildings may be linked as extra homes. */
  extraOnly?: boolean;
  row: (parentId: number, item: T) => Record<string, unknown>;
}

export const LINKS = {
  homeFloors: {
    parent: 'homes',
    table: 'template_home_floors',
    parentColumn: 'home_id',
    childColumn: 'floor_id',
    child: 'floors',
    field: 'floors',
    row: (home_id, floor) => ({
      home_id,
      floor_id: floor.id,
      order: floor.order,
      name: floor.name,
      optional: floor.optional,
    }),
  } satisfies LinkSpec<FloorLink>,
  homeEntities: {
    parent: 'homes',
    table: 'template_home_entities',
    parentColumn: 'home_id',
    childColumn: 'entity_id',
    child: 'entities',
    field: 'entities',
    row: (home_id, entity) => ({
      home_id,
      entity_id: entity.id,
      order: entity.order,
      name: entity.name,
      optional: entity.optional,
      type: entity.type,
    }),
  } satisfies LinkSpec<EntityLink>,
  homeExtras: {
    parent: 'homes',
    table: 'template_home_extra_homes',
    parentColumn: 'home_id',
    childColumn: 'extra_home_id',
    child: 'homes',
    field: 'extra_homes',
    extraOnly: true,
    row: (home_id, extra) => ({ home_id, extra_home_id: extra.id, order: extra.order, name: extra.name }),
  } satisfies LinkSpec<ExtraHomeLink>,
  floorRooms: {
    parent: 'floors',
    table: 'template_floor_rooms',
    parentColumn: 'floor_id',
    childColumn: 'room_id',
    child: 'rooms',
    field: 'rooms',
    row: (floor_id, room) => ({
      floor_id,
      room_id: room.id,
      order: room.order,
      name: room.name,
      optional: room.optional,
    }),
  } satisfies LinkSpec<FloorLink>,
  roomEntities: {
    parent: 'rooms',
    table: 'template_room_entities',
    parentColumn: 'room_id',
    childColumn: 'entity_id',
    child: 'entities',
    field: 'entities',
    row: (room_id, entity) => ({
      room_id,
      entity_id: entity.id,
      order: entity.order,
      name: entity.name,
      optional: entity.optional,
      type: entity.type,
    }),
  } satisfies LinkSpec<EntityLink>,
};

export async function readLinks<T extends { id: number }>(db: DB, spec: LinkSpec<T>, parentId: number): Promise<T[]> {
  const rows = (await db
    .selectFrom(spec.table)
    .selectAll()
    .where(spec.parentColumn, '=', parentId)
    .orderBy('order')
    .orderBy('id')
    .execute()) as Record<string, unknown>[];
  return rows.map(
    ({ id: _linkId, [spec.parentColumn]: _parent, [spec.childColumn]: id, ...link }) => ({ id, ...link }) as T,
  );
}

/**
 * Replaces the children of `parentId` with `items`, in their given order, in one transaction.
 * 404 when the parent does not exist; 422 naming the first unknown child id, changing nothing.
 */
export async function syncLinks<T extends { id: number }>(db: DB, spec: LinkSpec<T>, parentId: number, items: T[]) {
  await base(db, spec.parent, parentId);
  await db.transaction().execute((trx: Transaction<Database>) => replaceLinks(trx, spec, parentId, items));
}

/**
 * Replaces the children of `parentId` with `items` inside transaction `trx`; 422 naming the first
 * unknown child id. A building's extra buildings must be ones its owner sees: the provider's
 * for a provider's building, the provider's or its organisation's for an organisation's
 * (docs/product.md "The shared library").
 */
export async function replaceLinks<T extends { id: number }>(trx: DB, spec: LinkSpec<T>, parentId: number, items: T[]) {
  const ids = items.map((item) => item.id);
  if (ids.length) {
    let children = trx
      .selectFrom(KIND_TABLES[spec.child] as 'template_homes')
      .selectAll()
      .where('id', 'in', ids);
    if (spec.child === 'homes') {
      const parent = await trx
        .selectFrom('template_homes')
        .select('organisation_id')
        .where('id', '=', parentId)
        .executeTakeFirstOrThrow();
      children = children.where((eb) =>
        parent.organisation_id === null
          ? eb('organisation_id', 'is', null)
          : eb.or([eb('organisation_id', 'is', null), eb('organisation_id', '=', parent.organisation_id)]),
      );
    }
    const rows = (await children.execute()) as unknown as { id: number; extra?: boolean }[];
    const found = new Set(rows.filter((row) => !spec.extraOnly || row.extra).map((row) => row.id));
    const missing = ids.findIndex((id) => !found.has(id));
    if (missing >= 0) {
      throw invalid({
        [`${spec.field}.${missing}.id`]: [text('templates.unknownChild', { id: ids[missing] })],
      });
    }
  }
  await trx.deleteFrom(spec.table).where(spec.parentColumn, '=', parentId).execute();
  if (items.length)
    await trx
      .insertInto(spec.table)
      .values(items.map((item) => spec.row(parentId, item)) as never)
      .execute();
}

/**
 * Every template room by name (`GET /front/rooms/all`, the object dialog's "Template kamers"),
 * each with its entity links in order when `includeEntities`, else with none. Two queries.
 */
export async function allRooms(db: DB, includeEntities: boolean): Promise<TemplateRoom[]> {
  const [rooms, links] = await Promise.all([
    db.selectFrom('template_rooms').select(['id', 'name', 'description']).orderBy('name').orderBy('id').execute(),
    includeEntities
      ? db
          .selectFrom('template_room_entities')
          .select(['room_id', 'entity_id as id', 'order', 'name', 'optional', 'type'])
          .orderBy('order')
          .orderBy('template_room_entities.id')
          .execute()
      : [],
  ]);
  return rooms.map((room) => ({
    ...room,
    entities: links.filter((link) => link.room_id === room.id).map(({ room_id: _room, ...link }) => link as EntityLink),
  }));
}

/** Every template entity by name with its questions (`GET /front/entities/all`, the object dialog's type table). Two queries. */
export async function allEntities(db: DB): Promise<TemplateEntity[]> {
  const [entities, questions] = await Promise.all([
    db
      .selectFrom('template_entities')
      .select(['id', 'name', 'description', 'type', 'rule_tag'])
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('template_questions')
      .select(['id', 'entity_id', 'question', 'type', 'placeholder', 'options', 'manual_input'])
      .orderBy('question')
      .orderBy('id')
      .execute(),
  ]);
  return entities.map((entity) => ({
    ...entity,
    questions: questions
      .filter((question) => question.entity_id === entity.id)
      .map(({ entity_id: _entity, ...question }) => question),
  }));
}
