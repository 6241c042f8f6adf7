/**
 * The hourly limits of sign-off by link (issue 42, docs/product.md "Sign-off by link"): the links
 * an account asked for and an address received in the last hour are counted from the requests
 * themselves, by the asking account and by the address in lower case, each with its send time.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX sign_off_requests_recipient_sent ON sign_off_requests (lower(email), sent_at)`.execute(db);
  await sql`CREATE INDEX sign_off_requests_requested_by_sent ON sign_off_requests (requested_by, sent_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX sign_off_requests_requested_by_sent`.execute(db);
  await sql`DROP INDEX sign_off_requests_recipient_sent`.execute(db);
}
