/**
 * The signed-in caller's identity (docs/spec.md §3 Identity, §7 Auth): roles, names, picture,
 * the newest subscription's end (unix seconds) and the credit count (null for an admin).
 */
import type { Identity } from 'shared-api/contract';
import type { Deps } from '../../ports/deps';
import type { FileUrls } from '../../ports/files';
import { unauthenticated } from '../../lib/errors';
import { toUnix } from '../../lib/time';

/** The columns of `users` an identity is made of (`identityFrom`). */
export const IDENTITY_COLUMNS = [
  'id',
  'role',
  'email',
  'first_name',
  'last_name',
  'profile_picture_path',
  'credit_count',
  'subscription_until',
] as const;

/** An account's row of `IDENTITY_COLUMNS`. */
export interface IdentityRow {
  id: number;
  role: 'admin' | 'user';
  email: string;
  first_name: string;
  last_name: string;
  profile_picture_path: string | null;
  credit_count: number;
  subscription_until: Date | null;
}

/** The identity of an account's row, its picture the stored path; `subscription_until` is the newest subscription's end (migration 006's trigger). */
export function identityFrom(user: IdentityRow): Identity {
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
    credit_count: user.role === 'admin' ? null : user.credit_count,
  };
}

/** `identity` with its picture by a signed, expiring URL (docs/operations.md "Files"), as answers carry it. */
export async function withSignedPicture(fileUrls: FileUrls, identity: Identity): Promise<Identity> {
  return { ...identity, profile_picture_url: await fileUrls.sign(identity.profile_picture_url) };
}

/** Identity of account `userId` as answered; Unauthenticated when the account is gone since the token was issued. */
export async function identityOf({ db, fileUrls }: Pick<Deps, 'db' | 'fileUrls'>, userId: number): Promise<Identity> {
  const user = await db.selectFrom('users').select(IDENTITY_COLUMNS).where('id', '=', userId).executeTakeFirst();
  if (!user) throw unauthenticated();
  return withSignedPicture(fileUrls, identityFrom(user));
}
