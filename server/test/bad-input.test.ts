import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { multipart, startTestApp, type TestContext } from './helpers';

/** Issue 11 (first part): bad input is a 422 on its field, never a 500, and nothing is stored. */
describe('bad input is refused with 422', () => {
  let ctx: TestContext;
  let user: { authorization: string };
  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
  });
  after(() => ctx.close());

  const expect422 = async (response: { statusCode: number; json: () => unknown }, field: string) => {
    assert.equal(response.statusCode, 422, JSON.stringify(response.json()));
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    assert.ok(body.errors[field], `an error on ${field}: ${JSON.stringify(body.errors)}`);
  };

  it('a NUL character anywhere: public inquiry, search, JSON body, multipart field', async () => {
    const inquiries = async () =>
      Number((await ctx.db.selectFrom('inquiries').select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const before = await inquiries();
    await expect422(
      await ctx.app.inject({
        method: 'POST',
        url: '/front/inquiries',
        payload: {
          company: 'Immo\u0000Leie',
          email: 'a@b.be',
          first_name: 'A',
          last_name: 'B',
          phone: '1',
          policy_accepted: 1,
        },
      }),
      'company',
    );
    assert.equal(await inquiries(), before, 'nothing stored');
    await expect422(await ctx.app.inject({ url: '/front/reports/?query=Pe%00ters', headers: user }), 'query');
    await expect422(
      await ctx.app.inject({
        method: 'POST',
        url: '/front/reports/',
        headers: user,
        payload: {
          ready_for_app: false,
          type: 'enter',
          parties: [{ uuid: null, type: 'tenant', first_name: 'Lot\u0000te' }],
        },
      }),
      'parties.0.first_name',
    );
    const form = await multipart({ name: 'Kantoor\u0000Gent' });
    await expect422(
      await ctx.app.inject({
        method: 'POST',
        url: '/front/document_configurations',
        headers: { ...user, ...form.headers },
        payload: form.payload,
      }),
      'name',
    );
  });

  it('ids above 2³¹ in paths and bodies, and an absurd page', async () => {
    await expect422(await ctx.app.inject({ url: '/front/reports/3000000000', headers: user }), 'id');
    await expect422(await ctx.app.inject({ url: '/app/reports/3000000000', headers: user }), 'id');
    await expect422(
      await ctx.app.inject({
        method: 'POST',
        url: '/front/reports/',
        headers: user,
        payload: { ready_for_app: false, type: 'enter', parties: [], place_id: 3000000000 },
      }),
      'place_id',
    );
    await expect422(await ctx.app.inject({ url: '/front/reports/?page=1e308', headers: user }), 'page');
  });

  it('a country code that is not two letters, and a date of birth out of range', async () => {
    const party = (overrides: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/front/reports/',
        headers: user,
        payload: { ready_for_app: false, type: 'enter', parties: [{ uuid: null, type: 'tenant', ...overrides }] },
      });
    const address = { street: 'Kouter', street_number: '1', zipcode: '9000', city: 'Gent' };
    await expect422(await party({ address: { ...address, country: 'BEL' } }), 'parties.0.address.country');
    await expect422(await party({ address: { ...address, country: '12' } }), 'parties.0.address.country');
    await expect422(await party({ dob: 1e15 }), 'parties.0.dob');
  });

  it('multipart: an oversized field is a 413 (never stored cut), odd field names are ignored, broken bodies are 4xx', async () => {
    const configurations = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('document_configurations')
            .select(ctx.db.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await configurations();
    const send = (payload: Buffer, contentType: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/front/document_configurations',
        headers: { ...user, 'content-type': contentType },
        payload,
      });
    const big = await multipart({ name: 'Groot', enter_text: `<p>${'x'.repeat(1024 * 1024 + 10)}</p>` });
    const tooLarge = await send(big.payload, big.headers['content-type']);
    assert.equal(tooLarge.statusCode, 413);
    assert.ok(tooLarge.json().errors.enter_text);
    assert.equal(await configurations(), before, 'nothing stored');

    const proto = await multipart({ name: 'Proto', '__proto__[]': 'x', 'hasOwnProperty[]': 'z' });
    assert.equal(
      (await send(proto.payload, proto.headers['content-type'])).statusCode,
      201,
      'unknown names are ignored',
    );
    const constructor = await multipart({ name: 'Constructor', constructor: 'y' });
    const refused = await send(constructor.payload, constructor.headers['content-type']);
    assert.equal(refused.statusCode, 400, 'the multipart parser refuses prototype names');
    assert.equal(refused.json().message, 'De aanvraag kon niet gelezen worden.');

    const whole = await multipart({ name: 'Afgebroken' });
    const cut = await send(whole.payload.subarray(0, whole.payload.length - 20), whole.headers['content-type']);
    assert.ok(cut.statusCode >= 400 && cut.statusCode < 500, `truncated body: ${cut.statusCode}`);
    const noBoundary = await send(whole.payload, 'multipart/form-data');
    assert.ok(noBoundary.statusCode >= 400 && noBoundary.statusCode < 500, `no boundary: ${noBoundary.statusCode}`);
    assert.equal(await configurations(), before + 1, 'only the one with ignored names was stored');
  });
});
