/**
 * Who acts, as every layer names them: the signed-in user of a request (`request.user`, set by
 * plugins/auth.ts from the OAuth model of modules/auth) and the actor an audit event records
 * (modules/audit, docs/product.md "Audit").
 */
import type { Identity, OrgRole } from 'shared-api/contract';

/** What the rules read of the caller: the signed-in account and its place in an organisation (null for an admin). */
export interface Viewer {
  id: number;
  role: 'admin' | 'user';
  organisationId: number | null;
  branchId: number | null;
  orgRole: OrgRole | null;
}

/** The user object carried through the library and onto `request.user`. */
export interface AuthUser extends Viewer {
  email: string;
  /** The sign-in a refresh grant continues (set by `getRefreshToken`, kept by `saveToken`). */
  loginId?: string;
  /** The account's identity (`/front/me`) as the access token's own query read it, on a request. */
  identity?: Identity;
}

/** Who acted and from where: a signed-in user (`userId`), a party through a link or a guest (`name` only, or nobody). */
export interface AuditActor {
  userId?: number | null;
  name?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}
