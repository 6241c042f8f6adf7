/**
 * The one error handler (docs/ARCHITECTURE.md): every failure answers `{message, errors}`.
 * Schema validation failures become 422 with one message list per field; a domain error (lib/errors.ts)
 * gets its status from one table; rate limiting keeps 429; a malformed multipart body is a 400; anything else is a 500
 * whose details are logged, never sent.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  Malformed,
  NotFound,
  NotReady,
  PaymentRequired,
  TooLarge,
  Unauthenticated,
  UnsupportedType,
  UpstreamFailed,
} from '../lib/errors';

/** The HTTP status of each domain error (lib/errors.ts); the mapping lives only here. */
const STATUS = new Map<typeof DomainError, number>([
  [Malformed, 400],
  [Unauthenticated, 401],
  [PaymentRequired, 402],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooLarge, 413],
  [UnsupportedType, 415],
  [Invalid, 422],
  [UpstreamFailed, 502],
  [NotReady, 503],
]);

interface SchemaIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** Field name of one schema issue: `/email` → `email`, a missing property → its name. */
function fieldOf(issue: SchemaIssue): string {
  const missing = issue.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  return (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || '_';
}

function messageOf(issue: SchemaIssue, field: string): string {
  if (issue.keyword === 'required') return `The ${field} field is required.`;
  if (issue.keyword === 'maxLength') return `The ${field} field is too long.`;
  return `The ${field} field is invalid.`;
}

/** Schema validation issues (ajv) as `{field: [messages]}`. */
export function fieldErrors(issues: SchemaIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = fieldOf(issue);
    (errors[field] ??= []).push(messageOf(issue, field));
  }
  return errors;
}

/**
 * An error of the multipart parser (busboy) on a malformed or cut-off body: the client's fault,
 * answered 400 wherever the body is read (docs/product.md "Bad input").
 */
const MULTIPART_ERROR =
  /^(Unexpected end of (form|file|multipart data)|Malformed part header|Multipart: Boundary not found|Part terminated early|Malformed urlencoded form)/;
export const MULTIPART_MESSAGE = 'The multipart body is malformed or incomplete.';

/** The answer of a request that ran out of time or found the server overloaded (503). */
export const BUSY_MESSAGE = 'The server is busy. Please try again in a moment.';

/** A statement cancelled by `statement_timeout`, a pool that gave no connection in time, or the handler timeout. */
function isTimeout(error: FastifyError): boolean {
  return (
    error.code === '57014' ||
    error.code === 'FST_ERR_HANDLER_TIMEOUT' ||
    /^timeout exceeded when trying to connect$/i.test(error.message)
  );
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const status = STATUS.get(error.constructor as typeof DomainError) ?? 500;
      if (status === 503 && !reply.hasHeader('Retry-After')) reply.header('Retry-After', '10');
      return reply.status(status).send({ message: error.message, errors: error.errors });
    }
    if (error.validation) {
      const errors = fieldErrors(error.validation as SchemaIssue[]);
      return reply.status(422).send({ message: Object.values(errors)[0][0], errors });
    }
    if (!error.statusCode && MULTIPART_ERROR.test(error.message))
      return reply.status(400).send({ message: MULTIPART_MESSAGE, errors: {} });
    if (isTimeout(error)) {
      request.log.warn({ err: error }, 'request timed out');
      return reply.status(503).header('Retry-After', '10').send({ message: BUSY_MESSAGE, errors: {} });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ message: 'Server error.', errors: {} });
    }
    return reply.status(status).send({ message: error.message, errors: {} });
  });
}
