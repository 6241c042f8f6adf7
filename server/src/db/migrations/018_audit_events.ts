/**
 * The audit trail (issue 25, docs/product.md "Audit"): one row per event that touches personal
 * data or the record outside a normal save: a national register number revealed, a sign-off
 * link requested, opened, remarked on, signed or revoked, a remark addendum accepted or
 * rejected. Rows are only added.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE audit_events (
    id bigserial PRIMARY KEY,
    owner_user_id integer NOT NULL REFERENCES users ON DELETE CASCADE,
    report_id integer REFERENCES reports ON DELETE CASCADE,
    actor_user_id integer,
    actor_name text,
    kind text NOT NULL,
    subject text,
    ip text,
    user_agent text,
    detail jsonb NOT NULL DEFAULT '{}',
    created_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  await sql`CREATE INDEX audit_events_report ON audit_events (report_id, id)`.execute(db);
  await sql`CREATE INDEX audit_events_owner ON audit_events (owner_user_id, id)`.execute(db);
}
