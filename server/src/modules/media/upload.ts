/**
 * Media uploads of a report (issue 8 sync API; reused by post-editing): reads one multipart
 * upload (fields of `MediaUploadFields` and the file field `file`), checks the client's SHA-256
 * against the bytes, passes the image through the media service and records a `media` row.
 * Idempotent by media uuid: a second upload of a held uuid with the same checksum stores nothing.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static, TObject } from '@sinclair/typebox';
import { MAX_UPLOAD_BYTES, MediaUploadFields, type MediaUploadResult } from 'shared-api/contract';
import { Conflict, UnsupportedType, invalid } from '../../lib/errors';
import { fieldErrors } from '../../plugins/errors';
import { multipartParts, multipartText } from '../../plugins/input-guard';
import { processImage, sha256Of, storeImage, type ProcessedImage } from './media';
import { lockInApp } from '../app-sync/sync';
import type { DocumentTarget } from '../documents/model';

/**
 * Reads a multipart upload: the text fields of `schema` (validated like a JSON body) and one
 * file in `fileField`. 415 when not multipart, 413 over 50 MB (nothing kept), 422 per field.
 */
export async function readMediaUpload<T extends TObject>(
  request: FastifyRequest,
  schema: T,
  fileField: string,
): Promise<{ fields: Static<T>; file: Buffer }> {
  if (!request.isMultipart()) throw new UnsupportedType('Send the media as multipart form data.');
  const fields: Record<string, unknown> = {};
  let file: Buffer | null = null;
  for await (const part of multipartParts(request, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 4096 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField) throw invalid({ [fileField]: [`Send the image in the field "${fileField}".`] });
      file = await part.toBuffer();
    } else if (Object.hasOwn(schema.properties, part.fieldname)) {
      fields[part.fieldname] = multipartText(part);
    }
  }
  // the route's own validator (same coercion and formats as JSON bodies)
  const validate = request.compileValidationSchema(schema);
  const errors = validate(fields) ? {} : fieldErrors(validate.errors ?? []);
  if (!file?.length) errors[fileField] = [`The ${fileField} field is required.`];
  if (Object.keys(errors).length) throw invalid(errors);
  return { fields: fields as Static<T>, file: file! };
}

/**
 * Stores an image the tablet app uploads for `target`. The row is written under the document's
 * lock (docs/product.md "Serialized finish"): 409 once the document is finished, also when the
 * finish won a race with this upload. 409 as well when the media uuid is held with another
 * checksum or by another report; 422 when the checksum does not match the bytes (nothing stored)
 * or the image is refused by the media service.
 */
export async function uploadMedia(
  app: FastifyInstance,
  target: DocumentTarget,
  request: FastifyRequest,
): Promise<MediaUploadResult> {
  const { fields, file } = await readMediaUpload(request, MediaUploadFields, 'file');
  return storeMedia(app, target.reportId, fields, file, { inApp: target });
}

/** How {@link storeMedia} stores an image. */
export interface StoreOptions {
  /** The media service's result for these very bytes (the seed reuses a few sample photos). */
  processed?: ProcessedImage;
  /** Write the row only while this document still waits in the app, under its lock. */
  inApp?: DocumentTarget;
  /** Store it as a draft photo waiting for a post-editing save (docs/product.md "Post-editing is a draft"). */
  draft?: boolean;
}

/**
 * Stores `file` as media `fields.uuid` of report `reportId` (idempotent by uuid, see
 * {@link uploadMedia}); see {@link StoreOptions}.
 */
export async function storeMedia(
  app: Pick<FastifyInstance, 'db' | 'storage'>,
  reportId: number,
  fields: MediaUploadFields,
  file: Buffer,
  { processed, inApp, draft = false }: StoreOptions = {},
): Promise<MediaUploadResult> {
  const sha256 = sha256Of(file);
  if (sha256 !== fields.sha256.toLowerCase())
    throw invalid({ sha256: ['The checksum does not match the uploaded file.'] });
  const held = async () =>
    app.db
      .selectFrom('media')
      .select(['uuid', 'owner_uuid', 'sha256', 'size_bytes', 'report_id'])
      .where('uuid', '=', fields.uuid)
      .executeTakeFirst();
  const answer = (row: NonNullable<Awaited<ReturnType<typeof held>>>, stored: boolean) => {
    if (row.report_id !== reportId || row.sha256 !== sha256)
      throw new Conflict('This media uuid is already held with other content.', { uuid: ['Already used.'] });
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
  const { path, resizedPath } = await storeImage(app.storage, `media/${reportId}`, image);
  const insert = (db: typeof app.db) =>
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
    inApp
      ? app.db.transaction().execute(async (trx) => {
          await lockInApp(trx, inApp);
          return insert(trx);
        })
      : insert(app.db)
  ).catch(async (error: unknown) => {
    await Promise.all([app.storage.remove(path), app.storage.remove(resizedPath)]);
    throw error;
  });
  if (!inserted) {
    // a parallel upload of the same uuid won the race
    await Promise.all([app.storage.remove(path), app.storage.remove(resizedPath)]);
    return answer((await held())!, false);
  }
  return answer((await held())!, true);
}

/**
 * Removes the stored files of `paths` that no media row references any more (a report, its
 * addenda and its follow-ups share the files of copied photos). Call after the rows are gone.
 */
export async function releaseFiles(app: Pick<FastifyInstance, 'db' | 'storage'>, paths: (string | null)[]) {
  const candidates = [...new Set(paths.filter((path): path is string => Boolean(path)))];
  if (!candidates.length) return;
  const used = await app.db
    .selectFrom('media')
    .select(['path', 'resized_path'])
    .where((eb) => eb.or([eb('path', 'in', candidates), eb('resized_path', 'in', candidates)]))
    .execute();
  const still = new Set(used.flatMap((row) => [row.path, row.resized_path]));
  await Promise.all(candidates.filter((path) => !still.has(path)).map((path) => app.storage.remove(path)));
}
