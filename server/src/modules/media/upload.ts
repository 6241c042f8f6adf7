/**
 * Media uploads of a report (issue 8 sync API; reused by post-editing and the seed): checks the client's SHA-256
 * against the bytes, passes the image through the media service and records a `media` row.
 * Idempotent by media uuid: a second upload of a held uuid with the same checksum stores nothing.
 */
import type { MediaUploadFields, MediaUploadResult } from 'shared-api/contract';
import type { Deps } from '../../ports/deps';
import { Conflict, invalidField } from '../../lib/errors';
import { processImage, sha256Of, storeImage, type ProcessedImage } from './media';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** How {@link storeMedia} stores an image. */
export interface StoreOptions {
  /** The media service's result for these very bytes (the seed reuses a few sample photos). */
  processed?: ProcessedImage;
  /**
   * Write the row only under this lock, taken first in the row's transaction. The app's upload
   * passes `lockInApp` (modules/app-sync): the document must still wait in the app and no other
   * device may have claimed it; the upload claims it for the device and sets `last_synced_at`
   * (docs/product.md "One device at a time").
   */
  lock?: (trx: Kysely<Database>) => Promise<unknown>;
  /** Store it as a draft photo waiting for a post-editing save (docs/product.md "Post-editing is a draft"). */
  draft?: boolean;
}

/**
 * Stores `file` as media `fields.uuid` of report `reportId`; see {@link StoreOptions}. Idempotent
 * by uuid: a held uuid with the same checksum stores nothing. With the app's `lock` the row is written
 * under the document's lock (docs/product.md "Serialized finish"): Conflict once the document is
 * finished, also when the finish won a race with this upload, and on `device` when another device
 * claimed the document (docs/product.md "One device at a time"). Conflict as well when the uuid is
 * held with another checksum or by another report; Invalid when the checksum does not match the
 * bytes (nothing stored) or the media service refuses the image.
 */
export async function storeMedia(
  deps: Pick<Deps, 'db' | 'storage'>,
  reportId: number,
  fields: MediaUploadFields,
  file: Buffer,
  { processed, lock, draft = false }: StoreOptions = {},
): Promise<MediaUploadResult> {
  const sha256 = sha256Of(file);
  if (sha256 !== fields.sha256.toLowerCase()) throw invalidField('sha256', 'media.checksum');
  const held = async () =>
    deps.db
      .selectFrom('media')
      .select(['uuid', 'owner_uuid', 'sha256', 'size_bytes', 'report_id'])
      .where('uuid', '=', fields.uuid)
      .executeTakeFirst();
  const answer = (row: NonNullable<Awaited<ReturnType<typeof held>>>, stored: boolean) => {
    if (row.report_id !== reportId || row.sha256 !== sha256)
      throw new Conflict('media.uuidTaken', { uuid: ['media.uuidTaken'] });
    return {
      uuid: row.uuid,
      owner_uuid: row.owner_uuid,
      sha256: row.sha256,
      size_bytes: Number(row.size_bytes),
      stored,
    };
  };
  const existing = await held();
  if (existing) return answer(existing, false);

  const image = processed ?? (await processImage(file, { field: 'file' }));
  const { path, resizedPath } = await storeImage(deps.storage, `media/${reportId}`, image);
  const insert = (db: typeof deps.db) =>
    db
      .insertInto('media')
      .values({
        uuid: fields.uuid,
        report_id: reportId,
        owner_uuid: fields.owner_uuid,
        owner_kind: fields.owner_kind,
        path,
        resized_path: resizedPath,
        mime_type: image.mime,
        size_bytes: file.length,
        sha256,
        width: image.width,
        height: image.height,
        captured_at: image.capturedAt ?? (fields.captured_at ? new Date(fields.captured_at * 1000) : null),
        caption: fields.caption ?? null,
        draft,
      })
      .onConflict((conflict) => conflict.column('uuid').doNothing())
      .returning('id')
      .executeTakeFirst();
  const inserted = await (
    lock
      ? deps.db.transaction().execute(async (trx) => {
          await lock(trx);
          return insert(trx);
        })
      : insert(deps.db)
  ).catch(async (error: unknown) => {
    await Promise.all([deps.storage.remove(path), deps.storage.remove(resizedPath)]);
    throw error;
  });
  if (!inserted) {
    // a parallel upload of the same uuid won the race
    await Promise.all([deps.storage.remove(path), deps.storage.remove(resizedPath)]);
    return answer((await held())!, false);
  }
  return answer((await held())!, true);
}

/**
 * Removes the stored files of `paths` that no media row references any more (a report, its
 * addenda and its follow-ups share the files of copied photos). Call after the rows are gone.
 */
export async function releaseFiles(deps: Pick<Deps, 'db' | 'storage'>, paths: (string | null)[]) {
  const candidates = [...new Set(paths.filter((path): path is string => Boolean(path)))];
  if (!candidates.length) return;
  const used = await deps.db
    .selectFrom('media')
    .select(['path', 'resized_path'])
    .where((eb) => eb.or([eb('path', 'in', candidates), eb('resized_path', 'in', candidates)]))
    .execute();
  const still = new Set(used.flatMap((row) => [row.path, row.resized_path]));
  await Promise.all(candidates.filter((path) => !still.has(path)).map((path) => deps.storage.remove(path)));
}
