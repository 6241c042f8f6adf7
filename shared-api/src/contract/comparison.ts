/**
 * Entry against exit (issue 24, docs/product.md "Entry against exit"): `GET
 * /front/reports/{id}/comparison` pairs each floor, room, object, meter and key of a finished
 * follow-up with the item of the report it was copied from (`source_uuid`). Times unix seconds.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum } from './common';

/** The kinds of compared item. */
export const COMPARED_KINDS = ['floor', 'room', 'object', 'meter', 'key'] as const;

/** One report as the comparison names it. */
export const ComparedReport = Type.Object({
  id: Type.Integer(),
  reference: Type.String(),
  finished_at: Nullable(Type.Integer()),
});

/** What one side found on an item; `media` are signed photo URLs (exit: only the photos taken at exit). */
export const ComparedSide = Type.Object({
  state: Nullable(Type.String()),
  cleanliness: Nullable(Type.String()),
  remarks: Nullable(Type.String()),
  answers: Type.Array(
    Type.Object({
      question: Type.String(),
      values: Type.Array(Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
    }),
  ),
  observations: Type.Array(Type.Object({ name: Type.String(), type: Type.String(), remarks: Nullable(Type.String()) })),
  media: Type.Array(Type.String()),
});
export type ComparedSide = Static<typeof ComparedSide>;

/**
 * One item of either side: `entry` null when added at exit, `exit` null when removed. `uuid` is
 * the exit item's (the entry item's when removed). `consumption` only for meters: exit − entry
 * per question both sides answered with a number.
 */
export const ComparedItem = Type.Object({
  uuid: Type.String(),
  path: Type.Array(Type.String()),
  kind: StringEnum(COMPARED_KINDS),
  entry: Nullable(ComparedSide),
  exit: Nullable(ComparedSide),
  changed: Type.Boolean(),
  new_damage: Type.Boolean(),
  consumption: Type.Optional(Type.Array(Type.Object({ question: Type.String(), value: Type.Number() }))),
});
export type ComparedItem = Static<typeof ComparedItem>;

/** `GET /front/reports/{id}/comparison`. */
export const Comparison = Type.Object({
  entry: ComparedReport,
  exit: ComparedReport,
  items: Type.Array(ComparedItem),
});
export type Comparison = Static<typeof Comparison>;
