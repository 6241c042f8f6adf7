/**
 * No 500 from what a client sends (issue 42, docs/product.md "Bad input"): each cause a probe of a
 * fresh server found is a 4xx `{message, errors}` (or, for unknown keys, dropped), and what was
 * stored before stays readable: a raw path starting with `//`, `..` in a `/mfe/…` path, folder
 * names `..` in the photo zip, a damage line's lifetime below a hundredth of a year, an unknown
 * key in a damage line, an id above the integer columns, a calendar date out of the database's
 * range.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import yauzl from 'yauzl';
import type { Comparison, Report } from 'shared-api/contract';
import { injectSend, reportBody, reportInApp, startTestApp, type TestContext } from './helpers';
import { completeInApp } from './tablet';
import { LEASE } from '../seed/seed-data';

type Headers = { authorization: string };
type Answer = { statusCode: number; body: string; json: () => { message: string; errors: Record<string, string[]> } };

/** A 4xx in the error shape, with a message in the reader's language; `field` among its errors when given. */
function assertRefused(response: Answer, status: number, field?: string) {
  assert.equal(response.statusCode, status, response.body);
  const body = response.json();
  assert.equal(typeof body.message, 'string');
  assert.ok(body.message.length > 0);
  assert.equal(typeof body.errors, 'object');
  if (field) assert.ok(body.errors[field], `an error on ${field}: ${JSON.stringify(body.errors)}`);
}

/** The entry names of a zip; rejects as yauzl does on a name it refuses (`..`, absolute). */
const zipEntries = (bytes: Buffer) =>
  new Promise<string[]>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('error', reject);
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    }),
  );

/** `GET rawPath` over a plain socket, the path sent byte for byte (no client normalises it): status and body. */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () =>
      socket.write(`GET ${rawPath} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let received = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head, ...rest] = received.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body: rest.join('\r\n\r\n') });
    });
  });
}

/** A shell build and one released remote, as `npm run build` leaves them, in a fresh folder. */
function buildTree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-static-'));
  const dist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  const version = path.join(root, 'releases', 'reports', '0.1.0-aaaaaaaa');
  fs.mkdirSync(version, { recursive: true });
  fs.writeFileSync(path.join(version, 'remoteEntry.js'), '/* entry */');
  fs.writeFileSync(
    path.join(root, 'releases', 'reports', 'registry.json'),
    JSON.stringify({ name: 'mfe_reports', live: '0.1.0-aaaaaaaa', history: ['0.1.0-aaaaaaaa'] }),
  );
  fs.writeFileSync(path.join(root, 'releases', 'notes.txt'), 'not a release file');
  return root;
}

describe('no 500 from what a client sends (issue 42)', () => {
  let ctx: TestContext;
  let user: Headers;
  let root: string;
  let port: number;
  let exit: Report;
  let comparison: Comparison;
  before(async () => {
    root = buildTree();
    ctx = await startTestApp({ staticDir: root, releasesDir: path.join(root, 'releases') });
    user = await ctx.auth('user');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
    const listed = await ctx.app.inject({ url: `/front/reports/?query=${LEASE.place[0]}&per_page=50`, headers: user });
    exit = (listed.json().data as Report[]).find((report) => report.type === 'exit' && report.is_follow_up)!;
    comparison = (await ctx.app.inject({ url: `/front/reports/${exit.id}/comparison`, headers: user })).json();
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('a raw path starting with // is a 404 in the error shape, not a crash of the page writer', async () => {
    for (const rawPath of ['//[', '//a:99999/', '//@', '//', '//evil.example/reports', '/\\evil']) {
      const answer = await rawGet(port, rawPath);
      assert.ok(answer.status >= 400 && answer.status < 500, `${rawPath}: ${answer.status} ${answer.body}`);
      if (rawPath.startsWith('//')) {
        assert.equal(answer.status, 404, rawPath);
        const body = JSON.parse(answer.body);
        assert.ok(body.message && body.errors, rawPath);
      }
    }
    const page = await rawGet(port, '/reports?x=//[');
    assert.equal(page.status, 200, 'a plain page still gets the shell');
    assert.match(page.body, /bo-remotes/);
  });

  it('.. in a /mfe/ path is a 404, however it is written; release files are still served', async () => {
    const entry = '/mfe/reports/0.1.0-aaaaaaaa/remoteEntry.js';
    assert.equal((await rawGet(port, entry)).status, 200);
    for (const rawPath of [
      '/mfe/reports/0.1.0-aaaaaaaa/../registry.json',
      '/mfe/reports/0.1.0-aaaaaaaa/../../notes.txt',
      '/mfe/reports/0.1.0-aaaaaaaa/%2e%2e/registry.json',
      '/mfe/reports/0.1.0-aaaaaaaa/..%2fregistry.json',
      '/mfe/reports/0.1.0-aaaaaaaa/x/../remoteEntry.js',
      '/mfe/reports/../reports/0.1.0-aaaaaaaa/remoteEntry.js',
      '/mfe/../package.json',
      '/mfe/reports/0.1.0-aaaaaaaa/%252e%252e/registry.json',
    ]) {
      const answer = await rawGet(port, rawPath);
      assert.equal(answer.status, 404, `${rawPath}: ${answer.body.slice(0, 100)}`);
      assert.ok(JSON.parse(answer.body).message, rawPath);
    }
  });

  it('folders named .. keep the photo zip whole: every entry has a name an unzipper accepts', async () => {
    const reportId = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), reportId, {
      photos: 3,
      edit: (content) => {
        for (const home of content.homes) {
          home.name = '..';
          for (const floor of home.floors ?? []) {
            floor.name = '..';
            for (const room of floor.rooms ?? []) {
              room.name = '..';
              for (const entity of room.entities ?? []) entity.name = '.';
            }
          }
        }
      },
    });
    const zip = await ctx.app.inject({ url: `/front/reports/${reportId}/download-media`, headers: user });
    assert.equal(zip.statusCode, 200, zip.body.slice(0, 200));
    const names = await zipEntries(zip.rawPayload);
    assert.ok(names.length > 0);
    for (const name of names) {
      const segments = name.split('/');
      assert.ok(!segments.includes('..') && !segments.includes('.'), name);
    }
    // the second zip of the same report is whole too (the names are stored, not one request's)
    assert.equal(
      (await ctx.app.inject({ url: `/front/reports/${reportId}/download-media`, headers: user })).statusCode,
      200,
    );
  });

  it('a lifetime below a hundredth of a year is a 422 on its field, and the settlement stays readable', async () => {
    const url = `/front/reports/${exit.id}/damages`;
    const item = comparison.items.find((candidate) => candidate.exit)!;
    const line = {
      item_uuid: item.uuid,
      description: 'Deur',
      liability: 'tenant',
      labour_cents: 10_000,
      material_cents: 0,
      vat_rate: 21,
      age_years: 1,
      lifetime_years: 10,
    };
    const good = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: user,
      payload: { deposit_cents: 50_000, lines: [line] },
    });
    assert.equal(good.statusCode, 200, good.body);
    for (const lifetime of [0.004, 0.0001, 1e-300])
      assertRefused(
        await ctx.app.inject({
          method: 'PUT',
          url,
          headers: user,
          payload: { deposit_cents: 50_000, lines: [{ ...line, lifetime_years: lifetime }] },
        }),
        422,
        'lines.0.lifetime_years',
      );
    const settlement = await ctx.app.inject({ url: `/front/reports/${exit.id}/settlement`, headers: user });
    assert.equal(settlement.statusCode, 200, settlement.body);
    assert.deepEqual(settlement.json(), good.json(), 'the refused saves changed nothing');
    const smallest = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: user,
      payload: { deposit_cents: 50_000, lines: [{ ...line, age_years: 0, lifetime_years: 0.01 }] },
    });
    assert.equal(smallest.statusCode, 200, 'a hundredth of a year is a lifetime');
    assert.equal(smallest.json().lines[0].tenant_cents, 12_100);

    // a line stored before the rule (the column takes any lifetime above 0) settles as worn out
    await ctx.db
      .updateTable('damage_lines')
      .set({ lifetime_years: 0.004, age_years: 0 })
      .where('report_id', '=', exit.id)
      .execute();
    const stored = await ctx.app.inject({ url: `/front/reports/${exit.id}/settlement`, headers: user });
    assert.equal(stored.statusCode, 200, stored.body);
    assert.deepEqual(
      [stored.json().lines[0].tenant_cents, stored.json().lines[0].landlord_cents, stored.json().lines[0].wear_factor],
      [0, 12_100, 0],
    );
  });

  it('an unknown key in a damage line (or anywhere in a body) is dropped, never written', async () => {
    const item = comparison.items.find((candidate) => candidate.exit)!;
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/front/reports/${exit.id}/damages`,
      headers: user,
      payload: {
        deposit_cents: 1_000,
        not_a_column: 1,
        lines: [
          {
            item_uuid: item.uuid,
            description: 'Vlek',
            liability: 'landlord',
            labour_cents: 100,
            material_cents: 0,
            vat_rate: 21,
            not_a_column: 'x',
            report_id: 1,
            position: 99,
          },
        ],
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const settlement = (await ctx.app.inject({ url: `/front/reports/${exit.id}/settlement`, headers: user })).json();
    assert.equal(settlement.lines.length, 1);
    assert.equal('not_a_column' in settlement.lines[0], false);
    assert.equal(settlement.lines[0].description, 'Vlek');
  });

  it('an id above the integer columns is a 422 on its field (addendum_id, and ids in paths, queries and bodies)', async () => {
    const party = (await ctx.app.inject({ url: `/front/reports/${exit.id}`, headers: user })).json().parties[0];
    for (const addendumId of [2_147_483_648, 2 ** 53, -1, 0])
      assertRefused(
        await ctx.app.inject({
          method: 'POST',
          url: `/front/reports/${exit.id}/sign-off`,
          headers: user,
          payload: { party_uuids: [party.uuid], document: 'addendum', addendum_id: addendumId },
        }),
        422,
        'addendum_id',
      );
  });

  it('a calendar date outside 1900–2100 is a 422 on its field, a real day inside it is kept', async () => {
    const create = (lease_start_date: string) =>
      reportBody(ctx, 'user', { lease_start_date }).then((payload) =>
        ctx.app.inject({ method: 'POST', url: '/front/reports/', headers: user, payload }),
      );
    for (const day of ['0000-01-01', '0001-01-01', '1899-12-31', '2101-01-01', '9999-12-31', '2026-02-30'])
      assertRefused(await create(day), 422, 'lease_start_date');
    const kept = await create('2026-02-28');
    assert.equal(kept.statusCode, 201, kept.body);
    const detail = (await ctx.app.inject({ url: `/front/reports/${kept.json().id}`, headers: user })).json();
    assert.equal(detail.lease_start_date, '2026-02-28');
  });
});
