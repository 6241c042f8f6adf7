/**
 * Rate limits counted across nodes (issue 28; docs/operations.md "Topology"): one row per limited
 * key (route and address or account) with its hits in the current window and when that window ends.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE rate_limit_hits (
    key text PRIMARY KEY,
    hits integer NOT NULL,
    window_ends_at timestamptz NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX rate_limit_hits_window_ends_at ON rate_limit_hits (window_ends_at)`.execute(db);
}
