/**
 * One input rule for every route (issue 11 "Bad input"): no text may hold a NUL character, which
 * PostgreSQL cannot store (it would end as a 500). Bodies, queries and path parameters are
 * checked before validation; multipart fields call {@link assertNoNul} as they are read.
 * A NUL gives 422 on the field that holds it.
 */
import fp from 'fastify-plugin';
import { validationError } from '../lib/http-errors';

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

export default fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    assertNoNul(request.params);
    assertNoNul(request.query);
    if (!request.isMultipart()) assertNoNul(request.body);
  });
});
