/**
 * The page a browser shows when a navigation fails (docs/product.md "Server messages"): a visitor
 * who opens a URL (a link in a mail, a PDF link, a page of the app) while the server is busy,
 * limits them, or refuses the URL reads a short page in their language, never `{"message":…}`.
 * A request is a navigation when it is a GET or HEAD whose `Accept` names `text/html`; API calls
 * (`fetch`, `*` or `application/json`) keep their JSON answer.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate } from './messages';
import type { ReaderLanguage } from './reader-language';

/** Whether `request` is a browser's navigation, which gets a page instead of JSON. */
export function wantsPage(request: Pick<FastifyRequest, 'method' | 'headers'>): boolean {
  const accept = request.headers.accept ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && /\btext\/html\b/i.test(accept);
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The HTML of the page telling `message` (already in `language`). When `retrySeconds` is given
 * (503, 429), the page offers "Opnieuw proberen" (a link to `url` itself) and reloads by itself
 * after that many seconds; otherwise it only says what happened.
 */
export function errorPageHtml(language: ReaderLanguage, message: string, url: string, retrySeconds?: number): string {
  const retry =
    retrySeconds === undefined
      ? ''
      : `<p><a href="${escapeHtml(url)}">${escapeHtml(translate('page.retry', language))}</a></p>`;
  const refresh = retrySeconds === undefined ? '' : `<meta http-equiv="refresh" content="${retrySeconds}">`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}
<title>${escapeHtml(message)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5;color:#1f2933}a{color:#0b5cad}</style>
</head><body><main><h1>${escapeHtml(message)}</h1>${retry}</main></body></html>`;
}

/**
 * Sends `message` as the page {@link errorPageHtml} with `status`; a 503 or 429 offers the retry
 * after the reply's `Retry-After` seconds (10 when unset).
 */
export function sendErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  language: ReaderLanguage,
  message: string,
) {
  const retry = status === 503 || status === 429 ? Number(reply.getHeader('retry-after')) || 10 : undefined;
  return reply
    .status(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(errorPageHtml(language, message, request.url, retry));
}
