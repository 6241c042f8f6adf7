/**
 * Reading a report's content tree (docs/spec.md §3 "Report (post-editing)"): the rows of one
 * document (a report's own homes or one addendum's) in display order, nested by parent, and in
 * the wire shape (`ContentTree`) with each item's media uuids and edit flag; and an uploaded
 * tree flattened by level. Every reader of content goes through {@link loadContentTree}.
 */
import type { Kysely } from 'kysely';
import type { ContentEntity, ContentTree } from 'shared-api/contract';
import type { Database } from '../../db/schema';
import type { DB } from '../../db/database';
import type { DocumentTarget } from '../../ports/documents';

type Trx = Kysely<Database>;

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

/** The content tree of `target` (a report's own homes, or one addendum's) with each item's media uuids and `is_edited`. */
export async function contentOf(db: DB, target: DocumentTarget): Promise<ContentTree> {
  const tree = await loadContentTree(db, target.reportId, target.addendumId);
  const [media, circumstances] = await Promise.all([
    db
      .selectFrom('media')
      .select(['uuid', 'owner_uuid'])
      .where('report_id', '=', target.reportId)
      .where('draft', '=', false)
      .orderBy('id')
      .execute(),
    db.selectFrom('report_circumstances').select('circumstance_key').where('report_id', '=', target.reportId).execute(),
  ]);
  const mediaOf = (uuid: string) => media.filter((item) => item.owner_uuid === uuid).map((item) => item.uuid);
  const assessed = (row: { cleanliness: string | null; state: string | null; remarks: string | null }) => ({
    cleanliness: row.cleanliness,
    state: row.state,
    remarks: row.remarks,
  });
  const entity = ({ row, questions, observations }: NestedEntity): ContentEntity => ({
    uuid: row.uuid,
    name: row.name,
    original_name: row.original_name,
    type: row.type,
    order: row.order,
    eval_not_possible: row.eval_not_possible,
    amount: row.amount,
    ...assessed(row),
    media: mediaOf(row.uuid),
    is_edited: row.is_edited,
    questions: questions.map((question) => ({
      uuid: question.uuid,
      question: question.question,
      type: question.type,
      options: question.options,
      placeholder: question.placeholder,
      answers: question.answers as (string | number | boolean)[],
      is_edited: question.is_edited,
    })),
    observations: observations.map((observation) => ({
      uuid: observation.uuid,
      name: observation.name,
      type: observation.type,
      remarks: observation.remarks,
      order: observation.order,
      media: mediaOf(observation.uuid),
      is_edited: observation.is_edited,
    })),
  });
  const node = (row: { uuid: string; name: string; order: number; is_edited: boolean }) => ({
    uuid: row.uuid,
    name: row.name,
    order: row.order,
    is_edited: row.is_edited,
  });
  return {
    homes: nestContentTree(tree).map((home) => ({
      ...node(home.row),
      type: home.row.type,
      floors: home.floors.map((floor) => ({
        ...node(floor.row),
        ...assessed(floor.row),
        media: mediaOf(floor.row.uuid),
        rooms: floor.rooms.map((room) => ({
          ...node(room.row),
          ...assessed(room.row),
          media: mediaOf(room.row.uuid),
          entities: room.entities.map(entity),
        })),
      })),
      entities: home.entities.map(entity),
    })),
    circumstances: circumstances.map((row) => row.circumstance_key),
  };
}

/** Flattened rows of an uploaded tree, each with its parent. */
export function flattenContent(content: ContentTree) {
  const floors = content.homes.flatMap((home) => (home.floors ?? []).map((floor) => ({ home, floor })));
  const rooms = floors.flatMap(({ floor }) => (floor.rooms ?? []).map((room) => ({ floor, room })));
  const entities = [
    ...content.homes.flatMap((home) => (home.entities ?? []).map((entity) => ({ home, room: null, entity }))),
    ...rooms.flatMap(({ room }) => (room.entities ?? []).map((entity) => ({ home: null, room, entity }))),
  ];
  const questions = entities.flatMap(({ entity }) =>
    (entity.questions ?? []).map((question) => ({ entity, question })),
  );
  const observations = entities.flatMap(({ entity }) =>
    (entity.observations ?? []).map((observation) => ({ entity, observation })),
  );
  const manifest = [
    ...floors.map(({ floor }) => floor),
    ...rooms.map(({ room }) => room),
    ...entities.map(({ entity }) => entity),
    ...observations.map(({ observation }) => observation),
  ].flatMap((owner) => (owner.media ?? []).map((media) => ({ owner_uuid: owner.uuid, media_uuid: media })));
  return { floors, rooms, entities, questions, observations, manifest };
}
export type FlatContent = ReturnType<typeof flattenContent>;

/** Every uuid of `content` (homes first, then each level down). */
export const contentUuids = (content: ContentTree, flat: FlatContent = flattenContent(content)) => [
  ...content.homes.map((home) => home.uuid),
  ...flat.floors.map(({ floor }) => floor.uuid),
  ...flat.rooms.map(({ room }) => room.uuid),
  ...flat.entities.map(({ entity }) => entity.uuid),
  ...flat.questions.map(({ question }) => question.uuid),
  ...flat.observations.map(({ observation }) => observation.uuid),
];
