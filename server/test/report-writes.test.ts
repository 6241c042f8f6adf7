import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { poolCredits, setPoolCredits, startTestApp, type TestContext } from './helpers';
import { loadContentTree } from '../src/modules/content/read';

type Headers = { authorization: string };

describe('report create, update, delete, follow-up and credits (docs/spec.md §4, §5, §7)', () => {
  let ctx: TestContext;
  let user: Headers;
  let admin: Headers;
  let homes: { id: number; name: string }[];
  let configId: number;
  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    admin = await ctx.auth('admin');
    const options = (await ctx.app.inject({ url: '/front/reports/create', headers: user })).json();
    homes = options.homes;
    configId = options.document_configurations[0].id;
  });
  after(() => ctx.close());

  const home = (name: string) => homes.find((candidate) => candidate.name === name)!.id;
  /** The credits of the pool regular account `email` spends from (its organisation's, issue 44). */
  const credits = async (email: string) => (await poolCredits(ctx.db, email))!;
  const reportCount = async () =>
    Number((await ctx.db.selectFrom('reports').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const roomNames = async (reportId: number) =>
    (
      await ctx.db
        .selectFrom('report_rooms as r')
        .innerJoin('report_floors as f', 'f.uuid', 'r.floor_uuid')
        .innerJoin('report_homes as h', 'h.uuid', 'f.home_uuid')
        .select('r.name')
        .where('h.report_id', '=', reportId)
        .orderBy('h.order')
        .orderBy('f.order')
        .orderBy('r.order')
        .execute()
    ).map((row) => row.name);
  const address = { street: 'Veldstraat', street_number: '12', zipcode: '9000', city: 'Gent', country: 'BE' };
  const payload = (overrides: Record<string, unknown> = {}) => ({
    type: 'enter',
    home_id: home('Eengezinswoning'),
    document_configuration_id: configId,
    ready_for_app: false,
    auto_mail_documents: true,
    place: { address },
    parties: [
      {
        uuid: 1716,
        type: 'tenant',
        first_name: 'Lotte',
        last_name: 'Peeters',
        email: 'lotte@voorbeeld.be',
        dob: 631152000,
      },
      {
        uuid: null,
        type: 'landlord',
        company_name: 'Immo Noord bv',
        company_number: 'BE0123456789',
        address: { ...address, street: 'Kouter', street_number: '1' },
        represented_by: [{ key: 'r1', first_name: 'Jan', last_name: 'Claes' }],
      },
    ],
    ...overrides,
  });
  const create = (headers: Headers, body: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/front/reports/', headers, payload: body as object });
  const get = (headers: Headers, id: number) => ctx.app.inject({ url: `/front/reports/${id}`, headers });
  const seededReport = async (email: string, state: string) =>
    (
      await ctx.db
        .selectFrom('reports')
        .innerJoin('users', 'users.id', 'reports.user_id')
        .select('reports.id')
        .where('users.email', '=', email)
        .where('reports.state', '=', state as never)
        .orderBy('reports.id')
        .executeTakeFirstOrThrow()
    ).id;

  it('offers the own document configurations and the non-extra homes, and the circumstances', async () => {
    assert.ok(homes.some((candidate) => candidate.name === 'Appartement'));
    assert.ok(!homes.some((candidate) => candidate.name === 'Tuinhuis'));
    const circumstances = (await ctx.app.inject({ url: '/front/reports/circumstances', headers: user })).json();
    assert.ok(circumstances.some((item: { text: string }) => item.text === 'Droog weer'));
    assert.equal((await ctx.app.inject({ url: '/front/reports/create' })).statusCode, 401);
  });

  it('creates a draft with a new place, parties and representatives, spending one credit', async () => {
    const before = await credits('inspecteur@plaatsbeschrijving.be');
    const response = await create(user, payload());
    assert.equal(response.statusCode, 201, response.body);
    const report = (await get(user, response.json().id)).json();
    assert.equal(report.state, 'start');
    assert.equal(report.type, 'enter');
    assert.equal(report.auto_mail_documents, true);
    assert.deepEqual({ ...report.place.address, id: undefined }, { ...address, id: undefined });
    assert.equal(report.parties_string, 'Lotte Peeters, Immo Noord bv');
    const [tenant, landlord] = report.parties;
    assert.match(tenant.uuid, /^[0-9a-f-]{36}$/);
    assert.equal(tenant.dob, 631152000);
    assert.equal(landlord.address.street, 'Kouter');
    assert.deepEqual(
      landlord.represented_by.map((rep: { first_name: string }) => rep.first_name),
      ['Jan'],
    );
    assert.equal(await credits('inspecteur@plaatsbeschrijving.be'), before - 1);
    const spent = await ctx.db
      .selectFrom('credit_transactions')
      .select(['credits', 'kind'])
      .where('report_id', '=', report.id)
      .execute();
    assert.deepEqual(spent, [{ credits: -1, kind: 'report' }]);
  });

  it('answers 422 per field and creates nothing for bad input', async () => {
    const [reports, before] = [await reportCount(), await credits('inspecteur@plaatsbeschrijving.be')];
    const response = await create(
      user,
      payload({
        home_id: null,
        type: undefined,
        place: { address: { ...address, city: ' ', country: 'XX' } },
        parties: [
          { uuid: 3, type: 'other', email: 'geen-adres', phone: 'abc', represented_by: [{ key: 'r', phone: '123' }] },
        ],
      }),
    );
    assert.equal(response.statusCode, 422);
    const { errors } = response.json();
    for (const field of [
      'type',
      'home_id',
      'place.address.city',
      'place.address.country',
      'parties.0.other_type',
      'parties.0.email',
      'parties.0.phone',
      'parties.0.represented_by.0.phone',
    ])
      assert.ok(errors[field], `expected an error on ${field}: ${response.body}`);
    assert.equal(await reportCount(), reports);
    assert.equal(await credits('inspecteur@plaatsbeschrijving.be'), before);
  });

  it("refuses another account's configuration and place", async () => {
    const adminOptions = (await ctx.app.inject({ url: '/front/reports/create', headers: admin })).json();
    const adminPlace = await ctx.db
      .selectFrom('places')
      .innerJoin('users', 'users.id', 'places.user_id')
      .select('places.id')
      .where('users.email', '=', 'admin@plaatsbeschrijving.be')
      .executeTakeFirstOrThrow();
    const response = await create(
      user,
      payload({ document_configuration_id: adminOptions.document_configurations[0].id, place_id: adminPlace.id }),
    );
    assert.equal(response.statusCode, 422);
    assert.ok(response.json().errors.document_configuration_id);
    assert.ok(response.json().errors.place_id);
  });

  it('copies the content tree from the template; later template edits leave the report unchanged', async () => {
    const id = (await create(user, payload({ home_id: home('Appartement') }))).json().id;
    const rooms = await roomNames(id);
    assert.ok(rooms.includes('Woonkamer'), rooms.join());
    const sync = await ctx.app.inject({
      method: 'POST',
      url: `/front/homes/${home('Appartement')}/floors`,
      headers: admin,
      payload: { floors: [] },
    });
    assert.equal(sync.statusCode, 200, sync.body);
    assert.deepEqual(await roomNames(id), rooms);
  });

  it('updates a draft: keeps known parties, adds new ones, drops removed ones, replaces the tree on a new template', async () => {
    const id = (await create(user, payload())).json().id;
    const created = (await get(user, id)).json();
    const oldRooms = await roomNames(id);
    const [tenant] = created.parties;
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/front/reports/${id}`,
      headers: user,
      payload: payload({
        type: 'exit',
        home_id: home('Appartement'),
        place_id: created.place_id,
        place: undefined,
        parties: [
          { ...tenant, last_name: 'Peeters-Janssens' },
          { uuid: 99, type: 'owner', first_name: 'Mia' },
        ],
      }),
    });
    assert.equal(response.statusCode, 200, response.body);
    const updated = (await get(user, id)).json();
    assert.equal(updated.type, 'exit');
    assert.equal(updated.homes[0].name, 'Appartement');
    assert.equal(updated.place_id, created.place_id);
    assert.equal(updated.parties[0].uuid, tenant.uuid);
    assert.equal(updated.parties[0].last_name, 'Peeters-Janssens');
    assert.equal(updated.parties[1].type, 'owner');
    assert.equal(updated.parties.length, 2);
    assert.notDeepEqual(await roomNames(id), oldRooms);

    // saving again replaces the parties' address rows instead of piling them up
    const addressCount = async () =>
      Number((await ctx.db.selectFrom('addresses').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const withAddress = [updated.parties[0], { ...updated.parties[1], address }];
    const resend = () =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/front/reports/${id}`,
        headers: user,
        payload: payload({
          home_id: home('Appartement'),
          place_id: created.place_id,
          place: undefined,
          parties: withAddress,
        }),
      });
    assert.equal((await resend()).statusCode, 200);
    const addressesBefore = await addressCount();
    assert.equal((await resend()).statusCode, 200);
    assert.equal(await addressCount(), addressesBefore);
    assert.equal((await get(user, id)).json().parties[1].address.street, 'Veldstraat');

    const ready = await ctx.app.inject({
      method: 'PATCH',
      url: `/front/reports/${id}`,
      headers: user,
      payload: payload({
        place_id: created.place_id,
        place: undefined,
        ready_for_app: true,
        home_id: home('Appartement'),
      }),
    });
    assert.equal(ready.statusCode, 200, ready.body);
    assert.equal((await get(user, id)).json().state, 'app');
    const again = await ctx.app.inject({
      method: 'PATCH',
      url: `/front/reports/${id}`,
      headers: user,
      payload: payload(),
    });
    assert.equal(again.statusCode, 409);
  });

  it("hides another account's report from update, delete and follow-up", async () => {
    const adminReport = await seededReport('admin@plaatsbeschrijving.be', 'finished');
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/front/reports/${adminReport}`,
      headers: user,
      payload: payload(),
    });
    assert.equal(patch.statusCode, 404);
    assert.equal(
      (await ctx.app.inject({ method: 'DELETE', url: `/front/reports/${adminReport}`, headers: user })).statusCode,
      404,
    );
    const followUp = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${adminReport}/follow_up`,
      headers: user,
      payload: { type: 'exit' },
    });
    assert.equal(followUp.statusCode, 404);
  });

  it('deletes only in states start, app and ongoing', async () => {
    for (const state of ['start', 'app', 'ongoing']) {
      const id = await seededReport('inspecteur@plaatsbeschrijving.be', state);
      const response = await ctx.app.inject({ method: 'DELETE', url: `/front/reports/${id}`, headers: user });
      assert.equal(response.statusCode, 204, `${state}: ${response.body}`);
      assert.equal((await get(user, id)).statusCode, 404);
    }
    const finished = await seededReport('inspecteur@plaatsbeschrijving.be', 'finished');
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/front/reports/${finished}`, headers: user });
    assert.equal(refused.statusCode, 409);
    assert.equal((await get(user, finished)).statusCode, 200);
  });

  it('gives the credit of a deleted draft back, names the report on both transactions, and keeps an in-app report paid', async () => {
    const email = 'inspecteur@plaatsbeschrijving.be';
    const me = (await ctx.app.inject({ url: '/front/me', headers: user })).json();
    const before = await credits(email);
    const draft = (await create(user, payload())).json().id;
    const sent = (await create(user, payload({ ready_for_app: true, document_configuration_id: configId }))).json().id;
    assert.equal(await credits(email), before - 2);
    for (const id of [draft, sent])
      assert.equal(
        (await ctx.app.inject({ method: 'DELETE', url: `/front/reports/${id}`, headers: user })).statusCode,
        204,
      );
    assert.equal(await credits(email), before - 1, 'the draft paid back, the in-app report not');
    const page = await ctx.app.inject({ url: `/front/users/${me.id}/transactions`, headers: user });
    const rows = page.json().data as { kind: string; credits: number; report: { id: number; name: null } | null }[];
    const about = (id: number) => rows.filter((row) => row.report?.id === id).map((row) => [row.kind, row.credits]);
    assert.deepEqual(about(draft), [
      ['refund', 1],
      ['report', -1],
    ]);
    assert.deepEqual(about(sent), [['report', -1]]);
  });

  it('makes a follow-up of a finished report: same place, copied parties and content, type and template locked', async () => {
    const source = await seededReport('inspecteur@plaatsbeschrijving.be', 'finished');
    const original = (await get(user, source)).json();
    const before = await credits('inspecteur@plaatsbeschrijving.be');
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${source}/follow_up`,
      headers: user,
      payload: { type: 'exit' },
    });
    assert.equal(response.statusCode, 201, response.body);
    const copy = (await get(user, response.json().id)).json();
    assert.equal(copy.is_follow_up, true);
    assert.equal(copy.type, 'exit');
    assert.equal(copy.state, 'start');
    assert.equal(copy.place_id, original.place_id);
    assert.equal(copy.parties_string, original.parties_string);
    assert.ok(copy.parties.every((party: { uuid: string }, i: number) => party.uuid !== original.parties[i].uuid));
    assert.deepEqual(await roomNames(copy.id), await roomNames(source));
    assert.equal(await credits('inspecteur@plaatsbeschrijving.be'), before - 1);
    // every copied item names the item it was copied from (issue 24): the pairing of exit with entry
    const [sourceTree, copyTree] = await Promise.all([
      loadContentTree(ctx.db, source, null),
      loadContentTree(ctx.db, copy.id, null),
    ]);
    for (const level of ['homes', 'floors', 'rooms', 'entities', 'questions', 'observations'] as const) {
      const label = (row: { name?: string; question?: string }) => row.name ?? row.question;
      const pairs = copyTree[level].map((row) => [row.source_uuid, label(row)]);
      const originals = sourceTree[level].map((row) => [row.uuid, label(row)]);
      assert.ok(originals.length > 0 || level === 'observations', `the seeded report has ${level}`);
      assert.deepEqual(pairs.sort(), originals.sort(), `${level}: copied from the same-named item`);
      assert.ok(
        copyTree[level].every((row) => row.uuid !== row.source_uuid),
        `${level}: new uuids`,
      );
    }

    const locked = await ctx.app.inject({
      method: 'PATCH',
      url: `/front/reports/${copy.id}`,
      headers: user,
      payload: payload({ type: 'enter', home_id: home('Appartement'), place_id: copy.place_id, place: undefined }),
    });
    assert.equal(locked.statusCode, 200, locked.body);
    const after = (await get(user, copy.id)).json();
    assert.equal(after.type, 'exit');
    assert.deepEqual(after.homes, original.homes);

    const draft = await seededReport('inspecteur@plaatsbeschrijving.be', 'start');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${draft}/follow_up`,
      headers: user,
      payload: { type: 'exit' },
    });
    assert.equal(refused.statusCode, 409);
  });

  it('admins never spend credits', async () => {
    const response = await create(admin, payload({ document_configuration_id: null }));
    assert.equal(response.statusCode, 201, response.body);
    assert.equal(await poolCredits(ctx.db, 'admin@plaatsbeschrijving.be'), null, 'an admin has no pool');
    const paid = await ctx.db
      .selectFrom('credit_transactions')
      .select('id')
      .where('report_id', '=', response.json().id)
      .execute();
    assert.deepEqual(paid, [], 'no credit transaction for the report');
  });

  it('refuses with 402 at zero credits and creates nothing', async () => {
    const expiring = await ctx.auth('expiring');
    await setPoolCredits(ctx.db, 'makelaar@plaatsbeschrijving.be', 0);
    const reports = await reportCount();
    const response = await create(expiring, payload({ document_configuration_id: null }));
    assert.equal(response.statusCode, 402);
    assert.match(response.json().message, /geen credits meer/);
    assert.equal(await reportCount(), reports);
  });

  it('20 concurrent creates against 5 credits create exactly 5 reports and leave 0 credits', async () => {
    const expiring = await ctx.auth('expiring');
    await setPoolCredits(ctx.db, 'makelaar@plaatsbeschrijving.be', 5);
    const reports = await reportCount();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => create(expiring, payload({ document_configuration_id: null }))),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    assert.deepEqual(statuses, [...Array(5).fill(201), ...Array(15).fill(402)]);
    assert.equal(await reportCount(), reports + 5);
    assert.equal(await credits('makelaar@plaatsbeschrijving.be'), 0);
  });
});
