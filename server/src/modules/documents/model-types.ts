/**
 * The document model's types (model.ts loads it, pdf/ prints it): what a version of a document of
 * record holds, its comparison and settlement sections (compared-model.ts), its facts
 * (record-facts.ts) and its version story (record-context.ts). Types only, so the loaders and the
 * renderers import them without importing each other.
 */
import type { Answer, DocumentLanguage, PartyType, ReportType, Settlement, SettledLine } from 'shared-api/contract';
import type { ComparedOf } from '../comparison';

/**
 * A photo beside the item it belongs to. `file` is its stored URL path (`/files/…`) as loaded, an
 * absolute path in the work folder after {@link copyImages}; `captured_at` unix seconds.
 */
export interface ModelPhoto {
  file: string;
  sha256: string;
  caption: string | null;
  captured_at: number | null;
}
export interface ModelObservation {
  name: string;
  type: string;
  remarks: string | null;
  photos: ModelPhoto[];
}
export interface ModelEntity {
  name: string;
  type: string;
  eval_not_possible: boolean;
  state: string | null;
  cleanliness: string | null;
  amount: number | null;
  remarks: string | null;
  /** Answers as typed as they were stored: the renderer words booleans and numbers in the document's language. */
  answers: { question: string; values: Answer[] }[];
  photos: ModelPhoto[];
  observations: ModelObservation[];
}
export interface ModelArea {
  name: string;
  state: string | null;
  cleanliness: string | null;
  remarks: string | null;
  photos: ModelPhoto[];
  entities: ModelEntity[];
}
export interface ModelFloor extends ModelArea {
  rooms: ModelArea[];
}
export interface ModelHome {
  type: 'main' | 'extra';
  name: string;
  floors: ModelFloor[];
  entities: ModelEntity[];
}
/** A party as the cover prints it; `dob` in unix seconds. */
export interface ModelParty {
  uuid: string;
  type: PartyType;
  other_type: string | null;
  name: string;
  company: string | null;
  address: string | null;
  email: string | null;
  phone: string | null;
  dob: number | null;
  birthplace: string | null;
  /** The full national register number, only when the configuration prints them (docs/product.md "Personal data"). */
  national_number: string | null;
  representatives: string[];
}
/** A signature; `file` as {@link ModelPhoto}'s, `signed_at` unix seconds. */
export interface ModelSignature {
  /** The uuid of the party that signed, or whose representative signed. */
  party: string;
  name: string;
  role: string;
  place: string;
  signed_at: number;
  file: string;
  /** Set when given through a sign-off link (docs/product.md "Sign-off by link"): the version it was given on. */
  by_link?: { version: number };
}
/**
 * The inspector's signature given at the finish in the app (docs/product.md "Honest signatures"):
 * the name of the account that signed, the place, the time (unix seconds) and the image.
 */
export interface ModelInspectorSignature {
  name: string;
  place: string;
  signed_at: number;
  file: string;
}
/**
 * One signature given through a sign-off link, as the certificate page prints it: who signed
 * which version (its number, the PDF's and the content's SHA-256), when (unix seconds), from
 * which address and browser, and how many remarks had been given.
 */
export interface ModelCertificateEntry {
  name: string;
  role: string;
  version: number;
  pdf_sha256: string;
  content_sha256: string;
  signed_at: number;
  ip: string | null;
  user_agent: string | null;
  remarks: number;
}
/**
 * The remarks of one accepted remark addendum, as the report's later versions print them
 * (docs/product.md "Sign-off by link"): the addendum's reference and each remark, on an item
 * (`path` of names) or general (`path` empty), worded with the party's name and time.
 */
export interface ModelAcceptedRemarks {
  reference: string;
  remarks: { path: string[]; text: string }[];
}
export interface DocumentModel {
  language: DocumentLanguage;
  report_type: ReportType;
  /** `PB-000012`, or `PB-000012-A3` for addendum 3. */
  reference: string;
  /** Reference of the amended report, for an addendum. */
  amends: string | null;
  address: string;
  finished_at: number;
  /** `logo` is a file in the work folder; `logo_sha256` its checksum, which counts in the fingerprint. */
  company: {
    logo: string | null;
    logo_sha256: string | null;
    name: string | null;
    address: string | null;
    phone: string | null;
    emails: string[];
    vat_number: string | null;
  };
  /** Who drew the document up: the report's owner. */
  inspector: { name: string; email: string; phone: string | null };
  /** The property's front picture (a checked copy in the work folder), for the cover. */
  front_picture: { file: string; sha256: string } | null;
  parties: ModelParty[];
  intro_html: string;
  signature_html: string;
  circumstances: string[];
  /** An addendum's general remarks (its place remarks), one per line; null when it has none. */
  general_remarks: string[] | null;
  /**
   * A report's own place remarks (the wizard's "Pand details"), one per line, for the cover; null
   * when there are none, and for an addendum (which prints its own as general remarks) or a settlement.
   */
  place_remarks: string[] | null;
  /** A report's remarks accepted through sign-off links, per remark addendum; null when none was accepted. */
  accepted_remarks: ModelAcceptedRemarks[] | null;
  homes: ModelHome[];
  /** An exit or interim report's comparison with its entry report (docs/product.md "Entry against exit"). */
  comparison: ModelComparison | null;
  /** Set for a settlement document, which prints no inventory (docs/product.md "The settlement"). */
  settlement: ModelSettlement | null;
  signatures: ModelSignature[];
  /** The inspector's signature; null when none was given (a settlement, the tablet app's finish). */
  inspector_signature: ModelInspectorSignature | null;
  /** The link signatures of this document, for its certificate page; left out when there is none. */
  certificate?: ModelCertificateEntry[];
  /** The region's approval mention before the parties' signatures; null without a region (docs/product.md "Regional completeness"). */
  approval: string | null;
  /** The rules the parties agreed at the finish to deviate from, in the document's language; null when none. */
  agreed_deviations: string[] | null;
  /** The rules missing at the finish that the parties did not agree to leave out; null when none. */
  missing_items: string[] | null;
  /** The lease start date, `YYYY-MM-DD`, for the cover. */
  lease_start_date: string | null;
  fingerprint: string;
  /** The version line, signature binding and changes; set by the generator, outside the fingerprint. */
  record?: RecordContext;
}

/** A compared item with its photos as stored files. */
export type ModelComparedItem = ComparedOf<ModelPhoto>;

/** The comparison section: the changed items only, the others counted. `entry_finished_at` unix seconds. */
export interface ModelComparison {
  entry_reference: string;
  entry_finished_at: number | null;
  unchanged: number;
  items: ModelComparedItem[];
}

/** A damage line with the path of its item and that item's entry and exit photos. */
export interface ModelDamageLine extends SettledLine {
  path: string[];
  entry_photos: ModelPhoto[];
  exit_photos: ModelPhoto[];
}

/** The settlement document's own facts; dates in unix seconds. */
export interface ModelSettlement extends Omit<Settlement, 'lines'> {
  entry_reference: string;
  entry_finished_at: number | null;
  exit_finished_at: number | null;
  lines: ModelDamageLine[];
}

/** The version line, the signatures' version and the change list a version prints. Times in unix seconds. */
export interface RecordContext {
  version: number;
  /** When and by whom this version was asked for; null for version 1. */
  changed: { at: number; by: string | null } | null;
  /**
   * The version the signatures were given on, when it is not this one; `carried` for an addendum
   * whose parties kept the report's signatures.
   */
  signed: { reference: string; version: number; signed_at: number; carried: boolean } | null;
  /** For a report: each fact changed since the signed version. For an addendum: each changed item, before → after. */
  changes: FactChange[];
}

/** `item \t field` → value. */
export type Facts = Record<string, string>;

/** One difference between two versions; `before` or `after` is null when the fact is added or removed. */
export interface FactChange {
  /** Path of names joined by " › ", or `#parties` / `#circumstances`. */
  item: string;
  /** `state`, `cleanliness`, `remarks`, `amount`, `eval`, `photos`, `party`, `list`, `q:<question>` or `obs:<name>`. */
  field: string;
  before: string | null;
  after: string | null;
}
