/**
 * Post-editing and addenda (issue 9): a document version records when its model was read
 * (`started_at`), so a media change after that asks for a newer version; media rows of a report,
 * its addenda and its follow-ups may share one stored file (`media_path` finds the others before
 * a file is removed).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE documents ADD COLUMN started_at timestamptz`.execute(db);
  await sql`CREATE INDEX media_path ON media (path)`.execute(db);
  await sql`CREATE INDEX media_resized_path ON media (resized_path)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX media_resized_path`.execute(db);
  await sql`DROP INDEX media_path`.execute(db);
  await sql`ALTER TABLE documents DROP COLUMN started_at`.execute(db);
}
