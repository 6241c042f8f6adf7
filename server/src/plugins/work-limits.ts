/**
 * Per-account limits on expensive work (docs/product.md "Bad input"): PDF regeneration, mailing
 * documents and zipping photos each take at most `max` requests a minute per signed-in account
 * (by address for a guest). Above it: 429 with `Retry-After`, which the error handler
 * (plugins/errors.ts) answers in the reader's language. Put the result in a route's `config`; the route must authenticate in `onRequest`.
 */
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';

/** Route `config` limiting the route to `max` requests a minute per account. */
export function workRateLimit(max: number): { rateLimit: RateLimitOptions } {
  return {
    rateLimit: {
      max,
      timeWindow: '1 minute',
      // after onRequest, so the account is known
      hook: 'preHandler',
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `account:${request.user.id}` : `address:${request.ip}`,
    },
  };
}
