/**
 * Documents of a second kind (issue 24, docs/product.md "The settlement"): besides the report's
 * own PDF, a report can have settlement documents. Versions count per report, addendum and kind.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE documents ADD COLUMN kind text NOT NULL DEFAULT 'report'
    CHECK (kind IN ('report', 'settlement'))`.execute(db);
  await sql`DROP INDEX documents_version`.execute(db);
  await sql`CREATE UNIQUE INDEX documents_version ON documents
    (report_id, COALESCE(addendum_id, 0), kind, version)`.execute(db);
}
