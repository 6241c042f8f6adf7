/** Template library wire shapes (docs/spec.md §3 "Templates", §5, §7 "Templates", §9 types). */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Position, SingleLine, StringEnum } from './common';
import { ENTITY_TYPES, QUESTION_TYPES, TEMPLATE_KINDS } from './constants';
import { NullableEnum, RULE_TAGS } from './regions';

export type EntityType = (typeof ENTITY_TYPES)[number];
export type QuestionType = (typeof QUESTION_TYPES)[number];
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** Name and description; both required for homes, floors and rooms (docs/spec.md §5). */
export const NamedInput = Type.Object({
  name: SingleLine({ maxLength: 255 }),
  description: Type.String({ maxLength: 2000 }),
});
export type NamedInput = Static<typeof NamedInput>;
export const HomeInput = Type.Object({
  name: SingleLine({ maxLength: 255 }),
  description: Type.String({ maxLength: 2000 }),
  extra: Type.Optional(Type.Boolean()),
});
export type HomeInput = Static<typeof HomeInput>;
/**
 * Entity: name required, description optional, type one of §9, and the regional rule it satisfies
 * (`rule_tag`, docs/product.md "Regional completeness"; left out or null: none).
 */
export const EntityInput = Type.Object({
  name: SingleLine({ maxLength: 255 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  type: StringEnum(ENTITY_TYPES),
  rule_tag: Type.Optional(NullableEnum(RULE_TAGS)),
});
export type EntityInput = Static<typeof EntityInput>;

export const QuestionInput = Type.Object({
  question: Type.String({ maxLength: 500 }),
  type: StringEnum(QUESTION_TYPES),
  placeholder: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  options: Type.Optional(Type.Array(Type.String({ maxLength: 255 }), { maxItems: 100 })),
  manual_input: Type.Optional(Type.Boolean()),
});
export type QuestionInput = Static<typeof QuestionInput>;
export const Question = Type.Object({
  id: Type.Integer(),
  question: Type.String(),
  type: Type.String(),
  placeholder: Nullable(Type.String()),
  options: Type.Array(Type.String()),
  manual_input: Type.Boolean(),
});
export type Question = Static<typeof Question>;

/** Child links as the sync calls send and the gets return them. */
export const FloorLink = Type.Object({
  id: Id,
  order: Position,
  name: Type.String({ maxLength: 255 }),
  optional: Type.Boolean(),
});
export type FloorLink = Static<typeof FloorLink>;
export const RoomLink = FloorLink;
export type RoomLink = FloorLink;
export const EntityLink = Type.Object({
  id: Id,
  order: Position,
  name: Type.String({ maxLength: 255 }),
  optional: Type.Boolean(),
  type: StringEnum(ENTITY_TYPES),
});
export type EntityLink = Static<typeof EntityLink>;
export const ExtraHomeLink = Type.Object({
  id: Id,
  name: Type.String({ maxLength: 255 }),
  order: Position,
});
export type ExtraHomeLink = Static<typeof ExtraHomeLink>;

/** A row of the paged template lists. */
export const TemplateSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  type: Type.Optional(Type.String()),
  extra: Type.Optional(Type.Boolean()),
  /**
   * A building's owner (docs/product.md "The shared library"): the organisation whose own copy it
   * is, null for the provider's. Only buildings and extra buildings carry it.
   */
  organisation_id: Type.Optional(Nullable(Type.Integer())),
});
export type TemplateSummary = Static<typeof TemplateSummary>;

export const TemplateEntity = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  type: Type.String(),
  /** The regional rule the entity satisfies (docs/product.md "Regional completeness"); the server always sends it. */
  rule_tag: Type.Optional(NullableEnum(RULE_TAGS)),
  questions: Type.Array(Question),
});
export type TemplateEntity = Static<typeof TemplateEntity>;
export const TemplateRoom = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  entities: Type.Array(EntityLink),
});
export type TemplateRoom = Static<typeof TemplateRoom>;
export const TemplateFloor = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  rooms: Type.Array(RoomLink),
});
export type TemplateFloor = Static<typeof TemplateFloor>;
export const TemplateHome = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  extra: Type.Boolean(),
  /** The organisation whose own copy it is; null for the provider's (docs/product.md "The shared library"). */
  organisation_id: Type.Optional(Nullable(Type.Integer())),
  floors: Type.Array(FloorLink),
  entities: Type.Array(EntityLink),
  extra_homes: Type.Array(ExtraHomeLink),
});
export type TemplateHome = Static<typeof TemplateHome>;

/** Body of `POST /front/homes/{id}/copy`: the copy's name (default: the template's own). */
export const TemplateCopyInput = Type.Object({
  name: Type.Optional(SingleLine({ maxLength: 255 })),
});
export type TemplateCopyInput = Static<typeof TemplateCopyInput>;
