/**
 * The audit trail (issue 25, issue 42; docs/product.md "Audit"): every event that touches an
 * account, money, personal data or the record outside a normal save, chained by SHA-256 so that a
 * change is found. Times unix seconds; calendar days `YYYY-MM-DD` (Europe/Brussels).
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  AUDIT_KINDS,
  AUDIT_ORDER_COLUMNS,
  PAGE_SIZES,
  MAX_PAGE,
  REPORT_AUDIT_KINDS,
  SIGN_IN_FAILURES,
} from './constants';
import { Id, IsoDay, Nullable, StringEnum } from './common';

export { AUDIT_KINDS, REPORT_AUDIT_KINDS };
export type AuditKind = (typeof AUDIT_KINDS)[number];
export type ReportAuditKind = (typeof REPORT_AUDIT_KINDS)[number];

/** One audited event as `GET /front/reports/{id}/audit-events` answers it (newest first; the report's "Logboek"). */
export const AuditEvent = Type.Object({
  id: Type.String(),
  kind: StringEnum(REPORT_AUDIT_KINDS),
  /** The user who acted, or the party who acted through a sign-off link. */
  actor_name: Nullable(Type.String()),
  /** What it was about, e.g. the party's name. */
  subject: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
  detail: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.Integer(),
});
export type AuditEvent = Static<typeof AuditEvent>;

/** One event of the whole trail as `GET /front/audit` answers it (admin). */
export const AuditTrailEvent = Type.Object({
  /** Position in the chain (a bigint as text). */
  id: Type.String(),
  kind: StringEnum(AUDIT_KINDS),
  created_at: Type.Integer(),
  /** The signed-in user who acted; null for a guest, a party through a link, or the server itself. */
  actor_user_id: Nullable(Type.Integer()),
  /** The actor's name at the time (a user's name, a party's name), null when nobody is named. */
  actor_name: Nullable(Type.String()),
  /** The account the event is about or whose data it touches (a report's owner); null when none is known. */
  subject_user_id: Nullable(Type.Integer()),
  /** The report it is about; null for events not about a report. The report may be gone. */
  report_id: Nullable(Type.Integer()),
  /** What it was about in words at the time (an account's name and e-mail, a party's name). */
  subject: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  user_agent: Nullable(Type.String()),
  /** Facts of the kind: a sign-in's `reason`, a mail's `recipients`, a credit grant's `credits`… */
  detail: Type.Record(Type.String(), Type.Unknown()),
  /** SHA-256 (hex) of the previous event's hash and this event's canonical form. */
  hash: Type.String(),
});
export type AuditTrailEvent = Static<typeof AuditTrailEvent>;

/**
 * The filters of `GET /front/audit` and `GET /front/audit.csv`, the same for both: `kind` (one or
 * more), `actor` (user id who acted), `user` (the account it is about), `report`, a calendar-day
 * range `from`..`until` (both included, Brussels days), and `query`, text in the actor's name, the
 * subject or the address. The CSV refuses any other key (422) rather than exporting more.
 */
export const auditFilterProperties = {
  kind: Type.Optional(Type.Array(StringEnum(AUDIT_KINDS), { maxItems: AUDIT_KINDS.length })),
  actor: Type.Optional(Id),
  user: Type.Optional(Id),
  report: Type.Optional(Id),
  /** Calendar days `YYYY-MM-DD` (Europe/Brussels), within the one day range of `IsoDay`. */
  from: Type.Optional(IsoDay),
  until: Type.Optional(IsoDay),
  query: Type.Optional(Type.String({ maxLength: 200 })),
  order: Type.Optional(StringEnum(AUDIT_ORDER_COLUMNS)),
  order_type: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')])),
};

/** Query of `GET /front/audit.csv`: the list's filters and order, no page. */
export const AuditExportQuery = Type.Object(auditFilterProperties);
export type AuditExportQuery = Static<typeof AuditExportQuery>;

/** Query of `GET /front/audit`: the filters, the order (newest first by default) and the page. */
export const AuditListQuery = Type.Object({
  ...auditFilterProperties,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
  per_page: Type.Optional(Type.Union(PAGE_SIZES.map((size) => Type.Literal(size)))),
});
export type AuditListQuery = Static<typeof AuditListQuery>;

/** One run of the chain's verification (`npm run audit:verify` or the Audit screen). */
export const AuditVerification = Type.Object({
  ran_at: Type.Integer(),
  /** True when every link held. */
  ok: Type.Boolean(),
  /** Events walked. */
  count: Type.Integer(),
  /** The last event's hash when it held. */
  head_hash: Nullable(Type.String()),
  /** The first event whose link is broken, when it did not hold. */
  broken_id: Nullable(Type.String()),
  /** Why that link is broken: `prev_hash` (not the previous event's hash), `hash` (the event was changed), `anchor` (an event verified before is gone or changed). */
  reason: Nullable(Type.String()),
  /** `screen` (an admin through the API) or `cli` (`npm run audit:verify`). */
  source: Type.String(),
});
export type AuditVerification = Static<typeof AuditVerification>;

/** `GET /front/audit/chain`: the chain's head now and the last verification. */
export const AuditChain = Type.Object({
  count: Type.Integer(),
  head: Nullable(Type.Object({ id: Type.String(), hash: Type.String(), created_at: Type.Integer() })),
  last_verification: Nullable(AuditVerification),
});
export type AuditChain = Static<typeof AuditChain>;

/** Why a sign-in failed (`detail.reason` of `auth.sign_in_failed`). */
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];
export { SIGN_IN_FAILURES };
