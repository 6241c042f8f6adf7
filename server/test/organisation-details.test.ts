/**
 * The organisation's company data (docs/product.md "Organisations and roles"), on the seeded firm
 * Expertisebureau Schelde bv: its company manager (and an admin) edits its name, VAT number,
 * billing address and logo with `PATCH /front/organisations/{id}` (a multipart form, as a document
 * configuration's) and reads them back; every other role gets 403 and another organisation's
 * manager 404; bad fields get a 422 each, in the reader's language; the logo goes through the
 * media service; each change is an audit event; a branch's configuration that leaves its company
 * data empty answers the new data. Run it with TEST_DATABASE_URL for PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import type { DocumentConfiguration, Organisation } from 'shared-api/contract';
import { multipart, startTestApp, type AccountKey, type TestContext } from './helpers';
import { SEED_FIRM } from '../seed/seed-data';

type Headers = Record<string, string>;

/** A 1×1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const ADDRESS = { street: 'Kouter', street_number: '10', zipcode: '9000', city: 'Gent', country: 'BE' };

describe("the organisation's company data", () => {
  let ctx: TestContext;
  const as = {} as Record<AccountKey, Headers>;
  let firm: number;
  const url = () => `/front/organisations/${firm}`;
  const keys: AccountKey[] = ['admin', 'user', 'firmManager', 'branchManager', 'firmInspector', 'firmSales'];

  const patch = async (
    headers: Headers,
    fields: Record<string, string>,
    files?: Record<string, [Buffer, string, string]>,
    target = url(),
  ) => {
    const body = await multipart(fields, files);
    return ctx.app.inject({
      method: 'PATCH',
      url: target,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const read = async (headers: Headers = as.firmManager) =>
    (await ctx.app.inject({ url: url(), headers })).json() as Organisation;
  const events = () =>
    ctx.db
      .selectFrom('audit_events')
      .select(['kind', 'subject', 'detail', 'actor_user_id'])
      .where('kind', '=', 'organisation.changed')
      .orderBy('id')
      .execute();
  const stored = (signed: string) => path.join(ctx.config.dataDir, signed.split('?')[0]);

  before(async () => {
    ctx = await startTestApp();
    for (const key of keys) as[key] = await ctx.auth(key);
    firm = (await ctx.app.inject({ url: '/front/me', headers: as.firmManager })).json().organisation.id;
  });
  after(() => ctx.close());

  it('lets the company manager change name, VAT number, billing address and logo, and reads them back', async () => {
    const before = await read();
    assert.equal(before.name, SEED_FIRM.name);
    assert.equal(before.address, null);
    assert.equal(before.logo, null);
    const saved = await patch(
      as.firmManager,
      { name: '  Schelde Expertise nv ', vat_number: '0417.497.106', ...ADDRESS },
      { logo: [PNG, 'image/png', 'logo.png'] },
    );
    assert.equal(saved.statusCode, 200, saved.body);
    const answer = saved.json() as Organisation;
    assert.equal(answer.name, 'Schelde Expertise nv');
    assert.equal(answer.vat_number, 'BE0417497106', 'normalized as the user editor does');
    assert.deepEqual({ ...answer.address, id: undefined }, { ...ADDRESS, id: undefined });
    assert.match(answer.logo!.path, /^\/files\/logos\/[0-9a-f-]{36}\.png\?expires=\d+&signature=[\w-]{43}$/);
    assert.deepEqual(answer.branches, before.branches, 'the rest of the answer stays');

    const again = await read(as.branchManager);
    assert.equal(again.name, 'Schelde Expertise nv');
    assert.equal(again.vat_number, 'BE0417497106');
    assert.equal(again.address?.city, 'Gent');
    const logo = await ctx.app.inject({ url: again.logo!.path });
    assert.equal(logo.statusCode, 200);
    assert.equal((await sharp(logo.rawPayload).metadata()).format, 'png', 'the media service stored it');
  });

  it('keeps what a form leaves out, clears a blank VAT number, replaces and removes the logo', async () => {
    const first = await read();
    const renamed = await patch(
      as.firmManager,
      { name: 'Schelde Expertise nv' },
      { logo: [PNG, 'image/png', 'b.png'] },
    );
    assert.equal(renamed.statusCode, 200, renamed.body);
    const second = renamed.json() as Organisation;
    assert.equal(second.vat_number, first.vat_number);
    assert.deepEqual(second.address, first.address);
    assert.notEqual(second.logo!.path.split('?')[0], first.logo!.path.split('?')[0]);
    assert.ok(!fs.existsSync(stored(first.logo!.path)), 'the replaced logo is gone');
    assert.ok(fs.existsSync(stored(second.logo!.path)));

    const removed = await patch(as.firmManager, { name: 'Schelde Expertise nv', vat_number: '', remove_logo: '1' });
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal(removed.json().logo, null);
    assert.equal(removed.json().vat_number, null);
    assert.ok(!fs.existsSync(stored(second.logo!.path)), 'the removed logo is gone');

    const restored = await patch(
      as.firmManager,
      { name: 'Schelde Expertise nv', vat_number: 'BE0417497106' },
      { logo: [PNG, 'image/png', 'c.png'] },
    );
    assert.equal(restored.statusCode, 200, restored.body);
  });

  it('refuses every other role (403) and another organisation (404); an admin may', async () => {
    for (const key of ['branchManager', 'firmInspector', 'firmSales'] as const) {
      const refused = await patch(as[key], { name: `Door ${key}` });
      assert.equal(refused.statusCode, 403, `${key}: ${refused.body}`);
    }
    const foreign = await patch(as.user, { name: 'Overgenomen' });
    assert.equal(foreign.statusCode, 404, foreign.body);
    const theirs = (await ctx.app.inject({ url: '/front/me', headers: as.user })).json().organisation.id;
    const reach = await patch(as.firmManager, { name: 'Overgenomen' }, undefined, `/front/organisations/${theirs}`);
    assert.equal(reach.statusCode, 404, 'a company manager reaches only their own organisation');
    assert.equal((await read()).name, 'Schelde Expertise nv', 'nothing changed');
    const admin = await patch(as.admin, { name: 'Schelde Expertise nv' });
    assert.equal(admin.statusCode, 200, admin.body);
    const json = await ctx.app.inject({ method: 'PATCH', url: url(), headers: as.firmManager, payload: { name: 'X' } });
    assert.equal(json.statusCode, 415, 'a multipart form, as the configuration’s');
  });

  it('answers 422 per field, in the reader’s language, and stores nothing', async () => {
    const before = await read();
    const files = fs.readdirSync(path.join(ctx.config.dataDir, 'files', 'logos')).length;
    const cases: [Record<string, string>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: 'Twee\nregels' }, 'name'],
      [{ name: 'Schelde', vat_number: 'BE0123456789' }, 'vat_number'],
      [{ name: 'Schelde', ...ADDRESS, city: '' }, 'address.city'],
      [{ name: 'Schelde', ...ADDRESS, street: 'Kou\nter' }, 'address.street'],
      [{ name: 'Schelde', ...ADDRESS, country: 'XX' }, 'address.country'],
    ];
    for (const [fields, field] of cases) {
      const refused = await patch(as.firmManager, fields);
      assert.equal(refused.statusCode, 422, `${field}: ${refused.body}`);
      assert.deepEqual(Object.keys(refused.json().errors), [field]);
    }
    const notAnImage = await patch(
      as.firmManager,
      { name: 'Schelde' },
      { logo: [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/png', 'logo.png'] },
    );
    assert.equal(notAnImage.statusCode, 422, notAnImage.body);
    assert.ok(notAnImage.json().errors.logo, 'the media service refuses a file that is no image');
    const texts = new Set<string>();
    for (const language of ['nl', 'fr', 'en']) {
      const refused = await patch({ ...as.firmManager, 'accept-language': language }, { name: 'S', vat_number: 'x1' });
      assert.equal(refused.statusCode, 422);
      texts.add(refused.json().errors.vat_number[0]);
    }
    assert.equal(texts.size, 3, `one message per language: ${[...texts].join(' | ')}`);
    assert.deepEqual(await read(), { ...before, logo: (await read()).logo });
    assert.equal(fs.readdirSync(path.join(ctx.config.dataDir, 'files', 'logos')).length, files, 'no logo stored');
  });

  it('records each change as organisation.changed with from and to, and nothing for the same data', async () => {
    const count = (await events()).length;
    assert.ok(count >= 4, 'the saves above were recorded');
    const same = await patch(as.firmManager, { name: 'Schelde Expertise nv', vat_number: 'BE 0417.497.106' });
    assert.equal(same.statusCode, 200, same.body);
    assert.equal((await events()).length, count, 'the same data records nothing');
    const moved = await patch(as.firmManager, {
      name: 'Schelde Expertise nv',
      ...ADDRESS,
      street: 'Veldstraat',
      street_number: '3',
    });
    assert.equal(moved.statusCode, 200, moved.body);
    const all = await events();
    assert.equal(all.length, count + 1);
    const last = all.at(-1)!;
    const manager = (await ctx.app.inject({ url: '/front/me', headers: as.firmManager })).json().id;
    assert.equal(last.actor_user_id, manager);
    assert.equal(last.subject, 'Schelde Expertise nv');
    assert.deepEqual(last.detail, {
      organisation_id: firm,
      address: { from: 'Kouter 10, 9000 Gent (BE)', to: 'Veldstraat 3, 9000 Gent (BE)' },
    });
    const first = all[0].detail as Record<string, unknown>;
    assert.deepEqual(first.name, { from: SEED_FIRM.name, to: 'Schelde Expertise nv' });
    assert.deepEqual(first.vat_number, { from: SEED_FIRM.vat_number, to: 'BE0417497106' });
    assert.equal(first.logo, 'added');
  });

  it("gives a branch's configuration that leaves its company data empty the new organisation data", async () => {
    const body = await multipart({ name: 'Kantoor Gent' });
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/front/document_configurations',
      payload: body.payload,
      headers: { ...as.firmManager, ...body.headers },
    });
    assert.equal(made.statusCode, 201, made.body);
    const id = (made.json() as DocumentConfiguration).id;
    const organisation = await read();
    const config = (
      await ctx.app.inject({ url: `/front/document_configurations/${id}`, headers: as.firmInspector })
    ).json() as DocumentConfiguration;
    assert.equal(config.company_name, 'Schelde Expertise nv');
    assert.equal(config.address?.street, 'Veldstraat');
    assert.equal(config.logo?.path.split('?')[0], organisation.logo!.path.split('?')[0]);
    assert.deepEqual([...(config.inherited ?? [])].sort(), ['address', 'company_name', 'logo']);
  });
});
