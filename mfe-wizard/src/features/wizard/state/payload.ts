/**
 * The saves built from the editor's state: the wizard's post-editing save (docs/product.md
 * "Post-editing is a draft"), the uploads that go first and the body of `PUT` or
 * `POST /front/reports/{id}/addenda`; and the field app's content upload.
 */
import type { ContentHome, ContentTree, PartyInput, PostEditingSave } from 'shared-api/contract';
import { adapters, type WizardMedia, type WizardState } from './wizardSlice';
import { buildTree, type FlatTree } from './tree';
import { withEditFlags } from './editFlags';

const all = <K extends keyof FlatTree>(state: WizardState, kind: K) =>
  adapters[kind].getSelectors().selectAll(state[kind] as never) as FlatTree[K];

/** The tree nested again, each item listing the images that `named` keeps. */
function treeOf(state: WizardState, named: (media: WizardMedia) => boolean): ContentHome[] {
  const flat: FlatTree = {
    homes: all(state, 'homes'),
    floors: all(state, 'floors'),
    rooms: all(state, 'rooms'),
    entities: all(state, 'entities'),
    questions: all(state, 'questions'),
    observations: all(state, 'observations'),
  };
  const kept = new Map<string, string[]>();
  for (const media of adapters.media.getSelectors().selectAll(state.media))
    if (named(media)) kept.set(media.owner_uuid, [...(kept.get(media.owner_uuid) ?? []), media.uuid]);
  const withMedia = <T extends { uuid: string }>(item: T) => ({ ...item, media: kept.get(item.uuid) ?? [] });
  flat.floors = flat.floors.map(withMedia);
  flat.rooms = flat.rooms.map(withMedia);
  flat.entities = flat.entities.map(withMedia);
  flat.observations = flat.observations.map(withMedia);
  return buildTree(flat);
}

const checkedCircumstances = (state: WizardState) =>
  state.circumstances.filter((row) => row.checked).map((row) => row.key);

/**
 * The request body: the whole tree with edit flags, each item listing the images it holds after
 * the save (uploaded drafts included; a normal edit removes the ones left out, an addendum copies
 * the named ones), the parties, the place's remarks and the checked circumstances.
 */
export function buildSavePayload(state: WizardState): PostEditingSave {
  return {
    homes: withEditFlags(
      treeOf(state, (media) => media.id !== null),
      new Set(Object.keys(state.touched)),
      state.type ?? 'post-editing',
    ),
    parties: state.parties as PartyInput[],
    place: state.place ? { remarks: state.place.remarks } : undefined,
    circumstances: checkedCircumstances(state),
  };
}

/**
 * The field app's `PUT /app/…/content` body (docs/product.md "The field app"): the whole tree,
 * each item naming every image it holds, whether on the server already or still on the device
 * (the receipt then lists what the server lacks), and the checked circumstances.
 */
export function buildContentTree(state: WizardState): ContentTree {
  return { homes: treeOf(state, () => true), circumstances: checkedCircumstances(state) };
}

/** One upload before the save: a new image of an item (a draft until the save names it), or the front picture. */
export type MediaStep = { kind: 'upload'; uuid: string; owner_uuid: string } | { kind: 'place'; uuid: string };

/**
 * The uploads that go before the save (docs/product.md "Post-editing is a draft"): each new image
 * of an item, under the item's uuid here (the server moves it to an addendum's copy), and the
 * place's front picture. Removals need no call: the save's `media` lists leave them out.
 */
export function mediaSteps(state: WizardState): MediaStep[] {
  const uploads = adapters.media
    .getSelectors()
    .selectAll(state.media)
    .filter((media) => media.id === null)
    .map((media) => ({ kind: 'upload' as const, uuid: media.uuid, owner_uuid: media.owner_uuid }));
  const place = state.placePicture ? [{ kind: 'place' as const, uuid: state.placePicture.uuid }] : [];
  return [...uploads, ...place];
}
