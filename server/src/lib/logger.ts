/**
 * The server's log (docs/ARCHITECTURE.md "Errors"): one line of JSON per event, through pino.
 * No line holds a secret a client sent or was given (issue 42): the URL of every logged request
 * is redacted by {@link redactUrl} (a sign-off link's token, a reset token, a file URL's
 * signature, a password in a query); bodies are never logged.
 */

/** A structured logger as services use it (the app's pino logger fits it): an object of fields, then the message. */
export interface Logger {
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}

/** What a redacted part of a URL reads as. */
export const REDACTED = '[redacted]';

/** Query parameters whose value is a secret: `token`, `signature`, `password`, `client_secret`, `refresh_token`… */
const SECRET_PARAMETER = /token|signature|password|secret/i;

/**
 * Paths whose next segment is a secret: a sign-off link as the API (`/public/sign-off/{token}…`)
 * and as the page the party opens (`/sign-off/{token}`), an invitation to an organisation
 * likewise (`/public/invitations/{token}`, `/invitations/{token}`), and a member's private
 * calendar feed (`/calendar/{token}.ics`).
 */
const SECRET_SEGMENT = /^((?:\/public)?\/(?:sign-off|invitations|calendar)\/)[^/?#]+/;

/** A query parameter's name as a client may have encoded it; the raw text when it does not decode. */
function parameterName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * `url` (a request's raw path and query, as sent) with every secret replaced by
 * {@link REDACTED}: the segment after `/sign-off/`, `/invitations/`, `/calendar/` and their `/public/` forms, and the value of each
 * query parameter whose name holds `token`, `signature`, `password` or `secret`. Never throws,
 * whatever the text (`//[`, broken percent escapes).
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  const path = (mark < 0 ? url : url.slice(0, mark)).replace(SECRET_SEGMENT, `$1${REDACTED}`);
  if (mark < 0) return path;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_PARAMETER.test(parameterName(name)) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** The fields of a request as the log shows them (Fastify's own, with the URL redacted). */
export function requestForLog(request: {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Fastify's logger options: `level`, lines to `stream` when given (tests read them) or stdout, and
 * the request serializer of {@link requestForLog}.
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return { level, ...(stream ? { stream } : {}), serializers: { req: requestForLog } };
}
