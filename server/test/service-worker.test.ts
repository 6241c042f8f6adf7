import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { NOT_PAGE_PREFIXES } from 'shared-api/offline';
import { startTestApp, type TestContext } from './helpers';

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Cpath fill='%231f5f8b' d='M8 1 0 8h2v7h5v-5h2v5h5V8h2z'/%3E%3C/svg%3E";

/** A shell build as the shell's rspack writes it: page (favicon, theme colour), hashed files, records, the worker. */
function shellBuild(root: string) {
  const dist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><link rel="icon" href="${FAVICON}"><meta name="theme-color" content="#1f5f8b"></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(dist, 'main.1234abcd.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'main.1234abcd.js.br'), 'br');
  fs.writeFileSync(path.join(dist, 'bootstrap.5678abcd.css'), 'body{}');
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), '/* the shell */');
  fs.writeFileSync(path.join(dist, 'first-load.json'), JSON.stringify({ js: ['main.1234abcd.js'], css: [] }));
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'precacheAndRoute(self.__WB_MANIFEST);cleanupOutdatedCaches();');
}

/** What `npm run release` leaves for `short` at `version`: its files, then the registry naming it live. */
function release(releases: string, short: string, version: string) {
  const folder = path.join(releases, short, version);
  fs.mkdirSync(path.join(folder, 'nested'), { recursive: true });
  for (const file of ['mf-manifest.json', 'remoteEntry.js', '12.js', '12.js.br', '12.js.gz', 'nested/resize.worker.js'])
    fs.writeFileSync(path.join(folder, file), `/* ${short} ${version} ${file} */`);
  for (const record of ['first-load.json', 'screens.json', 'mf-stats.json'])
    fs.writeFileSync(path.join(folder, record), '{}');
  fs.writeFileSync(
    path.join(releases, short, 'registry.json'),
    JSON.stringify({ name: `mfe_${short}`, live: version, history: [version] }),
  );
}

type Entry = { url: string; revision: string | null };
/** The precache list written into a `/sw.js` body. */
const listOf = (body: string) => JSON.parse(/precacheAndRoute\((\[.*\])\);/.exec(body)![1]) as Entry[];

describe('the service worker and the web app manifest', () => {
  let ctx: TestContext;
  let root: string;
  let releases: string;
  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-sw-'));
    releases = path.join(root, 'releases');
    shellBuild(root);
    release(releases, 'reports', '0.1.0-aaaaaaaa');
    release(releases, 'wizard', '0.2.0-cccccccc');
    ctx = await startTestApp({ staticDir: root, releasesDir: releases });
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("lists the shell's files and every file of each live remote version, and no API URL", async () => {
    const response = await ctx.app.inject({ url: '/sw.js' });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^text\/javascript/);
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.equal(response.headers['service-worker-allowed'], '/');
    assert.ok(!response.body.includes('__WB_MANIFEST'), 'the placeholder is replaced');
    const list = listOf(response.body);
    const revisionOf = (url: string) => list.find((entry) => entry.url === url)?.revision;
    const remoteFiles = (short: string, version: string) =>
      ['12.js', 'mf-manifest.json', 'nested/resize.worker.js', 'remoteEntry.js'].map(
        (file) => `/mfe/${short}/${version}/${file}`,
      );
    assert.deepEqual(
      list.map((entry) => entry.url),
      [
        '/app-shell.html',
        '/remotes.json',
        '/bootstrap.5678abcd.css',
        '/main.1234abcd.js',
        '/remoteEntry.js',
        ...remoteFiles('reports', '0.1.0-aaaaaaaa'),
        ...remoteFiles('wizard', '0.2.0-cccccccc'),
      ],
    );
    assert.equal(revisionOf('/main.1234abcd.js'), null, 'a content-hashed name is its own revision');
    assert.match(revisionOf('/remoteEntry.js')!, /^[0-9a-f]{16}$/, 'any other shell file is revised by its bytes');
    assert.equal(revisionOf('/mfe/reports/0.1.0-aaaaaaaa/12.js'), null, 'a released version never changes');
    assert.match(revisionOf('/app-shell.html')!, /^[0-9a-f]{16}$/);
    for (const { url } of list) {
      assert.ok(!NOT_PAGE_PREFIXES.some((prefix) => url.startsWith(prefix) && prefix !== '/mfe/'), url);
      assert.equal((await ctx.app.inject({ url })).statusCode, 200, `${url} is served`);
    }
    // the app-shell page is the shell's page with the live registry, no first requests and the field app's hints
    const appShell = (await ctx.app.inject({ url: '/app-shell.html' })).body;
    assert.match(appShell, /id="bo-remotes">\[\{"name":"mfe_reports"/);
    assert.match(appShell, /id="bo-first-requests">\[\]</);
    assert.match(appShell, /<link rel="preload" as="fetch" href="\/mfe\/wizard\/0\.2\.0-cccccccc\/mf-manifest\.json"/);
    assert.doesNotMatch(appShell, /href="\/mfe\/reports\//, 'only the field app is hinted');
  });

  it('changes its body exactly when a remote is released, and is stable otherwise', async () => {
    const first = (await ctx.app.inject({ url: '/sw.js' })).body;
    assert.equal((await ctx.app.inject({ url: '/sw.js' })).body, first, 'the same bytes while nothing is released');

    release(releases, 'reports', '0.1.0-bbbbbbbb');
    const second = (await ctx.app.inject({ url: '/sw.js' })).body;
    assert.notEqual(second, first);
    const urls = listOf(second).map((entry) => entry.url);
    assert.ok(urls.includes('/mfe/reports/0.1.0-bbbbbbbb/remoteEntry.js'), 'the new version');
    assert.ok(!urls.some((url) => url.includes('0.1.0-aaaaaaaa')), 'not the old one');
    const revision = (body: string, url: string) => listOf(body).find((entry) => entry.url === url)!.revision;
    assert.notEqual(
      revision(second, '/app-shell.html'),
      revision(first, '/app-shell.html'),
      'a page with the new registry',
    );
    assert.notEqual(revision(second, '/remotes.json'), revision(first, '/remotes.json'));
    assert.equal((await ctx.app.inject({ url: '/sw.js' })).body, second);

    // a rollback is a release too
    fs.writeFileSync(
      path.join(releases, 'reports', 'registry.json'),
      JSON.stringify({ name: 'mfe_reports', live: '0.1.0-aaaaaaaa', history: ['0.1.0-aaaaaaaa'] }),
    );
    assert.equal((await ctx.app.inject({ url: '/sw.js' })).body, first);
  });

  it('serves an installable web app manifest with PNG icons of the sizes it states', async () => {
    const response = await ctx.app.inject({ url: '/manifest.webmanifest' });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /^application\/manifest\+json/);
    const manifest = response.json();
    assert.equal(manifest.name, 'Plaatsbeschrijving');
    assert.ok(manifest.short_name);
    assert.equal(manifest.start_url, '/inspections');
    assert.equal(manifest.scope, '/');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.theme_color, '#1f5f8b', "the page's theme colour");
    assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
    const french = await ctx.app.inject({ url: '/manifest.webmanifest', headers: { 'accept-language': 'fr-BE' } });
    assert.equal(french.json().name, 'État des lieux');

    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
    assert.deepEqual(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort(), [
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const png = await ctx.app.inject({ url: icon.src });
      assert.equal(png.statusCode, 200, icon.src);
      assert.equal(png.headers['content-type'], 'image/png');
      const meta = await sharp(png.rawPayload).metadata();
      assert.equal(meta.format, 'png');
      assert.equal(`${meta.width}x${meta.height}`, icon.sizes, icon.src);
      // the maskable icon fills its square; the other leaves its corners clear
      const corner = await sharp(png.rawPayload).extract({ left: 0, top: 0, width: 1, height: 1 }).raw().toBuffer();
      assert.equal(corner[3], icon.purpose === 'maskable' ? 255 : 0, `${icon.src} corner alpha`);
    }
  });

  it('leaves out a remote served from elsewhere', async () => {
    const remotes = JSON.stringify([
      { name: 'mfe_reports', entry: 'https://cdn.example.be/reports/mf-manifest.json' },
      { name: 'mfe_wizard', version: '0.2.0-cccccccc', entry: '/mfe/wizard/0.2.0-cccccccc/mf-manifest.json' },
    ]);
    const elsewhere = await startTestApp({ staticDir: root, releasesDir: releases, remotes });
    try {
      const urls = listOf((await elsewhere.app.inject({ url: '/sw.js' })).body).map((entry) => entry.url);
      assert.ok(!urls.some((url) => url.includes('cdn.example.be') || url.startsWith('/mfe/reports/')));
      assert.ok(urls.includes('/mfe/wizard/0.2.0-cccccccc/remoteEntry.js'));
    } finally {
      await elsewhere.close();
    }
  });
});

describe('without a shell build', () => {
  it('answers /sw.js and /manifest.webmanifest with a 404', async () => {
    const ctx = await startTestApp();
    try {
      for (const url of ['/sw.js', '/manifest.webmanifest']) {
        assert.equal((await ctx.app.inject({ url })).statusCode, 404, url);
      }
    } finally {
      await ctx.close();
    }
  });
});
