/**
 * Draft photos (docs/product.md "Post-editing is a draft"): an image the wizard uploads for a
 * finished report waits as a draft until the save that names it commits it together with the
 * tree, so a finished record never changes photo by photo. Drafts are never printed, zipped or
 * receipted; unnamed drafts older than a day are removed at start.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE media ADD COLUMN draft boolean NOT NULL DEFAULT false`.execute(db);
  await sql`CREATE INDEX media_drafts ON media (report_id) WHERE draft`.execute(db);
}
