/**
 * Turning an account's access on and off (docs/product.md "The team", "Users and money"): shared
 * by the admin's users screen, a company manager's team and the password reset, so each ends a
 * disabled account's sign-ins the same way. Both run in the caller's transaction.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';

/**
 * Ends every open sign-in of account `userId` (its access and refresh tokens stop at once);
 * resolves to how many were open.
 */
export async function endSignIns(trx: Transaction<Database>, userId: number, at = new Date()): Promise<number> {
  const ended = await trx
    .updateTable('oauth_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows);
}

/**
 * Enables or disables account `userId`; disabling also ends its sign-ins. Resolves to how many
 * sign-ins ended (0 when enabling). The rules on who may do it are the callers'.
 */
export async function setAccountActive(trx: Transaction<Database>, userId: number, active: boolean): Promise<number> {
  await trx
    .updateTable('users')
    .set({ active, updated_at: sql`now()` })
    .where('id', '=', userId)
    .execute();
  return active ? 0 : endSignIns(trx, userId);
}

/**
 * Whether an account with e-mail address `email` (any case) exists in any organisation: addresses
 * are unique over all of them, so the answer must not depend on the caller's row scope (the
 * function `bo_email_taken` of migration 033 runs as the system's role).
 */
export async function emailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const { rows } = await sql<{ taken: boolean }>`SELECT bo_email_taken(${email}) AS taken`.execute(db);
  return rows[0].taken;
}
