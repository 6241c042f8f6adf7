/**
 * The whole audit trail (issue 42, docs/product.md "Audit"): each kind of event is recorded by the
 * action that causes it, with the actor, the account or report it is about, the address and the
 * user agent (a failed sign-in with its reason, never a password); the chain verifies; the
 * database refuses to change or remove an event; tampering behind the trigger's back is found and
 * the event named, by the screen's verification and by `npm run audit:verify`; `GET /front/audit`
 * filters and pages for admins only, and its CSV holds exactly the list's rows.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { asOwner } from '../src/db/database';
import { sql } from 'kysely';
import {
  BACK_OFFICE_CLIENT,
  calendarDayOf,
  addDays,
  type AuditChain,
  type AuditTrailEvent,
  type AuditVerification,
  type PagedResult,
} from 'shared-api/contract';
import { account, injectSend, passwordLinkFor, reportInApp, startTestApp, type TestContext } from './helpers';
import { completeInApp } from './tablet';

type Headers = { authorization: string };

const IP = '203.0.113.7';
const UA = 'audit-test/1.0 (Chromium)';
/** Passwords tried in failed sign-ins: none may appear in any stored event. */
const TRIED = ['Fout-wachtwoord-123!', 'Geheim-Onbekend-77', 'Wachtwoord-In-Naamveld-9'];

describe('audit trail (issue 42, docs/product.md "Audit")', () => {
  let ctx: TestContext;
  let admin: Headers;
  let user: Headers;
  let closed = false;
  const ids = { admin: 0, user: 0, expiring: 0, expired: 0, disabled: 0 };

  before(async () => {
    // on disk: `npm run audit:verify` opens the same PGlite folder below
    ctx = await startTestApp({}, { onDisk: true });
    admin = await ctx.auth('admin');
    user = await ctx.auth('user');
    for (const key of Object.keys(ids) as (keyof typeof ids)[])
      ids[key] = (
        await ctx.db.selectFrom('users').select('id').where('email', '=', account(key).email).executeTakeFirstOrThrow()
      ).id;
  });
  after(async () => {
    if (!closed) await ctx.close();
  });

  /** A request from the test's address and browser. */
  const call = (options: {
    method?: 'GET' | 'POST' | 'DELETE';
    url: string;
    headers?: Record<string, string>;
    payload?: object;
  }) =>
    ctx.app.inject({
      method: options.method ?? 'GET',
      url: options.url,
      payload: options.payload,
      remoteAddress: IP,
      headers: { 'user-agent': UA, ...options.headers },
    });
  const token = (payload: Record<string, string>) =>
    call({
      method: 'POST',
      url: '/oauth/token',
      payload: { client_id: BACK_OFFICE_CLIENT.id, client_secret: BACK_OFFICE_CLIENT.secret, ...payload },
    });
  const trail = async (query: string, headers: Headers = admin) => {
    const response = await ctx.app.inject({ url: `/front/audit?${query}`, headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as PagedResult<AuditTrailEvent>;
  };
  /** The newest event of `kind`. */
  const newest = async (kind: string) => (await trail(`kind=${kind}&per_page=10`)).data[0];
  /** Checks the actor, address and browser of an event made through {@link call}. */
  const madeByTest = (event: AuditTrailEvent | undefined, actor: number | null) => {
    assert.ok(event, 'the event was recorded');
    assert.equal(event.actor_user_id, actor);
    assert.equal(event.ip, IP);
    assert.equal(event.user_agent, UA);
    assert.ok(Math.abs(event.created_at - Date.now() / 1000) < 120);
  };

  it('records a sign-in, failed sign-ins with their reason and never the password, a sign-out and a reused refresh token', async () => {
    const signIn = await token({
      grant_type: 'password',
      username: account('user').email,
      password: account('user').password,
    });
    assert.equal(signIn.statusCode, 200);
    const signedIn = await newest('auth.signed_in');
    madeByTest(signedIn, ids.user);
    assert.equal(signedIn.subject_user_id, ids.user);
    assert.equal(signedIn.report_id, null);

    const failures: [Record<string, string>, string, number | null][] = [
      [{ username: account('user').email, password: TRIED[0] }, 'wrong_password', ids.user],
      [{ username: 'niemand@voorbeeld.be', password: TRIED[1] }, 'unknown_account', null],
      [
        { username: account('disabled').email, password: account('disabled').password },
        'account_disabled',
        ids.disabled,
      ],
      [{ username: TRIED[2], password: TRIED[2] }, 'unknown_account', null],
    ];
    for (const [credentials, reason, subject] of failures) {
      assert.equal((await token({ grant_type: 'password', ...credentials })).statusCode, 400);
      const failed = await newest('auth.sign_in_failed');
      madeByTest(failed, null);
      assert.equal(failed.detail.reason, reason);
      assert.equal(failed.subject_user_id, subject);
    }
    // a password typed into the name field is not kept as the name
    assert.equal((await newest('auth.sign_in_failed')).detail.username, null);
    const badClient = await call({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: BACK_OFFICE_CLIENT.id,
        client_secret: 'wrong',
        username: account('user').email,
        password: account('user').password,
      },
    });
    assert.equal(badClient.statusCode, 400);
    assert.equal((await newest('auth.sign_in_failed')).detail.reason, 'client_failed');

    const signOut = await call({
      method: 'POST',
      url: '/oauth/revoke',
      payload: {
        token: signIn.json().access_token,
        client_id: BACK_OFFICE_CLIENT.id,
        client_secret: BACK_OFFICE_CLIENT.secret,
      },
    });
    assert.equal(signOut.statusCode, 200);
    const signedOut = await newest('auth.signed_out');
    madeByTest(signedOut, ids.user);
    assert.equal(signedOut.subject_user_id, ids.user);

    const first = (
      await token({ grant_type: 'password', username: account('user').email, password: account('user').password })
    ).json();
    const rotated = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    assert.equal(rotated.statusCode, 200);
    assert.equal((await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).statusCode, 400);
    const reused = await newest('auth.refresh_token_reused');
    madeByTest(reused, null);
    assert.equal(reused.subject_user_id, ids.user);
    // the whole login ended: the rotated pair no longer works
    const after = await ctx.app.inject({
      url: '/front/me',
      headers: { authorization: `Bearer ${rotated.json().access_token}` },
    });
    assert.equal(after.statusCode, 401);

    const rows = JSON.stringify(await ctx.db.selectFrom('audit_events').selectAll().execute());
    for (const password of TRIED) assert.ok(!rows.includes(password), `no stored event holds "${password}"`);
  });

  it('records a reset requested (known or not) and completed, with who asked', async () => {
    const email = account('expiring').email;
    assert.equal((await call({ method: 'POST', url: '/front/reset_password', payload: { email } })).statusCode, 200);
    assert.equal(
      (await call({ method: 'POST', url: '/front/reset_password', payload: { email: 'onbekend@voorbeeld.be' } }))
        .statusCode,
      200,
    );
    await ctx.app.jobs.idle();
    const requests = (await trail('kind=password_reset.requested')).data;
    const known = requests.find((event) => event.detail.email === email);
    madeByTest(known, null);
    assert.equal(known!.subject_user_id, ids.expiring);
    assert.equal(known!.detail.account_found, true);
    const unknown = requests.find((event) => event.detail.email === 'onbekend@voorbeeld.be');
    assert.equal(unknown?.subject_user_id, null);
    assert.equal(unknown?.detail.account_found, false);

    const link = passwordLinkFor(ctx, email);
    const reset = await call({
      method: 'POST',
      url: '/front/reset',
      payload: {
        token: link.searchParams.get('token'),
        email,
        password: 'Nieuw-Wachtwoord-2026!',
        password_confirmation: 'Nieuw-Wachtwoord-2026!',
      },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    const completed = await newest('password_reset.completed');
    madeByTest(completed, ids.expiring);
    assert.equal(completed.subject_user_id, ids.expiring);
    assert.ok(!JSON.stringify(completed).includes('Nieuw-Wachtwoord-2026!'));
  });

  it('records accounts created (editor and inquiry), disabled, enabled, a role change and a password change', async () => {
    const created = await call({
      method: 'POST',
      url: '/front/users',
      headers: admin,
      payload: { first_name: 'Ann', last_name: 'Audit', email: 'ann.audit@voorbeeld.be', start_credits: 3 },
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id as number;
    const creation = await newest('account.created');
    madeByTest(creation, ids.admin);
    assert.equal(creation.subject_user_id, id);
    assert.deepEqual(creation.detail, { via: 'users', role: 'user', start_credits: 3 });
    assert.match(creation.subject!, /Ann Audit <ann\.audit@voorbeeld\.be>/);

    const active = (value: boolean) =>
      call({ method: 'POST', url: `/front/users/${id}/active`, headers: admin, payload: { active: value } });
    assert.equal((await active(false)).statusCode, 200);
    madeByTest(await newest('account.disabled'), ids.admin);
    assert.equal((await newest('account.disabled')).subject_user_id, id);
    assert.equal((await active(true)).statusCode, 200);
    const enabled = await newest('account.enabled');
    madeByTest(enabled, ids.admin);
    const before = (await trail('kind=account.enabled')).pagination.total;
    assert.equal((await active(true)).statusCode, 200);
    assert.equal((await trail('kind=account.enabled')).pagination.total, before, 'no change, no event');

    const promoted = await call({
      method: 'POST',
      url: `/front/users/${id}`,
      headers: admin,
      payload: { first_name: 'Ann', last_name: 'Audit', email: 'ann.audit@voorbeeld.be', role: 'admin' },
    });
    assert.equal(promoted.statusCode, 200, promoted.body);
    const role = await newest('account.role_changed');
    madeByTest(role, ids.admin);
    assert.deepEqual([role.subject_user_id, role.detail], [id, { from: 'user', to: 'admin' }]);

    const inquiry = await call({
      method: 'POST',
      url: '/front/inquiries',
      payload: {
        company: 'Immo Audit',
        email: 'info@immo-audit.be',
        first_name: 'Bart',
        last_name: 'Bode',
        phone: '+32 470 12 34 56',
        policy_accepted: true,
      },
    });
    assert.equal(inquiry.statusCode, 201, inquiry.body);
    const upgraded = await call({
      method: 'POST',
      url: `/front/inquiries/${inquiry.json().id}/upgrade`,
      headers: admin,
      payload: { credits: '5', subscription_ends_at: Math.floor(Date.now() / 1000) + 90 * 86_400 },
    });
    assert.equal(upgraded.statusCode, 201, upgraded.body);
    const fromInquiry = await newest('account.created');
    madeByTest(fromInquiry, ids.admin);
    assert.equal(fromInquiry.subject_user_id, upgraded.json().id);
    assert.equal(fromInquiry.detail.via, 'inquiry');

    const expired = await ctx.auth('expired');
    const changed = await call({
      method: 'POST',
      url: `/front/users/${ids.expired}/password`,
      headers: expired,
      payload: {
        current_password: account('expired').password,
        password: 'Ander-Wachtwoord-2026!',
        password_confirmation: 'Ander-Wachtwoord-2026!',
      },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const revoked = await newest('auth.sessions_revoked');
    madeByTest(revoked, ids.expired);
    assert.equal(revoked.detail.reason, 'password_changed');
  });

  it('records credits granted and purchased and a subscription change', async () => {
    assert.equal(
      (
        await call({
          method: 'POST',
          url: `/front/users/${ids.user}/admin_credits`,
          headers: admin,
          payload: { credits: 4 },
        })
      ).statusCode,
      200,
    );
    const granted = await newest('credits.granted');
    madeByTest(granted, ids.admin);
    assert.equal(granted.subject_user_id, ids.user);
    assert.equal(granted.detail.credits, 4);

    const until = Math.floor(Date.now() / 1000) + 400 * 86_400;
    const extended = await call({
      method: 'POST',
      url: `/front/users/${ids.user}/subscriptions`,
      headers: admin,
      payload: { valid_until: until },
    });
    assert.equal(extended.statusCode, 200, extended.body);
    const subscription = await newest('subscription.changed');
    madeByTest(subscription, ids.admin);
    assert.equal(subscription.detail.to, until);

    const purchase = await call({
      method: 'POST',
      url: `/front/users/${ids.user}/credits`,
      headers: user,
      payload: { credits: 10 },
    });
    assert.equal(purchase.statusCode, 200, purchase.body);
    const checkout = new URL(purchase.json().payment_url).pathname;
    const paid = await ctx.app.inject({ method: 'POST', url: checkout, payload: { status: 'paid' } });
    assert.equal(paid.statusCode, 303);
    const bought = await newest('credits.purchased');
    assert.equal(bought.actor_user_id, ids.user);
    assert.equal(bought.subject_user_id, ids.user);
    assert.equal(bought.detail.credits, 10);
    assert.equal(bought.detail.amount_cents, 15_000);
  });

  let reportId = 0;
  it('records a document version made, regenerated and mailed with its recipients, a report deleted and exports', async () => {
    reportId = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), reportId, { photos: 1 });
    await ctx.app.documents.idle();
    const made = (await trail(`kind=document.version_made&report=${reportId}`)).data;
    assert.equal(made.length, 1);
    // version 1 follows the finish in the app: the server makes it, asked by no user
    assert.equal(made[0].actor_user_id, null);
    assert.equal(made[0].subject_user_id, ids.user);
    assert.equal(made[0].detail.version, 1);
    assert.match(String(made[0].detail.sha256), /^[0-9a-f]{64}$/);

    const { hashed_id: hashedId } = await ctx.db
      .selectFrom('reports')
      .select('hashed_id')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    assert.equal((await call({ method: 'DELETE', url: `/reports/pdf/${hashedId}`, headers: user })).statusCode, 200);
    const regenerated = await newest('document.regenerated');
    madeByTest(regenerated, ids.user);
    assert.equal(regenerated.report_id, reportId);
    assert.equal(regenerated.detail.outcome, 'unchanged');

    const mailed = await call({
      method: 'POST',
      url: `/reports/mail_pdf/${hashedId}`,
      headers: user,
      payload: { ids: [hashedId] },
    });
    assert.equal(mailed.statusCode, 200, mailed.body);
    const mail = await newest('document.mailed');
    madeByTest(mail, ids.user);
    assert.equal(mail.report_id, reportId);
    assert.deepEqual(mail.detail.recipients, mailed.json().recipients);
    assert.ok((mail.detail.recipients as string[]).includes('lotte@voorbeeld.be'));

    assert.equal((await call({ url: `/front/reports/${reportId}/download-media`, headers: user })).statusCode, 200);
    const photos = await newest('export.downloaded');
    madeByTest(photos, ids.user);
    assert.deepEqual([photos.detail.what, photos.report_id, photos.subject_user_id], ['photos', reportId, ids.user]);

    assert.equal((await call({ url: `/front/users/${ids.user}/export/transactions`, headers: user })).statusCode, 200);
    const transactions = await newest('export.downloaded');
    madeByTest(transactions, ids.user);
    assert.deepEqual([transactions.detail.what, transactions.subject_user_id], ['transactions', ids.user]);
    assert.equal(
      (await call({ url: '/front/transactions/export?date_from=0&date_until=4000000000&format=xlsx', headers: admin }))
        .statusCode,
      200,
    );
    assert.equal((await newest('export.downloaded')).detail.format, 'xlsx');

    const draft = await reportInApp(ctx, 'user', { ready_for_app: false });
    assert.equal((await call({ method: 'DELETE', url: `/front/reports/${draft}`, headers: user })).statusCode, 204);
    const deleted = (await trail(`report=${draft}`)).data;
    assert.equal(deleted[0].kind, 'report.deleted', 'the event outlives its report');
    madeByTest(deleted[0], ids.user);
    assert.equal(deleted[0].detail.credit_refunded, true);

    // the report's own Logboek stays as it was: sign-off and personal data only
    const logbook = (await ctx.app.inject({ url: `/front/reports/${reportId}/audit-events`, headers: user })).json();
    assert.deepEqual(logbook, []);
  });

  it('GET /front/audit: admins only, filtered by kind, actor, account, report, days and text, paged with exact totals', async () => {
    assert.equal((await ctx.app.inject({ url: '/front/audit' })).statusCode, 401);
    assert.equal((await ctx.app.inject({ url: '/front/audit', headers: user })).statusCode, 403);
    assert.equal((await ctx.app.inject({ url: '/front/audit.csv', headers: user })).statusCode, 403);

    const { count } = await ctx.db
      .selectFrom('audit_events')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const all = await trail('per_page=10');
    assert.deepEqual(all.pagination, {
      total: count,
      total_relation: 'eq',
      count: 10,
      per_page: 10,
      current_page: 1,
      total_pages: Math.ceil(count / 10),
    });
    assert.ok(
      all.data.every((event, index) => index === 0 || BigInt(all.data[index - 1].id) > BigInt(event.id)),
      'newest first',
    );
    const second = await trail('per_page=10&page=2');
    assert.equal(second.data.length, 10);
    assert.ok(BigInt(second.data[0].id) < BigInt(all.data[9].id));
    const oldest = await trail('per_page=10&order=id&order_type=asc');
    assert.ok(BigInt(oldest.data[0].id) < BigInt(oldest.data[1].id));

    const kinds = await trail('kind=auth.signed_in&kind=auth.sign_in_failed&per_page=100');
    assert.ok(kinds.data.length > 5);
    assert.ok(kinds.data.every((event) => ['auth.signed_in', 'auth.sign_in_failed'].includes(event.kind)));
    const byActor = await trail(`actor=${ids.admin}&per_page=100`);
    assert.ok(byActor.data.length > 0 && byActor.data.every((event) => event.actor_user_id === ids.admin));
    const byAccount = await trail(`user=${ids.expiring}&per_page=100`);
    assert.ok(byAccount.data.length > 0 && byAccount.data.every((event) => event.subject_user_id === ids.expiring));
    const byReport = await trail(`report=${reportId}&per_page=100`);
    assert.ok(byReport.data.length >= 4 && byReport.data.every((event) => event.report_id === reportId));
    const text = await trail('query=203.0.113&per_page=100');
    assert.ok(text.data.length > 0 && text.data.every((event) => event.ip === IP));

    const today = calendarDayOf(Math.floor(Date.now() / 1000));
    assert.equal((await trail(`from=${today}&until=${today}`)).pagination.total, count);
    assert.equal((await trail(`until=${addDays(today, -1)}`)).pagination.total, 0);
    assert.equal((await trail(`from=${addDays(today, 1)}`)).pagination.total, 0);

    const refused = async (query: string, field: string) => {
      const response = await ctx.app.inject({ url: `/front/audit?${query}`, headers: admin });
      assert.equal(response.statusCode, 422, query);
      assert.ok(response.json().errors[field], `${query}: ${response.body}`);
      assert.equal((await ctx.app.inject({ url: `/front/audit.csv?${query}`, headers: admin })).statusCode, 422);
    };
    await refused('kind=auth.nonsense', 'kind.0');
    await refused('from=2026-02-30', 'from');
    await refused(`from=${today}&until=${addDays(today, -1)}`, 'until');
    await refused('ip=203.0.113.7', 'ip');
    await refused('actor=abc', 'actor');
  });

  it('GET /front/audit.csv: exactly the rows of the filtered list, neutralised cells, and its own export event', async () => {
    const sneaky = await call({
      method: 'POST',
      url: '/front/users',
      headers: admin,
      payload: { first_name: '=HYPERLINK("http://example.com")', last_name: 'X', email: 'formule@voorbeeld.be' },
    });
    assert.equal(sneaky.statusCode, 201, sneaky.body);
    const query = `kind=account.created&kind=account.enabled&actor=${ids.admin}`;
    const listed: AuditTrailEvent[] = [];
    for (let page = 1; ; page += 1) {
      const result = await trail(`${query}&per_page=10&page=${page}`);
      listed.push(...result.data);
      if (page >= result.pagination.total_pages) break;
    }
    const exportsBefore = (await trail('kind=export.downloaded')).pagination.total;
    const csv = await call({ url: `/front/audit.csv?${query}`, headers: admin });
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-type']), /^text\/csv/);
    assert.match(String(csv.headers['content-disposition']), /attachment/);
    const rows = parse(csv.body, { bom: true, delimiter: ';', columns: true }) as Record<string, string>[];
    assert.deepEqual(
      rows.map((row) => row.id),
      listed.map((event) => event.id),
    );
    assert.deepEqual(
      rows.map((row) => row.hash),
      listed.map((event) => event.hash),
    );
    const formula = rows.find((row) => row.subject.includes('HYPERLINK'))!;
    assert.ok(formula.subject.startsWith(`'=HYPERLINK`), formula.subject);
    const exported = await newest('export.downloaded');
    madeByTest(exported, ids.admin);
    assert.equal(exported.detail.what, 'audit');
    assert.deepEqual((exported.detail.filters as { kind: string[] }).kind, ['account.created', 'account.enabled']);
    assert.equal((await trail('kind=export.downloaded')).pagination.total, exportsBefore + 1);
    // a refused export records nothing
    await ctx.app.inject({ url: `/front/audit.csv?${query}&severity=high`, headers: admin });
    assert.equal((await trail('kind=export.downloaded')).pagination.total, exportsBefore + 1);
  });

  /** The chain's state as the screen reads it. */
  const chain = async () => (await ctx.app.inject({ url: '/front/audit/chain', headers: admin })).json() as AuditChain;
  const verify = async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/front/audit/verify', headers: admin });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as AuditVerification;
  };

  it('the chain verifies, and the database refuses to change, remove or empty an event', async () => {
    assert.equal((await ctx.app.inject({ method: 'POST', url: '/front/audit/verify', headers: user })).statusCode, 403);
    const before = await chain();
    const result = await verify();
    assert.equal(result.ok, true);
    assert.equal(result.count, before.count);
    assert.equal(result.head_hash, before.head!.hash);
    assert.equal(result.source, 'screen');
    assert.deepEqual((await chain()).last_verification, result);

    const id = before.head!.id;
    // even the owner of the table (the API's role may not truncate at all)
    for (const statement of [
      sql`UPDATE audit_events SET ip = '198.51.100.1' WHERE id = ${id}::bigint`,
      sql`DELETE FROM audit_events WHERE id = ${id}::bigint`,
      sql`TRUNCATE audit_events`,
    ])
      await assert.rejects(
        asOwner(ctx.db, (owner) => statement.execute(owner)),
        /append-only/,
      );
    assert.equal((await chain()).count, before.count);
    assert.equal((await verify()).ok, true);
  });

  it('tampering behind the trigger (as a superuser) is found and the event named, on the screen and by npm run audit:verify', async () => {
    const middle = (await trail('per_page=10&page=3')).data[0];
    await asOwner(ctx.db, async (owner) => {
      if (ctx.config.databaseUrl)
        await owner.transaction().execute(async (trx) => {
          await sql`SET LOCAL session_replication_role = replica`.execute(trx);
          await sql`UPDATE audit_events SET ip = '198.51.100.66' WHERE id = ${middle.id}::bigint`.execute(trx);
        });
      else {
        await sql`DROP TRIGGER audit_events_no_change ON audit_events`.execute(owner);
        await sql`UPDATE audit_events SET ip = '198.51.100.66' WHERE id = ${middle.id}::bigint`.execute(owner);
      }
    });
    const result = await verify();
    assert.equal(result.ok, false);
    assert.equal(result.broken_id, middle.id);
    assert.equal(result.reason, 'hash');
    assert.equal((await chain()).last_verification?.broken_id, middle.id);

    // the command line, on the same database (PGlite allows one process: the app closes first)
    const { config } = ctx;
    if (!config.databaseUrl) {
      closed = true;
      await ctx.app.close();
      await ctx.db.destroy();
    }
    const cli = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/audit-verify.ts'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: { ...process.env, DATABASE_URL: config.databaseUrl ?? '', DATA_DIR: config.dataDir },
    }).then(
      () => assert.fail('audit:verify must exit 1 on a broken chain'),
      (error: { code: number; stdout: string }) => error,
    );
    if (!config.databaseUrl) fs.rmSync(config.dataDir, { recursive: true, force: true });
    assert.equal(cli.code, 1);
    assert.match(cli.stdout, new RegExp(`first broken event: id ${middle.id}: its content no longer matches`));
  });
});
