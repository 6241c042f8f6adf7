import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, sql } from 'kysely';
import { BACK_OFFICE_CLIENT } from 'shared-api/contract';
import { ACCESS_TOKEN_CACHE_MS } from '../src/modules/auth/oauth-model';
import { account, setPoolCredits, startTestApp, type TestContext } from './helpers';

const token = (ctx: TestContext, payload: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { client_id: BACK_OFFICE_CLIENT.id, client_secret: BACK_OFFICE_CLIENT.secret, ...payload },
  });

describe('POST /oauth/token and GET /front/me', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp()));
  after(() => ctx.close());

  it('signs in with the password grant, form-urlencoded as the login page sends it', async () => {
    const body = new URLSearchParams({
      grant_type: 'password',
      client_id: BACK_OFFICE_CLIENT.id,
      client_secret: BACK_OFFICE_CLIENT.secret,
      username: account('user').email.toUpperCase(),
      password: account('user').password,
    });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body.toString(),
    });
    assert.equal(response.statusCode, 200);
    const json = response.json();
    assert.equal(json.token_type, 'Bearer');
    assert.ok(json.access_token.length >= 32 && json.refresh_token.length >= 32);
    const stored = await ctx.db.selectFrom('oauth_tokens').select('access_token_hash').execute();
    assert.ok(
      stored.every((row) => row.access_token_hash !== json.access_token),
      'tokens are stored hashed',
    );
  });

  it('answers a wrong password with the exact message the UI translates', async () => {
    const response = await token(ctx, {
      grant_type: 'password',
      username: account('admin').email,
      password: 'wrong-password',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'The user credentials were incorrect.');
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const response = await token(ctx, {
      grant_type: 'password',
      username: 'nobody@example.be',
      password: 'whatever-1',
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'The user credentials were incorrect.');
  });

  it('tells a disabled account apart only after a correct password', async () => {
    const disabled = await token(ctx, {
      grant_type: 'password',
      username: account('disabled').email,
      password: account('disabled').password,
    });
    assert.equal(disabled.statusCode, 400);
    assert.equal(disabled.json().message, 'The user credentials were disabled.');
    const wrong = await token(ctx, {
      grant_type: 'password',
      username: account('disabled').email,
      password: 'wrong-password',
    });
    assert.equal(wrong.json().message, 'The user credentials were incorrect.');
  });

  it('refuses a wrong client secret', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: BACK_OFFICE_CLIENT.id,
        client_secret: 'nope',
        username: account('admin').email,
        password: account('admin').password,
      },
    });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Client authentication failed.');
  });

  it('answers missing fields with 422 per field', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/oauth/token', payload: { client_id: 'x' } });
    assert.equal(response.statusCode, 422);
    assert.ok(response.json().errors.grant_type);
  });

  it('rotates refresh tokens: the new pair works, the old refresh token is refused', async () => {
    const first = await ctx.login('user');
    const refreshed = await token(ctx, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    assert.equal(refreshed.statusCode, 200);
    const second = refreshed.json();
    assert.notEqual(second.refresh_token, first.refresh_token);
    const me = await ctx.app.inject({ url: '/front/me', headers: { authorization: `Bearer ${second.access_token}` } });
    assert.equal(me.statusCode, 200);
    const reused = await token(ctx, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    assert.equal(reused.statusCode, 400);
    assert.equal(reused.json().message, 'The refresh token is invalid.');
    const oldAccess = await ctx.app.inject({
      url: '/front/me',
      headers: { authorization: `Bearer ${first.access_token}` },
    });
    assert.equal(oldAccess.statusCode, 401, 'the rotated pair is revoked as a whole');
  });

  it('reuse of a rotated refresh token ends that whole login, and only that one', async () => {
    const other = await ctx.login('user');
    const first = await ctx.login('user');
    const second = (await token(ctx, { grant_type: 'refresh_token', refresh_token: first.refresh_token })).json();
    assert.equal(
      (await token(ctx, { grant_type: 'refresh_token', refresh_token: first.refresh_token })).statusCode,
      400,
    );
    const me = (accessToken: string) =>
      ctx.app.inject({ url: '/front/me', headers: { authorization: `Bearer ${accessToken}` } });
    assert.equal((await me(second.access_token)).statusCode, 401, 'the newest pair of that login is revoked too');
    assert.equal(
      (await token(ctx, { grant_type: 'refresh_token', refresh_token: second.refresh_token })).statusCode,
      400,
    );
    assert.equal((await me(other.access_token)).statusCode, 200, 'another sign-in of the same user goes on');
  });

  it('lets only one of two simultaneous uses of a refresh token succeed', async () => {
    const { refresh_token } = await ctx.login('user');
    const results = await Promise.all([1, 2].map(() => token(ctx, { grant_type: 'refresh_token', refresh_token })));
    assert.deepEqual(results.map((result) => result.statusCode).sort(), [200, 400]);
  });

  it("keeps a token's answer for at most ACCESS_TOKEN_CACHE_MS: this node's writes show at once, unseen ones within that time", async () => {
    const headers = await ctx.auth('user');
    const { email } = account('user');
    const credits = async () => (await ctx.app.inject({ url: '/front/me', headers })).json().credit_count as number;
    const start = await credits();
    // the credits are the account's organisation's (issue 44)
    const organisation = sql`(SELECT organisation_id FROM users WHERE email = ${email})`;
    await setPoolCredits(ctx.db, email, start + 5);
    assert.equal(await credits(), start + 5, 'a write built with Kysely');
    await sql`UPDATE organisations SET credit_count = credit_count + 1 WHERE id = ${organisation}`.execute(ctx.db);
    assert.equal(await credits(), start + 6, 'a raw write');
    // a write this node does not see, as another node's: shown once the kept answer ends
    await ctx.db.executeQuery(
      CompiledQuery.raw(
        'UPDATE organisations SET credit_count = credit_count + 1 WHERE id = (SELECT organisation_id FROM users WHERE email = $1)',
        [email],
      ),
    );
    await sleep(ACCESS_TOKEN_CACHE_MS + 50);
    assert.equal(await credits(), start + 7, 'an unseen write');
    await setPoolCredits(ctx.db, email, start);
  });

  it('returns the signed-in identity of docs/spec.md §3, times in unix seconds', async () => {
    const me = (await ctx.app.inject({ url: '/front/me', headers: await ctx.auth('expiring') })).json();
    assert.equal(me.email, account('expiring').email);
    assert.equal(me.role, 'user');
    assert.deepEqual(me.roles, ['user']);
    const daysLeft = (me.last_subscription.valid_until - Date.now() / 1000) / 86400;
    assert.ok(daysLeft > 9 && daysLeft <= 10, `expected ~10 days, got ${daysLeft}`);
    assert.equal(me.credit_count, account('expiring').credits);
    const admin = (await ctx.app.inject({ url: '/front/me', headers: await ctx.auth('admin') })).json();
    assert.equal(admin.role, 'admin');
    assert.equal(admin.last_subscription, null);
    assert.equal(admin.credit_count, null);
  });

  it('POST /oauth/revoke ends the login: its access and refresh token stop working', async () => {
    const { access_token, refresh_token } = await ctx.login('user');
    const client = { client_id: BACK_OFFICE_CLIENT.id, client_secret: BACK_OFFICE_CLIENT.secret };
    const revoke = (payload: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/oauth/revoke', payload });
    assert.equal((await revoke({ token: refresh_token, ...client, client_secret: 'wrong' })).statusCode, 401);
    const me = () => ctx.app.inject({ url: '/front/me', headers: { authorization: `Bearer ${access_token}` } });
    assert.equal((await me()).statusCode, 200);
    assert.equal((await revoke({ token: refresh_token, token_type_hint: 'refresh_token', ...client })).statusCode, 200);
    assert.equal((await me()).statusCode, 401, 'the access token of that login is dead');
    assert.equal((await token(ctx, { grant_type: 'refresh_token', refresh_token })).statusCode, 400);
    assert.equal((await revoke({ token: 'unknown', ...client })).statusCode, 200, 'RFC 7009: unknown tokens are fine');
  });

  it('marks signed-in answers Cache-Control: no-store', async () => {
    const me = await ctx.app.inject({ url: '/front/me', headers: await ctx.auth('user') });
    assert.equal(me.statusCode, 200);
    assert.equal(me.headers['cache-control'], 'no-store');
  });

  it('answers 401 without or with a bad token', async () => {
    assert.equal((await ctx.app.inject({ url: '/front/me' })).statusCode, 401);
    const bad = await ctx.app.inject({ url: '/front/me', headers: { authorization: 'Bearer not-a-token' } });
    assert.equal(bad.statusCode, 401);
    assert.deepEqual(Object.keys(bad.json()).sort(), ['errors', 'message']);
  });
});

describe('rate limit on /oauth/token', () => {
  let ctx: TestContext;
  before(async () => (ctx = await startTestApp({ authRateLimit: 3 })));
  after(() => ctx.close());

  it('answers 429 after the configured number of attempts per minute', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push((await token(ctx, { grant_type: 'password', username: 'a@b.be', password: 'x' })).statusCode);
    }
    assert.deepEqual(statuses, [400, 400, 400, 429, 429]);
  });

  it('cannot be dodged with a forged X-Forwarded-For (no proxy is trusted by default)', async () => {
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'x-forwarded-for': '203.0.113.77' },
      payload: { client_id: BACK_OFFICE_CLIENT.id, client_secret: BACK_OFFICE_CLIENT.secret, grant_type: 'password' },
    });
    assert.equal(forged.statusCode, 429);
  });
});
