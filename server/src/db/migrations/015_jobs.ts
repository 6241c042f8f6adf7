/**
 * Mails sent by jobs (issue 28 "A durable job queue"; docs/operations.md "Jobs"): one row per job
 * and recipient, written after the mail left, so a job that runs again (a retry, or another node
 * after an expiry) does not mail that recipient again. pg-boss keeps its own tables in the
 * `pgboss` schema, created and upgraded by pg-boss itself when it starts.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE job_mails (
    job_id text NOT NULL,
    recipient text NOT NULL,
    sent_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (job_id, recipient)
  )`.execute(db);
  await sql`CREATE INDEX job_mails_sent_at ON job_mails (sent_at)`.execute(db);
  await sql`ALTER TABLE sent_mails ADD COLUMN job_id text UNIQUE`.execute(db);
}
