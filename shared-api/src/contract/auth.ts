/** Auth wire shapes (docs/spec.md §3 "Signed-in identity", "Forms and paging"; §7 Auth). */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { ROLES } from './constants';
import { Membership } from './organisations';

export type Role = (typeof ROLES)[number];

/** Body of `POST /oauth/token` (form-urlencoded). */
export const TokenRequest = Type.Object({
  grant_type: Type.Union([Type.Literal('password'), Type.Literal('refresh_token')]),
  client_id: Type.String(),
  client_secret: Type.String(),
  username: Type.Optional(Type.String()),
  password: Type.Optional(Type.String()),
  refresh_token: Type.Optional(Type.String()),
});
export type TokenRequest = Static<typeof TokenRequest>;

/**
 * Body of `POST /oauth/revoke` (RFC 7009), called on logout: the access or refresh token of one
 * login, with the client's credentials. Revoking either ends the whole login.
 */
export const RevokeRequest = Type.Object({
  token: Type.String({ maxLength: 200 }),
  token_type_hint: Type.Optional(Type.Union([Type.Literal('access_token'), Type.Literal('refresh_token')])),
  client_id: Type.String({ maxLength: 200 }),
  client_secret: Type.String({ maxLength: 200 }),
});
export type RevokeRequest = Static<typeof RevokeRequest>;

/** Answer of `POST /oauth/token`; `expires_in` in seconds. */
export const TokenResponse = Type.Object({
  token_type: Type.Literal('Bearer'),
  access_token: Type.String(),
  refresh_token: Type.String(),
  expires_in: Type.Integer(),
});
export type TokenResponse = Static<typeof TokenResponse>;

/**
 * `GET /front/me`: the signed-in identity (docs/spec.md §3) plus the credit count.
 * `last_subscription.valid_until` in unix seconds. For a member of an organisation, the
 * subscription and credits are the organisation's, shared by every member (issue 44), and
 * `organisation` says which it is, the member's role and branch; null for an admin.
 */
export const Identity = Type.Object({
  id: Type.Integer(),
  top_role: Type.String(),
  roles: Type.Array(Type.String()),
  role: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  profile_picture_url: Nullable(Type.String()),
  last_subscription: Nullable(Type.Object({ valid_until: Type.Integer() })),
  /** Credits left for new reports (docs/spec.md §1); null for admins, who never spend credits (§6). */
  credit_count: Nullable(Type.Integer()),
  /** Optional so older clients' fixtures stay valid; the server always sends it. */
  organisation: Type.Optional(Nullable(Membership)),
});
export type Identity = Static<typeof Identity>;

/** `POST /front/reset_password`: request a reset link. */
export const ResetPasswordRequest = Type.Object({ email: Type.String({ maxLength: 255 }) });
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

/** `POST /front/reset`: set a new password with the mailed token. */
export const ResetRequest = Type.Object({
  token: Type.String({ maxLength: 200 }),
  email: Type.String({ maxLength: 255 }),
  password: Type.String({ maxLength: 200 }),
  password_confirmation: Type.String({ maxLength: 200 }),
});
export type ResetRequest = Static<typeof ResetRequest>;

/** Plain `{message}` success answer. */
export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;
