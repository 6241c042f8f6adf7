/**
 * Kysely table types of the data model (migrations/001_data_model.ts). Timestamps are
 * `Date` in the database layer and unix seconds on the wire (see `lib/time.ts`).
 */
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { DocumentKind, OrgRole, PartyInput, Region, RuleTag } from 'shared-api/contract';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A timestamp column that may be null and is left out on insert. */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string | undefined, string>;

export interface AddressTable {
  id: Generated<number>;
  street: string;
  street_number: string;
  zipcode: string;
  city: string;
  country: string;
}
export interface UserTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  vat_number: string | null;
  role: 'admin' | 'user';
  active: Generated<boolean>;
  profile_picture_path: string | null;
  address_id: number | null;
  /**
   * The account's organisation (migration 026); null for an admin. A regular account inserted
   * without one gets an organisation of one, as its company manager (a trigger).
   */
  organisation_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Its branch in the organisation; null for an admin and possibly for a company manager. */
  branch_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Its role in the organisation; null for an admin. */
  org_role: ColumnType<OrgRole | null, OrgRole | null | undefined, OrgRole | null>;
  /** Generated (migration 006): names, e-mail and phone in lower case, for the trigram index. */
  search_text: GeneratedAlways<string>;
  /**
   * A copy of its organisation's `subscription_until`, kept by triggers (migration 034) only so
   * the users list sorts on it through an index; read the organisation's.
   */
  subscription_until: GeneratedAlways<Date | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/**
 * A customer firm (migration 026) with its shared money: the credits every member's report spends
 * and the latest end of its subscriptions (kept by a trigger on subscriptions).
 */
export interface OrganisationTable {
  id: Generated<number>;
  name: string;
  vat_number: string | null;
  address_id: number | null;
  logo_path: string | null;
  credit_count: Generated<number>;
  subscription_until: Generated<Date | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
/** An office of an organisation (migration 026); its name is unique in the organisation. */
export interface BranchTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}
/**
 * An invitation to join an organisation (migration 028): single use, expiring, the token stored
 * only as SHA-256; `withdrawn_at` voids it (withdrawn, or replaced by a newer one).
 */
export interface InvitationTable {
  id: Generated<number>;
  organisation_id: number;
  branch_id: number | null;
  org_role: OrgRole;
  email: string;
  first_name: string;
  last_name: string;
  token_hash: string;
  expires_at: Date;
  invited_by: number | null;
  accepted_at: Date | null;
  accepted_user_id: number | null;
  withdrawn_at: Date | null;
  created_at: Generated<Date>;
}
export interface SubscriptionTable {
  id: Generated<number>;
  /** The account it was granted to or bought by (a member of the organisation). */
  user_id: number;
  /** The organisation whose subscription it extends; filled from `user_id` when left out (migration 026). */
  organisation_id: Generated<number | null>;
  start_date: Timestamp;
  valid_until: Timestamp;
  /** The admin who granted it; null when made by the system. */
  created_by: number | null;
  created_at: Timestamp;
}
export interface CreditTransactionTable {
  id: Generated<number>;
  /** The member who spent, bought or was granted (named by the transactions list). */
  user_id: number;
  /** The pool it books on; filled from `user_id` when left out; null only for an admin's rows (migration 026). */
  organisation_id: Generated<number | null>;
  credits: number;
  kind: 'initial' | 'admin_grant' | 'purchase' | 'report' | 'refund';
  status: Generated<CreditStatus>;
  amount_cents: Generated<number>;
  payment_reference: string | null;
  report_id: number | null;
  /** Who made it: the admin of a grant, the buyer of a purchase; null for the system (a report's credit). */
  created_by: Generated<number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type CreditStatus = 'pending' | 'completed' | 'failed' | 'cancelled';
/** A payment of the embedded test checkout (modules/payments/providers.ts). */
export interface TestPaymentTable {
  id: string;
  amount_cents: number;
  description: string;
  redirect_url: string;
  webhook_url: string;
  status: Generated<'open' | 'paid' | 'failed' | 'canceled' | 'expired'>;
  created_at: Timestamp;
}
export interface OauthClientTable {
  id: Generated<number>;
  client_id: string;
  client_secret_hash: string;
  name: string;
  grants: string[];
}
export interface OauthTokenTable {
  id: Generated<number>;
  access_token_hash: string;
  access_token_expires_at: Timestamp;
  refresh_token_hash: string | null;
  refresh_token_expires_at: Timestamp | null;
  client_id: number;
  user_id: number;
  revoked_at: Timestamp | null;
  /** Shared by every token pair of one sign-in (rotation keeps it). */
  login_id: string;
  created_at: Timestamp;
}
export interface PasswordResetTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}
/** Number of reports per account, kept by triggers on reports (migration 005). */
export interface ReportCountTable {
  user_id: number;
  total: number;
}
export interface InquiryTable {
  id: Generated<number>;
  company: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  policy_accepted: boolean;
  read_at: Timestamp | null;
  user_id: number | null;
  created_at: Timestamp;
  /** Generated (migration 005): the searched fields in one text, for the trigram index. */
  search_text: GeneratedAlways<string>;
}
export interface PlaceTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  address_id: number | null;
  front_picture_path: string | null;
  remarks: string | null;
  /** Name and address in lower case, and the address alone, kept by triggers (migration 006). */
  search_text: Generated<string>;
  address_sort: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface DocumentConfigurationTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  company_name: string | null;
  first_name: string | null;
  last_name: string | null;
  emails: Json<string[]>;
  logo_path: string | null;
  address_id: number | null;
  enter_text: Generated<string>;
  enter_signature_text: Generated<string>;
  exit_text: Generated<string>;
  exit_signature_text: Generated<string>;
  start_works_text: Generated<string>;
  start_works_signature_text: Generated<string>;
  other_text: Generated<string>;
  other_signature_text: Generated<string>;
  language: Generated<'nl' | 'fr'>;
  /** Whether the PDFs print the parties' national register numbers (migration 021). */
  print_national_numbers: Generated<boolean>;
  /** The branch the configuration belongs to; null: the whole organisation's (migration 032). */
  branch_id: Generated<number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Generated (migration 005): the searched fields in one text, for the trigram index. */
  search_text: GeneratedAlways<string>;
}
interface NamedTemplate {
  id: Generated<number>;
  name: string;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Generated (migration 005): the searched fields in one text, for the trigram index. */
  search_text: GeneratedAlways<string>;
}
export interface TemplateHomeTable extends NamedTemplate {
  extra: Generated<boolean>;
  /** The organisation whose own template this is; null: the provider's (migration 032). */
  organisation_id: Generated<number | null>;
}
export interface TemplateEntityTable extends NamedTemplate {
  type: string;
  /** The regional rule this entity satisfies (migration 019), e.g. a smoke detector: `safety_equipment`. */
  rule_tag: Generated<RuleTag | null>;
}
export interface TemplateQuestionTable {
  id: Generated<number>;
  entity_id: number;
  question: string;
  type: string;
  placeholder: string | null;
  options: Json<string[]>;
  manual_input: Generated<boolean>;
}
interface TemplateLink {
  id: Generated<number>;
  order: Generated<number>;
  name: string;
}
export interface TemplateHomeFloorTable extends TemplateLink {
  home_id: number;
  floor_id: number;
  optional: Generated<boolean>;
}
export interface TemplateHomeEntityTable extends TemplateLink {
  home_id: number;
  entity_id: number;
  optional: Generated<boolean>;
  type: string;
}
export interface TemplateHomeExtraHomeTable extends TemplateLink {
  home_id: number;
  extra_home_id: number;
}
export interface TemplateFloorRoomTable extends TemplateLink {
  floor_id: number;
  room_id: number;
  optional: Generated<boolean>;
}
export interface TemplateRoomEntityTable extends TemplateLink {
  room_id: number;
  entity_id: number;
  optional: Generated<boolean>;
  type: string;
}
export interface ReportTable {
  id: Generated<number>;
  hashed_id: string;
  user_id: number;
  type: 'enter' | 'exit' | 'start_works' | 'other';
  state: Generated<'start' | 'app' | 'ongoing' | 'finished'>;
  place_id: number | null;
  document_configuration_id: number | null;
  home_id: number | null;
  auto_mail_documents: Generated<boolean>;
  is_follow_up: Generated<boolean>;
  follow_up_of_id: number | null;
  allow_regenerate_pdf: Generated<boolean>;
  finished_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Maintained by triggers (migration 005): address and place name, newline, party names. */
  search_text: Generated<string>;
  /** Generated (migration 035): the search text's pieces of one or two characters with a digit. */
  search_numbers: GeneratedAlways<string[]>;
  /** Maintained by triggers: the party names, lower case. */
  parties_sort: Generated<string>;
  /** Maintained by triggers: street, number and city, lower case. */
  address_sort: Generated<string>;
  /** Region override (migration 019); null: the place's postcode decides. */
  region: Generated<Region | null>;
  /** The lease start date (a `date`; read as `YYYY-MM-DD` text). */
  lease_start_date: Generated<string | null>;
  /** The missing rules the parties agreed to deviate from at the finish; null when none were missing. */
  agreed_deviations: ColumnType<AgreedDeviations | null, string | null | undefined, string | null>;
  /** The device that claimed it in the app (migration 022, docs/product.md "One device at a time"). */
  device_id: Generated<string | null>;
  device_claimed_at: NullableTimestamp;
  /** The last accepted content or media upload of the app. */
  last_synced_at: NullableTimestamp;
  /**
   * The branch it belongs to (migration 027): its owner's when it was made, filled by a trigger
   * when left out; null for an admin's report.
   */
  branch_id: Generated<number | null>;
  /** The member assigned to do the inspection besides the owner (migration 027). */
  assigned_inspector_id: Generated<number | null>;
  /** When the inspection is planned (migration 030); null until planned. */
  planned_start: NullableTimestamp;
  /** How long it is planned to take, in minutes (1–1440); null until planned. */
  planned_minutes: Generated<number | null>;
  /** The iCalendar SEQUENCE of the report's invitation: raised on each change of plan or inspector. */
  plan_sequence: Generated<number>;
}
/** A member's private calendar feed (migration 030); the token itself is never stored. */
export interface CalendarFeedTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 (hex) of the token. */
  token_hash: string;
  created_at: Generated<Timestamp>;
  revoked_at: NullableTimestamp;
}
/** A completeness item as the finish records it. */
export interface RecordedItem {
  key: string;
  source: string;
  label: Record<'nl' | 'fr' | 'en', string>;
}
/**
 * What `reports.agreed_deviations` holds (docs/product.md "Regional completeness"): the items
 * missing at the finish, `items` those the parties agreed to leave out, `missing` the others
 * (absent in rows written before the parties chose: every item was recorded as agreed then).
 */
export interface AgreedDeviations {
  region: Region;
  rule_set_version: string;
  items: RecordedItem[];
  missing?: RecordedItem[];
}
export interface AddendumTable {
  id: Generated<number>;
  hashed_id: string;
  report_id: number;
  type: string;
  state: Generated<'start' | 'app' | 'ongoing' | 'finished'>;
  keep_signatures: Generated<boolean>;
  allow_regenerate_pdf: Generated<boolean>;
  finished_at: Timestamp | null;
  created_at: Timestamp;
  /** The parties as the addendum's save named them (migration 008); null: the report's. */
  parties: Json<PartyInput[]> | null;
  /** The place's remarks as the addendum's save named them; null: none given. */
  place_remarks: string | null;
  /** Circumstance keys of the addendum. */
  circumstances: Json<string[]>;
  /** The device that claimed it in the app (migration 022, docs/product.md "One device at a time"). */
  device_id: Generated<string | null>;
  device_claimed_at: NullableTimestamp;
  /** The last accepted content or media upload of the app. */
  last_synced_at: NullableTimestamp;
}
interface PersonColumns {
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email: string | null;
  dob: Timestamp | null;
  birthplace: string | null;
  national_security_number: string | null;
  company_name: string | null;
  company_number: string | null;
  address_id: number | null;
}
export interface PartyTable extends PersonColumns {
  id: Generated<number>;
  uuid: string;
  report_id: number;
  position: Generated<number>;
  type: 'tenant' | 'landlord' | 'owner' | 'client' | 'contractor' | 'other';
  other_type: string | null;
}
export interface RepresentativeTable extends PersonColumns {
  id: Generated<number>;
  party_id: number;
  key: string;
  position: Generated<number>;
}
export interface CircumstanceTable {
  key: string;
  text: string;
  position: Generated<number>;
}
export interface ReportCircumstanceTable {
  report_id: number;
  circumstance_key: string;
}
interface TreeNode {
  uuid: string;
  /** The item of the report this follow-up was copied from (migration 013); null when made here. */
  source_uuid: Generated<string | null>;
  name: string;
  order: Generated<number>;
  is_edited: Generated<boolean>;
}
interface Assessed {
  cleanliness: string | null;
  state: string | null;
  remarks: string | null;
}
export interface ReportHomeTable extends TreeNode {
  report_id: number;
  addendum_id: number | null;
  template_home_id: number | null;
  type: 'main' | 'extra';
}
export interface ReportFloorTable extends TreeNode, Assessed {
  home_uuid: string;
}
export interface ReportRoomTable extends TreeNode, Assessed {
  floor_uuid: string;
}
export interface ReportEntityTable extends TreeNode, Assessed {
  home_uuid: string | null;
  room_uuid: string | null;
  template_entity_id: number | null;
  original_name: string | null;
  type: string;
  eval_not_possible: Generated<boolean>;
  amount: number | null;
}
export interface ReportQuestionTable {
  uuid: string;
  /** The question of the report this follow-up was copied from (migration 013). */
  source_uuid: Generated<string | null>;
  entity_uuid: string;
  question: string;
  type: string;
  options: Json<string[]>;
  placeholder: string | null;
  answers: Json<unknown[]>;
  is_edited: Generated<boolean>;
}
export interface ReportObservationTable extends TreeNode {
  entity_uuid: string;
  type: Generated<string>;
  remarks: string | null;
}
export interface MediaTable {
  id: Generated<number>;
  uuid: string;
  report_id: number;
  owner_uuid: string;
  owner_kind: MediaOwnerKind;
  path: string;
  resized_path: string | null;
  mime_type: string;
  size_bytes: number;
  sha256: string;
  width: number;
  height: number;
  captured_at: Timestamp | null;
  caption: string | null;
  /** Uploaded by the wizard for a finished report, waiting for the save that names it (migration 009). */
  draft: Generated<boolean>;
  /** The photo of the report this follow-up was copied from, sharing its files (migration 013); null when taken here. */
  source_uuid: Generated<string | null>;
  created_at: Timestamp;
}
export type MediaOwnerKind = 'place' | 'party' | 'floor' | 'room' | 'entity' | 'observation';
export interface MediaManifestTable {
  report_id: number;
  media_uuid: string;
  owner_uuid: string;
}
export interface SignatureTable {
  id: Generated<number>;
  report_id: number;
  addendum_id: number | null;
  /** The party that signed, or whose representative signed; null for the inspector (migration 023). */
  party_id: number | null;
  representative_id: number | null;
  name: string;
  image_path: string;
  signed_place: string;
  signed_at: Timestamp;
  created_at: Timestamp;
  /** SHA-256 of the facts of the version it was given on, and that version's number (migration 010). */
  content_sha256: string | null;
  version: number | null;
  /** The kind of document signed (migration 020): the report's own, or a settlement by link. */
  kind: Generated<DocumentKind>;
  /** Who signed (migration 023): a party or representative, or the inspector who finished in the app. */
  signer: Generated<'party' | 'inspector'>;
  /** The inspector's account; null for a party, or once that account is deleted. */
  user_id: number | null;
}
export interface DocumentTable {
  id: Generated<number>;
  report_id: number;
  addendum_id: number | null;
  version: number;
  /** The report's own PDF, or a settlement of its damages (migration 017). */
  kind: Generated<DocumentKind>;
  status: Generated<'pending' | 'ready' | 'failed'>;
  fingerprint: string | null;
  path: string | null;
  sha256: string | null;
  size_bytes: number | null;
  page_count: number | null;
  error: string | null;
  created_at: Timestamp;
  /** When the generator read the version's model; null while it waits. */
  started_at: Timestamp | null;
  generated_at: Timestamp | null;
  /** The facts the version printed (item path and field → value) and their SHA-256 (migration 010). */
  facts: Json<Record<string, string>> | null;
  content_sha256: string | null;
  /** The user whose save or regeneration asked for this version. */
  requested_by: number | null;
}
export interface SentMailTable {
  id: Generated<number>;
  report_id: number;
  sent_by: number | null;
  recipients: Json<string[]>;
  document_ids: Json<number[]>;
  attached: boolean;
  created_at: Timestamp;
  /** The job that sent it, for the automatic mail (migration 015); null when a user sent it. */
  job_id: string | null;
}

/** One event of the audit trail (migration 018): who did what to whose data, from where. */
export interface AuditEventTable {
  /** The position in the hash chain; the writer takes it from the sequence under the chain's lock. */
  id: Generated<string>;
  /** The account the event is about or whose data it touches (a report's owner); null when none. */
  owner_user_id: number | null;
  /** The report it is about, kept after the report is deleted (no foreign key). */
  report_id: number | null;
  /** The signed-in user who acted; null for a party acting through a sign-off link. */
  actor_user_id: number | null;
  actor_name: string | null;
  kind: string;
  subject: string | null;
  ip: string | null;
  user_agent: string | null;
  detail: Json<Record<string, unknown>>;
  created_at: Timestamp;
  /** The previous event's `hash` (64 zeros for the first): migration 024, db/audit-chain.ts. */
  prev_hash: string;
  /** sha256(prev_hash ‖ canonical event), hex. */
  hash: string;
  /** Generated: actor name, subject and address in lower case, for the list's search. */
  search_text: Generated<string>;
}

/** One run of the audit chain's verification (migration 024). */
export interface AuditVerificationTable {
  id: Generated<number>;
  ran_at: Generated<Date>;
  ok: boolean;
  event_count: number;
  head_id: string | null;
  head_hash: string | null;
  broken_id: string | null;
  reason: string | null;
  source: 'screen' | 'cli';
  ran_by: number | null;
}

/** A remark a party gave through a sign-off link; `created_at` unix seconds. */
export interface StoredRemark {
  item_uuid: string | null;
  path: string[];
  text: string;
  created_at: number;
}
/** One sign-off request (migration 020): a party's personal link to one version of a document. */
export interface SignOffRequestTable {
  id: Generated<number>;
  report_id: number;
  addendum_id: number | null;
  document: 'report' | 'addendum' | 'settlement';
  /** The version (a `documents` row) the link shows and a signature binds. */
  document_id: number;
  party_id: number;
  representative_id: number | null;
  name: string;
  role: string;
  email: string;
  language: 'nl' | 'fr' | 'en';
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  requested_by: number | null;
  sent_at: Timestamp;
  opened_at: Timestamp | null;
  remarked_at: Timestamp | null;
  signed_at: Timestamp | null;
  revoked_at: Timestamp | null;
  expires_at: Timestamp;
  remarks: Json<StoredRemark[]>;
  remark_addendum_id: number | null;
  remark_state: 'draft' | 'accepted' | 'rejected' | null;
  remark_reason: string | null;
  remark_created_at: Timestamp | null;
}
/** The evidence of one signature given through a link (migration 020). */
export interface SignOffSignatureTable {
  request_id: number;
  signature_id: number;
  report_id: number;
  addendum_id: number | null;
  kind: DocumentKind;
  name: string;
  role: string;
  version: number;
  pdf_sha256: string;
  content_sha256: string;
  ip: string | null;
  user_agent: string | null;
  remarks: Json<StoredRemark[]>;
  signed_at: Timestamp;
}

/** Hits of one rate-limited key in its current window (migration 012). */
export interface RateLimitHitTable {
  key: string;
  hits: number;
  window_ends_at: Date;
}

/** A mail a job sent to one recipient (migration 015): a retried job skips it. */
export interface JobMailTable {
  job_id: string;
  recipient: string;
  sent_at: Generated<Timestamp>;
}

/** The deposit of an exit report's settlement (migration 016). */
export interface DamageSettlementTable {
  report_id: number;
  deposit_cents: number;
  updated_at: Generated<Timestamp>;
}
/** One damage line of a settlement (migration 016); amounts in cents, ages in years. */
export interface DamageLineTable {
  report_id: number;
  position: number;
  item_uuid: string;
  description: string;
  liability: 'tenant' | 'landlord' | 'wear' | 'force_majeure';
  labour_cents: number;
  material_cents: number;
  vat_rate: number;
  age_years: number | null;
  lifetime_years: number | null;
}
export interface Database {
  damage_settlements: DamageSettlementTable;
  damage_lines: DamageLineTable;
  rate_limit_hits: RateLimitHitTable;
  job_mails: JobMailTable;
  addresses: AddressTable;
  users: UserTable;
  organisations: OrganisationTable;
  branches: BranchTable;
  invitations: InvitationTable;
  calendar_feeds: CalendarFeedTable;
  subscriptions: SubscriptionTable;
  credit_transactions: CreditTransactionTable;
  test_payments: TestPaymentTable;
  oauth_clients: OauthClientTable;
  oauth_tokens: OauthTokenTable;
  password_resets: PasswordResetTable;
  inquiries: InquiryTable;
  places: PlaceTable;
  document_configurations: DocumentConfigurationTable;
  template_homes: TemplateHomeTable;
  template_floors: NamedTemplate;
  template_rooms: NamedTemplate;
  template_entities: TemplateEntityTable;
  template_questions: TemplateQuestionTable;
  template_home_floors: TemplateHomeFloorTable;
  template_home_entities: TemplateHomeEntityTable;
  template_home_extra_homes: TemplateHomeExtraHomeTable;
  template_floor_rooms: TemplateFloorRoomTable;
  template_room_entities: TemplateRoomEntityTable;
  reports: ReportTable;
  report_counts: ReportCountTable;
  addenda: AddendumTable;
  parties: PartyTable;
  representatives: RepresentativeTable;
  circumstances: CircumstanceTable;
  report_circumstances: ReportCircumstanceTable;
  report_homes: ReportHomeTable;
  report_floors: ReportFloorTable;
  report_rooms: ReportRoomTable;
  report_entities: ReportEntityTable;
  report_questions: ReportQuestionTable;
  report_observations: ReportObservationTable;
  media: MediaTable;
  media_manifest: MediaManifestTable;
  signatures: SignatureTable;
  documents: DocumentTable;
  sent_mails: SentMailTable;
  audit_events: AuditEventTable;
  audit_verifications: AuditVerificationTable;
  sign_off_requests: SignOffRequestTable;
  sign_off_signatures: SignOffSignatureTable;
}
