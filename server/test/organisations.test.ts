/**
 * Organisations and roles (issue 44, docs/product.md "Organisations and roles"), on the seeded
 * firm Expertisebureau Schelde bv (branches Gent and Antwerpen; a company manager, a Gent branch
 * manager, inspector and sales member): the shared pool of credits and its 402, which reports each
 * role sees and what it may do with them, assignment, invitations by e-mail (expiry, reuse, a wrong
 * address, withdrawal), the team and its branches, and the last company manager. Run it with
 * TEST_DATABASE_URL for PostgreSQL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql, type RawBuilder } from 'kysely';
import {
  account,
  outbox,
  poolCredits,
  reportBody,
  setPoolCredits,
  startTestApp,
  type AccountKey,
  type TestContext,
} from './helpers';

type Headers = Record<string, string>;

describe('organisations and roles (issue 44)', () => {
  let ctx: TestContext;
  const as: Record<string, Headers> = {};
  const ids: Record<string, number> = {};
  let firm: number;
  let gent: number;
  let antwerpen: number;
  const keys: AccountKey[] = ['admin', 'user', 'firmManager', 'branchManager', 'firmInspector', 'firmSales'];

  const get = (url: string, headers: Headers) => ctx.app.inject({ url, headers });
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method, url, headers, payload });
  const team = (path = '') => `/front/organisations/${firm}${path}`;
  /** The ids of the reports `key` lists (one page of 100 is all of them here). */
  const listed = async (key: AccountKey) => {
    const page = (await get('/front/reports/?per_page=100', as[key])).json();
    assert.equal(page.pagination.total, page.data.length, `${key}: the total counts what the list holds`);
    return (page.data as { id: number }[]).map((row) => row.id).sort((a, b) => a - b);
  };
  /** The ids of the reports whose rows `where` selects, sorted. */
  const reportIds = async (where: RawBuilder<unknown>) =>
    (await sql<{ id: number }>`SELECT r.id FROM reports r WHERE ${where} ORDER BY r.id`.execute(ctx.db)).rows.map(
      (row) => row.id,
    );
  /** Invites `email` to the firm as the company manager; returns the answer and the link's token from the mail. */
  const invite = async (email: string, extra: object = {}) => {
    const response = await send('POST', team('/invitations'), as.firmManager, {
      email,
      first_name: 'Nina',
      last_name: 'Nieuw',
      org_role: 'inspector',
      branch_id: antwerpen,
      ...extra,
    });
    const mail = outbox(ctx)
      .filter((text) => text.includes(`To: ${email}`))
      .at(-1)
      ?.replace(/=\r?\n/g, '');
    return { response, mail, token: mail && /\/invitations\/([A-Za-z0-9_-]{43})/.exec(mail)?.[1] };
  };

  before(async () => {
    ctx = await startTestApp();
    for (const key of keys) {
      as[key] = await ctx.auth(key);
      ids[key] = (await get('/front/me', as[key])).json().id;
    }
    const me = (await get('/front/me', as.firmManager)).json();
    firm = me.organisation.id;
    const organisation = (await get(team(), as.firmManager)).json();
    gent = organisation.branches.find((branch: { name: string }) => branch.name === 'Gent').id;
    antwerpen = organisation.branches.find((branch: { name: string }) => branch.name === 'Antwerpen').id;
  });
  after(() => ctx.close());

  it("shows every member the organisation's credits and subscription, and their own role and branch", async () => {
    const seen = await Promise.all(
      (['firmManager', 'branchManager', 'firmInspector', 'firmSales'] as const).map(async (key) =>
        (await get('/front/me', as[key])).json(),
      ),
    );
    const organisation = (await get(team(), as.firmInspector)).json();
    for (const me of seen) {
      assert.equal(me.credit_count, organisation.credit_count);
      assert.equal(me.last_subscription.valid_until, organisation.subscription_until);
      assert.equal(me.organisation.id, firm);
      assert.equal(me.organisation.name, 'Expertisebureau Schelde bv');
    }
    assert.deepEqual(
      seen.map((me) => [me.organisation.role, me.organisation.branch?.name ?? null]),
      [
        ['company_manager', null],
        ['branch_manager', 'Gent'],
        ['inspector', 'Gent'],
        ['sales', 'Gent'],
      ],
    );
    const admin = (await get('/front/me', as.admin)).json();
    assert.equal(admin.organisation, null);
    assert.equal(admin.credit_count, null);
  });

  it("names in the admin's user editor the organisation an account is a member of, and its role", async () => {
    const member = (await get(`/front/users/${ids.branchManager}`, as.admin)).json();
    assert.deepEqual(member.organisation, { id: firm, name: 'Expertisebureau Schelde bv', role: 'branch_manager' });
    // an organisation of one: its own account is its company manager
    const alone = (await get(`/front/users/${ids.user}`, as.admin)).json();
    assert.equal(alone.organisation.role, 'company_manager');
    assert.notEqual(alone.organisation.id, firm);
    assert.equal((await get(`/front/users/${ids.admin}`, as.admin)).json().organisation, null);
  });

  it('spends one pool: two members each spend from it, at zero every member gets 402, a draft pays back', async () => {
    const email = account('firmManager').email;
    await setPoolCredits(ctx.db, email, 2);
    const made = [];
    for (const key of ['firmInspector', 'firmSales'] as const) {
      const response = await send(
        'POST',
        '/front/reports/',
        as[key],
        await reportBody(ctx, key, { ready_for_app: false }),
      );
      assert.equal(response.statusCode, 201, response.body);
      made.push({ key, id: response.json().id as number });
    }
    assert.equal(await poolCredits(ctx.db, email), 0);
    assert.equal((await get('/front/me', as.firmInspector)).json().credit_count, 0, 'the sidebar shows the pool');
    const count = async () =>
      Number((await sql<{ n: number }>`SELECT count(*) AS n FROM reports`.execute(ctx.db)).rows[0].n);
    const reports = await count();
    for (const key of ['firmManager', 'firmInspector', 'firmSales'] as const) {
      const refused = await send('POST', '/front/reports/', as[key], await reportBody(ctx, key));
      assert.equal(refused.statusCode, 402, `${key}: ${refused.body}`);
      assert.match(refused.json().message, /geen credits meer/);
    }
    assert.equal(await count(), reports, 'nothing made at zero');

    // the transactions of the pool name the member and the report
    const pool = (await get(`/front/users/${ids.firmManager}/transactions`, as.firmManager)).json();
    for (const { key, id } of made) {
      const row = pool.data.find((candidate: { report: { id: number } | null }) => candidate.report?.id === id);
      assert.ok(row, `the pool lists the report of ${key}`);
      assert.equal(row.kind, 'report');
      assert.equal(row.credits, -1);
      assert.equal(row.user.email, account(key).email);
    }
    // a member who does not keep the money sees only what they spent
    const own = (await get(`/front/users/${ids.firmInspector}/transactions`, as.firmInspector)).json();
    assert.ok(own.data.length >= 1);
    assert.ok(own.data.every((row: { user: { id: number } }) => row.user.id === ids.firmInspector));

    // the sales member's draft goes: its credit comes back to the pool
    const deleted = await send('DELETE', `/front/reports/${made[1].id}`, as.firmSales);
    assert.equal(deleted.statusCode, 204, deleted.body);
    assert.equal(await poolCredits(ctx.db, email), 1);
    assert.equal((await get('/front/me', as.firmSales)).json().credit_count, 1);
    await setPoolCredits(ctx.db, email, 30);
  });

  it('shows each role the reports its rule gives it, and never another organisation’s', async () => {
    const firmReports = await reportIds(sql`r.user_id IN (SELECT id FROM users WHERE organisation_id = ${firm})`);
    const gentReports = await reportIds(sql`r.branch_id = ${gent}`);
    const inspected = await reportIds(
      sql`r.user_id = ${ids.firmInspector} OR r.assigned_inspector_id = ${ids.firmInspector}`,
    );
    const antwerpenReports = await reportIds(sql`r.branch_id = ${antwerpen}`);
    assert.ok(antwerpenReports.length > 0, 'the seed has a report in Antwerpen');
    assert.ok(
      (await reportIds(sql`r.assigned_inspector_id = ${ids.firmInspector} AND r.user_id <> ${ids.firmInspector}`))
        .length > 0,
      'the seed assigns the inspector a report of the sales member',
    );

    assert.deepEqual(await listed('firmManager'), firmReports, 'the company manager: every report of the firm');
    assert.deepEqual(await listed('branchManager'), gentReports, 'the branch manager: the Gent reports');
    assert.deepEqual(await listed('firmSales'), gentReports, 'sales: the Gent reports');
    assert.deepEqual(await listed('firmInspector'), inspected, 'the inspector: own and assigned');
    assert.ok(!(await listed('user')).some((id) => firmReports.includes(id)), 'another organisation: none');

    const antwerp = antwerpenReports[0];
    assert.equal((await get(`/front/reports/${antwerp}`, as.firmManager)).statusCode, 200);
    for (const key of ['branchManager', 'firmInspector', 'firmSales', 'user'] as const)
      assert.equal((await get(`/front/reports/${antwerp}`, as[key])).statusCode, 404, key);
    const theirs = (await listed('user'))[0];
    for (const key of ['firmManager', 'branchManager', 'firmInspector', 'firmSales'] as const)
      assert.equal((await get(`/front/reports/${theirs}`, as[key])).statusCode, 404, `${key} on another firm's report`);
    assert.equal((await get(`/front/reports/${theirs}`, as.admin)).statusCode, 200, 'the platform operator sees all');

    // the field app lists what one inspects: the assigned report included; sales never works in it
    const waiting = (await get('/app/reports', as.firmInspector)).json() as { id: number }[];
    const assignedInApp = await reportIds(
      sql`r.assigned_inspector_id = ${ids.firmInspector} AND r.state IN ('app', 'ongoing')`,
    );
    for (const id of assignedInApp)
      assert.ok(
        waiting.some((item) => item.id === id),
        `assigned report ${id} waits`,
      );
    const salesApp = await get('/app/reports', as.firmSales);
    assert.equal(salesApp.statusCode, 403);
    assert.match(salesApp.json().message, /verkoper/);
  });

  it('lets sales create, schedule and read, but never edit content or signatures; assignment stays in the organisation', async () => {
    const body = await reportBody(ctx, 'firmSales', { ready_for_app: false });
    const created = await send('POST', '/front/reports/', as.firmSales, body);
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id;
    // the report write assigns nobody: assignment is a plan (docs/product.md "Assignment and agenda")
    const start = Math.floor(Date.now() / 1000) + 86_400;
    const plan = (inspector: number) => ({ inspector_id: inspector, start, minutes: 90 });
    const planned = await send('PUT', `/front/reports/${id}/plan`, as.firmSales, plan(ids.firmInspector));
    assert.equal(planned.statusCode, 200, planned.body);
    const detail = (await get(`/front/reports/${id}`, as.firmInspector)).json();
    assert.equal(detail.assigned_inspector_id, ids.firmInspector, 'the assigned inspector sees it');
    assert.equal(detail.branch_id, gent, 'in its maker’s branch');

    const scheduled = await send('PATCH', `/front/reports/${id}`, as.firmSales, { ...body, ready_for_app: true });
    assert.equal(scheduled.statusCode, 200, scheduled.body);
    assert.equal(
      (await get(`/front/reports/${id}`, as.firmInspector)).json().assigned_inspector_id,
      ids.firmInspector,
      'a report write keeps the plan',
    );
    for (const [assignee, why] of [
      [ids.firmSales, 'a sales member does not inspect'],
      [ids.user, 'a member of another organisation'],
    ] as const) {
      const refused = await send('PUT', `/front/reports/${id}/plan`, as.firmSales, plan(assignee));
      assert.equal(refused.statusCode, 422, why);
      assert.deepEqual(Object.keys(refused.json().errors), ['inspector_id'], why);
    }

    const finished = (await reportIds(sql`r.branch_id = ${gent} AND r.state = 'finished'`))[0];
    assert.equal((await get(`/front/reports/${finished}`, as.firmSales)).statusCode, 200, 'reads the detail');
    for (const url of [`/front/reports/${finished}/post-editing`, `/front/reports/${finished}/addenda`]) {
      const refused = await get(url, as.firmSales);
      assert.equal(refused.statusCode, 403, url);
    }
    const signOff = await send('POST', `/front/reports/${finished}/sign-off`, as.firmSales, { party_uuids: ['x'] });
    assert.equal(signOff.statusCode, 403);
    const french = await ctx.app.inject({
      url: `/front/reports/${finished}/post-editing`,
      headers: { ...as.firmSales, 'accept-language': 'fr' },
    });
    assert.match(french.json().message, /commercial/);
    assert.equal((await get(`/front/reports/${finished}/post-editing`, as.branchManager)).statusCode, 200);
  });

  it('invites by e-mail: the invitee sets a password with a single-use link, then signs in as a member', async () => {
    const email = 'nina.nieuw@voorbeeld.be';
    const { response, mail, token } = await invite(email);
    assert.equal(response.statusCode, 201, response.body);
    assert.ok(response.json().expires_at > Date.now() / 1000 + 6 * 86_400, 'valid for 7 days');
    assert.ok(mail && token, 'the link is mailed');
    assert.match(mail!, /Expertisebureau Schelde bv/);
    assert.match(mail!, /Hilde Vermeulen/);
    const stored = await ctx.db.selectFrom('invitations').select('token_hash').where('email', '=', email).execute();
    assert.equal(stored.length, 1);
    assert.notEqual(stored[0].token_hash, token, 'the token is stored hashed');

    const page = (await get(`/public/invitations/${token}`, {})).json();
    assert.deepEqual(
      [page.organisation, page.org_role, page.branch, page.inviter],
      ['Expertisebureau Schelde bv', 'inspector', 'Antwerpen', 'Hilde Vermeulen'],
    );
    assert.equal(page.email, undefined, 'the address is not shown');

    const accept = (payload: object, language?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/public/invitations/${token}`,
        headers: language ? { 'accept-language': language } : {},
        payload: { email, password: 'Nieuw-lid-2026!', password_confirmation: 'Nieuw-lid-2026!', ...payload },
      });
    const wrong = await accept({ email: 'iemand.anders@voorbeeld.be' });
    assert.equal(wrong.statusCode, 422);
    assert.deepEqual(wrong.json().errors.email, ['Deze uitnodiging werd naar een ander e-mailadres gestuurd.']);
    assert.match((await accept({ email: 'iemand.anders@voorbeeld.be' }, 'fr')).json().message, /autre adresse/);
    assert.match(
      (await accept({ email: 'iemand.anders@voorbeeld.be' }, 'en')).json().message,
      /another e-mail address/,
    );
    assert.equal((await accept({ password: 'kort', password_confirmation: 'kort' })).statusCode, 422);

    const accepted = await accept({ email: 'Nina.Nieuw@Voorbeeld.be' });
    assert.equal(accepted.statusCode, 201, accepted.body);
    const login = await ctx.tryLogin(email, 'Nieuw-lid-2026!');
    assert.equal(login.statusCode, 200, login.body);
    const me = (await get('/front/me', { authorization: `Bearer ${login.json().access_token}` })).json();
    assert.deepEqual(
      [me.organisation.id, me.organisation.role, me.organisation.branch.name],
      [firm, 'inspector', 'Antwerpen'],
    );

    const again = await accept({});
    assert.equal(again.statusCode, 410, 'a link works once');
    assert.match(again.json().message, /al gebruikt/);
    assert.equal((await get(`/public/invitations/${token}`, {})).statusCode, 410);
    const unknown = await get(`/public/invitations/${'x'.repeat(43)}`, {});
    assert.equal(unknown.statusCode, 404);

    const events = await ctx.db
      .selectFrom('audit_events')
      .select(['kind', 'actor_user_id'])
      .where('kind', 'in', ['member.invited', 'member.joined'])
      .where('subject', 'like', `%${email}%`)
      .orderBy('id')
      .execute();
    assert.deepEqual(
      events.map((event) => [event.kind, event.actor_user_id]),
      [
        ['member.invited', ids.firmManager],
        ['member.joined', accepted.json().id],
      ],
    );
  });

  it('refuses an expired, withdrawn or replaced link with 410, and a bad invitation per field', async () => {
    const expired = await invite('verlopen@voorbeeld.be');
    await ctx.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'verlopen@voorbeeld.be')
      .execute();
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/public/invitations/${expired.token}`,
      payload: {
        email: 'verlopen@voorbeeld.be',
        password: 'Nieuw-lid-2026!',
        password_confirmation: 'Nieuw-lid-2026!',
      },
    });
    assert.equal(late.statusCode, 410);
    assert.match(late.json().message, /verlopen/);
    assert.equal(
      await ctx.db.selectFrom('users').select('id').where('email', '=', 'verlopen@voorbeeld.be').executeTakeFirst(),
      undefined,
      'no account made',
    );

    const first = await invite('twee.keer@voorbeeld.be');
    const second = await invite('twee.keer@voorbeeld.be');
    assert.notEqual(first.token, second.token);
    assert.match((await get(`/public/invitations/${first.token}`, {})).json().message, /ingetrokken/);
    assert.equal((await get(`/public/invitations/${second.token}`, {})).statusCode, 200);
    const withdrawn = await send('DELETE', team(`/invitations/${second.response.json().id}`), as.firmManager);
    assert.equal(withdrawn.statusCode, 204);
    assert.equal((await get(`/public/invitations/${second.token}`, {})).statusCode, 410);
    const open = (await get(team('/members'), as.firmManager)).json().invitations as { email: string }[];
    assert.ok(!open.some((row) => row.email === 'twee.keer@voorbeeld.be'), 'withdrawn ones leave the team list');

    const taken = await invite(account('user').email);
    assert.equal(taken.response.statusCode, 422);
    assert.deepEqual(taken.response.json().errors.email, ['Er bestaat al een account met dit e-mailadres.']);
    const branchless = await invite('zonder.kantoor@voorbeeld.be', { branch_id: null });
    assert.equal(branchless.response.statusCode, 422);
    assert.ok(branchless.response.json().errors.branch_id);
    const foreignBranch = (
      await ctx.db.selectFrom('branches').select('id').where('organisation_id', '<>', firm).executeTakeFirstOrThrow()
    ).id;
    const elsewhere = await invite('ander.kantoor@voorbeeld.be', { branch_id: foreignBranch });
    assert.equal(elsewhere.response.statusCode, 422);
    assert.ok(elsewhere.response.json().errors.branch_id);
    const manager = await invite('tweede.beheerder@voorbeeld.be', { org_role: 'company_manager', branch_id: null });
    assert.equal(manager.response.statusCode, 201, 'a company manager needs no branch');
  });

  it('shows the team to managers and sales members, a branch manager and a sales member their branch; branches are created and renamed, names unique', async () => {
    const whole = (await get(team('/members'), as.firmManager)).json();
    const branch = (await get(team('/members'), as.branchManager)).json();
    assert.ok(whole.members.some((member: { email: string }) => member.email === account('firmManager').email));
    assert.ok(branch.members.length > 0);
    assert.ok(branch.members.every((member: { branch: { id: number } | null }) => member.branch?.id === gent));
    assert.ok(branch.invitations.every((row: { branch: { id: number } | null }) => row.branch?.id === gent));
    assert.ok(whole.members.length > branch.members.length);
    // a sales member plans with their branch's inspectors: the same branch's team
    assert.deepEqual((await get(team('/members'), as.firmSales)).json(), branch);
    assert.equal((await get(team('/members'), as.firmInspector)).statusCode, 403);
    assert.equal((await get(team('/members'), as.user)).statusCode, 404, 'another organisation');
    assert.equal((await get(team('/members'), as.admin)).statusCode, 200, 'the platform operator');

    const made = await send('POST', team('/branches'), as.firmManager, { name: 'Brugge' });
    assert.equal(made.statusCode, 201, made.body);
    const twin = await send('POST', team('/branches'), as.firmManager, { name: ' brugge ' });
    assert.equal(twin.statusCode, 422);
    assert.ok(twin.json().errors.name);
    const renamed = await send('PATCH', team(`/branches/${made.json().id}`), as.firmManager, {
      name: 'Brugge-Centrum',
    });
    assert.equal(renamed.json().name, 'Brugge-Centrum');
    assert.equal(
      (await send('PATCH', team(`/branches/${made.json().id}`), as.firmManager, { name: 'Gent' })).statusCode,
      422,
    );
    assert.equal((await send('POST', team('/branches'), as.branchManager, { name: 'Leuven' })).statusCode, 403);
    const foreign = (await get('/front/me', as.user)).json().organisation.id;
    const notTheirs = await send('POST', `/front/organisations/${foreign}/branches`, as.firmManager, { name: 'X' });
    assert.equal(notTheirs.statusCode, 404);
    const kinds = await ctx.db
      .selectFrom('audit_events')
      .select('kind')
      .where('kind', 'in', ['branch.created', 'branch.renamed'])
      .execute();
    assert.deepEqual(kinds.map((row) => row.kind).sort(), ['branch.created', 'branch.renamed']);
  });

  it('moves a member to another branch with its reports staying in theirs, and disables and enables members', async () => {
    const before = await listed('branchManager');
    const moved = await send('PATCH', team(`/members/${ids.firmSales}`), as.firmManager, { branch_id: antwerpen });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().branch.name, 'Antwerpen');
    assert.deepEqual(await listed('branchManager'), before, 'the Gent reports stay in Gent');
    assert.equal(
      (await send('PATCH', team(`/members/${ids.firmSales}`), as.firmManager, { branch_id: gent })).statusCode,
      200,
    );
    const noBranch = await send('PATCH', team(`/members/${ids.firmSales}`), as.firmManager, { branch_id: null });
    assert.equal(noBranch.statusCode, 422, 'only a company manager has no branch');

    const disabled = await send('POST', team(`/members/${ids.firmSales}/active`), as.firmManager, { active: false });
    assert.equal(disabled.statusCode, 200);
    assert.equal((await get('/front/me', as.firmSales)).statusCode, 401, 'its sign-ins end at once');
    assert.equal((await ctx.tryLogin(account('firmSales').email, account('firmSales').password)).statusCode, 400);
    const enabled = await send('POST', team(`/members/${ids.firmSales}/active`), as.firmManager, { active: true });
    assert.equal(enabled.json().active, true);
    as.firmSales = await ctx.auth('firmSales');
    assert.equal((await get('/front/me', as.firmSales)).statusCode, 200);
    const changes = await ctx.db
      .selectFrom('audit_events')
      .select(['kind', 'detail'])
      .where('owner_user_id', '=', ids.firmSales)
      .where('kind', 'in', ['member.changed', 'account.disabled', 'account.enabled'])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      changes.map((row) => row.kind),
      ['member.changed', 'member.changed', 'account.disabled', 'account.enabled'],
    );
    assert.deepEqual((changes[0].detail as { to: object }).to, { org_role: 'sales', branch_id: antwerpen });
  });

  it('never leaves the organisation without an active company manager', async () => {
    const demoteSelf = await send('PATCH', team(`/members/${ids.firmManager}`), as.firmManager, {
      org_role: 'branch_manager',
      branch_id: gent,
    });
    assert.equal(demoteSelf.statusCode, 409);
    assert.match(demoteSelf.json().message, /laatste bedrijfsbeheerder/);
    const disable = await send('POST', team(`/members/${ids.firmManager}/active`), as.admin, { active: false });
    assert.equal(disable.statusCode, 409, 'not through the team');
    const operator = await send('POST', `/front/users/${ids.firmManager}/active`, as.admin, { active: false });
    assert.equal(operator.statusCode, 409, 'nor through the users screen while members remain');
    const toAdmin = await send('POST', `/front/users/${ids.firmManager}`, as.admin, {
      ...{ first_name: 'Hilde', last_name: 'Vermeulen', email: account('firmManager').email },
      role: 'admin',
    });
    assert.equal(toAdmin.statusCode, 409, 'nor by making them an admin');

    // with a second company manager, either may step down, but not both
    const promoted = await send('PATCH', team(`/members/${ids.branchManager}`), as.firmManager, {
      org_role: 'company_manager',
    });
    assert.equal(promoted.statusCode, 200, promoted.body);
    const stepDown = await send('PATCH', team(`/members/${ids.firmManager}`), as.firmManager, {
      org_role: 'branch_manager',
      branch_id: gent,
    });
    assert.equal(stepDown.statusCode, 200, stepDown.body);
    as.branchManager = await ctx.auth('branchManager');
    const last = await send('PATCH', team(`/members/${ids.branchManager}`), as.branchManager, {
      org_role: 'inspector',
    });
    assert.equal(last.statusCode, 409);
    const managers = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('organisation_id', '=', firm)
      .where('org_role', '=', 'company_manager')
      .where('active', '=', true)
      .execute();
    assert.deepEqual(
      managers.map((row) => row.id),
      [ids.branchManager],
    );
  });
});
