import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestContext } from './helpers';

const valid = {
  company: 'Immo Leie',
  email: 'info@immoleie.be',
  first_name: 'Ann',
  last_name: 'Baert',
  phone: '+32 9 123 45 67',
  policy_accepted: 1,
};

describe('inquiries (POST /front/inquiries, GET /front/inquiries/)', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());
  const create = (payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/front/inquiries', payload });
  const total = async () =>
    (await ctx.app.inject({ url: '/front/inquiries/', headers: await ctx.auth('admin') })).json().pagination.total;

  it('accepts a public submission and counts it for the admin badge', async () => {
    const before = await total();
    const response = await create(valid);
    assert.equal(response.statusCode, 201);
    assert.equal(await total(), before + 1);
    const row = await ctx.db
      .selectFrom('inquiries')
      .selectAll()
      .where('id', '=', response.json().id)
      .executeTakeFirstOrThrow();
    assert.equal(row.policy_accepted, true);
    assert.equal(row.company, 'Immo Leie');
  });

  it('requires every field of docs/spec.md §5 and a valid e-mail, per field, and stores nothing', async () => {
    const before = await total();
    const blank = await create({ ...valid, company: ' ', first_name: '', phone: '' });
    assert.equal(blank.statusCode, 422);
    assert.deepEqual(Object.keys(blank.json().errors).sort(), ['company', 'first_name', 'phone']);
    const email = await create({ ...valid, email: 'geen-adres' });
    assert.deepEqual(Object.keys(email.json().errors), ['email']);
    for (const phone of ['abc', '123', '+32 9 12'])
      assert.deepEqual(Object.keys((await create({ ...valid, phone })).json().errors), ['phone'], phone);
    const missing = await create({ company: 'X' });
    assert.equal(missing.statusCode, 422);
    assert.ok(missing.json().errors.email && missing.json().errors.policy_accepted);
    assert.equal(await total(), before);
    // Belgian numbers with or without country code, and foreign ones with theirs
    for (const phone of ['0470 12 34 56', '+33 1 23 45 67 89', '09/123.45.67'])
      assert.equal((await create({ ...valid, phone })).statusCode, 201, phone);
  });

  it('lists inquiries for admins only', async () => {
    assert.equal((await ctx.app.inject({ url: '/front/inquiries/' })).statusCode, 401);
    assert.equal((await ctx.app.inject({ url: '/front/inquiries/', headers: await ctx.auth('user') })).statusCode, 403);
    const body = (
      await ctx.app.inject({ url: '/front/inquiries/?search=immo%20leie', headers: await ctx.auth('admin') })
    ).json();
    assert.ok(body.data.length >= 1);
    assert.equal(body.data[0].email, valid.email);
    assert.equal(typeof body.data[0].created_at, 'number');
  });
});
