/** Report wire shapes (spec §3 Report, §4 states, §7 Reports). */
import { Type, type Static } from '@sinclair/typebox';
import { Address, Nullable, StringEnum } from './common';

export const REPORT_TYPES = ['enter', 'exit', 'start_works', 'other'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
/** `start` is shown as Draft, `app` and `ongoing` as "In app", `finished` as "Afgewerkt". */
export const REPORT_STATES = ['start', 'app', 'ongoing', 'finished'] as const;
export type ReportState = (typeof REPORT_STATES)[number];
export const PARTY_TYPES = ['tenant', 'landlord', 'owner', 'client', 'contractor', 'other'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

/** Columns the report list can be sorted by (`order`). */
export const REPORT_ORDER_COLUMNS = ['id', 'address', 'type', 'finished_at', 'parties', 'state'] as const;

export const Addendum = Type.Object({
  id: Type.Integer(),
  hashed_id: Type.String(),
  type: Type.String(),
  finished_at: Nullable(Type.Integer()),
  state: Type.String(),
  allow_regenerate_pdf: Type.Boolean(),
});
export type Addendum = Static<typeof Addendum>;

/** A party as listed on a report (spec §3 Party, short form). */
export const PartySummary = Type.Object({
  uuid: Type.String(),
  type: StringEnum(PARTY_TYPES),
  other_type: Nullable(Type.String()),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  company_name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
});
export type PartySummary = Static<typeof PartySummary>;

/** A report in the list and in `GET /front/reports/{id}` (spec §3 Report). Times in unix seconds. */
export const Report = Type.Object({
  id: Type.Integer(),
  hashed_id: Type.String(),
  type: StringEnum(REPORT_TYPES),
  state: StringEnum(REPORT_STATES),
  finished_at: Nullable(Type.Integer()),
  place_id: Nullable(Type.Integer()),
  place: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), address: Nullable(Address) })),
  parties: Type.Array(PartySummary),
  parties_string: Type.String(),
  homes: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  config: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  auto_mail_documents: Type.Boolean(),
  is_follow_up: Type.Boolean(),
  allow_regenerate_pdf: Type.Boolean(),
  addenda: Type.Array(Addendum),
});
export type Report = Static<typeof Report>;
