/**
 * Reading the wizard's normalized report (pure functions of `WizardState`) and the hooks that
 * bind them to the shell's store.
 */
import { useDispatch, useSelector } from 'react-redux';
import type { ContentEntity } from 'shared-api/contract';
import { adapters, selectWizard, type WizardMedia, type WizardState } from './wizardSlice';
import type { EntityNode, FloorNode, HomeNode, RoomNode } from './tree';

/** The wizard's state from the shell's store. */
export const useWizard = (): WizardState => useSelector(selectWizard);
export const useWizardDispatch = () => useDispatch();

const ordered = <T extends { order?: number; name: string }>(rows: T[]) =>
  [...rows].sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.name.localeCompare(b.name));
const values = <T>(state: { ids: string[]; entities: Record<string, T> }) => state.ids.map((id) => state.entities[id]);

/** Homes in order: the main home (used for exterior, docs/spec.md §3) first. */
export const homesOf = (state: WizardState): HomeNode[] =>
  ordered(values(state.homes)).sort((a, b) => Number(b.type === 'main') - Number(a.type === 'main'));
export const mainHome = (state: WizardState): HomeNode | undefined => homesOf(state)[0];
export const extraHomes = (state: WizardState) => homesOf(state).filter((home) => home.type === 'extra');

export const floorsOf = (state: WizardState, homeUuid: string): FloorNode[] =>
  ordered(values(state.floors).filter((floor) => floor.home_uuid === homeUuid));
export const roomsOf = (state: WizardState, floorUuid: string): RoomNode[] =>
  ordered(values(state.rooms).filter((room) => room.floor_uuid === floorUuid));

/** Objects of a room, or the home-level objects of a home whose type is in `types` (all when empty). */
export function objectsOf(
  state: WizardState,
  owner: { room_uuid: string } | { home_uuid: string },
  types: readonly string[] = [],
): EntityNode[] {
  return ordered(
    values(state.entities).filter(
      (entity) =>
        ('room_uuid' in owner ? entity.room_uuid === owner.room_uuid : entity.home_uuid === owner.home_uuid) &&
        (!types.length || types.includes(entity.type)),
    ),
  );
}

export const mediaOf = (state: WizardState, ownerUuid: string): WizardMedia[] =>
  values(state.media).filter((media) => media.owner_uuid === ownerUuid);

/** Object `uuid` with its questions and observations, as the object dialog edits it. */
export function fullObject(state: WizardState, uuid: string): ContentEntity | null {
  const node = state.entities.entities[uuid];
  if (!node) return null;
  const { home_uuid: _home, room_uuid: _room, ...entity } = node;
  return {
    ...entity,
    questions: adapters.questions
      .getSelectors()
      .selectAll(state.questions)
      .filter((question) => question.entity_uuid === uuid)
      .map(({ entity_uuid: _entity, ...question }) => question)
      .sort((a, b) => a.question.localeCompare(b.question)),
    observations: ordered(values(state.observations).filter((observation) => observation.entity_uuid === uuid)).map(
      ({ entity_uuid: _entity, ...observation }) => observation,
    ),
  };
}
