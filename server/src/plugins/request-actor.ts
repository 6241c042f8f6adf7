/**
 * Who makes a request, for the audit trail (docs/product.md "Audit"): the signed-in user if any,
 * the client address (`request.ip`, which believes `X-Forwarded-For` only from TRUST_PROXY) and
 * the user agent. Routes pass it to the services that record events.
 */
import type { FastifyRequest } from 'fastify';
import type { AuditActor } from '../lib/actors';

/** The actor of `request`: `{userId, ip, userAgent}`; `userId` null for a guest. */
export const requestActor = (request: FastifyRequest): AuditActor => ({
  userId: request.user?.id ?? null,
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
});
