import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestContext } from './helpers';

describe('GET /front/reports/ and /front/reports/{id}', () => {
  let ctx: TestContext;
  let admin: { authorization: string };
  let user: { authorization: string };
  let ids: { admin: number; user: number };
  before(async () => {
    ctx = await startTestApp();
    admin = await ctx.auth('admin');
    user = await ctx.auth('user');
    const owner = async (email: string) =>
      (
        await ctx.db
          .selectFrom('reports')
          .innerJoin('users', 'users.id', 'reports.user_id')
          .select('reports.id')
          .where('users.email', '=', email)
          .orderBy('reports.id')
          .executeTakeFirstOrThrow()
      ).id;
    ids = { admin: await owner('admin@plaatsbeschrijving.be'), user: await owner('inspecteur@plaatsbeschrijving.be') };
  });
  after(() => ctx.close());
  const list = (headers: { authorization: string }, query = '') =>
    ctx.app.inject({ url: `/front/reports/${query}`, headers });

  it('refuses anonymous access', async () => {
    assert.equal((await list({ authorization: '' })).statusCode, 401);
    assert.equal((await ctx.app.inject({ url: `/front/reports/${ids.user}` })).statusCode, 401);
  });

  it('pages 10 per page, id ascending by default, with the pagination block of docs/spec.md §3 (and total_relation)', async () => {
    const total = Number(
      (await ctx.db.selectFrom('reports').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
    );
    const body = (await list(admin)).json();
    assert.equal(body.data.length, 10);
    assert.deepEqual(body.pagination, {
      total,
      total_relation: 'eq',
      count: 10,
      per_page: 10,
      current_page: 1,
      total_pages: Math.ceil(total / 10),
    });
    const pageIds = body.data.map((report: { id: number }) => report.id);
    assert.deepEqual(
      pageIds,
      [...pageIds].sort((a, b) => a - b),
    );
    const last = (await list(admin, `?page=${Math.ceil(total / 10)}`)).json();
    assert.equal(last.pagination.count, total % 10 || 10);
  });

  it('returns the report fields of docs/spec.md §3', async () => {
    const [report] = (await list(admin)).json().data;
    for (const field of [
      'id',
      'hashed_id',
      'type',
      'state',
      'finished_at',
      'place',
      'place_id',
      'parties',
      'parties_string',
      'homes',
      'config',
      'auto_mail_documents',
      'is_follow_up',
      'allow_regenerate_pdf',
      'addenda',
    ]) {
      assert.ok(field in report, `missing ${field}`);
    }
    assert.equal(typeof report.place.address.street, 'string');
    assert.equal(
      report.parties_string,
      report.parties
        .map(
          (party: { first_name: string | null; last_name: string | null; company_name: string | null }) =>
            [party.first_name, party.last_name].filter(Boolean).join(' ') || party.company_name,
        )
        .join(', '),
    );
  });

  it('shows a regular user only the reports of their own account', async () => {
    const own = Number(
      (
        await ctx.db
          .selectFrom('reports')
          .innerJoin('users', 'users.id', 'reports.user_id')
          .select(ctx.db.fn.countAll().as('n'))
          .where('users.email', '=', 'inspecteur@plaatsbeschrijving.be')
          .executeTakeFirstOrThrow()
      ).n,
    );
    const body = (await list(user, '?page=1')).json();
    assert.equal(body.pagination.total, own);
    const all = [];
    for (let page = 1; page <= body.pagination.total_pages; page++)
      all.push(...(await list(user, `?page=${page}`)).json().data);
    assert.ok(!all.some((report: { id: number }) => report.id === ids.admin));
  });

  it('answers 404 for another account’s report and for an unknown id, 200 for an admin', async () => {
    assert.equal((await ctx.app.inject({ url: `/front/reports/${ids.admin}`, headers: user })).statusCode, 404);
    assert.equal((await ctx.app.inject({ url: `/front/reports/999999`, headers: admin })).statusCode, 404);
    const own = await ctx.app.inject({ url: `/front/reports/${ids.user}`, headers: user });
    assert.equal(own.statusCode, 200);
    assert.equal(own.json().id, ids.user);
    assert.equal((await ctx.app.inject({ url: `/front/reports/${ids.user}`, headers: admin })).statusCode, 200);
  });

  it('searches on address and parties, case-insensitively, literally', async () => {
    const gent = (await list(admin, '?query=GENT')).json();
    assert.ok(gent.pagination.total > 0);
    assert.ok(
      gent.data.every((report: { place: { address: { city: string } } }) => /gent/i.test(report.place.address.city)),
    );
    const party = (await list(admin, '?search=Verbeke')).json();
    assert.ok(
      party.data.length > 0 &&
        party.data.every((report: { parties_string: string }) => report.parties_string.includes('Verbeke')),
    );
    assert.equal((await list(admin, '?query=%25')).json().pagination.total, 0, '% is matched literally');
  });

  it('sorts by a column in both directions', async () => {
    const streets = async (type: string) =>
      (await list(admin, `?order=address&order_type=${type}`))
        .json()
        .data.map((report: { place: { address: { street: string } } }) => report.place.address.street.toLowerCase());
    const ascending = await streets('asc');
    const descending = await streets('desc');
    assert.deepEqual(ascending, [...ascending].sort());
    assert.deepEqual(descending, [...descending].sort().reverse());
    assert.notDeepEqual(ascending, descending);
  });

  it('refuses an unknown sort column or page with 422 per field', async () => {
    const response = await list(admin, '?order=password_hash&page=0');
    assert.equal(response.statusCode, 422);
    assert.ok(response.json().errors.order && response.json().errors.page);
  });
});
