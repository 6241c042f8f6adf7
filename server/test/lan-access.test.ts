/**
 * A LAN can open it (issue 42): served at `http://<server name>:8080` (`PUBLIC_URL` http), no
 * answer tells the browser to move to https (no `upgrade-insecure-requests` in the CSP, no
 * `Strict-Transport-Security`), since the server does not speak https, and no
 * `Cross-Origin-Opener-Policy`, which a browser ignores on such an origin with a console error;
 * behind https (`PUBLIC_URL` https) all three are sent. The browser side is e2e/tests/lan.spec.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestContext } from './helpers';

/** A shell build of one page, in a fresh folder. */
function shellTree() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-static-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head></head></html>');
  return root;
}

for (const [publicUrl, https] of [
  ['http://kantoor-server:8080', false],
  ['https://plaatsbeschrijving.example', true],
] as const)
  describe(`PUBLIC_URL ${publicUrl}`, () => {
    let ctx: TestContext;
    let root: string;
    before(async () => {
      root = shellTree();
      ctx = await startTestApp({ publicUrl, staticDir: root, releasesDir: path.join(root, 'releases') });
    });
    after(async () => {
      await ctx.close();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it(`${https ? 'sends' : 'sends no'} upgrade-insecure-requests and HSTS, on pages and API answers alike`, async () => {
      const answers = [
        await ctx.app.inject({ url: '/reports', headers: { host: 'kantoor-server:8080' } }),
        await ctx.app.inject({ url: '/login' }),
        await ctx.app.inject({ url: '/remotes.json' }),
        await ctx.app.inject({ url: '/front/me' }),
      ];
      assert.equal(answers[0].statusCode, 200);
      for (const answer of answers) {
        const csp = String(answer.headers['content-security-policy']);
        assert.match(csp, /script-src 'self'/, 'the CSP itself stays');
        assert.equal(/upgrade-insecure-requests/.test(csp), https, csp);
        assert.equal('strict-transport-security' in answer.headers, https);
        assert.equal('cross-origin-opener-policy' in answer.headers, https, 'ignored on http, with a console error');
      }
    });
  });
