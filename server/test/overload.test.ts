import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { ACCESS_TOKEN_CACHE_MS } from '../src/modules/auth/oauth-model';
import { startTestApp, type TestContext } from './helpers';

const BUSY = { message: 'De server is druk bezet. Probeer het zo dadelijk opnieuw.', errors: {} };

describe('timeouts and overload (issue 11): 503 with a clear message, never a held connection', () => {
  let ctx: TestContext;
  let headers: { authorization: string };
  before(async () => {
    ctx = await startTestApp({ requestTimeout: 1500, statementTimeout: 500, maxEventLoopDelay: 200 });
    // start-up (migrations, the job queue's start, password hashing) loads the event loop: wait
    // until it has settled before signing in, and again after
    const settled = async (extra: object = {}) => {
      while ((await ctx.app.inject({ url: '/front/me', ...extra })).statusCode === 503)
        await new Promise((resolve) => setTimeout(resolve, 200));
    };
    await settled();
    headers = await ctx.auth('admin');
    await settled({ headers });
  });
  after(() => ctx.close());

  /** Holds `table` locked (ACCESS EXCLUSIVE) in a transaction until the returned `release` is called. */
  async function lock(table: string) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = ctx.db.transaction().execute(async (trx) => {
      await sql`LOCK TABLE ${sql.table(table)} IN ACCESS EXCLUSIVE MODE`.execute(trx);
      locked();
      await held;
    });
    await isLocked;
    return async () => (release(), await holder);
  }

  it('answers 503 for a request stuck behind a lock, and answers normally once it is gone', async () => {
    const release = await lock('reports');
    const started = Date.now();
    const stuck = await ctx.app.inject({ url: '/front/reports/', headers });
    const waited = Date.now() - started;
    await release();
    assert.equal(stuck.statusCode, 503);
    assert.deepEqual(stuck.json(), BUSY);
    assert.equal(stuck.headers['retry-after'], '10');
    assert.ok(waited < 5000, `answered after ${waited} ms`);
    const again = await ctx.app.inject({ url: '/front/reports/', headers });
    assert.equal(again.statusCode, 200, again.body + ' ' + waited);
  });

  it('answers 503, never 401, while the token store is stuck: a client keeps its session', async () => {
    // the token's answer this node kept has gone, so the request reads the locked table
    await new Promise((resolve) => setTimeout(resolve, ACCESS_TOKEN_CACHE_MS + 100));
    const release = await lock('oauth_tokens');
    const stuck = await ctx.app.inject({ url: '/front/me', headers });
    await release();
    assert.equal(stuck.statusCode, 503, stuck.body);
    assert.deepEqual(stuck.json(), BUSY);
    assert.equal((await ctx.app.inject({ url: '/front/me', headers })).statusCode, 200);
  });

  it('answers 503 while the event loop is overloaded, and recovers', async () => {
    // the event loop blocked 300 ms at a time for 2.5 s, as under a flood of heavy requests
    for (const end = Date.now() + 2500; Date.now() < end;) {
      for (const block = Date.now() + 300; Date.now() < block;);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const overloaded = await ctx.app.inject({ url: '/front/me', headers });
    // a browser opening a page meanwhile reads a page in its language with a retry (issue 43)
    const page = await ctx.app.inject({
      url: '/sign-off/AAAAAAAAAAAAAAAAAAAAAA',
      headers: { accept: 'text/html,application/xhtml+xml', 'accept-language': 'en-GB,en;q=0.9' },
    });
    assert.equal(overloaded.statusCode, 503);
    assert.deepEqual(overloaded.json(), BUSY);
    assert.equal(page.statusCode, 503);
    assert.match(page.headers['content-type'] as string, /^text\/html/);
    assert.equal(page.headers['retry-after'], '10');
    assert.match(page.body, /<html lang="en">/);
    assert.match(page.body, /<h1>The server is busy\. Please try again in a moment\.<\/h1>/);
    assert.match(page.body, /<a href="\/sign-off\/AAAAAAAAAAAAAAAAAAAAAA">Try again<\/a>/);
    assert.match(page.body, /http-equiv="refresh" content="10"/);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    assert.equal((await ctx.app.inject({ url: '/front/me', headers })).statusCode, 200);
  });
});
