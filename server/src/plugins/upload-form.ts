/**
 * Reading one multipart upload (docs/product.md "Bad input"): the text fields a schema names and
 * one file, or a form of repeated text fields and one optional file (the logo forms). The routes
 * read uploads with it and hand the services plain values.
 */
import type { FastifyRequest } from 'fastify';
import type { Static, TObject } from '@sinclair/typebox';
import { MAX_UPLOAD_BYTES } from 'shared-api/contract';
import { DomainError, invalid, invalidField, TooLarge, UnsupportedType } from '../lib/errors';
import { text } from '../lib/messages';
import { fieldErrors } from './errors';
import { multipartParts, multipartText } from './input-guard';

/** One upload as the route read it: its text fields and the file's bytes. */
export interface Upload<T> {
  fields: T;
  file: Buffer;
}

/**
 * Reads a multipart upload: the text fields of `schema` (validated like a JSON body) and one
 * file in `fileField`. 415 when not multipart, 413 over 50 MB (nothing kept), 422 per field.
 */
export async function readMediaUpload<T extends TObject>(
  request: FastifyRequest,
  schema: T,
  fileField: string,
): Promise<Upload<Static<T>>> {
  if (!request.isMultipart()) throw new UnsupportedType('body.multipartExpected');
  const fields: Record<string, unknown> = {};
  let file: Buffer | null = null;
  for await (const part of multipartParts(request, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 4096 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== fileField) throw invalidField(fileField, text('body.fileField', { field: fileField }));
      file = await part.toBuffer();
    } else if (Object.hasOwn(schema.properties, part.fieldname)) {
      fields[part.fieldname] = multipartText(part);
    }
  }
  // the route's own validator (same coercion and formats as JSON bodies)
  const validate = request.compileValidationSchema(schema);
  const errors = validate(fields) ? {} : fieldErrors(validate.errors ?? []);
  if (!file?.length) errors[fileField] = ['validation.required'];
  if (Object.keys(errors).length) throw invalid(errors);
  return { fields: fields as Static<T>, file: file! };
}

/** A multipart form as {@link readUploadForm} read it: every value of each known text field, and the file's bytes. */
export interface UploadForm {
  /** Repeated fields keep every value, in order; `emails[]` is read as `emails`. */
  fields: Record<string, string[]>;
  /** The bytes of the one file field, or null when none (or an empty one) was sent. */
  file: Buffer | null;
}

/**
 * Reads a multipart form of text fields and at most one file in `fileField` (the document
 * configuration's and the organisation's logo forms, docs/product.md "Bad input"): fields not in
 * `known` are ignored (`__proto__`…), each text field at most 1 MiB. 415 when not multipart, 413
 * on `fileField` over 50 MB (`media.tooLarge`). The caller validates the values.
 */
export async function readUploadForm(
  request: FastifyRequest,
  known: ReadonlySet<string>,
  fileField: string,
): Promise<UploadForm> {
  if (!request.isMultipart()) throw new UnsupportedType('body.multipartExpected');
  const form: UploadForm = { fields: {}, file: null };
  try {
    for await (const part of multipartParts(request, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fieldSize: 1024 * 1024 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField && bytes.length) form.file = bytes;
      } else {
        const name = part.fieldname.replace(/\[\]$/, '');
        const value = multipartText(part);
        if (known.has(name)) (form.fields[name] ??= []).push(value);
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if ((error as { statusCode?: number }).statusCode === 413)
      throw new TooLarge('media.tooLarge', { [fileField]: ['media.tooLarge'] });
    throw error;
  }
  return form;
}
