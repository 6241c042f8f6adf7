/**
 * Bounded abuse (issue 42, docs/product.md "Sign-off by link", "Bad input"): a sign-off link
 * holds a fixed total of remarks; one sign-off request mails at most 20 people, an account asks
 * for at most 100 links and an address receives at most 5 an hour; a sign-off mail prints at most
 * 120 characters of a name; reset links are limited per address asked for, not only per client;
 * the public signature is refused by the pixel count its PNG header declares.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { SIGN_OFF_LIMITS } from 'shared-api/contract';
import {
  account,
  injectSend,
  outbox,
  pngBomb,
  reportInApp,
  signOffTokenFor,
  startTestApp,
  type TestContext,
} from './helpers';
import { completeInApp, signaturePng } from './tablet';

type Headers = Record<string, string>;
const en = { 'accept-language': 'en' };

describe('bounded abuse (issue 42)', () => {
  let ctx: TestContext;
  let user: Headers;

  /** A finished report of the seeded inspector whose parties are `parties`; its id and party uuids. */
  const finishedReport = async (parties: object[]) => {
    const id = await reportInApp(ctx, 'user', { parties });
    await completeInApp(injectSend(ctx.app, user), id, { photos: 0 });
    await ctx.app.documents.idle();
    const detail = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json();
    return { id, parties: detail.parties.map((party: { uuid: string }) => party.uuid) as string[] };
  };
  const person = (type: string, first: string, email: string, represented_by: object[] = []) => ({
    uuid: null,
    type,
    first_name: first,
    last_name: 'Proef',
    email,
    represented_by,
  });
  const representatives = (count: number, prefix: string) =>
    Array.from({ length: count }, (_, index) => ({
      key: `r${index}`,
      first_name: `Vertegenwoordiger ${index}`,
      last_name: 'Proef',
      email: `${prefix}-${index}@voorbeeld.be`,
    }));
  const askSignOff = (reportId: number, partyUuids: string[], headers: Headers = user) =>
    ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${reportId}/sign-off`,
      headers: { ...headers, ...en },
      payload: { party_uuids: partyUuids },
    });
  const mailsTo = (email: string) => outbox(ctx).filter((mail) => mail.includes(`To: ${email}`)).length;

  before(async () => {
    // forwarded client addresses are believed, so the reset test asks from several clients
    ctx = await startTestApp({ trustProxy: ['127.0.0.1'] });
    user = await ctx.auth('user');
  });
  after(() => ctx.close());

  it('keeps at most 100 remarks and 64 kB of remark text on one link, and stores nothing of a refused call', async () => {
    const report = await finishedReport([
      person('tenant', 'Rita', 'rita.remarks@voorbeeld.be'),
      person('landlord', 'Bart', 'bart.bytes@voorbeeld.be'),
    ]);
    assert.equal((await askSignOff(report.id, report.parties)).statusCode, 200);
    const remark = (token: string, texts: string[]) =>
      ctx.app.inject({
        method: 'POST',
        url: `/public/sign-off/${token}/remarks`,
        headers: en,
        payload: { remarks: texts.map((text) => ({ item_uuid: null, text })) },
      });
    const counted = signOffTokenFor(ctx, 'rita.remarks@voorbeeld.be');
    const many = (count: number) => Array.from({ length: count }, (_, index) => `Opmerking ${index + 1}`);
    assert.equal((await remark(counted, many(60))).statusCode, 200);
    assert.equal((await remark(counted, many(40))).statusCode, 200);
    const full = await remark(counted, ['Nog eentje']);
    assert.equal(full.statusCode, 422, full.body);
    assert.deepEqual(full.json().errors, {
      remarks: ['A link holds at most 100 remarks of 64 kB of text in all; these remarks do not fit.'],
    });
    const page = (await ctx.app.inject({ url: `/public/sign-off/${counted}` })).json();
    assert.equal(page.remarks.length, SIGN_OFF_LIMITS.remarksPerLink, 'the refused remark was not kept');

    // bytes, not characters: 8 remarks of 4,000 two-byte letters fill the 64,000 bytes
    const weighed = signOffTokenFor(ctx, 'bart.bytes@voorbeeld.be');
    assert.equal(
      (
        await remark(
          weighed,
          Array.from({ length: 8 }, () => 'é'.repeat(4000)),
        )
      ).statusCode,
      200,
    );
    const over = await remark(weighed, ['x']);
    assert.equal(over.statusCode, 422, over.body);
    assert.ok(over.json().errors.remarks);
  });

  it('mails at most 20 people for one request, and nobody when it asks for more', async () => {
    const report = await finishedReport([
      person('tenant', 'Tom', 'tom.twintig@voorbeeld.be', representatives(20, 'twintig')),
    ]);
    const before = outbox(ctx).length;
    const refused = await askSignOff(report.id, report.parties);
    assert.equal(refused.statusCode, 422, refused.body);
    assert.deepEqual(refused.json().errors, {
      party_uuids: ['One request may ask at most 20 people to sign; this choice would mail 21.'],
    });
    assert.equal(outbox(ctx).length, before, 'nothing was mailed');
    const overview = (await ctx.app.inject({ url: `/front/reports/${report.id}/sign-off`, headers: user })).json();
    assert.equal(overview.requests.length, 0, 'nothing was asked');
  });

  it('sends one address at most 5 links an hour, whichever account asks (429 with Retry-After)', async () => {
    const report = await finishedReport([person('tenant', 'Herman', 'herhaald@voorbeeld.be')]);
    for (let round = 1; round <= SIGN_OFF_LIMITS.perRecipientPerHour; round++)
      assert.equal((await askSignOff(report.id, report.parties)).statusCode, 200, `request ${round}`);
    const refused = await askSignOff(report.id, report.parties, await ctx.auth('admin'));
    assert.equal(refused.statusCode, 429, refused.body);
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 3500 && retryAfter <= 3600, `Retry-After ${retryAfter}`);
    assert.equal(
      refused.json().message,
      'herhaald@voorbeeld.be received 5 sign-off links in the last hour. Try again in 60 minutes.',
    );
    assert.deepEqual(Object.keys(refused.json().errors), ['party_uuids.0']);
    assert.equal(mailsTo('herhaald@voorbeeld.be'), SIGN_OFF_LIMITS.perRecipientPerHour);
    const dutch = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${report.id}/sign-off`,
      headers: { ...user, 'accept-language': 'nl-BE' },
      payload: { party_uuids: report.parties },
    });
    assert.match(dutch.json().message, /^herhaald@voorbeeld\.be kreeg het voorbije uur al 5 links/);
  });

  it('lets one account ask for at most 100 links an hour', async () => {
    const admin = await ctx.auth('admin');
    const report = await finishedReport([
      person('tenant', 'Anna', 'honderd@voorbeeld.be', representatives(19, 'honderd')),
      person('landlord', 'Lode', 'een-te-veel@voorbeeld.be'),
    ]);
    // five requests of 20 links each: the account's hundred, no address above its five
    for (let round = 1; round <= 5; round++)
      assert.equal((await askSignOff(report.id, [report.parties[0]], admin)).statusCode, 200, `request ${round}`);
    const refused = await askSignOff(report.id, [report.parties[1]], admin);
    assert.equal(refused.statusCode, 429, refused.body);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.match(refused.json().message, /^This account asked for 100 signatures by link in the last hour\./);
    assert.equal(mailsTo('een-te-veel@voorbeeld.be'), 0);
    // another account is counted apart
    assert.equal((await askSignOff(report.id, [report.parties[1]])).statusCode, 200);
  });

  it('prints at most 120 characters of a name the report gives in a sign-off mail', async () => {
    const long = `Van ${'Lange'.repeat(40)}`.slice(0, 200);
    const report = await finishedReport([
      { uuid: null, type: 'tenant', first_name: 'Lien', last_name: long, email: 'lange.naam@voorbeeld.be' },
    ]);
    assert.equal((await askSignOff(report.id, report.parties)).statusCode, 200);
    const mail = outbox(ctx)
      .filter((text) => text.includes('To: lange.naam@voorbeeld.be'))
      .pop()!;
    // quoted-printable: soft line breaks joined, each =XX byte restored, read as UTF-8
    const decoded = Buffer.from(
      mail
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
    const greeting = /Beste (.*),/.exec(decoded)?.[1] ?? '';
    assert.equal([...greeting].length, 120, greeting);
    assert.ok(greeting.startsWith('Lien Van LangeLange') && greeting.endsWith('…'));
  });

  it('sends one address at most 5 reset links an hour, known or not, whoever asks', async () => {
    const ask = (email: string, forwardedFor: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/front/reset_password',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email },
      });
    for (const email of [account('expiring').email, 'niemand.hier@voorbeeld.be']) {
      for (let round = 1; round <= 5; round++)
        assert.equal((await ask(email, `198.51.100.${round}`)).statusCode, 200, `${email} ${round}`);
      const refused = await ask(email.toUpperCase(), '198.51.100.77');
      assert.equal(refused.statusCode, 429, refused.body);
      assert.ok(Number(refused.headers['retry-after']) > 3500);
      assert.match(refused.json().message, /^Voor dit adres werden te veel links aangevraagd\./);
    }
    await ctx.app.jobs.idle();
    assert.equal(mailsTo(account('expiring').email), 5);
    assert.equal((await ask('iemand.anders@voorbeeld.be', '198.51.100.77')).statusCode, 200, 'another address');
  });

  it('refuses a signature by the pixels its PNG header declares, before decoding it', async () => {
    const report = await finishedReport([person('tenant', 'Pieter', 'pixels@voorbeeld.be')]);
    assert.equal((await askSignOff(report.id, report.parties)).statusCode, 200);
    const token = signOffTokenFor(ctx, 'pixels@voorbeeld.be');
    const sign = (png: Buffer) =>
      ctx.app.inject({
        method: 'POST',
        url: `/public/sign-off/${token}/signature`,
        headers: en,
        payload: { signature: `data:image/png;base64,${png.toString('base64')}`, approved: true },
      });
    const wide = await sharp({ create: { width: 2100, height: 2000, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (const [name, png] of [
      ['a real 4.2 MP canvas', wide],
      ['a 9 MP header over a cut-off stream', pngBomb(3000, 3000)],
    ] as const) {
      const refused = await sign(png);
      assert.equal(refused.statusCode, 422, `${name}: ${refused.body}`);
      assert.deepEqual(refused.json().errors, { signature: ['The image may not have more than 4 megapixels.'] }, name);
    }
    const signed = await sign(await signaturePng('Pieter'));
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal(signed.json().state, 'signed');
  });
});
