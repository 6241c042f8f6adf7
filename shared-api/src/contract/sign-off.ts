/**
 * Sign-off by personal link (issue 25, docs/product.md "Sign-off by link"): the owner asks
 * parties of a finished document to read and sign it through a link mailed to them; until the
 * remark deadline they may add remarks, which become a draft addendum the inspector accepts or
 * rejects. Tokens never appear in an answer. Times unix seconds.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Int32, Nullable, StrictBoolean, StringEnum } from './common';

/** Which document of the report is to be signed. */
export const SIGN_OFF_DOCUMENT_KINDS = ['report', 'addendum', 'settlement'] as const;
/** The life of one request. */
export const SIGN_OFF_STATES = ['sent', 'opened', 'remarked', 'signed', 'expired', 'revoked'] as const;
/** Longest remark window in days. */
export const MAX_REMARK_DAYS = 60;

/**
 * Bounds on sign-off by link (docs/product.md "Sign-off by link", "Bad input"): the people one
 * request mails, the links an account asks for and an address receives in an hour (429 above
 * them), and the remarks one link holds in all, by count and by UTF-8 bytes of their texts (422).
 */
export const SIGN_OFF_LIMITS = {
  recipientsPerRequest: 20,
  perAccountPerHour: 100,
  perRecipientPerHour: 5,
  remarksPerLink: 100,
  remarkBytesPerLink: 64_000,
} as const;

/** Body of `POST /front/reports/{id}/sign-off`. `remark_days` defaults to the configuration's (10). */
export const SignOffRequestInput = Type.Object({
  party_uuids: Type.Array(Type.String({ maxLength: 36 }), { minItems: 1, maxItems: 20 }),
  remark_days: Type.Optional(Int32()),
  document: Type.Optional(StringEnum(SIGN_OFF_DOCUMENT_KINDS)),
  /** Required when `document` is `addendum`. */
  addendum_id: Type.Optional(Id),
});
export type SignOffRequestInput = Static<typeof SignOffRequestInput>;

/** One request as the back-office sees it (never its token). */
export const SignOffRequest = Type.Object({
  id: Type.Integer(),
  party_uuid: Type.String(),
  /** The party's (or representative's) name and role as the document names them. */
  name: Type.String(),
  role: Type.String(),
  email: Type.String(),
  document: StringEnum(SIGN_OFF_DOCUMENT_KINDS),
  addendum_id: Nullable(Type.Integer()),
  /** The PDF version the link shows and a signature binds. */
  version: Type.Integer(),
  state: StringEnum(SIGN_OFF_STATES),
  sent_at: Type.Integer(),
  opened_at: Nullable(Type.Integer()),
  remarked_at: Nullable(Type.Integer()),
  signed_at: Nullable(Type.Integer()),
  revoked_at: Nullable(Type.Integer()),
  expires_at: Type.Integer(),
});
export type SignOffRequest = Static<typeof SignOffRequest>;

/** One remark a party made, on an item (`item_uuid`, `path`) or in general (both null). */
export const SignOffRemark = Type.Object({
  item_uuid: Nullable(Type.String()),
  path: Type.Array(Type.String()),
  text: Type.String(),
  created_at: Type.Integer(),
});
export type SignOffRemark = Static<typeof SignOffRemark>;

/** A draft addendum made of one party's remarks, waiting for the inspector. */
export const RemarkAddendum = Type.Object({
  addendum_id: Type.Integer(),
  /** The addendum's reference, as its PDF and the documents table name it (`PB-000012-A3`). */
  reference: Type.String(),
  request_id: Type.Integer(),
  party_name: Type.String(),
  state: StringEnum(['draft', 'accepted', 'rejected'] as const),
  remarks: Type.Array(SignOffRemark),
  reason: Nullable(Type.String()),
  created_at: Type.Integer(),
});
export type RemarkAddendum = Static<typeof RemarkAddendum>;

/** `GET /front/reports/{id}/sign-off`, and the answer of every sign-off call of the back-office. */
export const SignOffOverview = Type.Object({
  requests: Type.Array(SignOffRequest),
  remark_addenda: Type.Array(RemarkAddendum),
});
export type SignOffOverview = Static<typeof SignOffOverview>;

/** Body of `POST /front/reports/{id}/sign-off/remark-addenda/{addendumId}/reject`. */
export const RemarkRejectionInput = Type.Object({ reason: Type.String({ maxLength: 2000 }) });
export type RemarkRejectionInput = Static<typeof RemarkRejectionInput>;

/** `GET /public/sign-off/{token}`: what the party's page shows. */
export const PublicSignOff = Type.Object({
  title: Type.String(),
  reference: Type.String(),
  /** The property the document is about, as one line: `Sint-Pietersnieuwstraat 48, 9000 Gent`. */
  address: Type.String(),
  version: Type.Integer(),
  sha256: Type.String(),
  /**
   * That exact PDF version: a signed URL that works 15 to 20 minutes, and not at all once the
   * link is withdrawn or expired (the token is not in it).
   */
  pdf_url: Type.String(),
  /** The document's language, which the page follows (en fallback). */
  language: StringEnum(['nl', 'fr', 'en'] as const),
  party_name: Type.String(),
  remark_deadline: Type.Integer(),
  state: StringEnum(SIGN_OFF_STATES),
  /** The rooms and objects a remark may be put on. */
  items: Type.Array(Type.Object({ uuid: Type.String(), path: Type.Array(Type.String()) })),
  remarks: Type.Array(SignOffRemark),
  signed_at: Nullable(Type.Integer()),
});
export type PublicSignOff = Static<typeof PublicSignOff>;

/** Body of `POST /public/sign-off/{token}/remarks`: remarks added to the ones already given. */
export const SignOffRemarksInput = Type.Object({
  remarks: Type.Array(
    Type.Object({ item_uuid: Nullable(Type.String({ maxLength: 36 })), text: Type.String({ maxLength: 4000 }) }),
    { minItems: 1, maxItems: SIGN_OFF_LIMITS.remarksPerLink },
  ),
});
export type SignOffRemarksInput = Static<typeof SignOffRemarksInput>;

/**
 * Body of `POST /public/sign-off/{token}/signature`: a PNG drawn on a canvas as a data URL, and
 * the mention "gelezen en goedgekeurd" / "lu et approuvé" checked: the boolean `true` itself
 * (422 otherwise, `"true"` and `1` included).
 */
export const SignOffSignatureInput = Type.Object({
  signature: Type.String({ maxLength: 2_000_000 }),
  approved: StrictBoolean,
});
export type SignOffSignatureInput = Static<typeof SignOffSignatureInput>;
