/**
 * One's own account on `/profile` (docs/spec.md §2, §9): the password change, which asks for the current
 * password, and the profile picture, cropped in the browser to 265×265 and stored through the one
 * media service. The details themselves go through the user editor (modules/accounts/users.ts).
 */
import type { PasswordChange } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { invalid, notFound } from '../../lib/errors';
import { processImage } from '../media';
import type { AuthUser, AuditActor } from '../../lib/actors';
import { newPasswordErrors, checkPassword, hashPassword } from '../auth';
import type { Storage } from '../../ports/files';
import { assertReachable } from './users';
import { accountSubject, recordAuditEvent } from '../audit';

/**
 * Changes account `id`'s password after checking the current one (docs/spec.md §2 `/profile`); the route
 * allows it on one's own account only. Other sessions of the account are signed out, recorded as
 * `auth.sessions_revoked` (reason `password_changed`) by `actor` in the same transaction. 422 on
 * `current_password` when it is wrong, on the new password as the reset form checks it.
 */
export async function changePassword(
  db: DB,
  id: number,
  body: PasswordChange,
  keepLoginId: string | null,
  actor: AuditActor,
): Promise<void> {
  const errors = newPasswordErrors(body.password, body.password_confirmation);
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst();
  if (!(await checkPassword(user?.password_hash, body.current_password)))
    errors.current_password = ['accounts.currentPassword'];
  if (Object.keys(errors).length) throw invalid(errors);
  const passwordHash = await hashPassword(body.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    const ended = await trx
      .updateTable('oauth_tokens')
      .set({ revoked_at: new Date() })
      .where('user_id', '=', id)
      .where('revoked_at', 'is', null)
      .$if(keepLoginId !== null, (query) => query.where('login_id', '<>', keepLoginId!))
      .executeTakeFirst();
    await recordAuditEvent(trx, {
      kind: 'auth.sessions_revoked',
      ownerUserId: id,
      subject: await accountSubject(trx, id),
      actor,
      detail: { reason: 'password_changed', tokens_revoked: Number(ended.numUpdatedRows) },
    });
  });
}

/** Edge in pixels of a stored profile picture: the editor crops it to 265×265 (docs/spec.md §9). */
export const PROFILE_PICTURE_EDGE = 265;

/**
 * Replaces account `id`'s profile picture with `bytes` through the media service (at most
 * 265×265). The old file is removed after the commit. Returns the new URL path. 404 when the
 * caller may not reach the account; 413/422 as the media service refuses.
 */
export async function setProfilePicture(
  deps: { db: DB; storage: Storage },
  caller: AuthUser,
  id: number,
  bytes: Buffer,
): Promise<string> {
  assertReachable(caller, id);
  const image = await processImage(bytes, { field: 'profile_picture', resizedEdge: PROFILE_PICTURE_EDGE });
  const path = await deps.storage.put('profile-pictures', image.ext, image.resized);
  const old = await deps.db
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .selectFrom('users')
        .select('profile_picture_path')
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst();
      if (!user) throw notFound('user');
      await trx
        .updateTable('users')
        .set({ profile_picture_path: path, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      return user.profile_picture_path;
    })
    .catch(async (error: unknown) => {
      await deps.storage.remove(path);
      throw error;
    });
  if (old) await deps.storage.remove(old);
  return path;
}
