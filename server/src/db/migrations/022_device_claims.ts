/**
 * One device at a time (issue 41, docs/product.md "One device at a time"): a report or addendum
 * waiting in the app is claimed by the device that starts it or first writes to it
 * (`device_id`, the `X-Device-Id` it sent, since `device_claimed_at`); `last_synced_at` is the
 * time of its last accepted content or media upload, shown in the back-office's list.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['reports', 'addenda'])
    await sql`ALTER TABLE ${sql.table(table)}
      ADD COLUMN device_id text,
      ADD COLUMN device_claimed_at timestamptz,
      ADD COLUMN last_synced_at timestamptz`.execute(db);
}
