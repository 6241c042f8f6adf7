/**
 * Per-account limits on expensive work (docs/product.md "Bad input"): PDF regeneration, mailing
 * documents and zipping photos each take at most `max` requests a minute per signed-in account
 * (by address for a guest). Above it: 429 with `Retry-After` and a message in the reader's
 * language. Put the result in a route's `config`; the route must authenticate in `onRequest`.
 */
import type { FastifyRequest } from 'fastify';
import type { RateLimitOptions } from '@fastify/rate-limit';
import { readerLanguage } from '../lib/reader-language';

const TOO_MANY = {
  nl: (seconds: number) => `Te veel aanvragen voor dit werk. Probeer het over ${seconds} seconden opnieuw.`,
  fr: (seconds: number) => `Trop de demandes pour ce travail. Réessayez dans ${seconds} secondes.`,
  en: (seconds: number) => `Too many requests for this work. Try again in ${seconds} seconds.`,
};

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
      errorResponseBuilder: (request, context) => ({
        statusCode: 429,
        message: TOO_MANY[readerLanguage(request.headers['accept-language'])](
          Math.max(1, Math.ceil(context.ttl / 1000)),
        ),
        errors: {},
      }),
    },
  };
}
