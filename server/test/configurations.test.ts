import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { multipart, startTestApp, type TestContext } from './helpers';

type Headers = { authorization: string };
/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describe('document configurations (docs/spec.md §3, §5, §7)', () => {
  let ctx: TestContext;
  let user: Headers;
  let admin: Headers;
  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    admin = await ctx.auth('admin');
  });
  after(() => ctx.close());

  const send = async (
    headers: Headers,
    url: string,
    fields: Record<string, string | string[]>,
    files?: Record<string, [Buffer, string, string]>,
  ) => {
    const body = await multipart(fields, files);
    return ctx.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
  };

  it('lists only the own configurations and hides the others', async () => {
    const own = (await ctx.app.inject({ url: '/front/document_configurations/', headers: user })).json();
    assert.ok(own.pagination.total >= 1);
    assert.ok(own.data.every((item: { emails: string[] }) => item.emails.includes('inspecteur@plaatsbeschrijving.be')));
    const adminConfig = (await ctx.app.inject({ url: '/front/document_configurations/', headers: admin })).json()
      .data[0];
    const hidden = await ctx.app.inject({ url: `/front/document_configurations/${adminConfig.id}`, headers: user });
    assert.equal(hidden.statusCode, 404);
    const update = await send(user, `/front/document_configurations/${adminConfig.id}`, { name: 'Overgenomen' });
    assert.equal(update.statusCode, 404);
    assert.equal((await ctx.app.inject({ url: '/front/document_configurations/' })).statusCode, 401);
  });

  it('creates with a logo, e-mails and address; absent texts start from the Dutch defaults', async () => {
    const defaults = (await ctx.app.inject({ url: '/front/document_configurations/create', headers: user })).json();
    assert.match(defaults.enter_text, /10 dagen/);
    assert.equal(defaults.other_text, '');
    const response = await send(
      user,
      '/front/document_configurations',
      {
        name: 'Kantoor Gent',
        company_name: 'Expertise Gent bv',
        'emails[]': ['info@expertise.be', 'plan@expertise.be'],
        street: 'Kouter',
        street_number: '1',
        zipcode: '9000',
        city: 'Gent',
        country: 'BE',
        other_text: '<p>Vrije <strong>tekst</strong></p>',
      },
      { logo: [PNG, 'image/png', 'logo.png'] },
    );
    assert.equal(response.statusCode, 201, response.body);
    const created = response.json();
    assert.deepEqual(created.emails, ['info@expertise.be', 'plan@expertise.be']);
    assert.equal(created.address.city, 'Gent');
    assert.equal(created.enter_text, defaults.enter_text);
    assert.equal(created.other_text, '<p>Vrije <strong>tekst</strong></p>');
    assert.match(created.logo.path, /^\/files\/logos\/[0-9a-f-]{36}\.png\?expires=\d+&signature=[\w-]{43}$/);
    assert.equal((await ctx.app.inject({ url: created.logo.path.split('?')[0] })).statusCode, 403, 'unsigned');
    assert.equal(created.language, 'nl');
    const logo = await ctx.app.inject({ url: created.logo.path });
    assert.equal(logo.statusCode, 200);
    const meta = await sharp(logo.rawPayload).metadata();
    assert.deepEqual(
      [meta.format, meta.width, meta.height],
      ['png', 1, 1],
      'the logo is re-encoded by the media service',
    );
  });

  it('sanitizes the rich texts: scripts and javascript: links are removed', async () => {
    const response = await send(user, '/front/document_configurations', {
      name: 'Veilig',
      enter_text: '<p>Intro <strong>vet</strong><script>alert(1)</script> <a href="javascript:alert(2)">klik</a></p>',
      exit_text: '<p onclick="steal()"><a href="https://example.org/voorwaarden">voorwaarden</a></p>',
    });
    assert.equal(response.statusCode, 201, response.body);
    const { enter_text, exit_text } = response.json();
    assert.doesNotMatch(enter_text, /script|alert|javascript/);
    assert.match(enter_text, /<strong>vet<\/strong>/);
    assert.equal(exit_text, '<p><a href="https://example.org/voorwaarden">voorwaarden</a></p>');
  });

  it('refuses a logo whose real type is not png, jpg or gif, whatever its name says', async () => {
    const before = fs.readdirSync(path.join(ctx.config.dataDir, 'files')).length;
    const response = await send(
      user,
      '/front/document_configurations',
      { name: 'Nep logo' },
      { logo: [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/png', 'logo.png'] },
    );
    assert.equal(response.statusCode, 422);
    assert.ok(response.json().errors.logo);
    assert.equal(fs.readdirSync(path.join(ctx.config.dataDir, 'files')).length, before);
  });

  it('refuses a logo over 50 MB with 413 and stores nothing', async () => {
    const before = fs.readdirSync(path.join(ctx.config.dataDir, 'files')).length;
    const huge = Buffer.concat([PNG, Buffer.alloc(50 * 1024 * 1024)]);
    const response = await send(
      user,
      '/front/document_configurations',
      { name: 'Te groot' },
      { logo: [huge, 'image/png', 'groot.png'] },
    );
    assert.equal(response.statusCode, 413);
    assert.ok(response.json().errors.logo);
    assert.equal(fs.readdirSync(path.join(ctx.config.dataDir, 'files')).length, before);
    const list = (
      await ctx.app.inject({ url: '/front/document_configurations/?query=Te%20groot', headers: user })
    ).json();
    assert.equal(list.pagination.total, 0);
  });

  it('validates name, e-mails and address per field', async () => {
    const response = await send(user, '/front/document_configurations', {
      name: ' ',
      'emails[]': ['goed@voorbeeld.be', 'fout@'],
      street: 'Kouter',
      country: 'ZZ',
      language: 'de',
    });
    assert.equal(response.statusCode, 422);
    const { errors } = response.json();
    for (const field of ['name', 'emails.1', 'address.city', 'address.country', 'language'])
      assert.ok(errors[field], field);
    assert.equal(errors['emails.0'], undefined);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/front/document_configurations',
      headers: user,
      payload: { name: 'json' },
    });
    assert.equal(json.statusCode, 415);
  });

  it('updates: a new logo replaces the old file, unsent texts stay, remove_logo drops it', async () => {
    const created = (
      await send(user, '/front/document_configurations', { name: 'Wissel' }, { logo: [PNG, 'image/png', 'a.png'] })
    ).json();
    const oldFile = path.join(ctx.config.dataDir, created.logo.path.split('?')[0]);
    assert.ok(fs.existsSync(oldFile));
    const updated = await send(
      user,
      `/front/document_configurations/${created.id}`,
      { name: 'Wissel 2', enter_signature_text: '<p>Getekend</p>' },
      { logo: [GIF, 'image/gif', 'b.gif'] },
    );
    assert.equal(updated.statusCode, 200, updated.body);
    const body = updated.json();
    assert.equal(body.name, 'Wissel 2');
    assert.equal(body.enter_signature_text, '<p>Getekend</p>');
    assert.equal(body.exit_text, created.exit_text);
    assert.match(body.logo.path, /\.png\?/, 'a gif logo is stored as png');
    assert.ok(!fs.existsSync(oldFile));
    const removed = await send(user, `/front/document_configurations/${created.id}`, {
      name: 'Wissel 2',
      remove_logo: '1',
    });
    assert.equal(removed.json().logo, null);
    assert.ok(!fs.existsSync(path.join(ctx.config.dataDir, body.logo.path.split('?')[0])));
  });
});
