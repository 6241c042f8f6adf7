/**
 * Users and money (issue 10; docs/spec.md §4 Subscription, §5, §6, §7 "Users and money", "Places,
 * inquiries"): subscriptions, credits, purchases through the embedded test checkout and its
 * webhook, the transaction export read back, inquiry activation, places and the profile.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { addDays, calendarDayOf, endOfDay, formatCalendarDay, startOfDay } from 'shared-api/contract';
import { account, outbox, passwordLinkFor, startTestApp, type TestContext } from './helpers';

type Headers = Record<string, string>;
const DAY = 24 * 3600;
const now = () => Math.floor(Date.now() / 1000);

describe('users and money (issue 10)', () => {
  let ctx: TestContext;
  let admin: Headers;
  let user: Headers;
  let userId: number;
  before(async () => {
    ctx = await startTestApp();
    admin = await ctx.auth('admin');
    user = await ctx.auth('user');
    userId = (await ctx.app.inject({ url: '/front/me', headers: user })).json().id;
  });
  after(() => ctx.close());

  const get = (url: string, headers: Headers) => ctx.app.inject({ url, headers });
  const post = (url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });
  /** The credits of account `id`'s organisation, the pool its purchases and grants add to (issue 44). */
  const credits = async (id: number) =>
    (
      await ctx.db
        .selectFrom('users as u')
        .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
        .select('o.credit_count')
        .where('u.id', '=', id)
        .executeTakeFirstOrThrow()
    ).credit_count;

  /** Starts a purchase of `pack` credits as the seeded user; returns the test payment's id. */
  const startPurchase = async (pack: number) => {
    const response = await post(`/front/users/${userId}/credits`, user, { credits: pack });
    assert.equal(response.statusCode, 200, response.body);
    const url = new URL(response.json().payment_url);
    assert.match(url.pathname, /^\/test-checkout\/test_/);
    return url.pathname.split('/').pop()!;
  };
  const webhook = (id: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/payments/webhook',
      payload: `id=${id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it('lists users with the badge data, searched and sorted; credits are null for admins', async () => {
    const page = (await get('/front/users/?query=inspecteur&order=last_name', admin)).json();
    assert.equal(page.pagination.total, 1);
    assert.equal(page.data[0].email, account('user').email);
    assert.equal(page.data[0].subscription_active, true);
    assert.ok(page.data[0].subscription_active_until > now() + 200 * DAY);
    const admins = (await get('/front/users/?query=admin@', admin)).json();
    assert.equal(admins.data[0].credit_count, null);
    const sorted = (await get('/front/users/?order=subscription_active_until&order_type=desc', admin)).json();
    const ends = sorted.data.map((row: { subscription_active_until: number | null }) => row.subscription_active_until);
    assert.deepEqual(
      ends.filter(Boolean),
      [...ends.filter(Boolean)].sort((a, b) => b - a),
    );
  });

  it('creates a user with start credits and mails a single-use link that sets the password', async () => {
    const created = await post('/front/users', admin, {
      first_name: 'Els',
      last_name: 'Wouters',
      email: 'els@wouters.be',
      vat_number: 'BE 0417.497.106',
      start_credits: 5,
      address: { street: 'Veldstraat', street_number: '1', zipcode: '9000', city: 'Gent', country: 'BE' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id;
    const shown = (await get(`/front/users/${id}`, admin)).json();
    assert.equal(shown.vat_number, 'BE0417497106');
    assert.equal(shown.credit_count, 5);
    assert.equal(shown.address.city, 'Gent');
    await ctx.app.jobs.idle(); // the welcome mail is a job
    const link = passwordLinkFor(ctx, 'els@wouters.be');
    const reset = {
      token: link.searchParams.get('token'),
      email: 'els@wouters.be',
      password: 'Nieuw-wachtwoord-1',
      password_confirmation: 'Nieuw-wachtwoord-1',
    };
    assert.equal((await post('/front/reset', {}, reset)).statusCode, 200);
    assert.equal((await ctx.tryLogin('els@wouters.be', 'Nieuw-wachtwoord-1')).statusCode, 200);
    assert.equal((await post('/front/reset', {}, reset)).statusCode, 422, 'the link works once');
  });

  it('refuses a bad VAT number, a taken e-mail and missing names, per field', async () => {
    const response = await post('/front/users', admin, {
      first_name: '',
      last_name: 'X',
      email: account('user').email.toUpperCase(),
      vat_number: 'BE0417497107',
    });
    assert.equal(response.statusCode, 422);
    assert.deepEqual(Object.keys(response.json().errors).sort(), ['email', 'first_name', 'vat_number']);
  });

  it('extends a subscription only to a later Brussels day than the current end, naming the admin', async () => {
    const current = (await get(`/front/users/${userId}`, admin)).json().subscription_active_until;
    const currentDay = calendarDayOf(current);
    const sameDay = await post(`/front/users/${userId}/subscriptions`, admin, { valid_until: endOfDay(currentDay) });
    assert.equal(sameDay.statusCode, 422);
    assert.equal(
      sameDay.json().errors.valid_until[0],
      `Het nieuwe einde moet minstens één dag na ${formatCalendarDay(currentDay)} liggen.`,
    );
    const nextDay = endOfDay(addDays(currentDay, 1));
    const extended = await post(`/front/users/${userId}/subscriptions`, admin, { valid_until: nextDay });
    assert.equal(extended.statusCode, 200);
    assert.equal(extended.json().subscription_active_until, nextDay);
    assert.equal((await get(`/front/users/${userId}`, user)).json().subscription_active_until, nextDay);
    const row = await ctx.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const adminId = (await get('/front/me', admin)).json().id;
    assert.equal(row.created_by, adminId);
  });

  it('takes the next day across the spring clock change, a day of 23 hours', async () => {
    const current = (await get(`/front/users/${userId}`, admin)).json().subscription_active_until;
    // the last Sunday of March of the year after the current end: Brussels moves to summer time
    const year = Number(calendarDayOf(current).slice(0, 4)) + 1;
    const march31 = new Date(Date.UTC(year, 2, 31));
    const clockChange = `${year}-03-${31 - march31.getUTCDay()}`;
    const saturday = endOfDay(addDays(clockChange, -1));
    assert.equal(
      (await post(`/front/users/${userId}/subscriptions`, admin, { valid_until: saturday })).statusCode,
      200,
    );
    assert.equal(endOfDay(clockChange) - saturday, 23 * 3600);
    const sunday = await post(`/front/users/${userId}/subscriptions`, admin, { valid_until: endOfDay(clockChange) });
    assert.equal(sunday.statusCode, 200, sunday.body);
  });

  it('grants admin credits as a transaction, never below zero, and none to admins', async () => {
    const before = await credits(userId);
    const granted = await post(`/front/users/${userId}/admin_credits`, admin, { credits: 7 });
    assert.equal(granted.json().credit_count, before + 7);
    const below = await post(`/front/users/${userId}/admin_credits`, admin, { credits: -(before + 8) });
    assert.equal(below.statusCode, 422);
    assert.equal(await credits(userId), before + 7);
    const adminId = (await get('/front/me', admin)).json().id;
    assert.equal((await post(`/front/users/${adminId}/admin_credits`, admin, { credits: 1 })).statusCode, 422);
    const tx = await ctx.db
      .selectFrom('credit_transactions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('kind', '=', 'admin_grant')
      .executeTakeFirstOrThrow();
    assert.equal(tx.created_by, adminId);
  });

  it('a purchase through the test checkout adds the credits once however often the webhook comes; a failed one none', async () => {
    const before = await credits(userId);
    const paid = await startPurchase(10);
    const page = await get(`/test-checkout/${paid}`, {});
    assert.match(page.body, /TEST/);
    assert.match(page.body, /150,00/);
    assert.equal(await credits(userId), before, 'nothing before paying');
    const chosen = await ctx.app.inject({ method: 'POST', url: `/test-checkout/${paid}`, payload: { status: 'paid' } });
    assert.equal(chosen.statusCode, 303);
    for (let i = 0; i < 3; i++) assert.equal((await webhook(paid)).statusCode, 200);
    assert.equal(await credits(userId), before + 10);
    const back = await get(new URL(chosen.headers.location as string).pathname, {});
    assert.equal(back.headers.location, '/profile?paid=true');

    const failed = await startPurchase(50);
    await ctx.app.inject({ method: 'POST', url: `/test-checkout/${failed}`, payload: { status: 'failed' } });
    await webhook(failed);
    assert.equal(await credits(userId), before + 10);
    const rows = await ctx.db
      .selectFrom('credit_transactions')
      .select(['payment_reference', 'status', 'amount_cents', 'created_by'])
      .where('kind', '=', 'purchase')
      .execute();
    assert.deepEqual(
      rows.map((row) => [row.payment_reference, row.status, row.amount_cents, row.created_by]).sort(),
      [
        [failed, 'failed', 70_000, userId],
        [paid, 'completed', 15_000, userId],
      ].sort(),
    );
    assert.equal((await webhook('tr_unknown')).statusCode, 200, 'an unknown id changes nothing');
  });

  it('20 concurrent duplicate webhooks add the credits exactly once', async () => {
    const before = await credits(userId);
    const id = await startPurchase(100);
    await ctx.db.updateTable('test_payments').set({ status: 'paid' }).where('id', '=', id).execute();
    const answers = await Promise.all(Array.from({ length: 20 }, () => webhook(id)));
    assert.ok(answers.every((answer) => answer.statusCode === 200));
    assert.equal(await credits(userId), before + 100);
  });

  it('only the account itself buys credits, and only the packs', async () => {
    assert.equal((await post(`/front/users/${userId}/credits`, user, { credits: 11 })).statusCode, 422);
    assert.equal((await post(`/front/users/${userId}/credits`, admin, { credits: 10 })).statusCode, 403);
    assert.equal(
      (await post(`/front/users/${userId}/credits`, await ctx.auth('expiring'), { credits: 10 })).statusCode,
      404,
    );
  });

  it('names the export file after the Brussels days chosen, not a day early (issue 43)', async () => {
    // what the export modal sends for 1 to 27 November: the start of the first day, the end of the last, in Brussels
    const range = `date_from=${startOfDay('2026-11-01')}&date_until=${endOfDay('2026-11-27')}&format=csv`;
    const file = await get(`/front/transactions/export?${range}`, admin);
    assert.equal(file.statusCode, 200);
    assert.equal(
      String(file.headers['content-disposition']),
      'attachment; filename="transacties-2026-11-01-2026-11-27.csv"',
    );
    const summer = `date_from=${startOfDay('2026-07-01')}&date_until=${endOfDay('2026-07-31')}&format=csv`;
    assert.match(
      String((await get(`/front/transactions/export?${summer}`, admin)).headers['content-disposition']),
      /filename="transacties-2026-07-01-2026-07-31\.csv"/,
    );
  });

  it('exports the transactions of a date range as CSV and xlsx that read back', async () => {
    const range = `date_from=${now() - 3600}&date_until=${now() + 3600}`;
    const csv = await get(`/front/transactions/export?${range}`, admin);
    assert.equal(csv.statusCode, 200);
    assert.match(String(csv.headers['content-disposition']), /attachment; filename="transacties-.+\.csv"/);
    assert.equal(csv.rawPayload.subarray(0, 3).toString('hex'), 'efbbbf', 'UTF-8 BOM');
    const rows: string[][] = parse(csv.rawPayload.subarray(3), { delimiter: ';' });
    assert.deepEqual(rows[0], [
      'Datum',
      'Gebruiker',
      'E-mail',
      'Soort',
      'Credits',
      'Bedrag (EUR)',
      'Status',
      'Referentie',
      'Door',
    ]);
    const purchase = rows.find((row) => row[3] === 'Aankoop' && row[6] === 'Voltooid' && row[4] === '10');
    assert.ok(purchase, 'the paid purchase');
    assert.equal(purchase[5], '150,00');
    assert.equal(purchase[2], account('user').email);
    assert.ok(
      rows.some((row) => row[3] === 'Toegekend door admin' && row[8] !== ''),
      'grants name the admin',
    );
    assert.ok(
      rows.some((row) => row[3].startsWith('Abonnement')),
      'subscription extensions',
    );
    const old = await get(
      `/front/transactions/export?date_from=${now() - 900 * DAY}&date_until=${now() - 800 * DAY}`,
      admin,
    );
    assert.equal(parse(old.rawPayload.subarray(3), { delimiter: ';' }).length, 1, 'only the heading');

    const xlsx = await get(`/front/transactions/export?${range}&format=xlsx`, admin);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    assert.equal(sheet.rowCount, rows.length);
    const values = sheet.getSheetValues().slice(2) as unknown[][];
    assert.ok(values.some((row) => row[4] === 'Aankoop' && row[5] === 10 && row[6] === 150));
    const own = await get(`/front/users/${userId}/export/transactions`, user);
    assert.equal(own.statusCode, 200);
    assert.ok(!own.body.includes('els@wouters.be'), 'only the own account');
    assert.equal((await get(`/front/transactions/export?${range}`, user)).statusCode, 403);
  });

  it('activates an inquiry into exactly one account with the welcome mail, once', async () => {
    const inquiry = (
      await post(
        '/front/inquiries',
        {},
        {
          company: 'Immo Zuid',
          email: 'info@immozuid.be',
          first_name: 'Kris',
          last_name: 'Peeters',
          phone: '0470 12 34 56',
          policy_accepted: 1,
        },
      )
    ).json().id;
    const waiting = async () => (await get('/front/inquiries/', admin)).json().pagination.total;
    const before = await waiting();
    assert.ok(before >= 1);
    const mails = outbox(ctx).length;
    const body = { credits: ' 25 ', subscription_ends_at: now() + 365 * DAY };
    const upgraded = await post(`/front/inquiries/${inquiry}/upgrade`, admin, body);
    assert.equal(upgraded.statusCode, 201, upgraded.body);
    const created = (await get(`/front/users/${upgraded.json().id}`, admin)).json();
    assert.equal(created.email, 'info@immozuid.be');
    assert.equal(created.credit_count, 25);
    assert.equal(created.subscription_active, true);
    assert.equal(created.inquiry.company, 'Immo Zuid');
    await ctx.app.jobs.idle(); // the welcome mail is a job
    assert.equal(outbox(ctx).length, mails + 1);
    assert.ok(passwordLinkFor(ctx, 'info@immozuid.be'));
    assert.equal((await post(`/front/inquiries/${inquiry}/upgrade`, admin, body)).statusCode, 409);
    assert.equal(await waiting(), before - 1, 'an activated inquiry no longer waits');
    const count = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('email', '=', 'info@immozuid.be')
      .executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 1);
    assert.equal(
      (await ctx.app.inject({ method: 'DELETE', url: `/front/inquiries/${inquiry}`, headers: admin })).statusCode,
      404,
    );
  });

  it("a profile edit cannot change one's own role or credits; the password change needs the current one", async () => {
    const me = (await get(`/front/users/${userId}`, user)).json();
    const edit = { first_name: 'Ine', last_name: me.last_name, email: me.email, role: 'admin', credit_count: 9999 };
    const response = await post(`/front/users/${userId}`, user, edit);
    assert.equal(response.statusCode, 403);
    const allowed = await post(`/front/users/${userId}`, user, { ...edit, role: 'user' });
    assert.equal(allowed.statusCode, 200);
    assert.equal(allowed.json().first_name, 'Ine');
    assert.equal(allowed.json().role, 'user');
    assert.equal(allowed.json().credit_count, me.credit_count);
    const wrong = await post(`/front/users/${userId}/password`, user, {
      current_password: 'nope',
      password: 'Anders-2026!',
      password_confirmation: 'Anders-2026!',
    });
    assert.equal(wrong.statusCode, 422);
    assert.ok(wrong.json().errors.current_password);
  });

  it('an admin disables an account: shown as such, its sign-ins end at once, enabled again it signs in; never their own', async () => {
    const { email, password } = account('expiring');
    const listed = async (query: string) => (await get(`/front/users/?query=${query}`, admin)).json().data[0];
    assert.equal((await listed(account('disabled').email)).active, false);
    assert.equal((await listed(email)).active, true);
    const session = await ctx.auth('expiring');
    const id = (await get('/front/me', session)).json().id;

    const disabled = await post(`/front/users/${id}/active`, admin, { active: false });
    assert.equal(disabled.statusCode, 200, disabled.body);
    assert.equal(disabled.json().active, false);
    assert.equal((await get(`/front/users/${id}`, admin)).json().active, false);
    assert.equal((await listed(email)).active, false);
    assert.equal((await get('/front/me', session)).statusCode, 401);
    const refused = await ctx.tryLogin(email, password);
    assert.equal(refused.statusCode, 400);
    // the same answer as the seeded disabled account gets
    const seeded = await ctx.tryLogin(account('disabled').email, account('disabled').password);
    assert.deepEqual(refused.json(), seeded.json());

    const enabled = await post(`/front/users/${id}/active`, admin, { active: true });
    assert.equal(enabled.json().active, true);
    // the revoked sign-in stays ended; a new one works
    assert.equal((await get('/front/me', session)).statusCode, 401);
    assert.equal((await ctx.tryLogin(email, password)).statusCode, 200);

    const adminId = (await get('/front/me', admin)).json().id;
    const own = await post(`/front/users/${adminId}/active`, admin, { active: false });
    assert.equal(own.statusCode, 403);
    assert.ok(own.json().errors.active);
    assert.equal((await get('/front/me', admin)).statusCode, 200);
    assert.equal((await post(`/front/users/${id}/active`, user, { active: false })).statusCode, 403);
    assert.equal((await post('/front/users/999999/active', admin, { active: false })).statusCode, 404);
  });

  it('creates, edits and lists places, searched by address', async () => {
    const address = { street: 'Kouter', street_number: '12', zipcode: '9000', city: 'Gent', country: 'BE' };
    const created = await post('/front/places', admin, { name: 'Kantoor Kouter', address });
    assert.equal(created.statusCode, 201, created.body);
    const id = created.json().id;
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/front/places/${id}`,
      headers: admin,
      payload: { name: 'Kantoor Kouter', address: { ...address, street: 'Korenmarkt' } },
    });
    assert.equal(put.json().address.street, 'Korenmarkt');
    const found = (await get('/front/places/?query=korenmarkt&order=address', admin)).json();
    assert.deepEqual(
      found.data.map((place: { id: number }) => place.id),
      [id],
    );
    const blank = await post('/front/places', admin, { name: ' ', address: { ...address, city: '' } });
    assert.deepEqual(Object.keys(blank.json().errors).sort(), ['address.city', 'name']);
  });

  it('sorts the users list by each account’s organisation’s subscription end as it changes, missing ends last', async () => {
    const current = (await get(`/front/users/${userId}`, admin)).json().subscription_active_until;
    const far = endOfDay(addDays(calendarDayOf(current), 4000));
    assert.equal((await post(`/front/users/${userId}/subscriptions`, admin, { valid_until: far })).statusCode, 200);
    const ends = async (direction: string) =>
      (await get(`/front/users/?order=subscription_active_until&order_type=${direction}&per_page=100`, admin))
        .json()
        .data.map((row: { id: number; subscription_active_until: number | null }) => [
          row.id,
          row.subscription_active_until,
        ]);
    const descending = await ends('desc');
    assert.deepEqual(descending[0], [userId, far]);
    for (const order of [descending, await ends('asc')]) {
      const known = order.map(([, end]: [number, number | null]) => end).filter((end: number | null) => end !== null);
      assert.deepEqual(
        order.map(([, end]: [number, number | null]) => end),
        [...known, ...Array(order.length - known.length).fill(null)],
        'missing ends come last',
      );
    }
  });
});
