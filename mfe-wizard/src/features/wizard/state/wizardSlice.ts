/**
 * The report being post-edited (docs/ARCHITECTURE.md "The wizard's state", docs/spec.md §3 "Report (post-editing)",
 * §4 "Post-editing wizard"): an RTK slice injected into the shell's one store, normalized by
 * uuid with one entity adapter per kind. Not the RTK Query cache, so a refetch never overwrites
 * unsaved edits. Files and blobs stay outside the store (`mediaFiles.ts`); the store keeps each
 * new image's uuid, owner and preview URL.
 */
import {
  createEntityAdapter,
  createSlice,
  rootReducer,
  type EntityState,
  type PayloadAction,
  type WizardType,
} from 'shared-api';
import type {
  CheckedCircumstance,
  Completeness,
  ContentEntity,
  EntryFinding,
  ContentHome,
  Party,
  PartyInput,
  PostEditingReport,
  StoredMedia,
  TemplateEntity,
  TemplateRoom,
} from 'shared-api/contract';
import {
  normalizeTree,
  type EntityNode,
  type FloorNode,
  type HomeNode,
  type ObservationNode,
  type QuestionNode,
  type RoomNode,
} from './tree';

/** An image in the wizard: stored on the server (`id` set, `url` its path) or newly added (`id` null, `url` an object URL). */
export interface WizardMedia {
  uuid: string;
  owner_uuid: string;
  id: number | null;
  url: string;
}

const byUuid = <T extends { uuid: string }>() => createEntityAdapter<T, string>({ selectId: (row) => row.uuid });
export const adapters = {
  homes: byUuid<HomeNode>(),
  floors: byUuid<FloorNode>(),
  rooms: byUuid<RoomNode>(),
  entities: byUuid<EntityNode>(),
  questions: byUuid<QuestionNode>(),
  observations: byUuid<ObservationNode>(),
  media: byUuid<WizardMedia>(),
};

/**
 * What the field app brings along for offline work (docs/product.md "The field app"): the
 * downloaded template rooms and object types and the regional completeness, read instead of the
 * back-office's calls.
 */
export interface OfflineSources {
  templates: { rooms: TemplateRoom[]; entities: TemplateEntity[] };
  completeness: Completeness;
  /**
   * A follow-up's starting point: what the report it follows found, by the follow-up's item uuid,
   * photos as object URLs of the device's copies; null for a report that follows none.
   */
  entry: { reference: string; finished_at: number | null; items: Record<string, EntryFinding> } | null;
}

export interface WizardState {
  reportId: number | null;
  type: WizardType | null;
  /** URL of the editor's pages: `/reports/{id}/{type}` in the wizard, `/inspections/{kind}/{id}` in the field app. */
  basePath: string;
  /** Set in the field app: the editor works on what the device holds. */
  offline: OfflineSources | null;
  /** Addenda only: keep every party's signature (docs/spec.md §4 "Ja"/"Neen"). */
  keepSignatures: boolean | null;
  homes: EntityState<HomeNode, string>;
  floors: EntityState<FloorNode, string>;
  rooms: EntityState<RoomNode, string>;
  entities: EntityState<EntityNode, string>;
  questions: EntityState<QuestionNode, string>;
  observations: EntityState<ObservationNode, string>;
  media: EntityState<WizardMedia, string>;
  /** A new front picture of the place, uploaded with the save (its bytes in `mediaFiles`). */
  placePicture: { uuid: string; url: string } | null;
  /** Items the user changed (uuids): the source of the addendum's edit flags. */
  touched: Record<string, true>;
  parties: (Party | PartyInput)[];
  place: PostEditingReport['place'];
  circumstances: CheckedCircumstance[];
  config: PostEditingReport['config'];
  reportType: PostEditingReport['type'] | null;
  /** Unsaved changes exist. */
  dirty: boolean;
}

const emptyState = (): WizardState => ({
  reportId: null,
  type: null,
  basePath: '',
  offline: null,
  keepSignatures: null,
  homes: adapters.homes.getInitialState(),
  floors: adapters.floors.getInitialState(),
  rooms: adapters.rooms.getInitialState(),
  entities: adapters.entities.getInitialState(),
  questions: adapters.questions.getInitialState(),
  observations: adapters.observations.getInitialState(),
  media: adapters.media.getInitialState(),
  placePicture: null,
  touched: {},
  parties: [],
  place: null,
  circumstances: [],
  config: null,
  reportType: null,
  dirty: false,
});

export interface LoadedPayload {
  reportId: number;
  type: WizardType;
  basePath: string;
  /** The field app's downloaded sources; absent in the wizard. */
  offline?: OfflineSources;
  /** The images when they are not `report.media` (the field app's, on the device). */
  media?: WizardMedia[];
  keepSignatures: boolean | null;
  report: PostEditingReport;
  /** The addendum's starting tree (`addendable_homes`); the report's `answers` otherwise. */
  homes: ContentHome[];
}

/** Removes object `uuid` with its questions, observations and images from `state`. */
function removeObject(state: WizardState, uuid: string) {
  const questionIds = state.questions.ids.filter((id) => state.questions.entities[id].entity_uuid === uuid);
  const observationIds = state.observations.ids.filter((id) => state.observations.entities[id].entity_uuid === uuid);
  adapters.questions.removeMany(state.questions, questionIds);
  adapters.observations.removeMany(state.observations, observationIds);
  adapters.entities.removeOne(state.entities, uuid);
  for (const owner of [uuid, ...observationIds]) dropMediaOf(state, owner);
}

/** Drops the images of `owner` (the save's `media` lists no longer name them, so the server removes them). */
function dropMediaOf(state: WizardState, owner: string) {
  const ids = state.media.ids.filter((id) => state.media.entities[id].owner_uuid === owner);
  for (const id of ids) forgetMedia(state, id);
}

function forgetMedia(state: WizardState, uuid: string) {
  const media = state.media.entities[uuid];
  if (!media) return;
  adapters.media.removeOne(state.media, uuid);
}

/** Puts object `entity` under `owner` with its questions and observations (they must not be held yet). */
function putObject(
  state: WizardState,
  entity: ContentEntity,
  owner: { home_uuid: string | null; room_uuid: string | null },
) {
  const { questions = [], observations = [], ...node } = entity;
  adapters.entities.setOne(state.entities, { ...node, home_uuid: owner.home_uuid, room_uuid: owner.room_uuid });
  adapters.questions.addMany(
    state.questions,
    questions.map((question) => ({ ...question, entity_uuid: node.uuid })),
  );
  adapters.observations.addMany(
    state.observations,
    observations.map((observation) => ({ ...observation, entity_uuid: node.uuid })),
  );
}

const changed = (state: WizardState, uuid: string) => {
  state.touched[uuid] = true;
  state.dirty = true;
};

export const wizardSlice = createSlice({
  name: 'wizard',
  initialState: emptyState,
  reducers: {
    /** The report (or the addendum's starting tree) arrived: the wizard starts from it. */
    loaded(_state, { payload }: PayloadAction<LoadedPayload>) {
      const flat = normalizeTree(payload.homes);
      // adapters on plain (non-draft) state return the new state
      const fresh = emptyState();
      return {
        ...fresh,
        reportId: payload.reportId,
        type: payload.type,
        basePath: payload.basePath,
        offline: payload.offline ?? null,
        keepSignatures: payload.keepSignatures,
        homes: adapters.homes.setAll(fresh.homes, flat.homes),
        floors: adapters.floors.setAll(fresh.floors, flat.floors),
        rooms: adapters.rooms.setAll(fresh.rooms, flat.rooms),
        entities: adapters.entities.setAll(fresh.entities, flat.entities),
        questions: adapters.questions.setAll(fresh.questions, flat.questions),
        observations: adapters.observations.setAll(fresh.observations, flat.observations),
        media: adapters.media.setAll(
          fresh.media,
          payload.media ??
            payload.report.media.map((item: StoredMedia) => ({
              uuid: item.uuid,
              owner_uuid: item.owner_uuid,
              id: item.id,
              url: item.resized_url ?? item.url,
            })),
        ),
        parties: payload.report.parties,
        place: payload.report.place,
        circumstances: payload.report.circumstances,
        config: payload.report.config,
        reportType: payload.report.type,
      };
    },
    /** Leaving the wizard unloads the report (docs/spec.md §4). */
    unloaded: () => emptyState(),
    /**
     * The object dialog saved `entity` (docs/spec.md §4): an existing uuid replaces the object, a new one
     * is added under `home_uuid` or `room_uuid`. Its questions and observations are replaced.
     */
    objectSaved(
      state,
      { payload }: PayloadAction<{ entity: ContentEntity; home_uuid: string | null; room_uuid: string | null }>,
    ) {
      const node = payload.entity;
      const observations = node.observations ?? [];
      const gone = state.observations.ids.filter(
        (id) =>
          state.observations.entities[id].entity_uuid === node.uuid &&
          !observations.some((observation) => observation.uuid === id),
      );
      for (const id of gone) dropMediaOf(state, id);
      adapters.questions.removeMany(
        state.questions,
        state.questions.ids.filter((id) => state.questions.entities[id].entity_uuid === node.uuid),
      );
      adapters.observations.removeMany(
        state.observations,
        state.observations.ids.filter((id) => state.observations.entities[id].entity_uuid === node.uuid),
      );
      const existing = state.entities.entities[node.uuid];
      putObject(
        state,
        payload.entity,
        existing ? { home_uuid: existing.home_uuid, room_uuid: existing.room_uuid } : payload,
      );
      changed(state, node.uuid);
      for (const observation of observations) state.touched[observation.uuid] = true;
    },
    /** Removes an object with no confirmation (docs/spec.md §4). */
    objectRemoved(state, { payload }: PayloadAction<string>) {
      removeObject(state, payload);
      state.dirty = true;
    },
    /** A new room under `floor_uuid` (blank or copied from a template room, objects included). */
    roomAdded(state, { payload }: PayloadAction<{ room: RoomNode; entities: ContentEntity[] }>) {
      adapters.rooms.addOne(state.rooms, payload.room);
      changed(state, payload.room.uuid);
      for (const entity of payload.entities) {
        putObject(state, entity, { home_uuid: null, room_uuid: payload.room.uuid });
        state.touched[entity.uuid] = true;
      }
    },
    /** Room page edits: name, cleanliness, state, remarks. */
    roomChanged(state, { payload }: PayloadAction<{ uuid: string; changes: Partial<RoomNode> }>) {
      adapters.rooms.updateOne(state.rooms, { id: payload.uuid, changes: payload.changes });
      changed(state, payload.uuid);
    },
    roomRemoved(state, { payload }: PayloadAction<string>) {
      for (const id of state.entities.ids.filter((entity) => state.entities.entities[entity].room_uuid === payload))
        removeObject(state, id);
      dropMediaOf(state, payload);
      adapters.rooms.removeOne(state.rooms, payload);
      state.dirty = true;
    },
    /** A floor's name, cleanliness, state or remarks changed: it and its ancestors become edited (docs/spec.md §4). */
    floorChanged(state, { payload }: PayloadAction<{ uuid: string; changes: Partial<FloorNode> }>) {
      adapters.floors.updateOne(state.floors, { id: payload.uuid, changes: payload.changes });
      changed(state, payload.uuid);
    },
    /** A new extra building (docs/spec.md §2 `extra` "Toevoegen"). */
    homeAdded(state, { payload }: PayloadAction<HomeNode>) {
      adapters.homes.addOne(state.homes, payload);
      changed(state, payload.uuid);
    },
    /** A new floor (the add-floor modal). */
    floorAdded(state, { payload }: PayloadAction<FloorNode>) {
      adapters.floors.addOne(state.floors, payload);
      changed(state, payload.uuid);
    },
    /** A new image of `owner_uuid`; its bytes wait in `mediaFiles` under the same uuid. */
    mediaAdded(state, { payload }: PayloadAction<WizardMedia>) {
      adapters.media.addOne(state.media, payload);
      changed(state, payload.owner_uuid);
    },
    /** Removes an image; a stored one is collected in the removed-media list (docs/spec.md §4). */
    mediaRemoved(state, { payload }: PayloadAction<string>) {
      const owner = state.media.entities[payload]?.owner_uuid;
      forgetMedia(state, payload);
      if (owner) changed(state, owner);
    },
    partiesChanged(state, { payload }: PayloadAction<(Party | PartyInput)[]>) {
      state.parties = payload;
      state.dirty = true;
    },
    placeRemarksChanged(state, { payload }: PayloadAction<string>) {
      if (state.place) state.place.remarks = payload;
      state.dirty = true;
    },
    /** A new front picture of the place (docs/spec.md §2 `detail`), uploaded with the save. */
    placePictureChosen(state, { payload }: PayloadAction<{ uuid: string; url: string } | null>) {
      state.placePicture = payload;
      state.dirty = true;
    },
    circumstanceToggled(state, { payload }: PayloadAction<string>) {
      const row = state.circumstances.find((candidate) => candidate.key === payload);
      if (row) row.checked = !row.checked;
      state.dirty = true;
    },
    /** An image went up during the save: it is held by the server now (a retry skips it). */
    mediaUploaded(state, { payload }: PayloadAction<{ uuid: string; id: number }>) {
      const media = state.media.entities[payload.uuid];
      if (media) media.id = payload.id;
      if (state.placePicture?.uuid === payload.uuid) state.placePicture = null;
    },
    /** The save went through: nothing is unsaved any more. */
    saved(state) {
      state.dirty = false;
    },
  },
});

export const {
  loaded,
  unloaded,
  objectSaved,
  objectRemoved,
  roomAdded,
  roomChanged,
  roomRemoved,
  floorChanged,
  floorAdded,
  homeAdded,
  mediaAdded,
  mediaRemoved,
  partiesChanged,
  placeRemarksChanged,
  placePictureChosen,
  circumstanceToggled,
  mediaUploaded,
  saved,
} = wizardSlice.actions;

/** The slice as injected into the shell's root reducer; `selectWizard(rootState)` reads it. */
export const injectedWizard = wizardSlice.injectInto(rootReducer);
export const selectWizard = (state: unknown) => injectedWizard.selectSlice(state as never) as WizardState;
