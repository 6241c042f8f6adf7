/**
 * Payments (issue 42, docs/ARCHITECTURE.md "Payments"): the embedded test checkout runs only when
 * it is switched on (`TEST_CHECKOUT`, on in `npm start` and in the tests), never because no
 * provider key is set; without a provider and without the switch a purchase is refused with a
 * clear 409 in the reader's language, and nothing is booked.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../src/config';
import { account, startTestApp, type TestContext } from './helpers';

describe('the test checkout is switched on, never assumed (issue 42)', () => {
  it('reads TEST_CHECKOUT from the environment, off when unset', () => {
    assert.equal(loadConfig({}, {}).testCheckout, false);
    assert.equal(loadConfig({}, { TEST_CHECKOUT: '' }).testCheckout, false);
    assert.equal(loadConfig({}, { TEST_CHECKOUT: '0' }).testCheckout, false);
    assert.equal(loadConfig({}, { TEST_CHECKOUT: '1' }).testCheckout, true);
    assert.equal(loadConfig({}, { TEST_CHECKOUT: 'true' }).testCheckout, true);
  });

  describe('without a provider key and without the switch', () => {
    let ctx: TestContext;
    before(async () => (ctx = await startTestApp({ testCheckout: false, mollieApiKey: undefined })));
    after(() => ctx.close());

    it('refuses a purchase with a clear message in nl, fr and en, books nothing and serves no test checkout', async () => {
      const user = await ctx.auth('user');
      const me = (await ctx.app.inject({ url: '/front/me', headers: user })).json();
      const transactions = async () =>
        Number(
          (
            await ctx.db
              .selectFrom('credit_transactions')
              .select(ctx.db.fn.countAll().as('n'))
              .where('user_id', '=', me.id)
              .executeTakeFirstOrThrow()
          ).n,
        );
      const before = await transactions();
      const messages: Record<string, string> = {};
      for (const language of ['nl-BE', 'fr-BE', 'en']) {
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/front/users/${me.id}/credits`,
          headers: { ...user, 'accept-language': language },
          payload: { credits: 10 },
        });
        assert.equal(response.statusCode, 409, response.body);
        const body = response.json();
        assert.deepEqual(body.errors, {});
        messages[language] = body.message;
      }
      assert.match(messages['nl-BE'], /niet ingesteld/);
      assert.match(messages['fr-BE'], /n’est pas configuré/);
      assert.match(messages.en, /not set up on this server/);
      assert.equal(await transactions(), before, 'no pending purchase booked');
      const page = await ctx.app.inject({ url: '/test-checkout/test_0123456789abcdef01234567' });
      assert.equal(page.statusCode, 404, 'no test checkout page');
      const webhook = await ctx.app.inject({ method: 'POST', url: '/payments/webhook', payload: { id: 'test_x' } });
      assert.equal(webhook.statusCode, 200, 'the webhook still answers, and settles nothing');
    });
  });

  describe('with the switch on (the tests, npm start)', () => {
    let ctx: TestContext;
    before(async () => (ctx = await startTestApp()));
    after(() => ctx.close());

    it('sends the buyer to the labelled test checkout', async () => {
      const { email } = account('user');
      const user = await ctx.auth('user');
      const me = (await ctx.app.inject({ url: '/front/me', headers: user })).json();
      assert.equal(me.email, email);
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/front/users/${me.id}/credits`,
        headers: user,
        payload: { credits: 10 },
      });
      assert.equal(response.statusCode, 200, response.body);
      const url = new URL(response.json().payment_url);
      assert.match(url.pathname, /^\/test-checkout\/test_[0-9a-f]+$/);
      const page = await ctx.app.inject({ url: url.pathname });
      assert.equal(page.statusCode, 200);
      assert.match(page.body, /TEST/);
    });
  });
});
