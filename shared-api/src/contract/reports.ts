/** Report wire shapes (docs/spec.md §3 Report, §4 states, §7 Reports). */
import { Type, type Static } from '@sinclair/typebox';
import { Address, Id, IsoDay, listQuery, Nullable, SingleLine, StringEnum, UnixSeconds } from './common';
import { REPORT_TYPES, REPORT_STATES, PARTY_TYPES, REPORT_ORDER_COLUMNS } from './constants';
import { NullableEnum, REGIONS } from './regions';

export type ReportType = (typeof REPORT_TYPES)[number];
export type ReportState = (typeof REPORT_STATES)[number];
export type PartyType = (typeof PARTY_TYPES)[number];

/**
 * An addendum of a report. `reference` is the one its PDF prints (`PB-000012-A3`), the name the
 * screens give it; `remark_state` is set for the addendum a party's sign-off remarks made: `draft`
 * while the inspector has not decided (docs/product.md "Sign-off by link").
 */
export const Addendum = Type.Object({
  id: Type.Integer(),
  hashed_id: Type.String(),
  reference: Type.String(),
  remark_state: Nullable(StringEnum(['draft', 'accepted', 'rejected'] as const)),
  type: Type.String(),
  finished_at: Nullable(Type.Integer()),
  state: Type.String(),
  allow_regenerate_pdf: Type.Boolean(),
});
export type Addendum = Static<typeof Addendum>;

/** An optional single-line text field of a party or representative (names, phone, e-mail, numbers). */
const text = (maxLength = 255) => Type.Optional(Nullable(SingleLine({ maxLength })));

/** Person, company and address fields shared by parties and representatives (docs/spec.md §3 Party). `dob` in unix seconds. */
const personFields = {
  first_name: text(),
  last_name: text(),
  phone: text(50),
  email: text(),
  dob: Type.Optional(Nullable(UnixSeconds)),
  birthplace: text(),
  national_security_number: text(50),
  company_name: text(),
  company_number: text(50),
  address: Type.Optional(Nullable(Address)),
};

/** A representative of a party (docs/spec.md §3): the person fields plus a client-made `key`. */
export const Representative = Type.Object({ key: Type.String({ maxLength: 100 }), ...personFields });
export type Representative = Static<typeof Representative>;

/**
 * A party as sent by the report form. A numeric or null `uuid` is a client-made temporary id:
 * the server creates a new party (docs/spec.md §5).
 */
export const PartyInput = Type.Object({
  uuid: Type.Optional(Nullable(Type.Union([Type.String({ maxLength: 64 }), Type.Number()]))),
  type: StringEnum(PARTY_TYPES),
  other_type: text(),
  ...personFields,
  represented_by: Type.Optional(Type.Array(Representative, { maxItems: 20 })),
});
export type PartyInput = Static<typeof PartyInput>;

/** A party of a report as the server returns it (docs/spec.md §3 Party). */
export const Party = Type.Object({
  uuid: Type.String(),
  type: StringEnum(PARTY_TYPES),
  other_type: Nullable(Type.String()),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  email: Nullable(Type.String()),
  dob: Nullable(Type.Integer()),
  birthplace: Nullable(Type.String()),
  national_security_number: Nullable(Type.String()),
  company_name: Nullable(Type.String()),
  company_number: Nullable(Type.String()),
  address: Nullable(Address),
  represented_by: Type.Array(Representative),
});
export type Party = Static<typeof Party>;

/** The place of a report (docs/spec.md §3 Report `place`). */
export const ReportPlace = Type.Object({ id: Type.Integer(), name: Type.String(), address: Nullable(Address) });

/** A report in the list and in `GET /front/reports/{id}` (docs/spec.md §3 Report). Times in unix seconds. */
export const Report = Type.Object({
  id: Type.Integer(),
  hashed_id: Type.String(),
  type: StringEnum(REPORT_TYPES),
  state: StringEnum(REPORT_STATES),
  finished_at: Nullable(Type.Integer()),
  place_id: Nullable(Type.Integer()),
  place: Nullable(ReportPlace),
  parties: Type.Array(Party),
  parties_string: Type.String(),
  homes: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  config: Nullable(Type.Object({ id: Type.Integer(), name: Type.String() })),
  auto_mail_documents: Type.Boolean(),
  is_follow_up: Type.Boolean(),
  allow_regenerate_pdf: Type.Boolean(),
  addenda: Type.Array(Addendum),
  /** The region whose rules apply: `region_override`, else the place's postcode's (docs/product.md "Regional completeness"). */
  region: NullableEnum(REGIONS),
  region_override: NullableEnum(REGIONS),
  /** The lease start date, `YYYY-MM-DD`. */
  lease_start_date: Nullable(IsoDay),
  /** The app's last accepted content or media upload, unix seconds (docs/product.md "One device at a time"). */
  last_synced_at: Nullable(Type.Integer()),
  /**
   * The member assigned to do the inspection, besides the owner (docs/product.md "Organisations and
   * roles"); optional so older clients' fixtures stay valid, the server always sends it.
   */
  assigned_inspector_id: Type.Optional(Nullable(Type.Integer())),
  /** The branch the report belongs to (its owner's when it was made); null for an admin's report. */
  branch_id: Type.Optional(Nullable(Type.Integer())),
  /** When the inspection is planned, unix seconds (docs/product.md "Assignment and agenda"). */
  planned_start: Type.Optional(Nullable(Type.Integer())),
  /** How long it is planned to take, in minutes. */
  planned_minutes: Type.Optional(Nullable(Type.Integer())),
});
export type Report = Static<typeof Report>;

/**
 * Body of `POST /front/reports/` and `PATCH /front/reports/{id}` (docs/spec.md §7). `place` is used only
 * without `place_id`; `type` and `home_id` are ignored for follow-ups (docs/spec.md §5).
 */
export const ReportWrite = Type.Object({
  document_configuration_id: Type.Optional(Nullable(Id)),
  place_id: Type.Optional(Nullable(Id)),
  place: Type.Optional(
    Nullable(Type.Object({ name: Type.Optional(SingleLine({ maxLength: 255 })), address: Address })),
  ),
  parties: Type.Array(PartyInput, { maxItems: 20 }),
  ready_for_app: Type.Boolean(),
  auto_mail_documents: Type.Optional(Type.Boolean()),
  type: Type.Optional(StringEnum(REPORT_TYPES)),
  home_id: Type.Optional(Nullable(Id)),
  /** Overrides the region of the place's postcode; null: the postcode decides. */
  region: Type.Optional(NullableEnum(REGIONS)),
  lease_start_date: Type.Optional(Nullable(IsoDay)),
});
export type ReportWrite = Static<typeof ReportWrite>;

/**
 * `GET /front/reports/create`: what the report form can choose from (docs/product.md "The shared
 * library"): a home's `organisation_id` is null for the provider's template, else the caller's
 * organisation's own; a configuration's `branch_id` null for the whole organisation's.
 */
export const ReportFormOptions = Type.Object({
  document_configurations: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), branch_id: Type.Optional(Nullable(Type.Integer())) }),
  ),
  homes: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), organisation_id: Type.Optional(Nullable(Type.Integer())) }),
  ),
});
export type ReportFormOptions = Static<typeof ReportFormOptions>;

/** A circumstance of an inspection (docs/spec.md §3 "Report (post-editing)"), referenced by `key`. */
export const Circumstance = Type.Object({ key: Type.String(), text: Type.String() });
export type Circumstance = Static<typeof Circumstance>;

/** Body of `POST /front/reports/{id}/follow_up` (docs/spec.md §7): the type of the new report. */
export const FollowUpCreate = Type.Object({ type: StringEnum(REPORT_TYPES) });
export type FollowUpCreate = Static<typeof FollowUpCreate>;

/** What a document of record is: the report's own PDF or its settlement (docs/product.md "The settlement"). */
export const DOCUMENT_KINDS = ['report', 'settlement'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * One stored version of a document of record (issue 8). Times unix seconds; `progress` 0..1 while
 * pending. Versions count per report, addendum and `kind`.
 */
export const DocumentVersion = Type.Object({
  id: Type.Integer(),
  addendum_id: Nullable(Type.Integer()),
  kind: StringEnum(DOCUMENT_KINDS),
  version: Type.Integer(),
  status: StringEnum(['pending', 'ready', 'failed'] as const),
  progress: Nullable(Type.Number()),
  fingerprint: Nullable(Type.String()),
  sha256: Nullable(Type.String()),
  size_bytes: Nullable(Type.Integer()),
  page_count: Nullable(Type.Integer()),
  created_at: Type.Integer(),
  generated_at: Nullable(Type.Integer()),
  /**
   * A ready report or addendum version's PDF: `/reports/pdf/{hashed_id}?version=N&expires=…&signature=…`,
   * valid 15 to 20 minutes (docs/product.md "Links to the record"); read the report again for a
   * fresh one. Null while pending or failed, and for a settlement, whose PDF downloads with the
   * bearer token from `GET /front/reports/{id}/settlement/document`.
   */
  url: Nullable(Type.String()),
});
export type DocumentVersion = Static<typeof DocumentVersion>;

/** A mail of documents sent to the parties (`document_ids`: ids of the versions sent). */
export const SentMail = Type.Object({
  id: Type.Integer(),
  recipients: Type.Array(Type.String()),
  document_ids: Type.Array(Type.Integer()),
  attached: Type.Boolean(),
  created_at: Type.Integer(),
});
export type SentMail = Static<typeof SentMail>;

/** `GET /front/reports/{id}`: the report with its document versions and sent mails. */
export const ReportDetail = Type.Composite([
  Report,
  Type.Object({ documents: Type.Array(DocumentVersion), mails: Type.Array(SentMail) }),
]);
export type ReportDetail = Static<typeof ReportDetail>;

/** Body of `POST /reports/mail_pdf/{hashed_id}` (docs/spec.md §7): hashed ids of the selected documents. */
export const MailDocumentsBody = Type.Object({
  ids: Type.Array(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }), { minItems: 1, maxItems: 50 }),
});
export type MailDocumentsBody = Static<typeof MailDocumentsBody>;

/**
 * Answer of `DELETE /reports/pdf/{hashed_id}` (docs/product.md "Versions"): the version that
 * shows the document's content; `unchanged` when it already existed with the same fingerprint
 * (200, nothing added), otherwise it is new or still waiting (202).
 */
export const Regeneration = Type.Object({ id: Type.Integer(), version: Type.Integer(), unchanged: Type.Boolean() });
export type Regeneration = Static<typeof Regeneration>;

/** Answer of `POST /reports/mail_pdf/{hashed_id}`: who got a mail, and whether the PDFs were attached (else linked). */
export const DocumentMailResult = Type.Object({ recipients: Type.Array(Type.String()), attached: Type.Boolean() });
export type DocumentMailResult = Static<typeof DocumentMailResult>;

/**
 * Query of `GET /front/reports/`: the paged list's search, sort and page, and `state` to show only
 * reports in that state (docs/product.md "Forms and lists").
 */
export const ReportListQuery = Type.Object({
  ...listQuery(REPORT_ORDER_COLUMNS).properties,
  state: Type.Optional(StringEnum(REPORT_STATES)),
  /** Only the reports of this branch (docs/product.md "Assignment and agenda"). */
  branch_id: Type.Optional(Id),
  /** Only the reports assigned to this member. */
  inspector_id: Type.Optional(Id),
  /** Only the reports planned on or after this Brussels day, `YYYY-MM-DD`. */
  planned_from: Type.Optional(IsoDay),
  /** Only the reports planned on or before this Brussels day, `YYYY-MM-DD`. */
  planned_to: Type.Optional(IsoDay),
});
export type ReportListQuery = Static<typeof ReportListQuery>;
