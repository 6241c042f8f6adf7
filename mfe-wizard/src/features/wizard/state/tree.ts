/**
 * The wizard's report tree, normalized by uuid (docs/ARCHITECTURE.md "The wizard's state"): one flat list
 * per kind, each node with its parent's uuid and without its children. `normalizeTree` splits
 * the server's `ContentHome[]` (docs/spec.md §3 "Report (post-editing)"), `buildTree` nests it again in
 * display order. Pure functions; no React, no store.
 */
import type {
  ContentEntity,
  ContentFloor,
  ContentHome,
  ContentObservation,
  ContentQuestion,
  ContentRoom,
} from 'shared-api/contract';

export type HomeNode = Omit<ContentHome, 'floors' | 'entities'>;
export type FloorNode = Omit<ContentFloor, 'rooms'> & { home_uuid: string };
export type RoomNode = Omit<ContentRoom, 'entities'> & { floor_uuid: string };
/** An object; exactly one of `home_uuid` (home-level: keys, meters, tech, exterior) and `room_uuid` is set. */
export type EntityNode = Omit<ContentEntity, 'questions' | 'observations'> & {
  home_uuid: string | null;
  room_uuid: string | null;
};
export type QuestionNode = ContentQuestion & { entity_uuid: string };
export type ObservationNode = ContentObservation & { entity_uuid: string };

export interface FlatTree {
  homes: HomeNode[];
  floors: FloorNode[];
  rooms: RoomNode[];
  entities: EntityNode[];
  questions: QuestionNode[];
  observations: ObservationNode[];
}

/** Splits `homes` into one list per kind, each node keeping its parent's uuid. */
export function normalizeTree(homes: ContentHome[]): FlatTree {
  const flat: FlatTree = { homes: [], floors: [], rooms: [], entities: [], questions: [], observations: [] };
  const addEntity = (entity: ContentEntity, home_uuid: string | null, room_uuid: string | null) => {
    const { questions = [], observations = [], ...node } = entity;
    flat.entities.push({ ...node, home_uuid, room_uuid });
    for (const question of questions) flat.questions.push({ ...question, entity_uuid: entity.uuid });
    for (const observation of observations) flat.observations.push({ ...observation, entity_uuid: entity.uuid });
  };
  for (const home of homes) {
    const { floors = [], entities = [], ...homeNode } = home;
    flat.homes.push(homeNode);
    for (const floor of floors) {
      const { rooms = [], ...floorNode } = floor;
      flat.floors.push({ ...floorNode, home_uuid: home.uuid });
      for (const room of rooms) {
        const { entities: roomEntities = [], ...roomNode } = room;
        flat.rooms.push({ ...roomNode, floor_uuid: floor.uuid });
        for (const entity of roomEntities) addEntity(entity, null, room.uuid);
      }
    }
    for (const entity of entities) addEntity(entity, home.uuid, null);
  }
  return flat;
}

const byOrder = <T extends { order?: number }>(a: T, b: T) => (a.order ?? 0) - (b.order ?? 0);
const sortedBy = <T extends { order?: number }>(rows: T[]) => [...rows].sort(byOrder);

/** Groups `rows` by `key`; the returned lookup answers [] for an unknown key. */
function groupBy<T>(rows: T[], key: (row: T) => string | null) {
  const groups = new Map<string | null, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return (value: string) => groups.get(value) ?? [];
}

/** Nests `flat` again: homes, floors and rooms by `order`, objects by `order`, questions by question text. */
export function buildTree(flat: FlatTree): ContentHome[] {
  const questionsOf = groupBy(flat.questions, (row) => row.entity_uuid);
  const observationsOf = groupBy(flat.observations, (row) => row.entity_uuid);
  const roomEntities = groupBy(flat.entities, (row) => row.room_uuid);
  const homeEntities = groupBy(flat.entities, (row) => row.home_uuid);
  const roomsOf = groupBy(flat.rooms, (row) => row.floor_uuid);
  const floorsOf = groupBy(flat.floors, (row) => row.home_uuid);
  const entity = ({ home_uuid: _home, room_uuid: _room, ...node }: EntityNode): ContentEntity => ({
    ...node,
    questions: questionsOf(node.uuid)
      .map(({ entity_uuid: _entity, ...question }) => question)
      .sort((a, b) => a.question.localeCompare(b.question)),
    observations: sortedBy(observationsOf(node.uuid)).map(({ entity_uuid: _entity, ...observation }) => observation),
  });
  return sortedBy(flat.homes).map((home) => ({
    ...home,
    floors: sortedBy(floorsOf(home.uuid)).map(({ home_uuid: _home, ...floor }) => ({
      ...floor,
      rooms: sortedBy(roomsOf(floor.uuid)).map(({ floor_uuid: _floor, ...room }) => ({
        ...room,
        entities: sortedBy(roomEntities(room.uuid)).map(entity),
      })),
    })),
    entities: sortedBy(homeEntities(home.uuid)).map(entity),
  }));
}
