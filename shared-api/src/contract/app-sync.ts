/**
 * The tablet app's sync API (issue 8; OpenAPI tag `app`): the contract a tablet app is built on.
 * The app lists what waits for it, downloads a report (or an addendum sent for signing) with its
 * content tree, uploads the tree (idempotent by uuid), uploads media with a SHA-256 per file
 * (idempotent by media uuid), reads a receipt of what the server holds, and finishes with one
 * signature per party and representative, and the inspector's. Times are unix seconds; uuids are time-based (v7).
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable, StringEnum, UnixSeconds } from './common';
import { ContentTree, Uuid } from './content';
import { Circumstance, Party, ReportPlace } from './reports';

import { TemplateEntity, TemplateRoom } from './templates';
import { Completeness } from './regions';
import { MEDIA_OWNER_KINDS, DOCUMENT_LANGUAGES, REPORT_TYPES, REPORT_STATES } from './constants';

/**
 * The header naming the calling device (docs/product.md "One device at a time"): a string the
 * app generates once, {@link DEVICE_ID_PATTERN}. A request without it is the device
 * {@link LEGACY_DEVICE}, the tablet app that predates the header.
 */
export const DEVICE_HEADER = 'x-device-id';
/** A device id: 8 to 64 letters, digits and hyphens (a uuid fits). */
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
/** The device of a request without {@link DEVICE_HEADER}. */
export const LEGACY_DEVICE = 'tablet';

/** Who holds a document waiting in the app: since when (unix seconds), and whether it is the caller's device. */
export const DeviceClaim = Type.Object({ claimed_at: Type.Integer(), this_device: Type.Boolean() });
export type DeviceClaim = Static<typeof DeviceClaim>;

/** Answer of `POST /app/reports/{id}/take-over`: the document is now claimed by the caller's device. */
export const TakeOverResult = Type.Object({ claimed_at: Type.Integer() });
export type TakeOverResult = Static<typeof TakeOverResult>;

/** One row of `GET /app/reports`: a report or an addendum waiting in the app (state app or ongoing). */
export const AppWaitingItem = Type.Object({
  kind: StringEnum(['report', 'addendum'] as const),
  /** The report's id, or the addendum's id for kind addendum. */
  id: Type.Integer(),
  report_id: Type.Integer(),
  hashed_id: Type.String(),
  type: StringEnum(REPORT_TYPES),
  state: StringEnum(REPORT_STATES),
  address: Type.String(),
  parties_string: Type.String(),
  template: Nullable(Type.String()),
  created_at: Type.Integer(),
  /** The device that claimed it; null while no device did. */
  device: Nullable(DeviceClaim),
  /** The last accepted content or media upload, unix seconds; null before the first. */
  last_synced_at: Nullable(Type.Integer()),
  /** The report's planned start, unix seconds, and duration in minutes (docs/product.md "Assignment and agenda"). */
  planned_start: Type.Optional(Nullable(Type.Integer())),
  planned_minutes: Type.Optional(Nullable(Type.Integer())),
  /** The member assigned to inspect it. */
  assigned_inspector_id: Type.Optional(Nullable(Type.Integer())),
});
export type AppWaitingItem = Static<typeof AppWaitingItem>;

/**
 * What the report a follow-up follows found for one of the follow-up's items (docs/product.md "The
 * field app"): `uuid` is the follow-up's item; photos as signed URLs of their resized copies.
 */
export const EntryFinding = Type.Object({
  uuid: Type.String(),
  name: Type.String(),
  state: Nullable(Type.String()),
  cleanliness: Nullable(Type.String()),
  remarks: Nullable(Type.String()),
  observations: Type.Array(Type.Object({ name: Type.String(), type: Type.String(), remarks: Nullable(Type.String()) })),
  photos: Type.Array(Type.Object({ uuid: Type.String(), url: Type.String() })),
});
export type EntryFinding = Static<typeof EntryFinding>;

/** The findings of the report a follow-up follows, by the follow-up's items; `finished_at` in unix seconds. */
export const EntryFindings = Type.Object({
  report_id: Type.Integer(),
  reference: Type.String(),
  finished_at: Nullable(Type.Integer()),
  items: Type.Array(EntryFinding),
});
export type EntryFindings = Static<typeof EntryFindings>;

/** `GET /app/reports/{id}` (and `/app/addenda/{id}`): everything the app needs to work offline. */
export const AppReport = Type.Object({
  item: AppWaitingItem,
  place: Nullable(Type.Composite([ReportPlace, Type.Object({ remarks: Nullable(Type.String()) })])),
  parties: Type.Array(Party),
  config: Nullable(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      language: StringEnum(DOCUMENT_LANGUAGES),
      intro_text: Type.String(),
      signature_text: Type.String(),
    }),
  ),
  content: ContentTree,
  circumstances: Type.Array(Circumstance),
  templates: Type.Object({ rooms: Type.Array(TemplateRoom), entities: Type.Array(TemplateEntity) }),
  /** The report's regional completeness in the document's language, so the tablet warns before signing. */
  completeness: Completeness,
  /** A follow-up report's starting point: what the report it follows found, shown beside each item; null otherwise. */
  entry: Nullable(EntryFindings),
});
export type AppReport = Static<typeof AppReport>;

export const MediaUploadFields = Type.Object({
  uuid: Uuid,
  owner_uuid: Uuid,
  owner_kind: StringEnum(MEDIA_OWNER_KINDS),
  sha256: Type.String({ pattern: '^[0-9a-fA-F]{64}$' }),
  caption: Type.Optional(Type.String({ maxLength: 255 })),
  /** Unix seconds; used when the file carries no EXIF capture time. */
  captured_at: Type.Optional(UnixSeconds),
});
export type MediaUploadFields = Static<typeof MediaUploadFields>;

/** One media file the server holds. */
export const HeldMedia = Type.Object({
  uuid: Type.String(),
  owner_uuid: Type.String(),
  sha256: Type.String(),
  size_bytes: Type.Integer(),
});
/** Answer of a media upload: `stored` is false when this media uuid was already held. */
export const MediaUploadResult = Type.Composite([HeldMedia, Type.Object({ stored: Type.Boolean() })]);
export type MediaUploadResult = Static<typeof MediaUploadResult>;

/** `GET /app/reports/{id}/receipt`: what the server holds, and the uuids the content names that it lacks. */
export const MediaReceipt = Type.Object({ media: Type.Array(HeldMedia), missing: Type.Array(Type.String()) });
export type MediaReceipt = Static<typeof MediaReceipt>;

/** A drawn signature: a PNG, base64, at most 4,000,000 characters. */
const SignatureImage = Type.String({ maxLength: 4_000_000, contentEncoding: 'base64' });

/**
 * Body of `POST /app/reports/{id}/finish`: one PNG (base64) per party and per representative, and
 * the inspector's own (docs/product.md "Honest signatures": optional, so the tablet app that
 * predates it keeps finishing; the field app always sends it), and the missing items the parties
 * agree to leave out.
 */
export const FinishBody = Type.Object({
  signed_place: Type.String({ minLength: 1, maxLength: 255 }),
  signed_at: UnixSeconds,
  signatures: Type.Array(
    Type.Object({
      party_uuid: Uuid,
      representative_key: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
      image: SignatureImage,
    }),
    { maxItems: 60 },
  ),
  /** The signature of the inspector, the signed-in account that finishes. */
  inspector_signature: Type.Optional(SignatureImage),
  /**
   * The keys of the missing completeness items (the download's `completeness.items`) the parties
   * explicitly agree to leave out (docs/product.md "Regional completeness"); only these print as
   * agreed, any other missing item prints as missing. Absent: none agreed.
   */
  agreed_deviations: Type.Optional(
    Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50, uniqueItems: true }),
  ),
});
export type FinishBody = Static<typeof FinishBody>;

/** Answer of finishing: the new state and the document version being generated. */
export const FinishResult = Type.Object({
  state: StringEnum(REPORT_STATES),
  finished_at: Type.Integer(),
  document_id: Type.Integer(),
});
export type FinishResult = Static<typeof FinishResult>;
