/**
 * Edit flags of docs/spec.md §4 "Post-editing wizard", derived in one place when the save payload is
 * built. A normal edit (`post-editing`) marks every item edited. An addendum marks what the user
 * touched (saved in the object dialog, or changed on a floor or room page) and every ancestor of
 * it: an object's room, floor and home; a question's or observation's object.
 */
import type { ContentEntity, ContentHome } from 'shared-api/contract';
import type { WizardType } from 'shared-api';

/** `homes` with `is_edited` set on every item by the rules above; `touched` holds item uuids. */
export function withEditFlags(homes: ContentHome[], touched: ReadonlySet<string>, type: WizardType): ContentHome[] {
  const all = type === 'post-editing';
  const flag = (uuid: string) => all || touched.has(uuid);
  const entity = (item: ContentEntity): ContentEntity => {
    const questions = item.questions?.map((question) => ({ ...question, is_edited: flag(question.uuid) }));
    const observations = item.observations?.map((observation) => ({
      ...observation,
      is_edited: flag(observation.uuid),
    }));
    const edited =
      flag(item.uuid) ||
      Boolean(questions?.some((question) => question.is_edited)) ||
      Boolean(observations?.some((observation) => observation.is_edited));
    return { ...item, questions, observations, is_edited: edited };
  };
  return homes.map((home) => {
    const floors = home.floors?.map((floor) => {
      const rooms = floor.rooms?.map((room) => {
        const entities = room.entities?.map(entity);
        return { ...room, entities, is_edited: flag(room.uuid) || Boolean(entities?.some((item) => item.is_edited)) };
      });
      return { ...floor, rooms, is_edited: flag(floor.uuid) || Boolean(rooms?.some((room) => room.is_edited)) };
    });
    const entities = home.entities?.map(entity);
    const edited =
      flag(home.uuid) ||
      Boolean(floors?.some((floor) => floor.is_edited)) ||
      Boolean(entities?.some((item) => item.is_edited));
    return { ...home, floors, entities, is_edited: edited };
  });
}
