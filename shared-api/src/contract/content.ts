/**
 * A report's own content tree on the wire (docs/spec.md §3 "Report (post-editing)"): homes, floors,
 * rooms, entities (objects) with questions and observations, each keyed by a time-based uuid
 * (v7) made by the client. One shape serves the tablet app's sync upload (`PUT
 * /app/reports/{id}/content`) and the back-office's post-editing (`GET
 * /front/reports/{id}/post-editing`, `PUT|POST /front/reports/{id}/addenda`).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Position, StringEnum } from './common';

export const Uuid = Type.String({ format: 'uuid' });
const text = (maxLength = 2000) => Type.Optional(Nullable(Type.String({ maxLength })));
/**
 * Media uuids of an item. The app lists what it holds (the server must hold each before the
 * report can finish); post-editing lists the stored images an addendum keeps.
 */
const MediaList = Type.Optional(Type.Array(Uuid, { maxItems: 500 }));
/** Spec §4 edit flag: set by the post-editing wizard; an addendum holds only edited items. */
const edited = { is_edited: Type.Optional(Type.Boolean()) };
const assessed = { cleanliness: text(100), state: text(100), remarks: text(5000) };
const order = Type.Optional(Position);

/**
 * One answer, kept in the JSON type it was sent with (docs/product.md "Typed answers"): numbers
 * for `number` and `count` questions, booleans for `bool`, text otherwise. One multi-type schema
 * rather than a union, so the server's query coercion never turns `3` into `"3"`.
 */
export const Answer = Type.Unsafe<string | number | boolean>({
  type: ['string', 'number', 'boolean'],
  maxLength: 2000,
});
export type Answer = Static<typeof Answer>;

export const ContentQuestion = Type.Object({
  uuid: Uuid,
  question: Type.String({ maxLength: 500 }),
  type: Type.String({ maxLength: 20 }),
  options: Type.Optional(Type.Array(Type.String({ maxLength: 255 }), { maxItems: 100 })),
  placeholder: text(255),
  answers: Type.Array(Answer, { maxItems: 100 }),
  ...edited,
});
export type ContentQuestion = Static<typeof ContentQuestion>;
export const ContentObservation = Type.Object({
  uuid: Uuid,
  name: Type.String({ maxLength: 255 }),
  type: Type.String({ maxLength: 100 }),
  remarks: text(5000),
  order,
  media: MediaList,
  ...edited,
});
export type ContentObservation = Static<typeof ContentObservation>;
export const ContentEntity = Type.Object({
  uuid: Uuid,
  name: Type.String({ maxLength: 255 }),
  original_name: text(255),
  type: Type.String({ maxLength: 50 }),
  order,
  eval_not_possible: Type.Optional(Type.Boolean()),
  amount: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000000 }))),
  ...assessed,
  media: MediaList,
  questions: Type.Optional(Type.Array(ContentQuestion, { maxItems: 200 })),
  observations: Type.Optional(Type.Array(ContentObservation, { maxItems: 200 })),
  ...edited,
});
export type ContentEntity = Static<typeof ContentEntity>;
export const ContentRoom = Type.Object({
  uuid: Uuid,
  name: Type.String({ maxLength: 255 }),
  order,
  ...assessed,
  media: MediaList,
  entities: Type.Optional(Type.Array(ContentEntity, { maxItems: 500 })),
  ...edited,
});
export type ContentRoom = Static<typeof ContentRoom>;
export const ContentFloor = Type.Object({
  uuid: Uuid,
  name: Type.String({ maxLength: 255 }),
  order,
  ...assessed,
  media: MediaList,
  rooms: Type.Optional(Type.Array(ContentRoom, { maxItems: 200 })),
  ...edited,
});
export type ContentFloor = Static<typeof ContentFloor>;
export const ContentHome = Type.Object({
  uuid: Uuid,
  type: StringEnum(['main', 'extra'] as const),
  name: Type.String({ maxLength: 255 }),
  order,
  floors: Type.Optional(Type.Array(ContentFloor, { maxItems: 100 })),
  /** Home-level objects: meters, keys, technical installations, exterior. */
  entities: Type.Optional(Type.Array(ContentEntity, { maxItems: 500 })),
  ...edited,
});
export type ContentHome = Static<typeof ContentHome>;

/**
 * Body of `PUT /app/reports/{id}/content`: homes it names are replaced (children it leaves out
 * are removed); homes it does not name stay. `circumstances` (keys) replaces the report's when given.
 */
export const ContentTree = Type.Object({
  homes: Type.Array(ContentHome, { maxItems: 20 }),
  circumstances: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 100 })),
});
export type ContentTree = Static<typeof ContentTree>;
