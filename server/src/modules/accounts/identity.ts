/**
 * The signed-in caller's identity (docs/spec.md §3 Identity, §7 Auth): roles, names, picture,
 * the newest subscription's end (unix seconds) and the credit count (null for an admin).
 */
import type { Identity } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { unauthenticated } from '../../lib/errors';
import { toUnix } from '../../lib/time';

/** Identity of account `userId`; Unauthenticated when the account is gone since the token was issued. */
export async function identityOf(db: DB, userId: number): Promise<Identity> {
  // one query: `subscription_until` is the newest subscription's end, kept by migration 006's trigger
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'role',
      'email',
      'first_name',
      'last_name',
      'profile_picture_path',
      'credit_count',
      'subscription_until',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw unauthenticated();
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
