import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BACK_OFFICE_CLIENT } from 'shared-api/contract';
import { account, outbox, passwordLinkFor, startTestApp, type TestContext } from './helpers';

describe('password reset (POST /front/reset_password, POST /front/reset)', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  const mails = () => outbox(ctx);
  const linkFor = (email: string) => passwordLinkFor(ctx, email);
  /** Requests a link and waits for the work that follows the answer (lookup, write, mail). */
  const requestReset = async (email: string, language = 'nl-BE') => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/front/reset_password',
      headers: { 'accept-language': language },
      payload: { email },
    });
    await ctx.app.jobs.idle();
    return response;
  };
  const reset = (payload: Record<string, string>) => ctx.app.inject({ method: 'POST', url: '/front/reset', payload });
  const canLogin = async (email: string, password: string) => (await ctx.tryLogin(email, password)).statusCode === 200;

  it('answers the same for a known and an unknown address and mails only the known one', async () => {
    const known = await requestReset(account('user').email);
    const unknown = await requestReset('nobody@example.be');
    assert.equal(known.statusCode, 200);
    assert.equal(unknown.statusCode, 200);
    assert.equal(known.body, unknown.body);
    assert.equal(mails().length, 1);
    assert.ok(!mails().some((mail) => mail.includes('nobody@example.be')));
  });

  it('writes the mail in the language of the page it was asked from', async () => {
    const subjects = async (language: string) => {
      await requestReset(account('user').email, language);
      return mails().at(-1)!;
    };
    assert.match(await subjects('nl-BE'), /Subject: Wachtwoord opnieuw instellen/);
    assert.match(await subjects('fr-BE,fr;q=0.9'), /Subject: =\?UTF-8\?Q\?R=C3=A9initialiser|Subject: Réinitialiser/);
    assert.match(await subjects('en'), /Subject: Reset your password/);
  });

  it('refuses an invalid e-mail address per field', async () => {
    const response = await requestReset('not-an-address');
    assert.equal(response.statusCode, 422);
    assert.ok(response.json().errors.email[0]);
  });

  it('sets a new password once with the mailed link', async () => {
    await requestReset(account('expiring').email);
    const link = linkFor(account('expiring').email);
    assert.equal(link.pathname, '/reset_password');
    const token = link.searchParams.get('token')!;
    const email = link.searchParams.get('email')!;
    const { refresh_token } = await ctx.login('expiring');

    const done = await reset({
      token,
      email,
      password: 'Nieuw-wachtwoord-1',
      password_confirmation: 'Nieuw-wachtwoord-1',
    });
    assert.equal(done.statusCode, 200);
    assert.ok(await canLogin(email, 'Nieuw-wachtwoord-1'));
    assert.ok(!(await canLogin(email, account('expiring').password)));
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'refresh_token',
        refresh_token,
        client_id: BACK_OFFICE_CLIENT.id,
        client_secret: BACK_OFFICE_CLIENT.secret,
      },
    });
    assert.equal(refreshed.statusCode, 400, 'earlier sessions are signed out');

    const again = await reset({
      token,
      email,
      password: 'Ander-wachtwoord-2',
      password_confirmation: 'Ander-wachtwoord-2',
    });
    assert.equal(again.statusCode, 422, 'the link works once');
    assert.ok(again.json().errors.email);
    assert.ok(!(await canLogin(email, 'Ander-wachtwoord-2')));
  });

  it('a newer request voids the older link, and a reset voids every other link', async () => {
    // another account than the language test's: one address gets at most 5 links an hour (bounded-abuse.test.ts)
    const email = account('expiring').email;
    await requestReset(email);
    const older = linkFor(email).searchParams.get('token')!;
    await requestReset(email);
    const newer = linkFor(email).searchParams.get('token')!;
    assert.notEqual(older, newer);
    const attempt = (token: string, password: string) =>
      reset({ token, email, password, password_confirmation: password });
    assert.equal((await attempt(older, 'Oude-link-123')).statusCode, 422, 'the older link is void');
    assert.equal((await attempt(newer, 'Nieuwe-link-123')).statusCode, 200);
    assert.ok(await canLogin(email, 'Nieuwe-link-123'));
    const unused = await ctx.db
      .selectFrom('password_resets as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select('r.id')
      .where('u.email', '=', email)
      .where('r.used_at', 'is', null)
      .execute();
    assert.equal(unused.length, 0, 'no link of that account works any more');
  });

  it('refuses an expired link', async () => {
    await requestReset(account('expired').email);
    const link = linkFor(account('expired').email);
    await ctx.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('used_at', 'is', null)
      .execute();
    const response = await reset({
      token: link.searchParams.get('token')!,
      email: link.searchParams.get('email')!,
      password: 'Nieuw-wachtwoord-1',
      password_confirmation: 'Nieuw-wachtwoord-1',
    });
    assert.equal(response.statusCode, 422);
    assert.ok(await canLogin(account('expired').email, account('expired').password));
  });

  it('refuses the token with another e-mail address', async () => {
    await requestReset(account('user').email);
    const link = linkFor(account('user').email);
    const response = await reset({
      token: link.searchParams.get('token')!,
      email: account('admin').email,
      password: 'Nieuw-wachtwoord-1',
      password_confirmation: 'Nieuw-wachtwoord-1',
    });
    assert.equal(response.statusCode, 422);
    assert.ok(await canLogin(account('admin').email, account('admin').password));
  });

  it('reports password problems on their fields', async () => {
    const short = await reset({
      token: 'x',
      email: account('user').email,
      password: 'kort',
      password_confirmation: 'kort',
    });
    assert.equal(short.statusCode, 422);
    assert.equal(short.json().errors.password[0], 'Het wachtwoord moet minstens 8 tekens bevatten.');
    const mismatch = await reset({
      token: 'x',
      email: account('user').email,
      password: 'Lang-genoeg-1',
      password_confirmation: 'Anders-1234',
    });
    assert.ok(mismatch.json().errors.password_confirmation);
    const missing = await ctx.app.inject({ method: 'POST', url: '/front/reset', payload: { email: 'a@b.be' } });
    assert.equal(missing.statusCode, 422);
    assert.ok(missing.json().errors.token && missing.json().errors.password);
  });
});
