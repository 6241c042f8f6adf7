/**
 * Reading the wizard's normalized report (pure functions of `WizardState`) and the hooks that
 * bind them to the shell's store (docs/ARCHITECTURE.md "The wizard's state"). Children are looked
 * up in indexes built once per version of their kind's table (an edit makes a new table, every
 * other table keeps its identity and its index), so a page reads its rooms or objects without
 * walking the report, and gets the same array back until they change: components subscribe to
 * the part they show and skip rendering when it is unchanged.
 */
import { shallowEqual, useDispatch, useSelector, useStore } from 'react-redux';
import type { EntityState } from 'shared-api';
import type { ContentEntity } from 'shared-api/contract';
import { selectWizard, type WizardMedia, type WizardState } from './wizardSlice';
import type { EntityNode, FloorNode, HomeNode, ObservationNode, QuestionNode, RoomNode } from './tree';

/**
 * The value `select` reads from the wizard's state; the component renders again only when it
 * changes (`===`, or shallowly with `shallow`).
 */
export function useWizardSelector<T>(select: (state: WizardState) => T, shallow = false): T {
  return useSelector((root: unknown) => select(selectWizard(root)), shallow ? shallowEqual : undefined);
}
export const useWizardDispatch = () => useDispatch();
/** Reads the wizard's state when called (in an event handler), without subscribing the component. */
export function useWizardState(): () => WizardState {
  const store = useStore();
  return () => selectWizard(store.getState());
}

const ordered = <T extends { order?: number; name: string }>(rows: T[]) =>
  rows.sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.name.localeCompare(b.name));
const values = <T>(table: EntityState<T, string>) => table.ids.map((id) => table.entities[id]);
/** The one empty list every lookup answers for an owner without children (stable across renders). */
const NONE: never[] = [];

/**
 * `table`'s rows grouped by `key` (each group sorted by `sort`), built once per version of `table`
 * and `key`: a WeakMap per key function holds the index of each table version it has seen.
 */
function indexer<T, K>(key: (row: T) => K, sort: (rows: T[]) => T[] = (rows) => rows) {
  const cache = new WeakMap<EntityState<T, string>, Map<K, T[]>>();
  return (table: EntityState<T, string>): Map<K, T[]> => {
    let index = cache.get(table);
    if (!index) {
      index = new Map();
      for (const row of values(table)) {
        const group = index.get(key(row));
        if (group) group.push(row);
        else index.set(key(row), [row]);
      }
      for (const group of index.values()) sort(group);
      cache.set(table, index);
    }
    return index;
  };
}

const floorIndex = indexer<FloorNode, string>((floor) => floor.home_uuid, ordered);
const roomIndex = indexer<RoomNode, string>((room) => room.floor_uuid, ordered);
const objectIndex = indexer<EntityNode, string | null>((entity) => entity.room_uuid ?? entity.home_uuid, ordered);
const mediaIndex = indexer<WizardMedia, string>((media) => media.owner_uuid);
const questionIndex = indexer<QuestionNode, string>(
  (question) => question.entity_uuid,
  (rows) => rows.sort((a, b) => a.question.localeCompare(b.question)),
);
const observationIndex = indexer<ObservationNode, string>((observation) => observation.entity_uuid, ordered);
const homeOrder = new WeakMap<EntityState<HomeNode, string>, HomeNode[]>();

/** Homes in order: the main home (used for exterior, docs/spec.md §3) first. */
export function homesOf(state: WizardState): HomeNode[] {
  let homes = homeOrder.get(state.homes);
  if (!homes) {
    homes = ordered(values(state.homes)).sort((a, b) => Number(b.type === 'main') - Number(a.type === 'main'));
    homeOrder.set(state.homes, homes);
  }
  return homes;
}
export const mainHome = (state: WizardState): HomeNode | undefined => homesOf(state)[0];
export const extraHomes = (state: WizardState) => homesOf(state).filter((home) => home.type === 'extra');

export const floorsOf = (state: WizardState, homeUuid: string): FloorNode[] =>
  floorIndex(state.floors).get(homeUuid) ?? NONE;
export const roomsOf = (state: WizardState, floorUuid: string): RoomNode[] =>
  roomIndex(state.rooms).get(floorUuid) ?? NONE;

const typedCache = new WeakMap<EntityNode[], Map<string, EntityNode[]>>();
/** Objects of a room, or the home-level objects of a home whose type is in `types` (all when empty). */
export function objectsOf(
  state: WizardState,
  owner: { room_uuid: string } | { home_uuid: string },
  types: readonly string[] = [],
): EntityNode[] {
  const all = objectIndex(state.entities).get('room_uuid' in owner ? owner.room_uuid : owner.home_uuid) ?? NONE;
  if (!types.length || !all.length) return all;
  // the same filtered array for the same objects and types, so a page gets a stable list
  let byTypes = typedCache.get(all);
  if (!byTypes) typedCache.set(all, (byTypes = new Map()));
  const key = types.join(' ');
  let typed = byTypes.get(key);
  if (!typed) byTypes.set(key, (typed = all.filter((entity) => types.includes(entity.type))));
  return typed;
}

export const mediaOf = (state: WizardState, ownerUuid: string): WizardMedia[] =>
  mediaIndex(state.media).get(ownerUuid) ?? NONE;

/** Object `uuid` with its questions and observations, as the object dialog edits it. */
export function fullObject(state: WizardState, uuid: string): ContentEntity | null {
  const node = state.entities.entities[uuid];
  if (!node) return null;
  const { home_uuid: _home, room_uuid: _room, ...entity } = node;
  return {
    ...entity,
    questions: (questionIndex(state.questions).get(uuid) ?? NONE).map(
      ({ entity_uuid: _entity, ...question }) => question,
    ),
    observations: (observationIndex(state.observations).get(uuid) ?? NONE).map(
      ({ entity_uuid: _entity, ...observation }) => observation,
    ),
  };
}
