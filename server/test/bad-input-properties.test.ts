/**
 * Property-based bad input (issue 11): for every route of the OpenAPI description, fast-check
 * generates path params, queries and bodies from the route's own schemas, each value mixed with
 * hostile ones (NUL bytes, lone surrogates, numbers at the int32, safe-integer and float edges,
 * unicode normalisation variants, over-long text, wrong types, prototype keys, nesting past 64
 * levels, arrays of 100,000 items), raw bodies nested 10,000 deep and multipart bodies cut short,
 * and multipart bodies with odd field names where a route takes no JSON body. Issue 42 added the
 * classes a probe of a fresh server found: integers just past an `integer` column and the safe
 * integers, tiny and huge fractions, calendar days at and past the database's range (and strings
 * drawn from each field's own pattern), unknown keys in every object, and raw paths sent byte for
 * byte over a socket to a server with a shell (`//[`, `//a:99999/`, `//@`, `..` and percent escapes
 * under every prefix). Every answer must be below 500 and must not show internals (stack frames,
 * paths, SQL). `npm run fuzz` runs it longer and prints the number of requests and the slowest answer.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { INT32_MAX, INT32_MIN } from 'shared-api/contract';
import { multipart, startTestApp, type TestContext } from './helpers';

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
}
interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const RUNS = Number(process.env.PROPERTY_RUNS ?? 25);
/** A fixed seed in `npm test`; `npm run fuzz` may pass another. */
const SEED = Number(process.env.PROPERTY_SEED ?? 20261124);
const INTERNALS =
  /(\bat \S+ \(|\/work\/|node_modules|\.ts:\d|SELECT |INSERT |UPDATE |syntax error|violates|relation "|column ")/;

const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    '',
    '\u0000',
    'a\u0000b',
    '__proto__',
    2 ** 31,
    -(2 ** 31) - 1,
    1e308,
    -1,
    0,
    1.5,
    true,
    [],
    {},
    'x'.repeat(5000),
    '../../etc/passwd',
    "' OR 1=1 --",
    'BEL',
    // lone UTF-16 surrogates (issue 22)
    '\ud800',
    'a\udc00b',
    // number edges: int32, the safest integers, denormals, the largest double, minus zero
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 53,
    -(2 ** 53),
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -0,
    // unicode normalisation variants and invisible characters
    'e\u0301',
    '\u00e9',
    '\ufb01',
    '\u212b',
    '\u202egnp.exe',
    'a\u200db',
    '\ufeffbom',
  ),
  // deep nesting and huge arrays
  fc.integer({ min: 60, max: 70 }).map((depth) => nestedArray(depth)),
  fc.constant(new Array(100_000).fill(0)),
  fc.anything({ maxDepth: 2 }),
);

/** Integers at and past the bounds of an `integer` column and of the safe integers (issue 42). */
const integerEdges = fc.constantFrom(INT32_MAX, INT32_MAX + 1, INT32_MIN, INT32_MIN - 1, 2 ** 53, -(2 ** 53), 2 ** 63);

/** Fractions that round to nothing or overflow (a lifetime of 0.004 years divided by zero, issue 42). */
const fractionEdges = fc.constantFrom(0.004, 0.005, -0.004, 1e-9, 5e-324, 1e308, -1e308, 2 ** 31 + 0.5);

/** Calendar days at and past what the database's `date` holds, and days that do not exist (issue 42). */
const dateEdges = fc.constantFrom(
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '1900-01-01',
  '2100-12-31',
  '2101-01-01',
  '9999-12-31',
  '10000-01-01',
  '-0001-01-01',
  '2026-02-30',
  '2026-13-01',
  'infinity',
  '-infinity',
  'epoch',
  '2026-01-01T00:00:00Z',
);

/** Keys no schema names, some of them real column names (an unknown key reached an INSERT, issue 42). */
const extraKeys = fc.dictionary(
  fc.constantFrom(
    'not_a_column',
    'id',
    'report_id',
    'user_id',
    'owner_id',
    'created_at',
    'position',
    'toString',
    'a b',
  ),
  fc.oneof(fc.constant(1), fc.constant('x'), fc.constant(null), fc.constant(INT32_MAX + 1)),
  { minKeys: 1, maxKeys: 3 },
);

/** An array nested `depth` levels deep, built without recursion. */
function nestedArray(depth: number): unknown[] {
  let value: unknown[] = [];
  for (let level = 1; level < depth; level++) value = [value];
  return value;
}

/** A value for `schema`: mostly shaped like it (at and just past its limits), sometimes hostile. */
function valueOf(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: shaped(schema, depth) }, { weight: 1, arbitrary: hostile });
}

function shaped(schema: Schema, depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueOf(choice, depth + 1)));
  if (schema.allOf)
    return fc
      .tuple(...schema.allOf.map((part) => shaped(part, depth + 1)))
      .map((parts) => Object.assign({}, ...parts.filter((part) => typeof part === 'object')));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valueOf(value, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
      // now and then with keys the schema does not name
      return fc
        .tuple(record, fc.option(extraKeys, { freq: 3 }))
        .map(([value, extra]) => (extra ? { ...extra, ...value } : value));
    }
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, depth + 1), { maxLength: depth > 3 ? 1 : 3 });
    case 'string': {
      const free = fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 300) + 2 });
      // the field's own pattern (a calendar day's shape, with every year it allows), and day edges
      const patterned = schema.pattern ? [{ weight: 3, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) }] : [];
      return fc.oneof({ weight: 4, arbitrary: free }, ...patterned, { weight: 1, arbitrary: dateEdges });
    }
    case 'integer':
      return fc.oneof(
        fc.integer({ min: 1, max: 60 }), // ids that exist in the seeded database
        fc.integer({ min: (schema.minimum ?? -1e6) - 1, max: Math.min((schema.maximum ?? 1e6) + 1, 2 ** 53) }),
        integerEdges,
      );
    case 'number':
      return fc.oneof({ weight: 3, arbitrary: fc.double({ noNaN: true }) }, { weight: 1, arbitrary: fractionEdges });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return hostile;
  }
}

/** Text of a generated value as it travels in a path or a query string. */
const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** `text` percent-encoded; a lone surrogate travels as the bytes a careless client sends (invalid UTF-8). */
const pathSegment = (value: string) =>
  [...value].map((char) => (/[\ud800-\udfff]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');

/** Raw bodies no serializer makes: 10,000 levels of nesting, and a multipart body cut short (issue 22). */
const rawBody: fc.Arbitrary<{ kind: 'raw'; value: { payload: string | Buffer; type: string } }> = fc.oneof(
  fc.constant({
    kind: 'raw' as const,
    value: { payload: `{"a":${'['.repeat(10_000)}${']'.repeat(10_000)}}`, type: 'application/json' },
  }),
  fc
    .integer({ min: 10, max: 120 })
    .map((cut) => ({ kind: 'raw' as const, value: { payload: `cut:${cut}`, type: 'multipart' } })),
);

const multipartFields = fc.dictionary(
  fc.oneof(fc.constantFrom('media', 'uuid', 'name', 'logo', 'emails[]', '__proto__[]', 'constructor'), fc.string()),
  fc.oneof(fc.string({ maxLength: 50 }), fc.constant('\u0000')),
  { maxKeys: 4 },
);

/** Where raw paths start: one or more slashes, a backslash, dot segments, and every prefix of the API and the pages. */
const pathStart = fc.constantFrom(
  '/',
  '//',
  '///',
  '/\\',
  '/./',
  '/../',
  '/mfe/',
  '/mfe/reports/',
  '/mfe/reports/0.1.0-aaaaaaaa/',
  '/front/',
  '/front/reports/',
  '/app/reports/',
  '/public/sign-off/',
  '/sign-off/',
  '/files/',
  '/reports/pdf/',
  '/reports/',
  '/docs/',
  '/test-checkout/',
  '/remotes.json',
);

/** Pieces of a raw path: what URL parsers trip on (`[`, `@`, a port, broken escapes, dot segments), names and numbers. */
const pathPiece = fc.oneof(
  fc.constantFrom(
    '[',
    ']',
    '@',
    ':',
    ':99999',
    'a:99999',
    'a@b',
    '%',
    '%ZZ',
    '%00',
    '%2e%2e',
    '%2E.',
    '%2f',
    '%5c',
    '%ED%A0%80',
    '%C3%A9',
    '..',
    '.',
    '\\',
    '?',
    '??',
    '&',
    '=',
    ';',
    '*',
    'x'.repeat(3000),
    '0',
    '-1',
    '2147483648',
    'reports',
    'mf-manifest.json',
    'remoteEntry.js',
    'registry.json',
  ),
  fc.stringMatching(/^[A-Za-z0-9._~!$&'()*+,;=:@%-]{0,12}$/),
);

/** A raw request path: a start, then pieces joined by slashes, nothing, or query separators. */
const rawPath = fc
  .tuple(pathStart, fc.array(fc.tuple(pathPiece, fc.constantFrom('/', '', '?', '&', '=')), { maxLength: 6 }))
  .map(([start, pieces]) => start + pieces.map(([piece, separator]) => piece + separator).join(''));

/** `method rawPath` sent byte for byte over a socket (no client normalises it): the status and the body. */
function rawRequest(port: number, method: string, target: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const lines = Object.entries({ host: 'localhost', connection: 'close', ...headers }).map(
        ([name, value]) => `${name}: ${value}`,
      );
      socket.write(`${method} ${target} HTTP/1.1\r\n${lines.join('\r\n')}\r\ncontent-length: 0\r\n\r\n`);
    });
    let received = '';
    socket.setEncoding('latin1');
    socket.setTimeout(30_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, ...rest] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
  });
}

/** A shell build and one released remote, so that pages are written (the page writer is fuzzed too). */
function buildTree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-fuzz-static-'));
  const dist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  fs.writeFileSync(path.join(dist, 'first-load.json'), JSON.stringify({ js: [], css: [] }));
  const version = path.join(root, 'releases', 'reports', '0.1.0-aaaaaaaa');
  fs.mkdirSync(version, { recursive: true });
  fs.writeFileSync(path.join(version, 'remoteEntry.js'), '/* entry */');
  fs.writeFileSync(
    path.join(version, 'mf-manifest.json'),
    JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }),
  );
  fs.writeFileSync(
    path.join(root, 'releases', 'reports', 'registry.json'),
    JSON.stringify({ name: 'mfe_reports', live: '0.1.0-aaaaaaaa', history: ['0.1.0-aaaaaaaa'] }),
  );
  return root;
}

describe('bad input from the contract, on every route (issue 11): no 5xx, no internals', () => {
  let ctx: TestContext;
  let headers: { authorization: string };
  let root: string;
  before(async () => {
    root = buildTree();
    ctx = await startTestApp({ staticDir: root, releasesDir: path.join(root, 'releases') });
    headers = await ctx.auth('admin');
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('answers raw paths (//, .., @, ports, brackets, broken escapes) with a 4xx or success (issue 42)', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as net.AddressInfo;
    let requests = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'),
        rawPath,
        fc.boolean(),
        async (method, target, signedIn) => {
          const answer = await rawRequest(port, method, target, signedIn ? headers : {});
          requests += 1;
          assert.ok(
            answer.status >= 200 && answer.status < 500,
            `${method} ${target}: ${answer.status} ${answer.body.slice(0, 200)}`,
          );
          assert.doesNotMatch(answer.body.slice(0, 20_000), INTERNALS, `${method} ${target}`);
        },
      ),
      { numRuns: RUNS * 8, includeErrorInReport: true, seed: SEED },
    );
    console.log(`raw paths: ${requests} requests, 0 answers ≥ 500`);
  });

  it('answers generated path params, queries and bodies with a 4xx or success', async () => {
    let requests = 0;
    let slowest = { ms: 0, what: '' };
    const paths = (ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    for (const [path, operations] of Object.entries(paths))
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = operation.parameters ?? [];
        const inPath = parameters.filter((parameter) => parameter.in === 'path');
        const inQuery = parameters.filter((parameter) => parameter.in === 'query');
        const jsonBody = Object.values(operation.requestBody?.content ?? {})[0]?.schema;
        const writes = ['post', 'put', 'patch'].includes(method);
        const body: fc.Arbitrary<{ kind: 'json' | 'multipart' | 'raw' | 'none'; value: unknown }> = jsonBody
          ? fc.oneof(
              { weight: 9, arbitrary: valueOf(jsonBody).map((value) => ({ kind: 'json' as const, value })) },
              { weight: 1, arbitrary: rawBody },
            )
          : writes
            ? fc.oneof(
                multipartFields.map((value) => ({ kind: 'multipart' as const, value })),
                hostile.map((value) => ({ kind: 'json' as const, value })),
                rawBody,
              )
            : fc.constant({ kind: 'none' as const, value: undefined });
        await fc.assert(
          fc.asyncProperty(
            fc.tuple(...inPath.map((parameter) => valueOf(parameter.schema))),
            fc.tuple(...inQuery.map((parameter) => fc.option(valueOf(parameter.schema), { nil: undefined }))),
            body,
            async (pathValues, queryValues, { kind, value }) => {
              let url = path;
              inPath.forEach((parameter, index) => {
                url = url.replace(`{${parameter.name}}`, pathSegment(text(pathValues[index])) || '0');
              });
              const query = new URLSearchParams();
              inQuery.forEach((parameter, index) => {
                if (queryValues[index] !== undefined) query.append(parameter.name, text(queryValues[index]));
              });
              if (query.size) url += `?${query}`;
              const raw = kind === 'raw' ? (value as { payload: string; type: string }) : null;
              const cut = raw?.type === 'multipart' ? Number(raw.payload.slice(4)) : null;
              const form =
                kind === 'multipart' || cut !== null
                  ? await multipart(cut === null ? (value as Record<string, string>) : { name: 'x'.repeat(200) })
                  : null;
              const started = performance.now();
              const response = await ctx.app.inject({
                method: method.toUpperCase() as 'GET',
                url,
                headers: { ...headers, ...form?.headers, ...(raw && cut === null ? { 'content-type': raw.type } : {}) },
                payload: form
                  ? cut === null
                    ? form.payload
                    : form.payload.subarray(0, form.payload.length - cut)
                  : raw
                    ? raw.payload
                    : kind === 'json'
                      ? (value as object)
                      : undefined,
              });
              const took = performance.now() - started;
              requests += 1;
              if (took > slowest.ms) slowest = { ms: took, what: `${method.toUpperCase()} ${path} (${kind})` };
              assert.ok(
                response.statusCode < 500,
                `${method.toUpperCase()} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`,
              );
              assert.doesNotMatch(response.body.slice(0, 20_000), INTERNALS, `${method.toUpperCase()} ${url}`);
            },
          ),
          { numRuns: RUNS, includeErrorInReport: true, seed: SEED },
        );
      }
    // figures for `npm run fuzz` (every answer above was below 500, or the run stopped there)
    console.log(
      `bad input: ${requests} requests on ${Object.keys(paths).length} paths, 0 answers ≥ 500, ` +
        `slowest ${slowest.ms.toFixed(0)} ms (${slowest.what})`,
    );
  });
});
