/**
 * Entry against exit (issue 24, docs/product.md "Entry against exit"): `GET
 * /front/reports/{id}/comparison` pairs each floor, room, object, meter and key of a finished
 * follow-up with the item of the report it was copied from (`source_uuid`). Times unix seconds.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Int32, Nullable, StringEnum } from './common';
import { COMPARED_KINDS, LIABILITIES } from './constants';

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

/** A damage line as `PUT /front/reports/{id}/damages` takes it; amounts in integer cents, ages in years. */
export const DamageLineInput = Type.Object({
  item_uuid: Type.String({ maxLength: 36 }),
  description: Type.String({ maxLength: 2000 }),
  liability: StringEnum(LIABILITIES),
  labour_cents: Int32(),
  material_cents: Int32(),
  vat_rate: Int32(),
  age_years: Type.Optional(Nullable(Type.Number())),
  lifetime_years: Type.Optional(Nullable(Type.Number())),
});
export type DamageLineInput = Static<typeof DamageLineInput>;

/** Body of `PUT /front/reports/{id}/damages`: the deposit and every line (the list replaces the last one). */
export const DamagesInput = Type.Object({
  deposit_cents: Int32(),
  lines: Type.Array(DamageLineInput, { maxItems: 2000 }),
});
export type DamagesInput = Static<typeof DamagesInput>;

/**
 * One line with its computation: `cost_cents` labour plus material, `gross_cents` with VAT,
 * `wear_factor` max(0, 1 − age ÷ lifetime) (1 without wear), `tenant_cents` the tenant's share
 * (rounded half-up once), `landlord_cents` the rest.
 */
export const SettledLine = Type.Composite([
  DamageLineInput,
  Type.Object({
    cost_cents: Type.Integer(),
    gross_cents: Type.Integer(),
    wear_factor: Type.Number(),
    tenant_cents: Type.Integer(),
    landlord_cents: Type.Integer(),
  }),
]);
export type SettledLine = Static<typeof SettledLine>;

/**
 * `GET /front/reports/{id}/settlement` (and the answer of the PUT): totals per liability (gross,
 * cents), what the tenant owes and what the landlord bears, and the deposit split:
 * `to_landlord_cents` is kept from the deposit, `to_tenant_cents` goes back,
 * `tenant_still_owes_cents` is what the deposit does not cover.
 */
export const Settlement = Type.Object({
  deposit_cents: Type.Integer(),
  lines: Type.Array(SettledLine),
  totals: Type.Object({
    tenant: Type.Integer(),
    landlord: Type.Integer(),
    wear: Type.Integer(),
    force_majeure: Type.Integer(),
  }),
  tenant_cents: Type.Integer(),
  landlord_cents: Type.Integer(),
  to_landlord_cents: Type.Integer(),
  to_tenant_cents: Type.Integer(),
  tenant_still_owes_cents: Type.Integer(),
});
export type Settlement = Static<typeof Settlement>;
