/**
 * Signatures bind the version they were given on (docs/product.md "Honest signatures"): each
 * version keeps the facts it printed and their SHA-256, and who asked for it; each signature
 * keeps the SHA-256 and number of the version it was given on (null until that version is made).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE documents
    ADD COLUMN facts jsonb,
    ADD COLUMN content_sha256 text,
    ADD COLUMN requested_by integer REFERENCES users (id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX documents_requested_by ON documents (requested_by) WHERE requested_by IS NOT NULL`.execute(db);
  await sql`ALTER TABLE signatures ADD COLUMN content_sha256 text, ADD COLUMN version integer`.execute(db);
  // signatures given before this migration were given on version 1, whose facts were not kept
  await sql`UPDATE signatures SET version = 1`.execute(db);
}
