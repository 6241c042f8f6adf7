import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestContext } from './helpers';

/** A fake build tree: shell/dist/index.html and one remote. */
function buildTree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-static-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'main.1234abcd.js'), 'console.log(1)');
  fs.mkdirSync(path.join(root, 'mfe-reports', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'mfe-reports', 'dist', 'mf-manifest.json'), '{}');
  return root;
}

describe('serving the front end at one URL', () => {
  let ctx: TestContext;
  let root: string;
  before(async () => {
    root = buildTree();
    ctx = await startTestApp({ staticDir: root });
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('lists the built remotes in /remotes.json', async () => {
    const response = await ctx.app.inject({ url: '/remotes.json' });
    assert.deepEqual(response.json(), [{ name: 'mfe_reports', entry: '/mfe/reports/mf-manifest.json' }]);
  });

  it('serves remote files under /mfe/<name>/ and hashed shell assets as immutable', async () => {
    assert.equal((await ctx.app.inject({ url: '/mfe/reports/mf-manifest.json' })).statusCode, 200);
    const asset = await ctx.app.inject({ url: '/main.1234abcd.js' });
    assert.match(asset.headers['cache-control'] as string, /immutable/);
  });

  it('falls back to the shell for plain paths and answers JSON 404 for API paths', async () => {
    const page = await ctx.app.inject({ url: '/reports?page=2' });
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /id="root"/);
    assert.ok(page.headers['content-security-policy'], 'helmet headers are set');
    const api = await ctx.app.inject({ url: '/front/unknown' });
    assert.equal(api.statusCode, 404);
    assert.ok(api.json().message);
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
