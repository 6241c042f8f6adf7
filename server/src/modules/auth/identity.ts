/**
 * The signed-in caller's identity (docs/spec.md §3 Identity, §7 Auth): roles, names, picture,
 * the newest subscription's end (unix seconds) and the credit count (null for an admin), both of
 * the caller's organisation, and the organisation, role and branch (issue 44).
 */
import type { Identity, OrgRole } from 'shared-api/contract';
import type { Deps } from '../../ports/deps';
import type { FileUrls } from '../../ports/files';
import { unauthenticated } from '../../lib/errors';
import { toUnix } from '../../lib/time';

/**
 * The columns an identity is made of (`identityFrom`), of `users as u` left-joined with its
 * organisation `o` and branch `b` ({@link identityQuery}): the subscription and credits are the
 * organisation's (issue 44).
 */
export const IDENTITY_COLUMNS = [
  'u.id',
  'u.role',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.profile_picture_path',
  'u.organisation_id',
  'u.branch_id',
  'u.org_role',
  'o.name as organisation_name',
  'o.credit_count',
  'o.subscription_until',
  'b.name as branch_name',
] as const;

/** A row of `IDENTITY_COLUMNS`. */
export interface IdentityRow {
  id: number;
  role: 'admin' | 'user';
  email: string;
  first_name: string;
  last_name: string;
  profile_picture_path: string | null;
  organisation_id: number | null;
  branch_id: number | null;
  org_role: OrgRole | null;
  organisation_name: string | null;
  credit_count: number | null;
  subscription_until: Date | null;
  branch_name: string | null;
}

/**
 * The identity of an account's row, its picture the stored path; `subscription_until` is the newest
 * end of its organisation's subscriptions (migration 026's trigger), `credit_count` the organisation's
 * pool (null for an admin, who has neither, docs/spec.md §6).
 */
export function identityFrom(user: IdentityRow): Identity {
  const membership =
    user.organisation_id !== null && user.org_role !== null
      ? {
          id: user.organisation_id,
          name: user.organisation_name ?? '',
          role: user.org_role,
          branch: user.branch_id !== null ? { id: user.branch_id, name: user.branch_name ?? '' } : null,
        }
      : null;
  return {
    id: user.id,
    top_role: user.role,
    roles: [user.role],
    role: user.role,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    profile_picture_url: user.profile_picture_path,
    last_subscription: user.subscription_until ? { valid_until: toUnix(user.subscription_until)! } : null,
    credit_count: user.role === 'admin' ? null : (user.credit_count ?? 0),
    organisation: membership,
  };
}

/** `identity` with its picture by a signed, expiring URL (docs/operations.md "Files"), as answers carry it. */
export async function withSignedPicture(fileUrls: FileUrls, identity: Identity): Promise<Identity> {
  return { ...identity, profile_picture_url: await fileUrls.sign(identity.profile_picture_url) };
}

/** Identity of account `userId` as answered; Unauthenticated when the account is gone since the token was issued. */
export async function identityOf({ db, fileUrls }: Pick<Deps, 'db' | 'fileUrls'>, userId: number): Promise<Identity> {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('organisations as o', 'o.id', 'u.organisation_id')
    .leftJoin('branches as b', 'b.id', 'u.branch_id')
    .select(IDENTITY_COLUMNS)
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw unauthenticated();
  return withSignedPicture(fileUrls, identityFrom(user));
}
