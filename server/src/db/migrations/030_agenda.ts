/**
 * Assignment and agenda (issue 44, docs/product.md "Assignment and agenda"):
 * - `reports.planned_start` (when the inspection is planned) and `planned_minutes` (how long), both
 *   null until a report is planned; `plan_sequence`, raised on each change of the plan or the
 *   assigned inspector, is the iCalendar SEQUENCE of the report's invitation;
 * - indexes for the reports list's filters: branch + planned start, inspector + planned start;
 * - `calendar_feeds`: a member's private calendar feed URL. Its token is stored only as SHA-256;
 *   a revoked feed keeps its row (`revoked_at`) and answers 404.
 */
import { sql, type Kysely } from 'kysely';

const statements = [
  `ALTER TABLE reports
    ADD COLUMN planned_start timestamptz,
    ADD COLUMN planned_minutes int CHECK (planned_minutes BETWEEN 1 AND 1440),
    ADD COLUMN plan_sequence int NOT NULL DEFAULT 0`,
  `CREATE INDEX reports_branch_planned ON reports (branch_id, planned_start) WHERE planned_start IS NOT NULL`,
  `CREATE INDEX reports_inspector_planned ON reports (assigned_inspector_id, planned_start)
    WHERE assigned_inspector_id IS NOT NULL`,
  `CREATE TABLE calendar_feeds (
    id serial PRIMARY KEY,
    user_id int NOT NULL REFERENCES users ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    created_at timestamptz NOT NULL DEFAULT now(),
    revoked_at timestamptz
  )`,
  `CREATE INDEX calendar_feeds_user ON calendar_feeds (user_id, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE calendar_feeds`.execute(db);
  await sql`DROP INDEX reports_inspector_planned`.execute(db);
  await sql`DROP INDEX reports_branch_planned`.execute(db);
  await sql`ALTER TABLE reports DROP COLUMN plan_sequence, DROP COLUMN planned_minutes, DROP COLUMN planned_start`.execute(
    db,
  );
}
