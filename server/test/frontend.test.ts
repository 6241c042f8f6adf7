import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { startTestApp, type TestContext } from './helpers';

/** A fake build tree: the shell's dist (its page, entry, first-load list), and a releases folder without any release yet. */
function buildTree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-static-'));
  const dist = path.join(root, 'shell', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    // over 1 KiB, as the real page is with its remotes and hints (about 2.7 KiB)
    `<!doctype html><html><head><meta name="description" content="${'Plaatsbeschrijvingen opmaken. '.repeat(40)}"></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(dist, 'main.1234abcd.js'), 'console.log(1)');
  const bundle = `/* the shell */ ${'const x = 1;\n'.repeat(500)}`;
  fs.writeFileSync(path.join(dist, 'bootstrap.5678abcd.js'), bundle);
  fs.writeFileSync(path.join(dist, 'bootstrap.5678abcd.js.br'), zlib.brotliCompressSync(bundle));
  fs.writeFileSync(path.join(dist, 'bootstrap.5678abcd.js.gz'), zlib.gzipSync(bundle));
  fs.writeFileSync(path.join(dist, 'first-load.json'), JSON.stringify({ js: ['bootstrap.5678abcd.js'], css: [] }));
  return root;
}

/** What `npm run release` leaves: the version's files, then the registry naming it live. */
function release(releases: string, version: string, history: string[]) {
  fs.mkdirSync(path.join(releases, 'reports', version), { recursive: true });
  const manifest = {
    version,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'Reports', assets: { js: { sync: [`list.${version}.js`] }, css: { sync: [] } } }],
  };
  fs.writeFileSync(path.join(releases, 'reports', version, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(releases, 'reports', version, 'remoteEntry.js'), `/* ${version} */`);
  const registry = { name: 'mfe_reports', live: version, history };
  fs.writeFileSync(path.join(releases, 'reports', 'registry.json'), JSON.stringify(registry));
}

describe('serving the front end at one URL', () => {
  let ctx: TestContext;
  let root: string;
  before(async () => {
    root = buildTree();
    ctx = await startTestApp({ staticDir: root, releasesDir: path.join(root, 'releases') });
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reads the live registry on every request and keeps serving every released version', async () => {
    const releases = path.join(root, 'releases');
    assert.deepEqual((await ctx.app.inject({ url: '/remotes.json' })).json(), []);

    release(releases, '0.1.0-aaaaaaaa', ['0.1.0-aaaaaaaa']);
    const first = await ctx.app.inject({ url: '/remotes.json' });
    assert.deepEqual(first.json(), [
      { name: 'mfe_reports', version: '0.1.0-aaaaaaaa', entry: '/mfe/reports/0.1.0-aaaaaaaa/mf-manifest.json' },
    ]);
    assert.equal(first.headers['cache-control'], 'no-cache');

    release(releases, '0.1.0-bbbbbbbb', ['0.1.0-aaaaaaaa', '0.1.0-bbbbbbbb']);
    const second = await ctx.app.inject({ url: '/remotes.json' });
    assert.equal(second.json()[0].entry, '/mfe/reports/0.1.0-bbbbbbbb/mf-manifest.json', 'no restart needed');
    for (const version of ['0.1.0-aaaaaaaa', '0.1.0-bbbbbbbb']) {
      const file = await ctx.app.inject({ url: `/mfe/reports/${version}/remoteEntry.js` });
      assert.equal(file.statusCode, 200, `${version} is still served`);
      assert.equal(file.body, `/* ${version} */`);
    }
    assert.equal((await ctx.app.inject({ url: '/mfe/reports/registry.json' })).statusCode, 404, 'only release files');
    assert.equal((await ctx.app.inject({ url: '/mfe/reports/0.1.0-cccccccc/remoteEntry.js' })).statusCode, 404);
  });

  it('serves hashed and released files as immutable, pages, registries and manifests for revalidation', async () => {
    for (const encoding of ['identity', 'gzip', 'gzip, deflate, br']) {
      // a browser asks for br or gzip: the sibling sent must be as immutable as the file
      const asset = await ctx.app.inject({ url: '/bootstrap.5678abcd.js', headers: { 'accept-encoding': encoding } });
      assert.match(asset.headers['cache-control'] as string, /immutable/, `accept-encoding ${encoding}`);
    }
    const worker = path.join(root, 'releases', 'reports', '0.1.0-aaaaaaaa', 'resize.worker.js');
    fs.writeFileSync(worker, '');
    const released = await ctx.app.inject({ url: '/mfe/reports/0.1.0-aaaaaaaa/resize.worker.js' });
    assert.match(released.headers['cache-control'] as string, /immutable/, 'a released version never changes');
    for (const url of ['/mfe/reports/0.1.0-aaaaaaaa/mf-manifest.json', '/reports', '/remotes.json'])
      assert.equal((await ctx.app.inject({ url })).headers['cache-control'], 'no-cache', url);
  });

  it('sends built files as their brotli or gzip sibling and compresses pages and JSON answers over 1 KiB', async () => {
    const plain = fs.readFileSync(path.join(root, 'shell', 'dist', 'bootstrap.5678abcd.js'), 'utf8');
    for (const [accepted, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const file = await ctx.app.inject({ url: '/bootstrap.5678abcd.js', headers: { 'accept-encoding': accepted } });
      assert.equal(file.headers['content-encoding'], encoding, accepted);
      assert.match(file.headers.vary as string, /accept-encoding/i);
      assert.equal(decode(file.rawPayload).toString(), plain);
    }
    const identity = await ctx.app.inject({ url: '/bootstrap.5678abcd.js' });
    assert.equal(identity.headers['content-encoding'], undefined, 'a client that asks for nothing gets the file');
    assert.equal(identity.body, plain);

    const spec = await ctx.app.inject({ url: '/docs/json', headers: { 'accept-encoding': 'br' } });
    assert.equal(spec.headers['content-encoding'], 'br', 'a large JSON answer');
    assert.ok(JSON.parse(zlib.brotliDecompressSync(spec.rawPayload).toString()).paths);
    // a page is no file of the build: written per request, and compressed like any answer
    const page = await ctx.app.inject({ url: '/reports?page=2', headers: { 'accept-encoding': 'br' } });
    assert.equal(page.headers['content-encoding'], 'br', 'the page');
    assert.match(zlib.brotliDecompressSync(page.rawPayload).toString(), /id="bo-remotes"/);
    const small = await ctx.app.inject({ url: '/remotes.json', headers: { 'accept-encoding': 'br' } });
    assert.ok(small.rawPayload.length < 1024);
    assert.equal(small.headers['content-encoding'], undefined, 'under 1 KiB is not worth it');
  });

  it("writes the live registry and the route's preload hints into the page, release after release", async () => {
    const releases = path.join(root, 'releases');
    const hintsOf = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="(\w+)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);
    const registryOf = (html: string) =>
      JSON.parse(/<script type="application\/json" id="bo-remotes">(.*?)<\/script>/.exec(html)![1]) as unknown;

    release(releases, '0.1.0-cccccccc', ['0.1.0-aaaaaaaa', '0.1.0-bbbbbbbb', '0.1.0-cccccccc']);
    const list = (await ctx.app.inject({ url: '/reports?page=2' })).body;
    assert.deepEqual(registryOf(list), (await ctx.app.inject({ url: '/remotes.json' })).json());
    assert.ok(
      list.includes('id="bo-first-requests">["front/reports/?order=id&order_type=desc&page=2&per_page=10&query="]'),
      'the list request the shell starts first',
    );
    assert.deepEqual(hintsOf(list), [
      'script /bootstrap.5678abcd.js',
      'fetch /mfe/reports/0.1.0-cccccccc/mf-manifest.json',
      'script /mfe/reports/0.1.0-cccccccc/remoteEntry.js',
      'script /mfe/reports/0.1.0-cccccccc/list.0.1.0-cccccccc.js',
    ]);
    assert.deepEqual(
      hintsOf((await ctx.app.inject({ url: '/users' })).body),
      ['script /bootstrap.5678abcd.js'],
      'no admin remote is released',
    );

    // what the smoke check of this release recorded: the module's load, shared packages included
    const recorded = ['mf-manifest.json', 'remoteEntry.js', 'list.js', 'formik.js', 'list.css'];
    fs.mkdirSync(path.join(releases, 'reports', '0.1.0-dddddddd'), { recursive: true });
    fs.writeFileSync(
      path.join(releases, 'reports', '0.1.0-dddddddd', 'first-load.json'),
      JSON.stringify({ Reports: recorded }),
    );
    fs.writeFileSync(
      path.join(releases, 'reports', '0.1.0-dddddddd', 'screens.json'),
      JSON.stringify({ comparison: ['15.js', 'screen-comparison.css', 'screen-comparison.js'] }),
    );
    release(releases, '0.1.0-dddddddd', ['0.1.0-cccccccc', '0.1.0-dddddddd']);
    const next = (await ctx.app.inject({ url: '/reports/12' })).body;
    assert.match(next, /"version":"0\.1\.0-dddddddd"/, 'the registry of the new release, without a restart');
    assert.deepEqual(hintsOf(next).slice(1), [
      'fetch /mfe/reports/0.1.0-dddddddd/mf-manifest.json',
      'script /mfe/reports/0.1.0-dddddddd/remoteEntry.js',
      'script /mfe/reports/0.1.0-dddddddd/list.js',
      'script /mfe/reports/0.1.0-dddddddd/formik.js',
      'style /mfe/reports/0.1.0-dddddddd/list.css',
    ]);
    assert.ok(!next.includes('0.1.0-cccccccc'));

    // a screen whose code loads apart: its files, as the release's build listed them, after the module's
    const comparison = hintsOf((await ctx.app.inject({ url: '/reports/12/comparison' })).body);
    assert.deepEqual(comparison.slice(-4), [
      'style /mfe/reports/0.1.0-dddddddd/list.css',
      'script /mfe/reports/0.1.0-dddddddd/15.js',
      'style /mfe/reports/0.1.0-dddddddd/screen-comparison.css',
      'script /mfe/reports/0.1.0-dddddddd/screen-comparison.js',
    ]);
    assert.equal(hintsOf(next).length, 6, 'the detail /reports/12 is not the comparison');
  });

  it('falls back to the shell for plain paths and answers JSON 404 for API paths', async () => {
    const page = await ctx.app.inject({ url: '/reports?page=2' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /id="root"/);
    assert.ok(page.headers['content-security-policy'], 'helmet headers are set');
    for (const url of ['/front/unknown', '/app/unknown', '/payments/unknown']) {
      const api = await ctx.app.inject({ url });
      assert.equal(api.statusCode, 404, url);
      assert.ok(api.json().message, url);
    }
  });

  it('serves the OpenAPI description of the routes', async () => {
    const spec = (await ctx.app.inject({ url: '/docs/json' })).json();
    assert.ok(spec.paths['/front/reports/'] && spec.paths['/oauth/token']);
  });
});

describe('/remotes.json override', () => {
  it('takes a JSON string or a file from REMOTES_JSON', async () => {
    const list = [{ name: 'mfe_reports', entry: 'https://cdn.example.be/reports/mf-manifest.json' }];
    const inline = await startTestApp({ remotes: JSON.stringify(list) });
    assert.deepEqual((await inline.app.inject({ url: '/remotes.json' })).json(), list);
    const csp = (await inline.app.inject({ url: '/remotes.json' })).headers['content-security-policy'] as string;
    assert.match(csp, /script-src 'self' https:\/\/cdn\.example\.be/, 'the remote origin may load scripts');
    await inline.close();
    const file = path.join(os.tmpdir(), `remotes-${process.pid}.json`);
    fs.writeFileSync(file, JSON.stringify(list));
    const fromFile = await startTestApp({ remotes: file });
    assert.deepEqual((await fromFile.app.inject({ url: '/remotes.json' })).json(), list);
    await fromFile.close();
    fs.rmSync(file);
  });
});
