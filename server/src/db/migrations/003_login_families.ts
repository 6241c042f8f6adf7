/**
 * Login families (issue 11): every token pair of one sign-in shares a `login_id`, so reuse of a
 * rotated refresh token, or a logout, can end that whole login at once.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE oauth_tokens ADD COLUMN login_id uuid`.execute(db);
  await sql`UPDATE oauth_tokens SET login_id = gen_random_uuid()`.execute(db);
  await sql`ALTER TABLE oauth_tokens ALTER COLUMN login_id SET NOT NULL`.execute(db);
  await sql`CREATE INDEX oauth_tokens_login ON oauth_tokens (login_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE oauth_tokens DROP COLUMN login_id`.execute(db);
}
