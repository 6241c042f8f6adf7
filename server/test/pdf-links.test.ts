/**
 * Links to the record (issue 42, docs/product.md "Links to the record", "Sign-off by link"): the
 * report detail gives each ready version a signed, expiring PDF URL; the bare `GET
 * /reports/pdf/{hashed_id}` answers only where the operator switched the old public links on
 * (`PUBLIC_PDF_LINKS`); a tampered, moved or expired signature is refused; the PDF a sign-off
 * link showed stops being served the moment the link is withdrawn.
 */
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { ReportDetail } from 'shared-api/contract';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { signPath, windowAt } from '../src/modules/media/file-urls';
import { injectSend, reportInApp, signOffTokenFor, startTestApp, type TestContext } from './helpers';
import { completeInApp, signaturePng } from './tablet';

type Headers = Record<string, string>;

describe('links to the record (issue 42)', () => {
  let ctx: TestContext;
  let user: Headers;
  let reportId: number;
  let detail: ReportDetail;

  const get = (url: string, headers: Headers = {}) =>
    ctx.app.inject({ url, headers: { 'accept-language': 'en', ...headers } });
  const newest = (report: ReportDetail) =>
    report.documents.find((row) => row.kind === 'report' && row.addendum_id === null && row.status === 'ready')!;

  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    reportId = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), reportId, { photos: 1 });
    await ctx.app.documents.idle();
    detail = (await ctx.app.inject({ url: `/front/reports/${reportId}`, headers: user })).json();
  });
  after(() => ctx.close());

  it('gives each ready version a signed URL of 15 to 20 minutes that serves its PDF', async () => {
    const version = newest(detail);
    assert.ok(version.url, 'a URL');
    const url = new URL(version.url, ctx.config.publicUrl);
    assert.equal(url.pathname, `/reports/pdf/${detail.hashed_id}`);
    assert.equal(url.searchParams.get('version'), String(version.version));
    const left = Number(url.searchParams.get('expires')) - Date.now() / 1000;
    assert.ok(left > 14 * 60 && left <= 20 * 60, `${left} s left`);
    const pdf = await get(version.url);
    assert.equal(pdf.statusCode, 200, pdf.body);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(pdf.headers['x-document-sha256'], version.sha256);
  });

  it('refuses the bare link, and a tampered, moved or expired signature, with 403 and nothing read', async () => {
    const bare = await get(`/reports/pdf/${detail.hashed_id}`);
    assert.equal(bare.statusCode, 403, bare.body);
    assert.equal(
      bare.json().message,
      'This PDF link is invalid or has expired. Open the document again from the back-office for a new one.',
    );
    assert.equal((await get(`/reports/pdf/${detail.hashed_id}?version=1`)).statusCode, 403);
    const { url } = newest(detail);
    const signed = new URL(url!, ctx.config.publicUrl);
    const tampered = `${url!.slice(0, -2)}${url!.endsWith('AA') ? 'BB' : 'AA'}`;
    const moved = url!.replace(`version=${signed.searchParams.get('version')}`, 'version=2');
    const otherDocument = url!.replace(detail.hashed_id, 'onbekend-document');
    for (const refused of [tampered, moved, otherDocument]) assert.equal((await get(refused)).statusCode, 403, refused);
    const secret = Buffer.from(fs.readFileSync(path.join(ctx.config.dataDir, 'file-url-secret'), 'utf8').trim());
    const hourAgo = windowAt(Math.floor(Date.now() / 1000) - 3600);
    const expired = signPath(secret, `/reports/pdf/${detail.hashed_id}?version=1`, hourAgo);
    assert.equal((await get(expired)).statusCode, 403, 'expired');
    const fresh = signPath(secret, `/reports/pdf/${detail.hashed_id}?version=1`, windowAt(Date.now() / 1000));
    assert.equal((await get(fresh)).statusCode, 200, 'the same path signed now');
  });

  it('answers the bare link as before where the operator switched the old public links on', async () => {
    assert.equal(loadConfig({}, {}).publicPdfLinks, false, 'off by default');
    assert.equal(loadConfig({}, { PUBLIC_PDF_LINKS: '1' }).publicPdfLinks, true);
    let open: FastifyInstance | undefined;
    try {
      open = await buildApp({ ...ctx.config, publicPdfLinks: true }, ctx.db);
      await open.ready();
      const bare = await open.inject({ url: `/reports/pdf/${detail.hashed_id}` });
      assert.equal(bare.statusCode, 200);
      assert.equal(bare.headers['x-document-sha256'], newest(detail).sha256);
    } finally {
      await open?.close();
    }
  });

  it('stops serving the PDF a sign-off link showed the moment the link is withdrawn', async () => {
    const tenant = detail.parties.find((party) => party.type === 'tenant')!;
    const landlord = detail.parties.find((party) => party.type === 'landlord')!;
    const asked = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${reportId}/sign-off`,
      headers: user,
      payload: { party_uuids: [tenant.uuid, landlord.uuid] },
    });
    assert.equal(asked.statusCode, 200, asked.body);
    const token = signOffTokenFor(ctx, tenant.email!);
    const page = (await get(`/public/sign-off/${token}`)).json();
    assert.ok(!page.pdf_url.includes(token), 'the token is not in the URL');
    const shown = await get(page.pdf_url);
    assert.equal(shown.statusCode, 200, shown.body);
    assert.equal(shown.headers['x-document-sha256'], page.sha256);
    const other = (await get(`/public/sign-off/${signOffTokenFor(ctx, landlord.email!)}`)).json();
    const [, otherId] = /requests\/(\d+)\/pdf/.exec(other.pdf_url)!;
    const borrowed = page.pdf_url.replace(/requests\/\d+\/pdf/, `requests/${otherId}/pdf`);
    assert.equal((await get(borrowed)).statusCode, 403, "another request's path with this signature");

    const request = asked.json().requests.find((row: { email: string }) => row.email === tenant.email);
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/front/reports/${reportId}/sign-off/${request.id}`,
      headers: user,
    });
    assert.equal(revoked.statusCode, 200, revoked.body);
    const after = await get(page.pdf_url);
    assert.equal(after.statusCode, 410, after.body);
    assert.equal(after.json().message, 'This link has been withdrawn.');

    // the other party signs; what they signed stays readable through their page's URL
    const png = (await signaturePng('Claes')).toString('base64');
    const signed = await ctx.app.inject({
      method: 'POST',
      url: `/public/sign-off/${signOffTokenFor(ctx, landlord.email!)}/signature`,
      payload: { signature: `data:image/png;base64,${png}`, approved: true },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    assert.equal((await get(signed.json().pdf_url)).statusCode, 200);
  });
});
