/**
 * Users, subscriptions, credits, payments, transactions and places (docs/spec.md §3 User, §4
 * Subscription, §5, §7 "Users and money", "Places, inquiries", §9). Times are unix seconds,
 * money euro cents.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Address, Id, Nullable, SingleLine, StringEnum, UnixSeconds } from './common';
import {
  MAX_CREDIT_GRANT,
  CREDIT_PACKS,
  TRANSACTION_KINDS,
  TRANSACTION_STATUSES,
  EXPORT_FORMATS,
  ORG_ROLES,
  ROLES,
} from './constants';

/**
 * A row of `GET /front/users/`: credits are null for admins ("NVT", §6); `active` is false for a
 * disabled account, which cannot sign in (§8 "The user credentials were disabled.").
 */
export const UserSummary = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  role: StringEnum(ROLES),
  active: Type.Boolean(),
  subscription_active: Type.Boolean(),
  subscription_active_until: Nullable(Type.Integer()),
  credit_count: Nullable(Type.Integer()),
});
export type UserSummary = Static<typeof UserSummary>;

/**
 * `GET /front/users/{id}` (docs/spec.md §3 User); `inquiry` is the inquiry the account came from;
 * `organisation` the firm it is a member of, with its role there (null for an admin).
 */
export const User = Type.Composite([
  UserSummary,
  Type.Object({
    vat_number: Nullable(Type.String()),
    address: Nullable(Address),
    profile_picture_url: Nullable(Type.String()),
    inquiry: Nullable(Type.Object({ company: Type.String(), phone: Type.String() })),
    organisation: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), role: StringEnum(ORG_ROLES) })),
  }),
]);
export type User = Static<typeof User>;

/**
 * Body of `POST /front/users` and `POST /front/users/{id}`. `role` is applied only by an admin
 * on another account; `start_credits` only on creation.
 */
export const UserInput = Type.Object({
  first_name: SingleLine({ maxLength: 255 }),
  last_name: SingleLine({ maxLength: 255 }),
  email: SingleLine({ maxLength: 255 }),
  phone: Type.Optional(Nullable(SingleLine({ maxLength: 50 }))),
  vat_number: Type.Optional(Nullable(SingleLine({ maxLength: 30 }))),
  role: Type.Optional(StringEnum(ROLES)),
  address: Type.Optional(Nullable(Address)),
  start_credits: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
});
export type UserInput = Static<typeof UserInput>;

/** `POST /front/users/{id}/active` (admin, never on one's own account): enables or disables the account. */
export const AccountActivation = Type.Object({ active: Type.Boolean() });
export type AccountActivation = Static<typeof AccountActivation>;

/** `POST /front/users/{id}/subscriptions`: the new end, at least one day after the current one (§4). */
export const SubscriptionExtension = Type.Object({
  start_date: Type.Optional(UnixSeconds),
  valid_until: UnixSeconds,
});
export type SubscriptionExtension = Static<typeof SubscriptionExtension>;

/** Answer of the extension: the account's new end. */
export const SubscriptionResult = Type.Object({ subscription_active_until: Type.Integer() });

/** `POST /front/users/{id}/admin_credits`: credits an admin grants (negative corrects a grant). */
export const AdminCredits = Type.Object({
  credits: Type.Integer({ minimum: -MAX_CREDIT_GRANT, maximum: MAX_CREDIT_GRANT }),
});
export type AdminCredits = Static<typeof AdminCredits>;

/** `POST /front/users/{id}/credits`: one of the packs. */
export const CreditPurchase = Type.Object({
  credits: Type.Union(CREDIT_PACKS.map((pack) => Type.Literal(pack.credits))),
});
export type CreditPurchase = Static<typeof CreditPurchase>;

/** Answer of a purchase: the payment page the browser goes to. */
export const PaymentStart = Type.Object({ payment_url: Type.String() });
export type PaymentStart = Static<typeof PaymentStart>;

/** `POST /front/users/{id}/password`: a password change on one's own account. */
export const PasswordChange = Type.Object({
  current_password: Type.String({ maxLength: 200 }),
  password: Type.String({ maxLength: 200 }),
  password_confirmation: Type.String({ maxLength: 200 }),
});
export type PasswordChange = Static<typeof PasswordChange>;

export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/**
 * One credit or subscription transaction. `credits` is null for a subscription, whose
 * `valid_until` is set instead; `created_by` names the admin who made a grant or extension.
 */
export const Transaction = Type.Object({
  id: Type.String(),
  created_at: Type.Integer(),
  kind: StringEnum(TRANSACTION_KINDS),
  credits: Nullable(Type.Integer()),
  valid_until: Nullable(Type.Integer()),
  amount_cents: Type.Integer(),
  status: StringEnum(TRANSACTION_STATUSES),
  reference: Nullable(Type.String()),
  /** The report a `report` transaction paid for or a `refund` paid back; `name` (its place) is null once it is deleted. */
  report: Nullable(Type.Object({ id: Type.Integer(), name: Nullable(Type.String()) })),
  user: Type.Object({ id: Type.Integer(), name: Type.String(), email: Type.String() }),
  created_by: Nullable(Type.String()),
});
export type Transaction = Static<typeof Transaction>;

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** `GET /front/transactions/export`: the range in unix seconds (both ends included) and the format. */
export const TransactionExportQuery = Type.Object({
  date_from: UnixSeconds,
  date_until: UnixSeconds,
  format: Type.Optional(StringEnum(EXPORT_FORMATS)),
});
export type TransactionExportQuery = Static<typeof TransactionExportQuery>;

/** `GET /front/users/{id}/export/transactions`: the format only. */
export const ExportFormatQuery = Type.Object({ format: Type.Optional(StringEnum(EXPORT_FORMATS)) });

/** `POST /front/inquiries/{id}/upgrade`: credits typed as text (§5), the end in unix seconds. */
export const InquiryUpgrade = Type.Object({
  credits: Type.String({ pattern: '^\\s*[0-9]{1,6}\\s*$' }),
  subscription_ends_at: UnixSeconds,
});
export type InquiryUpgrade = Static<typeof InquiryUpgrade>;

/** A place (docs/spec.md §2 `/places`): its name and address. */
export const Place = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  address: Nullable(Address),
});
export type Place = Static<typeof Place>;

/** Body of `POST /front/places` and `PUT /front/places/{id}`. */
export const PlaceInput = Type.Object({
  name: SingleLine({ maxLength: 255 }),
  address: Address,
});
export type PlaceInput = Static<typeof PlaceInput>;

/** A place a duplicate may be merged into, with the number of reports that use it. */
export const PlaceMergeCandidate = Type.Object({ ...Place.properties, reports: Type.Integer() });
export type PlaceMergeCandidate = Static<typeof PlaceMergeCandidate>;

/**
 * `GET /front/places/{id}/merge` (admin; docs/product.md "Merging places"): what merging place
 * `id` into another does: the number of reports it moves, and the places it may be merged into
 * (the same account's, most alike first, at most 20, searched by `query` as a list is).
 */
export const PlaceMergeOptions = Type.Object({
  reports: Type.Integer(),
  candidates: Type.Array(PlaceMergeCandidate),
});
export type PlaceMergeOptions = Static<typeof PlaceMergeOptions>;

/** Body of `POST /front/places/{id}/merge`: the place to keep; place `id` is the duplicate that goes. */
export const PlaceMerge = Type.Object({ into: Id });
export type PlaceMerge = Static<typeof PlaceMerge>;

/** Answer of `POST /front/places/{id}/merge`: a message in the reader's language and how many reports moved. */
export const PlaceMerged = Type.Object({ message: Type.String(), reports_moved: Type.Integer() });
export type PlaceMerged = Static<typeof PlaceMerged>;

/** `id` of a created record. */
export const Created = Type.Object({ id: Type.Integer() });
