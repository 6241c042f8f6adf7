/**
 * The signed-in caller's identity (docs/spec.md §3 Identity, §7 Auth): roles, names, picture,
 * the newest subscription's end (unix seconds) and the credit count (null for an admin).
 */
import type { Identity } from 'shared-api/contract';
import type { Deps } from '../../lib/deps';
import { unauthenticated } from '../../lib/errors';
import { toUnix } from '../../lib/time';

/**
 * Identity of account `userId`, its picture by a signed, expiring URL (docs/operations.md
 * "Files"); Unauthenticated when the account is gone since the token was issued.
 */
export async function identityOf({ db, fileUrls }: Pick<Deps, 'db' | 'fileUrls'>, userId: number): Promise<Identity> {
  const [user, subscription] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'role', 'email', 'first_name', 'last_name', 'profile_picture_path', 'credit_count'])
      .where('id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('subscriptions')
      .select('valid_until')
      .where('user_id', '=', userId)
      .orderBy('valid_until', 'desc')
      .executeTakeFirst(),
  ]);
  if (!user) throw unauthenticated();
  return {
    id: user.id,
    top_role: user.role,
    roles: [user.role],
    role: user.role,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    profile_picture_url: await fileUrls.sign(user.profile_picture_path),
    last_subscription: subscription ? { valid_until: toUnix(subscription.valid_until)! } : null,
    credit_count: user.role === 'admin' ? null : user.credit_count,
  };
}
