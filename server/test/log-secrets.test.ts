/**
 * No secret in a log (issue 42): with every log line kept (level `trace`), a sign-off by link
 * (page, API, PDF, remarks, signature), a password reset (the mailed page, the reset, signing in
 * with the new password, a wrong one, one in a query string and one in a body that is no JSON) and
 * a file download by its signed URL run; then everything the server logged is searched for each
 * secret it issued or was sent: the sign-off token, the reset token, the file URL's signature and
 * every password. The requests themselves are in the log, with their secrets redacted.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BACK_OFFICE_CLIENT, type PostEditingReport, type ReportDetail } from 'shared-api/contract';
import {
  account,
  injectSend,
  passwordLinkFor,
  reportInApp,
  signOffLink,
  startTestApp,
  type TestContext,
} from './helpers';
import { completeInApp, signaturePng } from './tablet';
import { redactUrl } from '../src/lib/logger';

describe('no secret in a log (issue 42)', () => {
  let ctx: TestContext;
  let root: string;
  const lines: string[] = [];
  /** Every secret the server issued or was sent during the test, by what it is. */
  const secrets: Record<string, string> = {};
  const logged = () => lines.join('');

  before(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-static-'));
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), '<!doctype html><html><head></head></html>');
    ctx = await startTestApp({
      logLevel: 'trace',
      logStream: { write: (line: string) => lines.push(line) },
      staticDir: root,
      releasesDir: path.join(root, 'releases'),
    });
  });
  after(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('a sign-off by link logs its requests without the token', async () => {
    const user = await ctx.auth('user');
    secrets['user password'] = account('user').password;
    const reportId = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), reportId, { photos: 1 });
    await ctx.app.documents.idle();
    const detail = (await ctx.app.inject({ url: `/front/reports/${reportId}`, headers: user })).json() as ReportDetail;
    const tenant = detail.parties.find((party) => party.type === 'tenant')!;
    const token = await signOffLink(ctx, reportId, user, tenant);
    secrets['sign-off token'] = token;

    assert.equal((await ctx.app.inject({ url: `/sign-off/${token}` })).statusCode, 200, 'the page the party opens');
    const page = await ctx.app.inject({ url: `/public/sign-off/${token}` });
    assert.equal(page.statusCode, 200, page.body);
    assert.equal((await ctx.app.inject({ url: `/public/sign-off/${token}/pdf` })).statusCode, 200);
    const remarked = await ctx.app.inject({
      method: 'POST',
      url: `/public/sign-off/${token}/remarks`,
      payload: { remarks: [{ item_uuid: null, text: 'De sleutel van de kelder ontbreekt.' }] },
    });
    assert.equal(remarked.statusCode, 200, remarked.body);
    const signature = `data:image/png;base64,${(await signaturePng('Lotte Peeters')).toString('base64')}`;
    const signed = await ctx.app.inject({
      method: 'POST',
      url: `/public/sign-off/${token}/signature`,
      payload: { signature, approved: true },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal((await ctx.app.inject({ url: `/public/sign-off/${token}/signature` })).statusCode, 404);

    // a file by its signed URL
    const report = (
      await ctx.app.inject({ url: `/front/reports/${reportId}/post-editing`, headers: user })
    ).json() as PostEditingReport;
    const fileUrl = report.media[0].url;
    secrets['file URL signature'] = new URL(fileUrl, 'http://localhost').searchParams.get('signature')!;
    const file = await ctx.app.inject({ url: fileUrl });
    assert.equal(file.statusCode, 200);
    const wrongFile = await ctx.app.inject({ url: fileUrl.replace(/signature=[\w-]{8}/, 'signature=AAAAAAAA') });
    assert.equal(wrongFile.statusCode, 403, 'a tampered signature is refused (and logged redacted)');
  });

  it('a password reset and sign-ins log neither the reset token nor a password', async () => {
    const { email } = account('expiring');
    secrets['old password'] = account('expiring').password;
    await ctx.app.inject({ method: 'POST', url: '/front/reset_password', payload: { email } });
    await ctx.app.jobs.idle();
    const link = passwordLinkFor(ctx, email);
    const token = link.searchParams.get('token')!;
    secrets['reset token'] = token;
    assert.equal((await ctx.app.inject({ url: `${link.pathname}${link.search}` })).statusCode, 200, 'the page');

    const password = 'Geheim-Nieuw-42!';
    secrets['new password'] = password;
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/front/reset',
      payload: { token, email, password, password_confirmation: password },
    });
    assert.equal(reset.statusCode, 200, reset.body);
    assert.equal((await ctx.tryLogin(email, password)).statusCode, 200);
    secrets['wrong password'] = 'Verkeerd-Wachtwoord-7';
    assert.equal((await ctx.tryLogin(email, secrets['wrong password'])).statusCode, 400);

    // a careless client: the password in the query string, and in a body that is no JSON
    secrets['password in a query'] = 'In-De-Query-9';
    const inQuery = new URLSearchParams({
      grant_type: 'password',
      client_id: BACK_OFFICE_CLIENT.id,
      client_secret: BACK_OFFICE_CLIENT.secret,
      username: email,
      password: secrets['password in a query'],
    });
    const queried = await ctx.app.inject({ method: 'POST', url: `/oauth/token?${inQuery}` });
    assert.ok(queried.statusCode >= 400 && queried.statusCode < 500, queried.body);
    // JSON.parse quotes the first ten characters of a text it cannot read: Fastify's error does not
    secrets['password in broken JSON'] = 'Kapot-J-3x';
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/front/reset',
      headers: { 'content-type': 'application/json' },
      payload: secrets['password in broken JSON'],
    });
    assert.equal(broken.statusCode, 400, broken.body);
  });

  it('holds none of the secrets in anything it logged, and shows the requests redacted', () => {
    const text = logged();
    assert.ok(lines.length > 20, `the log was written (${lines.length} lines)`);
    const leaked = Object.entries(secrets).filter(([what, secret]) => {
      assert.ok(secret.length >= 8, what);
      return text.includes(secret) || text.includes(encodeURIComponent(secret));
    });
    assert.deepEqual(
      leaked.map(([what]) => what),
      [],
      'secrets found in the log',
    );
    assert.match(text, /"url":"\/public\/sign-off\/\[redacted\]\/signature"/);
    assert.match(text, /"url":"\/sign-off\/\[redacted\]"/);
    assert.match(text, /"url":"\/reset_password\?token=\[redacted\]&email=/);
    assert.match(text, /"url":"\/files\/[^"]+\?expires=\d+&signature=\[redacted\]"/);
  });

  it('redacts any URL a client may send without throwing, and leaves the rest as sent', () => {
    assert.equal(redactUrl('/reports?page=2&order=id'), '/reports?page=2&order=id');
    assert.equal(redactUrl('/public/sign-off/abc/pdf?x=1'), '/public/sign-off/[redacted]/pdf?x=1');
    assert.equal(redactUrl('/calendar/abc.ics'), '/calendar/[redacted]', "a member's private calendar feed");
    assert.equal(
      redactUrl('/front/reports/7/sign-off'),
      '/front/reports/7/sign-off',
      'the back-office calls are no link',
    );
    assert.equal(
      redactUrl('/x?Password=a&%74oken=b&refresh_token=c&q'),
      '/x?Password=[redacted]&%74oken=[redacted]&refresh_token=[redacted]&q',
    );
    assert.equal(redactUrl('//[?token=%E0%A4%A&%ZZ=1'), '//[?token=[redacted]&%ZZ=1');
    assert.equal(
      redactUrl('/files/a.jpg?expires=1&signature=s&signature=t'),
      '/files/a.jpg?expires=1&signature=[redacted]&signature=[redacted]',
    );
  });
});
