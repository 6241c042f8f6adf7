import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestContext } from './helpers';

/** A fake build tree: shell/dist/index.html, and a releases folder without any release yet. */
function buildTree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-static-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.1234abcd.js'), 'console.log(1)');
  return root;
}

/** What `npm run release` leaves: the version's files, then the registry naming it live. */
function release(releases: string, version: string, history: string[]) {
  fs.mkdirSync(path.join(releases, 'reports', version), { recursive: true });
  fs.writeFileSync(path.join(releases, 'reports', version, 'mf-manifest.json'), `{"version":"${version}"}`);
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

  it('serves hashed assets as immutable and other names for revalidation', async () => {
    const asset = await ctx.app.inject({ url: '/main.1234abcd.js' });
    assert.match(asset.headers['cache-control'] as string, /immutable/);
    const worker = path.join(root, 'releases', 'reports', '0.1.0-aaaaaaaa', 'resize.worker.js');
    fs.writeFileSync(worker, '');
    const plain = await ctx.app.inject({ url: '/mfe/reports/0.1.0-aaaaaaaa/resize.worker.js' });
    assert.equal(plain.headers['cache-control'], 'no-cache');
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
