import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { PostEditingReport } from 'shared-api/contract';
import { injectSend, multipart, reportInApp, startTestApp, type TestContext } from './helpers';
import { completeInApp, photoJpeg } from './tablet';
import { SEED_ACCOUNTS } from '../seed/seed-data';

type Headers = { authorization: string };

/** Issue 22: the classes of input the generated suite missed, and limits on expensive work (docs/product.md "Bad input"). */
describe('no input breaks the server (issue 22)', () => {
  let ctx: TestContext;
  let user: Headers;
  let finished: number;
  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    finished = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), finished, { photos: 1 });
    await ctx.app.documents.idle();
  });
  after(() => ctx.close());

  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it('answers 400 to a body nested 10,000 deep on every JSON route, guests’ routes included, and accepts 64 levels', async () => {
    for (const url of ['/oauth/token', '/oauth/revoke', '/front/inquiries', '/front/password/email']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: `{"a":${nested(10_000)}}`,
      });
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.match(response.json().message, /te diep genest: hoogstens 64 niveaus/);
    }
    const deepButAllowed = await ctx.app.inject({
      method: 'POST',
      url: '/front/inquiries',
      headers: { 'content-type': 'application/json' },
      payload: `{"a":${nested(63)}}`,
    });
    assert.equal(deepButAllowed.statusCode, 422, 'within the limit the schema answers');
  });

  it('refuses a lone surrogate in any string with 422 on its field, and stores nothing altered', async () => {
    const report = (
      await ctx.app.inject({ url: `/front/reports/${finished}/post-editing`, headers: user })
    ).json() as PostEditingReport;
    const homes = structuredClone(report.answers);
    homes[0].floors![0].rooms![0].remarks = 'vlek \ud800 boven';
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/front/reports/${finished}/addenda`,
      headers: user,
      payload: { homes, parties: report.parties, place: { remarks: null }, circumstances: [] },
    });
    assert.equal(saved.statusCode, 422, saved.body);
    assert.ok(Object.keys(saved.json().errors)[0].endsWith('remarks'), saved.body);
    const inquiry = await ctx.app.inject({
      method: 'POST',
      url: '/front/inquiries',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":"A\\udc00","email":"a@voorbeeld.be","message":"Hallo"}',
    });
    assert.equal(inquiry.statusCode, 422, inquiry.body);
    assert.ok(inquiry.json().errors.name);
    const paired = await ctx.app.inject({ url: `/front/reports/?search=${encodeURIComponent('🏠')}`, headers: user });
    assert.equal(paired.statusCode, 200, 'a paired surrogate (an emoji) is fine');
  });

  it('answers 400 to a multipart body cut before its closing boundary on each of the seven upload routes', async () => {
    const inApp = await reportInApp(ctx, 'user');
    const report = (
      await ctx.app.inject({ url: `/front/reports/${finished}/post-editing`, headers: user })
    ).json() as PostEditingReport;
    const homes = structuredClone(report.answers).map((home) => ({ ...home, is_edited: false }));
    homes[0].floors![0].is_edited = true;
    const addendum = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${finished}/addenda?keep_signatures=false`,
      headers: user,
      payload: { homes, parties: report.parties, place: { remarks: null }, circumstances: [] },
    });
    assert.equal(addendum.statusCode, 201, addendum.body);
    const [configuration] = (await ctx.app.inject({ url: '/front/document_configurations/', headers: user })).json()
      .data;
    const me = (await ctx.app.inject({ url: '/front/me', headers: user })).json();
    const photo = await photoJpeg(400, 300);
    const item = report.answers[0].floors![0].uuid;
    const routes: [string, string][] = [
      [`/app/reports/${inApp}/media`, 'file'],
      [`/app/addenda/${addendum.json().id}/media`, 'file'],
      ['/front/document_configurations', 'logo'],
      [`/front/document_configurations/${configuration.id}`, 'logo'],
      [`/front/reports/${finished}/answers/${item}/media`, 'media'],
      [`/front/reports/${finished}/place/${report.place!.id}/media`, 'media'],
      [`/front/users/${me.id}/profile_picture`, 'profile_picture'],
    ];
    for (const [url, field] of routes) {
      const form = await multipart({ name: 'Afgebroken' }, { [field]: [photo, 'image/jpeg', 'foto.jpg'] });
      const cut = form.payload.subarray(0, form.payload.length - 400);
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...user, ...form.headers },
        payload: cut,
      });
      assert.equal(response.statusCode, 400, `${url}: ${response.body}`);
      assert.equal(response.json().message, 'Het formulier is onvolledig of beschadigd verzonden.');
    }
  });

  it('answers every /oauth call with Cache-Control: no-store and Pragma: no-cache', async () => {
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        username: 'inspecteur@plaatsbeschrijving.be',
        password: 'wrong',
        client_id: ctx.config.oauthClientId,
        client_secret: ctx.config.oauthClientSecret,
      },
    });
    assert.equal(refused.statusCode, 400);
    const account = SEED_ACCOUNTS.find((candidate) => candidate.email === 'inspecteur@plaatsbeschrijving.be')!;
    const token = await ctx.app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        username: account.email,
        password: account.password,
        client_id: ctx.config.oauthClientId,
        client_secret: ctx.config.oauthClientSecret,
      },
    });
    assert.equal(token.statusCode, 200, token.body);
    const revoke = await ctx.app.inject({ method: 'POST', url: '/oauth/revoke', payload: {} });
    for (const response of [refused, token, revoke]) {
      assert.equal(response.headers['cache-control'], 'no-store');
      assert.equal(response.headers.pragma, 'no-cache');
    }
  });

  it('limits each account to 10 regenerations a minute: 429 with Retry-After, in the reader’s language', async () => {
    const other = await ctx.auth('admin');
    const { hashed_id } = await ctx.db
      .selectFrom('reports')
      .select('hashed_id')
      .where('id', '=', finished)
      .executeTakeFirstOrThrow();
    const regenerate = (headers: Headers, language = 'nl-BE,nl;q=0.9,en;q=0.5') =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/reports/pdf/${hashed_id}`,
        headers: { ...headers, 'accept-language': language },
      });
    for (let count = 0; count < 10; count++) assert.ok([200, 202].includes((await regenerate(user)).statusCode));
    const refused = await regenerate(user);
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0, 'Retry-After');
    assert.match(refused.json().message, /^Te veel aanvragen voor dit werk/);
    assert.match((await regenerate(user, 'fr-BE')).json().message, /^Trop de demandes/);
    assert.ok([200, 202].includes((await regenerate(other)).statusCode), 'another account has its own limit');
    await ctx.app.documents.idle();
  });

  it('takes back what its GET gives: post-editing, places and templates round-trip unchanged', async () => {
    await ctx.app.documents.idle();
    const admin = await ctx.auth('admin');
    const load = async () =>
      (await ctx.app.inject({ url: `/front/reports/${finished}/post-editing`, headers: user })).json();
    const loaded = await load();
    const stated = await ctx.app.inject({
      method: 'PUT',
      url: `/front/reports/${finished}/addenda`,
      headers: user,
      payload: { ...loaded, homes: loaded.answers, circumstances: [loaded.circumstances[0].key] },
    });
    assert.equal(stated.statusCode, 200, stated.body);
    await ctx.app.documents.idle();
    const editing = await load();
    assert.ok(editing.circumstances[0].checked, 'the report states a circumstance');
    // the tree is `answers` in the GET and `homes` in the PUT, as the API names them
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/front/reports/${finished}/addenda`,
      headers: user,
      payload: { ...editing, homes: editing.answers },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const after = await load();
    assert.deepEqual(after.circumstances, editing.circumstances, 'the checked circumstances stay as they were');
    await ctx.app.documents.idle();

    const place = editing.place.id;
    const first = async (table: 'template_homes' | 'template_floors' | 'template_rooms' | 'template_entities') =>
      (await ctx.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    const pairs: [string, Headers][] = [
      [`/front/places/${place}`, admin],
      [`/front/homes/${await first('template_homes')}`, admin],
      [`/front/floors/${await first('template_floors')}`, admin],
      [`/front/rooms/${await first('template_rooms')}`, admin],
      [`/front/entities/${await first('template_entities')}`, admin],
    ];
    for (const [url, headers] of pairs) {
      const got = await ctx.app.inject({ url, headers });
      assert.equal(got.statusCode, 200, `${url}: ${got.body}`);
      const put = await ctx.app.inject({ method: 'PUT', url, headers, payload: got.json() });
      assert.ok(put.statusCode < 300, `PUT ${url} of its own GET: ${put.statusCode} ${put.body.slice(0, 300)}`);
    }
  });
});
