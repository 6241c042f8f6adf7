/**
 * Organisations, branches, members and invitations (issue 44, docs/product.md "Organisations and
 * roles"). Times are unix seconds.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Address, Id, Nullable, SingleLine, StringEnum } from './common';
import { ORG_ROLES } from './constants';

/** A branch as a member or invitation names it. */
export const BranchRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export type BranchRef = Static<typeof BranchRef>;

/** The signed-in account's place in its organisation (`GET /front/me`); null for an admin. */
export const Membership = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: StringEnum(ORG_ROLES),
  branch: Nullable(BranchRef),
});
export type Membership = Static<typeof Membership>;

/**
 * `GET /front/organisations/{id}`: the organisation, its company data (name, VAT number, billing
 * address, logo by a signed, expiring URL as a configuration's), its shared money (credits, the
 * latest subscription end) and its branches with how many active members each has. A document
 * configuration that leaves its company name, address or logo empty uses these (docs/product.md
 * "The shared library").
 *
 * `PATCH /front/organisations/{id}` answers it too. Its body is a multipart form as the document
 * configuration's, whose text fields are the server's `ORGANISATION_FORM_FIELDS`
 * (modules/organisations/update-organisation.ts): `name` (required, one line), `vat_number` (a
 * valid VAT number, stored normalized, or empty to clear it), the billing address as the flat
 * fields `street`, `street_number`, `zipcode`, `city`, `country` (all blank clears it) and
 * `remove_logo=1`; its file is `logo` (png, jpg or gif). A field not sent keeps its value; a 422
 * answers `errors` per field (`address.city`, `logo`…).
 */
export const Organisation = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  vat_number: Nullable(Type.String()),
  address: Nullable(Address),
  logo: Nullable(Type.Object({ path: Type.String() })),
  credit_count: Type.Integer(),
  subscription_until: Nullable(Type.Integer()),
  branches: Type.Array(Type.Composite([BranchRef, Type.Object({ member_count: Type.Integer() })])),
});
export type Organisation = Static<typeof Organisation>;

/** A member of the team list; `active` is false for a disabled member, who cannot sign in. */
export const Member = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  email: Type.String(),
  org_role: StringEnum(ORG_ROLES),
  branch: Nullable(BranchRef),
  active: Type.Boolean(),
});
export type Member = Static<typeof Member>;

/** An open invitation (neither accepted nor withdrawn) of the team list; `expires_at` may lie in the past. */
export const Invitation = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  org_role: StringEnum(ORG_ROLES),
  branch: Nullable(BranchRef),
  expires_at: Type.Integer(),
  invited_by: Nullable(Type.String()),
});
export type Invitation = Static<typeof Invitation>;

/** `GET /front/organisations/{id}/members`: the members and open invitations the caller may see. */
export const Team = Type.Object({ members: Type.Array(Member), invitations: Type.Array(Invitation) });
export type Team = Static<typeof Team>;

/** Body of `POST /front/organisations/{id}/branches` and `PATCH …/branches/{branchId}`. */
export const BranchInput = Type.Object({ name: SingleLine({ maxLength: 100 }) });
export type BranchInput = Static<typeof BranchInput>;

/**
 * Body of `POST /front/organisations/{id}/invitations`: who is invited, as what and where. A
 * company manager may have no branch; every other role needs one of the organisation's.
 */
export const InvitationInput = Type.Object({
  email: SingleLine({ maxLength: 255 }),
  first_name: SingleLine({ maxLength: 255 }),
  last_name: SingleLine({ maxLength: 255 }),
  org_role: StringEnum(ORG_ROLES),
  branch_id: Type.Optional(Nullable(Id)),
});
export type InvitationInput = Static<typeof InvitationInput>;

/** Answer of an invitation: its id and when its link expires. */
export const InvitationCreated = Type.Object({ id: Type.Integer(), expires_at: Type.Integer() });
export type InvitationCreated = Static<typeof InvitationCreated>;

/** Body of `PATCH /front/organisations/{id}/members/{userId}`: a new role, a new branch, or both. */
export const MemberChange = Type.Object({
  org_role: Type.Optional(StringEnum(ORG_ROLES)),
  branch_id: Type.Optional(Nullable(Id)),
});
export type MemberChange = Static<typeof MemberChange>;

/** `GET /public/invitations/{token}`: what the invitation page shows before the password is chosen. */
export const PublicInvitation = Type.Object({
  organisation: Type.String(),
  inviter: Nullable(Type.String()),
  first_name: Type.String(),
  last_name: Type.String(),
  org_role: StringEnum(ORG_ROLES),
  branch: Nullable(Type.String()),
  expires_at: Type.Integer(),
});
export type PublicInvitation = Static<typeof PublicInvitation>;

/** Body of `POST /public/invitations/{token}`: the address it was sent to, and the new password twice. */
export const InvitationAcceptance = Type.Object({
  email: Type.String({ maxLength: 255 }),
  password: Type.String({ maxLength: 200 }),
  password_confirmation: Type.String({ maxLength: 200 }),
});
export type InvitationAcceptance = Static<typeof InvitationAcceptance>;

/** Answer of an accepted invitation: the new account's id and e-mail address (to sign in with). */
export const InvitationAccepted = Type.Object({ id: Type.Integer(), email: Type.String() });
export type InvitationAccepted = Static<typeof InvitationAccepted>;
