/**
 * The save of spec §4 "Post-editing wizard" built from the wizard's state: the body of `PUT` or
 * `POST /front/reports/{id}/addenda` (spec §7) and the media work that follows it.
 */
import type { PartyInput, PostEditingSave } from 'shared-api/contract';
import { adapters, type WizardState } from './wizardSlice';
import { buildTree, type FlatTree } from './tree';
import { withEditFlags } from './editFlags';

const all = <K extends keyof FlatTree>(state: WizardState, kind: K) =>
  adapters[kind].getSelectors().selectAll(state[kind] as never) as FlatTree[K];

/**
 * The request body: the whole tree with edit flags, each item listing the stored images it
 * keeps (an addendum copies those; a normal edit ignores the lists), the parties, the place's
 * remarks and the checked circumstances.
 */
export function buildSavePayload(state: WizardState): PostEditingSave {
  const flat: FlatTree = {
    homes: all(state, 'homes'),
    floors: all(state, 'floors'),
    rooms: all(state, 'rooms'),
    entities: all(state, 'entities'),
    questions: all(state, 'questions'),
    observations: all(state, 'observations'),
  };
  const stored = new Map<string, string[]>();
  for (const media of adapters.media.getSelectors().selectAll(state.media))
    if (media.id !== null) stored.set(media.owner_uuid, [...(stored.get(media.owner_uuid) ?? []), media.uuid]);
  const withMedia = <T extends { uuid: string }>(item: T) => ({ ...item, media: stored.get(item.uuid) ?? [] });
  flat.floors = flat.floors.map(withMedia);
  flat.rooms = flat.rooms.map(withMedia);
  flat.entities = flat.entities.map(withMedia);
  flat.observations = flat.observations.map(withMedia);
  return {
    homes: withEditFlags(buildTree(flat), new Set(Object.keys(state.touched)), state.type ?? 'post-editing'),
    parties: state.parties as PartyInput[],
    place: state.place ? { remarks: state.place.remarks } : undefined,
    circumstances: state.circumstances.filter((row) => row.checked).map((row) => row.key),
  };
}

/** One step of the media work after the save: upload a new image, remove a stored one, or the front picture. */
export type MediaStep =
  | { kind: 'upload'; uuid: string; owner_uuid: string }
  | { kind: 'remove'; id: number; owner_uuid: string }
  | { kind: 'place'; uuid: string };

/**
 * The media work after the save: removals, uploads, then the place's front picture. An
 * addendum removes nothing from the report (its copies simply leave the images out) and
 * uploads to the addendum's own items: `uuids` maps each item uuid to the addendum's.
 */
export function mediaSteps(state: WizardState, uuids: Record<string, string> | null): MediaStep[] {
  const uploads = adapters.media
    .getSelectors()
    .selectAll(state.media)
    .filter((media) => media.id === null)
    .map((media) => ({
      kind: 'upload' as const,
      uuid: media.uuid,
      owner_uuid: uuids ? uuids[media.owner_uuid] : media.owner_uuid,
    }))
    .filter((step) => Boolean(step.owner_uuid));
  const removals = uuids ? [] : state.removedMedia.map((media) => ({ kind: 'remove' as const, ...media }));
  const place = state.placePicture ? [{ kind: 'place' as const, uuid: state.placePicture.uuid }] : [];
  return [...removals, ...uploads, ...place];
}
