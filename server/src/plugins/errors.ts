/**
 * The one error handler (docs/ARCHITECTURE.md): every failure answers `{message, errors}`, except
 * to a browser's navigation, which reads the same message as a short page (lib/error-page.ts).
 * Every message is written in the reader's language (lib/messages.ts).
 * Schema validation failures become 422 with one message list per field; a domain error (lib/errors.ts)
 * gets its status from one table; rate limiting keeps 429 (with the seconds to wait); a malformed multipart body is a 400; anything else is a 500
 * whose details are logged, never sent.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  Conflict,
  DomainError,
  Forbidden,
  Gone,
  Invalid,
  Malformed,
  NotFound,
  NotReady,
  PaymentRequired,
  TooLarge,
  TooManyRequests,
  Unauthenticated,
  UnsupportedType,
  UpstreamFailed,
} from '../lib/errors';
import { text, translate, translateErrors, type FieldErrors, type Text } from '../lib/messages';
import { readerLanguage } from '../lib/reader-language';
import { sendErrorPage, wantsPage } from '../lib/error-page';
import { SINGLE_LINE_PATTERN } from 'shared-api/contract';

/** The HTTP status of each domain error (lib/errors.ts); the mapping lives only here. */
const STATUS = new Map<typeof DomainError, number>([
  [Malformed, 400],
  [Unauthenticated, 401],
  [PaymentRequired, 402],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [Gone, 410],
  [TooLarge, 413],
  [UnsupportedType, 415],
  [Invalid, 422],
  [TooManyRequests, 429],
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

function messageOf(issue: SchemaIssue): Text {
  if (issue.keyword === 'required') return 'validation.required';
  if (issue.keyword === 'pattern' && issue.params?.pattern === SINGLE_LINE_PATTERN) return 'field.singleLine';
  if (issue.keyword === 'maxLength') return 'field.tooLong';
  return 'field.invalid';
}

/** Schema validation issues (ajv) as `{field: [messages]}`. */
export function fieldErrors(issues: SchemaIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) (errors[fieldOf(issue)] ??= []).push(messageOf(issue));
  return errors;
}

/**
 * An error of the multipart parser (busboy) on a malformed or cut-off body: the client's fault,
 * answered 400 wherever the body is read (docs/product.md "Bad input").
 */
const MULTIPART_ERROR =
  /^(Unexpected end of (form|file|multipart data)|Malformed part header|Multipart: Boundary not found|Part terminated early|Malformed urlencoded form)/;

/** A statement cancelled by `statement_timeout`, a pool that gave no connection in time, or the handler timeout. */
function isTimeout(error: FastifyError): boolean {
  return (
    error.code === '57014' ||
    error.code === 'FST_ERR_HANDLER_TIMEOUT' ||
    /^timeout exceeded when trying to connect$/i.test(error.message)
  );
}

/** What a 4xx of Fastify itself or a plugin tells the reader, by status. */
const FASTIFY_MESSAGES: Record<number, Text> = { 413: 'body.tooLarge', 415: 'body.unsupportedType' };

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = readerLanguage(request.headers['accept-language']);
    // a browser's navigation (a link opened, a page reloaded) reads a page, never raw JSON; an
    // answer in the reader's language is kept by no cache (a 404 or 410 is cacheable by default and
    // would come back in the language of the first reader)
    const answer = (status: number, message: Text, errors: FieldErrors = {}) =>
      wantsPage(request)
        ? sendErrorPage(request, reply, status, language, translate(message, language))
        : reply
            .status(status)
            .header('Cache-Control', 'no-store')
            .header('Vary', 'Accept-Language')
            .send({ message: translate(message, language), errors: translateErrors(errors, language) });
    if (error instanceof DomainError) {
      const status = STATUS.get(error.constructor as typeof DomainError) ?? 500;
      if (status === 503 && !reply.hasHeader('Retry-After')) reply.header('Retry-After', '10');
      if (error instanceof TooManyRequests)
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfter))));
      return answer(status, error.text, error.errors);
    }
    if (error.validation) {
      const errors = fieldErrors(error.validation as SchemaIssue[]);
      return answer(422, Object.values(errors)[0][0], errors);
    }
    if (!error.statusCode && MULTIPART_ERROR.test(error.message)) return answer(400, 'body.multipartMalformed');
    if (isTimeout(error)) {
      request.log.warn({ err: error }, 'request timed out');
      reply.header('Retry-After', '10');
      return answer(503, 'busy');
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return answer(500, 'serverError');
    }
    if (status === 429)
      return answer(429, text('tooManyRequests', { seconds: Number(reply.getHeader('retry-after')) || 60 }));
    // another 4xx of Fastify or a plugin: an unreadable JSON body, an unsupported type, a body too large
    request.log.info({ err: error }, 'request refused');
    return answer(status, FASTIFY_MESSAGES[status] ?? 'body.malformed');
  });
}
