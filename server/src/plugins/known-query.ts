/**
 * A query that may hold only the keys its schema names (issue 42, the audit export): an unknown
 * key is a filter the server would not apply, so the request is refused (422, one message per
 * unknown key) rather than answered with more than was asked. Ajv drops or ignores such keys
 * (`removeAdditional`), so this runs before validation, on the query as sent.
 */
import type { preValidationAsyncHookHandler } from 'fastify';
import { invalid } from '../lib/errors';

/** A `preValidation` hook refusing any query key not in `properties` (a TypeBox object's properties). */
export function knownQueryKeys(properties: Record<string, unknown>): preValidationAsyncHookHandler {
  return async (request) => {
    const unknown = Object.keys((request.query ?? {}) as object).filter(
      (key) => !Object.prototype.hasOwnProperty.call(properties, key),
    );
    if (unknown.length) throw invalid(Object.fromEntries(unknown.map((key) => [key, ['field.unknownFilter']])));
  };
}
