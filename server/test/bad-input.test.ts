import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { INT32_MAX } from 'shared-api/contract';
import { multipart, startTestApp, type TestContext } from './helpers';

/** Issue 11 (first part): bad input is a 422 on its field, never a 500, and nothing is stored. */
describe('bad input is refused with 422', () => {
  let ctx: TestContext;
  let user: { authorization: string };
  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
  });
  after(() => ctx.close());

  const expect422 = async (response: { statusCode: number; json: () => unknown }, field: string) => {
    assert.equal(response.statusCode, 422, JSON.stringify(response.json()));
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    assert.ok(body.errors[field], `an error on ${field}: ${JSON.stringify(body.errors)}`);
  };

  it('a NUL character anywhere: public inquiry, search, JSON body, multipart field', async () => {
    const inquiries = async () =>
      Number((await ctx.db.selectFrom('inquiries').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await inquiries();
    await expect422(
      await ctx.app.inject({
        method: 'POST',
        url: '/front/inquiries',
        payload: {
          company: 'Immo\u0000Leie',
          email: 'a@b.be',
          first_name: 'A',
          last_name: 'B',
          phone: '1',
          policy_accepted: 1,
        },
      }),
      'company',
    );
    assert.equal(await inquiries(), before, 'nothing stored');
    await expect422(await ctx.app.inject({ url: '/front/reports/?query=Pe%00ters', headers: user }), 'query');
    await expect422(
      await ctx.app.inject({
        method: 'POST',
        url: '/front/reports/',
        headers: user,
        payload: {
          ready_for_app: false,
          type: 'enter',
          parties: [{ uuid: null, type: 'tenant', first_name: 'Lot\u0000te' }],
        },
      }),
      'parties.0.first_name',
    );
    const form = await multipart({ name: 'Kantoor\u0000Gent' });
    await expect422(
      await ctx.app.inject({
        method: 'POST',
        url: '/front/document_configurations',
        headers: { ...user, ...form.headers },
        payload: form.payload,
      }),
      'name',
    );
  });

  it('ids above 2³¹ in paths and bodies, and an absurd page', async () => {
    await expect422(await ctx.app.inject({ url: '/front/reports/3000000000', headers: user }), 'id');
    await expect422(await ctx.app.inject({ url: '/app/reports/3000000000', headers: user }), 'id');
    await expect422(
      await ctx.app.inject({
        method: 'POST',
        url: '/front/reports/',
        headers: user,
        payload: { ready_for_app: false, type: 'enter', parties: [], place_id: 3000000000 },
      }),
      'place_id',
    );
    await expect422(await ctx.app.inject({ url: '/front/reports/?page=1e308', headers: user }), 'page');
  });

  it('a country code that is not two letters, and a date of birth out of range', async () => {
    const party = (overrides: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/front/reports/',
        headers: user,
        payload: { ready_for_app: false, type: 'enter', parties: [{ uuid: null, type: 'tenant', ...overrides }] },
      });
    const address = { street: 'Kouter', street_number: '1', zipcode: '9000', city: 'Gent' };
    await expect422(await party({ address: { ...address, country: 'BEL' } }), 'parties.0.address.country');
    await expect422(await party({ address: { ...address, country: '12' } }), 'parties.0.address.country');
    await expect422(await party({ dob: 1e15 }), 'parties.0.dob');
  });

  it('multipart: an oversized field is a 413 (never stored cut), odd field names are ignored, broken bodies are 4xx', async () => {
    const configurations = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('document_configurations')
            .select(ctx.db.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await configurations();
    const send = (payload: Buffer, contentType: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/front/document_configurations',
        headers: { ...user, 'content-type': contentType },
        payload,
      });
    const big = await multipart({ name: 'Groot', enter_text: `<p>${'x'.repeat(1024 * 1024 + 10)}</p>` });
    const tooLarge = await send(big.payload, big.headers['content-type']);
    assert.equal(tooLarge.statusCode, 413);
    assert.ok(tooLarge.json().errors.enter_text);
    assert.equal(await configurations(), before, 'nothing stored');

    const proto = await multipart({ name: 'Proto', '__proto__[]': 'x', 'hasOwnProperty[]': 'z' });
    assert.equal(
      (await send(proto.payload, proto.headers['content-type'])).statusCode,
      201,
      'unknown names are ignored',
    );
    const constructor = await multipart({ name: 'Constructor', constructor: 'y' });
    const refused = await send(constructor.payload, constructor.headers['content-type']);
    assert.equal(refused.statusCode, 400, 'the multipart parser refuses prototype names');
    assert.equal(refused.json().message, 'De aanvraag kon niet gelezen worden.');

    const whole = await multipart({ name: 'Afgebroken' });
    const cut = await send(whole.payload.subarray(0, whole.payload.length - 20), whole.headers['content-type']);
    assert.ok(cut.statusCode >= 400 && cut.statusCode < 500, `truncated body: ${cut.statusCode}`);
    const noBoundary = await send(whole.payload, 'multipart/form-data');
    assert.ok(noBoundary.statusCode >= 400 && noBoundary.statusCode < 500, `no boundary: ${noBoundary.statusCode}`);
    assert.equal(await configurations(), before + 1, 'only the one with ignored names was stored');
  });
});

interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  items?: Schema;
  minimum?: number;
  maximum?: number;
  pattern?: string;
}
interface Operation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

/** Every request schema of the OpenAPI description: `METHOD /path part` and the schema. */
function requestSchemas(app: TestContext['app']): [string, Schema][] {
  const paths = (app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  return Object.entries(paths).flatMap(([url, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => [
      ...(operation.parameters ?? []).map(
        (parameter) =>
          [`${method.toUpperCase()} ${url} ${parameter.in}:${parameter.name}`, parameter.schema] as [string, Schema],
      ),
      ...Object.entries(operation.requestBody?.content ?? {}).map(
        ([type, { schema }]) => [`${method.toUpperCase()} ${url} ${type}`, schema] as [string, Schema],
      ),
    ]),
  );
}

/** Each schema under `schema` (itself included) with its dotted place, walked along a list. */
function schemasUnder(schema: Schema, root: string): [string, Schema][] {
  const found: [string, Schema][] = [];
  const queue: [string, Schema][] = [[root, schema]];
  for (let index = 0; index < queue.length; index++) {
    const [at, next] = queue[index];
    found.push([at, next]);
    for (const [key, child] of Object.entries(next.properties ?? {})) queue.push([`${at}.${key}`, child]);
    for (const child of [...(next.anyOf ?? []), ...(next.oneOf ?? []), ...(next.allOf ?? [])]) queue.push([at, child]);
    if (next.items) queue.push([`${at}[]`, next.items]);
  }
  return found;
}

const typesOf = (schema: Schema) => [schema.type ?? []].flat();

/**
 * The rules of every request schema a probe of a fresh server found broken (issue 42), checked on
 * the schemas themselves so a new route cannot miss them: integers fit an `integer` column,
 * calendar days stay within 1900–2100, and the app's own validator drops every key a schema does
 * not name, at every level.
 */
describe('rules of every request schema (issue 42)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startTestApp(
      {},
      {
        prepare: (app) => {
          // the app's own validator (its Ajv and options) on a schema and a value; test-only, hidden
          app.post('/__test/validate', { schema: { hide: true } }, async (request) => {
            const { schema, data } = request.body as { schema: object; data: unknown };
            const validate = request.compileValidationSchema(schema);
            validate(data);
            return { data };
          });
        },
      },
    );
  });
  after(() => ctx.close());

  it('bounds every integer: ids within an integer column (Id), others within Int32, UnixSeconds or narrower', () => {
    const isId = (at: string) => /(^|[.:])(id|\w+_id|\w+Id)$/.test(at);
    const unbounded = requestSchemas(ctx.app).flatMap(([where, schema]) =>
      schemasUnder(schema, where)
        .filter(([, candidate]) => typesOf(candidate).includes('integer') && !candidate.enum)
        .filter(([at, candidate]) => {
          const [low, high] = isId(at) ? [1, INT32_MAX] : [-(2 ** 32), 2 ** 32];
          return !(candidate.minimum! >= low && candidate.maximum! <= high);
        })
        .map(([at]) => at),
    );
    assert.deepEqual(unbounded, []);
  });

  it('keeps every calendar day a request may name within 1900–2100 (IsoDay)', () => {
    const open = requestSchemas(ctx.app).flatMap(([where, schema]) =>
      schemasUnder(schema, where)
        // a day's pattern: takes a day, not any text
        .filter(
          ([, candidate]) =>
            candidate.pattern &&
            new RegExp(candidate.pattern).test('2026-01-01') &&
            !['x', 'abcdefghij'].some((text) => new RegExp(candidate.pattern!).test(text)),
        )
        .filter(([, candidate]) =>
          ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31'].some((day) =>
            new RegExp(candidate.pattern!).test(day),
          ),
        )
        .map(([at]) => at),
    );
    assert.deepEqual(open, []);
  });

  it('drops every key a request schema does not name, at every level, with the app’s own validator', async () => {
    /** A value shaped like `schema` with an unknown key in every object; arrays hold one item. */
    const sample = (schema: Schema, depth = 0): unknown => {
      if (depth > 12) return null;
      if (schema.enum) return schema.enum[0];
      if (schema.const !== undefined) return schema.const;
      const choice = (schema.anyOf ?? schema.oneOf)?.find((branch) => !typesOf(branch).includes('null'));
      if (choice) return sample(choice, depth + 1);
      const type = typesOf(schema)[0];
      if (type === 'object' && schema.properties)
        return Object.fromEntries([
          ['not_a_column', 1],
          ...Object.entries(schema.properties).map(([key, child]) => [key, sample(child, depth + 1)]),
        ]);
      if (type === 'array' && schema.items) return [sample(schema.items, depth + 1)];
      return { string: 'x', integer: 1, number: 1, boolean: true }[type as string] ?? null;
    };
    const leftOver = (value: unknown, at: string): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, child]) =>
            key === 'not_a_column' ? [at] : leftOver(child, `${at}.${key}`),
          )
        : [];
    const kept: string[] = [];
    for (const [where, schema] of requestSchemas(ctx.app).filter(([where]) => where.endsWith('application/json'))) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/__test/validate',
        payload: { schema, data: sample(schema) },
      });
      assert.equal(response.statusCode, 200, `${where}: ${response.body}`);
      kept.push(...leftOver(response.json().data, where));
    }
    assert.deepEqual(kept, []);
  });
});
