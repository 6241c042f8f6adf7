/**
 * Crash recovery for stored files (issue 11). A file is written before the transaction that
 * names it commits, and removed only after the one that drops it, so a crash can leave a file no
 * row names, never a row without its file. At start, before any request, such files go.
 */
import { sql } from 'kysely';
import type { DB } from '../../db/database';
import type { Storage } from './storage';

/**
 * Every column that names a stored file (`/files/…`). A test holds it to the schema, so the
 * sweep never removes a file that a row names.
 */
export const FILE_COLUMNS = [
  ['users', 'profile_picture_path'],
  ['places', 'front_picture_path'],
  ['document_configurations', 'logo_path'],
  ['media', 'path'],
  ['media', 'resized_path'],
  ['signatures', 'image_path'],
  ['documents', 'path'],
] as const;

/** The URL paths the database names. */
export async function referencedFiles(db: DB): Promise<Set<string>> {
  const union = sql.join(
    FILE_COLUMNS.map(([table, column]) => sql`SELECT ${sql.ref(column)} AS path FROM ${sql.table(table)}`),
    sql` UNION `,
  );
  const { rows } = await sql<{ path: string | null }>`${union}`.execute(db);
  return new Set(rows.flatMap((row) => (row.path ? [row.path] : [])));
}

/** How long a draft photo no save named is kept (docs/product.md "Post-editing is a draft"): one day. */
const DRAFT_LIFETIME_MS = 24 * 3600 * 1000;

/**
 * Removes the stored files no row names, after dropping draft photos older than a day that no
 * save named; returns how many files went. Call only while nothing writes.
 */
export async function removeOrphanFiles(db: DB, storage: Storage): Promise<number> {
  await db
    .deleteFrom('media')
    .where('draft', '=', true)
    .where('created_at', '<', new Date(Date.now() - DRAFT_LIFETIME_MS))
    .execute();
  const referenced = await referencedFiles(db);
  const orphans = (await storage.list()).filter((file) => !referenced.has(file));
  await Promise.all(orphans.map((file) => storage.remove(file)));
  return orphans.length;
}
