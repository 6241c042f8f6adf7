/**
 * One input rule for every route (docs/product.md "Bad input"): JSON nests at most
 * {@link MAX_DEPTH} levels (400, checked on the raw text before parsing), and no text (value or key) may hold a NUL character, which
 * PostgreSQL cannot store, or a lone UTF-16 surrogate, which it would store altered (422 on the
 * field). Bodies, queries and path parameters are checked before validation, with a walk that
 * keeps its own stack (the input decides the depth, never the call stack); multipart fields are
 * read with {@link multipartText}.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { DomainError, invalidField, Malformed, TooLarge } from '../lib/errors';
import { text } from '../lib/messages';

/** The deepest nesting of arrays and objects a JSON body may have. */
export const MAX_DEPTH = 64;
const TOO_DEEP = text('body.tooDeep', { max: MAX_DEPTH });

/** A lone surrogate: with the `u` flag a paired one is one code point and does not match. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

type Problem = { path: string; kind: 'nul' | 'surrogate' | 'depth' };

const textProblem = (text: string): Problem['kind'] | null =>
  text.includes('\u0000') ? 'nul' : LONE_SURROGATE.test(text) ? 'surrogate' : null;

/** The first problem under `value` (dotted path), walked breadth-first along a growing list. */
function firstProblem(value: unknown, root: string): Problem | null {
  const queue: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  for (let index = 0; index < queue.length; index++) {
    const next = queue[index];
    const { path } = next;
    if (typeof next.value === 'string') {
      const kind = textProblem(next.value);
      if (kind) return { path: path || '_', kind };
    } else if (next.value && typeof next.value === 'object') {
      if (next.depth >= MAX_DEPTH) return { path: path || '_', kind: 'depth' };
      for (const [key, item] of Object.entries(next.value)) {
        const at = path ? `${path}.${key}` : key;
        const kind = textProblem(key);
        if (kind) return { path: at, kind };
        queue.push({ value: item, path: at, depth: next.depth + 1 });
      }
    }
  }
  return null;
}

/**
 * Throws when `value` (a field, or an object of fields) breaks the input rule: 400 when nested
 * deeper than {@link MAX_DEPTH}, 422 on the field that holds a NUL or a lone surrogate.
 */
export function assertCleanInput(value: unknown, path = ''): void {
  const problem = firstProblem(value, path);
  if (!problem) return;
  if (problem.kind === 'depth') throw new Malformed(TOO_DEEP, { _: [TOO_DEEP] });
  throw invalidField(problem.path, problem.kind === 'nul' ? 'field.nul' : 'field.surrogate');
}

/**
 * The text of one multipart field, checked like a JSON string: 413 when it was cut at the
 * field size limit (never stored cut), 422 when it holds a NUL or a lone surrogate.
 */
export function multipartText(part: { fieldname: string; value: unknown; valueTruncated: boolean }): string {
  const text = String(part.value);
  if (part.valueTruncated) throw new TooLarge('field.tooLarge', { [part.fieldname]: ['field.tooLarge'] });
  assertCleanInput(text, part.fieldname);
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
    if (error instanceof DomainError || (status && status < 500)) throw error;
    throw new Malformed('body.multipartMalformed');
  }
}

/**
 * Whether JSON `text` nests arrays and objects deeper than `limit`, scanning only until it does
 * (strings and their escapes skipped), so a body nested 10,000 deep costs a few dozen characters.
 */
export function nestsDeeper(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++;
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

export default fp(async (app) => {
  // too deep a body is refused before it is parsed, let alone walked
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeper(body as string, MAX_DEPTH)) return done(new Malformed(TOO_DEEP, { _: [TOO_DEEP] }));
    parseJson(request, body as string, done);
  });

  app.addHook('preValidation', async (request) => {
    assertCleanInput(request.params);
    assertCleanInput(request.query);
    if (!request.isMultipart()) assertCleanInput(request.body);
  });
});
