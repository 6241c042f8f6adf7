/**
 * One input rule for every route (issue 11 "Bad input"): no text may hold a NUL character, which
 * PostgreSQL cannot store (it would end as a 500). Bodies, queries and path parameters are
 * checked before validation; multipart fields are read with {@link multipartText}.
 * A NUL gives 422 on the field that holds it.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../lib/http-errors';

/** Dotted path of the first string under `value` that holds a NUL, or null. */
function nulPath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
      const found = nulPath(item, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

/** Throws 422 when `value` (a field, or an object of fields) holds a NUL anywhere. */
export function assertNoNul(value: unknown, path = ''): void {
  const found = nulPath(value, path);
  if (found) throw validationError({ [found]: [`The ${found} field may not contain a NUL character.`] });
}

/**
 * The text of one multipart field, checked like a JSON string: 413 when it was cut at the
 * field size limit (never stored cut), 422 when it holds a NUL.
 */
export function multipartText(part: { fieldname: string; value: unknown; valueTruncated: boolean }): string {
  const text = String(part.value);
  if (part.valueTruncated)
    throw new HttpError(413, `The ${part.fieldname} field is too large.`, {
      [part.fieldname]: ['This field is too large.'],
    });
  assertNoNul(text, part.fieldname);
  return text;
}

/**
 * The parts of a multipart request. A truncated or malformed body is a 400 (the client's
 * fault, never a 500); the parser's own 4xx (a part over its size limit is 413) pass through.
 */
export async function* multipartParts(request: FastifyRequest, limits: Parameters<FastifyRequest['parts']>[0]) {
  try {
    yield* request.parts(limits);
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (error instanceof HttpError || (status && status < 500)) throw error;
    throw new HttpError(400, 'The multipart body is malformed or incomplete.');
  }
}

export default fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.params);
    assertNoNul(request.query);
    if (!request.isMultipart()) assertNoNul(request.body);
  });
});
