/**
 * Crash recovery for stored files (issue 11). A file is written before the transaction that
 * names it commits, and removed only after the one that drops it, so a crash can leave a file no
 * row names, never a row without its file. At start such files go: only files named as `put`
 * names them (not the bucket's releases) and written longer ago than `graceSeconds`, since on
 * several nodes (docs/operations.md "Files") another node may be between a file and its row.
 */
import { sql } from 'kysely';
import type { DB } from '../../db/database';
import { isStoredFileName } from './storage';
import type { Storage } from '../../ports/files';

/**
 * Every column that names a stored file (`/files/…`). A test holds it to the schema, so the
 * sweep never removes a file that a row names.
 */
export const FILE_COLUMNS = [
  ['users', 'profile_picture_path'],
  ['places', 'front_picture_path'],
  ['document_configurations', 'logo_path'],
  // the organisation's logo (migration 026; no screen sets it yet)
  ['organisations', 'logo_path'],
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
 * save named; returns how many files went. Safe while other nodes write when `graceSeconds`
 * exceeds the longest time between a file and its row's commit (an upload's time limit).
 */
export async function removeOrphanFiles(db: DB, storage: Storage, graceSeconds: number): Promise<number> {
  await db
    .deleteFrom('media')
    .where('draft', '=', true)
    .where('created_at', '<', new Date(Date.now() - DRAFT_LIFETIME_MS))
    .execute();
  const referenced = await referencedFiles(db);
  const written = await storage.list(new Date(Date.now() - graceSeconds * 1000));
  const orphans = written.filter((file) => isStoredFileName(file) && !referenced.has(file));
  await Promise.all(orphans.map((file) => storage.remove(file)));
  return orphans.length;
}
