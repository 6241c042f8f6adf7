/**
 * Property-based bad input (issue 11): for every route of the OpenAPI description, fast-check
 * generates path params, queries and bodies from the route's own schemas, each value mixed with
 * hostile ones (NUL bytes, lone surrogates, numbers at the int32, safe-integer and float edges,
 * unicode normalisation variants, over-long text, wrong types, prototype keys, nesting past 64
 * levels, arrays of 100,000 items), raw bodies nested 10,000 deep and multipart bodies cut short,
 * and multipart bodies with odd field names where a route takes no JSON body. Every answer must be
 * below 500 and must not show internals (stack frames, paths, SQL). `npm run fuzz` runs it longer
 * and prints the number of requests and the slowest answer.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
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
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valueOf(value, depth + 1)])),
        { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
      );
    }
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, depth + 1), { maxLength: depth > 3 ? 1 : 3 });
    case 'string':
      return fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 300) + 2 });
    case 'integer':
      return fc.oneof(
        fc.integer({ min: 1, max: 60 }), // ids that exist in the seeded database
        fc.integer({ min: (schema.minimum ?? -1e6) - 1, max: Math.min((schema.maximum ?? 1e6) + 1, 2 ** 53) }),
      );
    case 'number':
      return fc.double({ noNaN: true });
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

describe('bad input from the contract, on every route (issue 11): no 5xx, no internals', () => {
  let ctx: TestContext;
  let headers: { authorization: string };
  before(async () => {
    ctx = await startTestApp();
    headers = await ctx.auth('admin');
  });
  after(() => ctx.close());

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
