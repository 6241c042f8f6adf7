import { configureStore } from '@reduxjs/toolkit';
import type { ContentHome, TemplateEntity, TemplateRoom } from 'shared-api/contract';
import { buildTree, normalizeTree } from './tree';
import { withEditFlags } from './editFlags';
import { buildSavePayload, mediaSteps } from './payload';
import { newObservation, objectFromType, roomFromTemplate, uniqueName } from './objects';
import {
  floorChanged,
  loaded,
  mediaAdded,
  mediaUploaded,
  mediaRemoved,
  objectRemoved,
  objectSaved,
  wizardSlice,
  type WizardState,
} from './wizardSlice';
import { DOOR, FLOOR, HALL, HOME, KITCHEN, METER, OBSERVATION, QUESTION, SINK, homes, report } from './fixtures';

const flags = (tree: ContentHome[]) => {
  const result: Record<string, boolean | undefined> = {};
  const visit = (item: { uuid: string; is_edited?: boolean }) => (result[item.uuid] = item.is_edited);
  for (const home of tree) {
    visit(home);
    for (const floor of home.floors ?? []) {
      visit(floor);
      for (const room of floor.rooms ?? []) {
        visit(room);
        for (const entity of room.entities ?? []) {
          visit(entity);
          entity.questions?.forEach(visit);
          entity.observations?.forEach(visit);
        }
      }
    }
    home.entities?.forEach(visit);
  }
  return result;
};

const wizard = (type: 'post-editing' | 'addenda') => {
  const store = configureStore({ reducer: wizardSlice.reducer });
  store.dispatch(
    loaded({
      reportId: 7,
      type,
      basePath: `/reports/7/${type}`,
      keepSignatures: type === 'addenda' ? true : null,
      report: report(),
      homes: homes(),
    }),
  );
  return store;
};

describe('the normalized tree', () => {
  it('gives back the same tree, rooms in order', () => {
    const tree = buildTree(normalizeTree(homes()));
    expect(tree[0].floors![0].rooms!.map((room) => room.name)).toEqual(['Keuken', 'Inkomhal']);
    expect(tree[0].floors![0].rooms![0].entities![0].questions![0].uuid).toBe(QUESTION);
    expect(tree[0].entities!.map((entity) => entity.uuid)).toEqual([METER]);
    expect(buildTree(normalizeTree(tree))).toEqual(tree);
  });
});

describe('edit flags (docs/spec.md §4)', () => {
  it('marks everything edited for a normal edit', () => {
    expect(Object.values(flags(withEditFlags(homes(), new Set(), 'post-editing'))).every(Boolean)).toBe(true);
  });

  it('marks nothing for an addendum that changed nothing', () => {
    expect(Object.values(flags(withEditFlags(homes(), new Set(), 'addenda'))).some(Boolean)).toBe(false);
  });

  it('marks a saved object and its room, floor and home, not its siblings', () => {
    const result = flags(withEditFlags(homes(), new Set([SINK]), 'addenda'));
    expect(result[SINK] && result[KITCHEN] && result[FLOOR] && result[HOME]).toBe(true);
    expect(result[HALL]).toBe(false);
    expect(result[DOOR]).toBe(false);
    expect(result[METER]).toBe(false);
  });

  it('marks an object whose observation changed, and a floor change marks its home only', () => {
    expect(flags(withEditFlags(homes(), new Set([OBSERVATION]), 'addenda'))[SINK]).toBe(true);
    const floor = flags(withEditFlags(homes(), new Set([FLOOR]), 'addenda'));
    expect([floor[FLOOR], floor[HOME], floor[KITCHEN], floor[SINK]]).toEqual([true, true, false, false]);
  });
});

describe('the wizard slice and the save payload', () => {
  it('a floor change marks the floor and its home in the addendum payload', () => {
    const store = wizard('addenda');
    store.dispatch(floorChanged({ uuid: FLOOR, changes: { name: 'Benedenverdieping' } }));
    const payload = buildSavePayload(store.getState());
    expect(payload.homes[0].floors![0]).toMatchObject({ name: 'Benedenverdieping', is_edited: true });
    expect(payload.homes[0].is_edited).toBe(true);
    expect(payload.homes[0].floors![0].rooms!.some((room) => room.is_edited)).toBe(false);
    expect(store.getState().dirty).toBe(true);
  });

  it('an edited object replaces the old one; stored images are listed, removed ones left out', () => {
    const store = wizard('post-editing');
    const sink = buildSavePayload(store.getState()).homes[0].floors![0].rooms![0].entities![0];
    expect(sink.media).toEqual(['01900000-0000-7000-8000-0000000000a1']);
    store.dispatch(
      objectSaved({ entity: { ...sink, name: 'Lavabo', observations: [] }, home_uuid: null, room_uuid: KITCHEN }),
    );
    store.dispatch(mediaRemoved('01900000-0000-7000-8000-0000000000a1'));
    const state: WizardState = store.getState();
    const saved = buildSavePayload(state).homes[0].floors![0].rooms![0].entities![0];
    expect(saved).toMatchObject({ uuid: SINK, name: 'Lavabo', media: [], observations: [] });
    expect(buildSavePayload(state).circumstances).toEqual(['sunny']);
    expect(buildSavePayload(state).place).toEqual({ remarks: 'Oud' });
  });

  it('uploads new images before the save, under their own item; a removal is an image the save no longer names', () => {
    const store = wizard('addenda');
    store.dispatch(mediaAdded({ uuid: 'new-photo', owner_uuid: SINK, id: null, url: 'blob:1' }));
    store.dispatch(objectRemoved(DOOR));
    expect(mediaSteps(store.getState())).toEqual([{ kind: 'upload', uuid: 'new-photo', owner_uuid: SINK }]);
    store.dispatch(mediaUploaded({ uuid: 'new-photo', id: 77 }));
    expect(mediaSteps(store.getState())).toEqual([]);
    expect(buildSavePayload(store.getState()).homes[0].floors![0].rooms![0].entities![0].media).toContain('new-photo');
    const payload = buildSavePayload(store.getState());
    expect(payload.homes[0].floors![0].rooms![0].is_edited).toBe(true);
    expect(payload.homes[0].floors![0].rooms![1].entities).toEqual([]);
  });
});

describe('new items of the object dialog', () => {
  const type: TemplateEntity = {
    id: 5,
    name: 'Stopcontact',
    description: '',
    type: 'elec',
    questions: [{ id: 1, question: 'Aantal', type: 'count', placeholder: null, options: [], manual_input: false }],
  };

  it('counts names up until unique (name 2, 3)', () => {
    expect(uniqueName('Stopcontact', ['Deur'])).toBe('Stopcontact');
    expect(uniqueName('Stopcontact', ['Stopcontact'])).toBe('Stopcontact 2');
    expect(uniqueName('Stopcontact', ['stopcontact', 'Stopcontact 2'])).toBe('Stopcontact 3');
    expect(objectFromType(type, ['Stopcontact']).name).toBe('Stopcontact 2');
  });

  it('copies a template room with new uuids for its objects and their questions', () => {
    const room: TemplateRoom = {
      id: 9,
      name: 'Badkamer',
      description: '',
      entities: [
        { id: 5, order: 1, name: 'Stopcontact', optional: false, type: 'elec' },
        { id: 5, order: 2, name: 'Stopcontact', optional: false, type: 'elec' },
      ],
    };
    const first = roomFromTemplate(room, new Map([[5, type]]), FLOOR, ['Badkamer'], 3);
    const second = roomFromTemplate(room, new Map([[5, type]]), FLOOR, [], 4);
    expect(first.room).toMatchObject({ name: 'Badkamer 2', floor_uuid: FLOOR, order: 3 });
    expect(first.entities.map((entity) => entity.name)).toEqual(['Stopcontact', 'Stopcontact 2']);
    expect(first.entities[0].questions![0]).toMatchObject({ question: 'Aantal', answers: [] });
    const uuids = [first, second].flatMap(({ room: copy, entities }) => [
      copy.uuid,
      ...entities.flatMap((entity) => [entity.uuid, ...entity.questions!.map((question) => question.uuid)]),
    ]);
    expect(new Set(uuids).size).toBe(uuids.length);
  });

  it('names a new observation from the count', () => {
    expect(newObservation('Vaststelling 2', 1)).toMatchObject({
      name: 'Vaststelling 2',
      type: 'observation',
      order: 2,
    });
  });
});
