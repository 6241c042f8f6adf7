/**
 * New items of the object dialog (docs/spec.md §2 "Object dialog", §4): objects from a type, rooms from
 * a template room, observations. Every new item gets a new time-based uuid (v7).
 */
import { v7 as uuid } from 'uuid';
import type { ContentEntity, ContentObservation, TemplateEntity, TemplateRoom } from 'shared-api/contract';
import type { FloorNode, HomeNode, RoomNode } from './tree';

/** `name`, or with a counter appended ("name 2", "name 3", …) until no sibling has it (docs/spec.md §4). */
export function uniqueName(name: string, siblings: readonly string[]): string {
  const taken = new Set(siblings.map((sibling) => sibling.trim().toLowerCase()));
  if (!taken.has(name.trim().toLowerCase())) return name;
  let counter = 2;
  while (taken.has(`${name} ${counter}`.toLowerCase())) counter++;
  return `${name} ${counter}`;
}

/**
 * A new object of template type `type`, named uniquely among `siblings`, with the type's
 * questions unanswered. `pageType` (key, meter, exterior, exterior.space) overrides the
 * template's type on the pages that fix it (docs/spec.md §4).
 */
export function objectFromType(type: TemplateEntity, siblings: readonly string[], pageType?: string): ContentEntity {
  return {
    uuid: uuid(),
    name: uniqueName(type.name, siblings),
    original_name: type.name,
    type: pageType ?? type.type,
    eval_not_possible: false,
    state: null,
    cleanliness: null,
    remarks: null,
    amount: null,
    questions: type.questions.map((question) => ({
      uuid: uuid(),
      question: question.question,
      type: question.type,
      options: question.options,
      placeholder: question.placeholder,
      answers: [],
    })),
    observations: [],
  };
}

/**
 * A new room on floor `floorUuid` copied from template room `room`: its name (unique among
 * `siblings`) and its objects, each a new object with new uuids (docs/spec.md §4). `types` are the
 * template types by id, for the objects' questions.
 */
export function roomFromTemplate(
  room: TemplateRoom,
  types: ReadonlyMap<number, TemplateEntity>,
  floorUuid: string,
  siblings: readonly string[],
  order: number,
): { room: RoomNode; entities: ContentEntity[] } {
  const entities: ContentEntity[] = [];
  for (const link of room.entities) {
    const type = types.get(link.id);
    const base = type ?? { id: link.id, name: link.name, description: '', type: link.type, questions: [] };
    entities.push({
      ...objectFromType(
        base,
        entities.map((entity) => entity.name),
        link.type,
      ),
      name: uniqueName(
        link.name,
        entities.map((entity) => entity.name),
      ),
      order: link.order,
    });
  }
  return { room: blankRoom(uniqueName(room.name, siblings), floorUuid, order), entities };
}

/** A new floor named `name` of home `homeUuid`, after its `count` floors. */
export const newFloor = (name: string, homeUuid: string, count: number): FloorNode => ({
  uuid: uuid(),
  home_uuid: homeUuid,
  name,
  order: count + 1,
  cleanliness: null,
  state: null,
  remarks: null,
});

/** A new extra building named `name`, after the report's `count` homes. */
export const newExtraHome = (name: string, count: number): HomeNode => ({
  uuid: uuid(),
  type: 'extra',
  name,
  order: count + 1,
});

/** A new empty room ("Nieuwe kamer"). */
export const blankRoom = (name: string, floorUuid: string, order: number): RoomNode => ({
  uuid: uuid(),
  floor_uuid: floorUuid,
  name,
  order,
  cleanliness: null,
  state: null,
  remarks: null,
});

/**
 * A new observation of type "observation" (docs/spec.md §3). `name` is the catalogue's default name
 * ("Vaststelling N", N = `count` + 1, formatted by the caller); `count` observations exist.
 */
export const newObservation = (name: string, count: number): ContentObservation => ({
  uuid: uuid(),
  name,
  type: 'observation',
  remarks: null,
  order: count + 1,
});
