/**
 * Smaller holes of issue 42: the signing consent must be the boolean `true` itself (the server's
 * type coercion made `"true"` and `1` count); single-line fields (names, company names, street,
 * city…) refuse a carriage return or line feed, in JSON bodies and in the configuration form; and
 * the PDF routes of record check the caller's account on every owner call, while the public link
 * by hashed id stays a public link.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ReportDetail } from 'shared-api/contract';
import {
  documentPdf,
  injectSend,
  multipart,
  reportBody,
  reportInApp,
  signOffLink,
  startTestApp,
  type TestContext,
} from './helpers';
import { completeInApp, signaturePng } from './tablet';

type Headers = { authorization: string };
const ONE_LINE = 'Dit veld past op één regel: zonder regeleinde.';

describe('strict input (issue 42)', () => {
  let ctx: TestContext;
  let user: Headers;
  let admin: Headers;
  let reportId: number;
  let detail: ReportDetail;
  before(async () => {
    ctx = await startTestApp();
    [user, admin] = await Promise.all([ctx.auth('user'), ctx.auth('admin')]);
    reportId = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), reportId, { photos: 0 });
    await ctx.app.documents.idle();
    detail = (await ctx.app.inject({ url: `/front/reports/${reportId}`, headers: user })).json();
  });
  after(() => ctx.close());

  it('signs by link only with the boolean true as the consent: "true", 1, "1" and "on" are a 422 on approved', async () => {
    const tenant = detail.parties.find((party) => party.type === 'tenant')!;
    const token = await signOffLink(ctx, reportId, user, tenant);
    const signature = `data:image/png;base64,${(await signaturePng('Lotte Peeters')).toString('base64')}`;
    const sign = (approved: unknown) =>
      ctx.app.inject({ method: 'POST', url: `/public/sign-off/${token}/signature`, payload: { signature, approved } });
    for (const approved of ['true', 1, '1', 'on', false, null]) {
      const refused = await sign(approved);
      assert.equal(refused.statusCode, 422, `${JSON.stringify(approved)}: ${refused.body}`);
      assert.ok(refused.json().errors.approved, JSON.stringify(approved));
    }
    const page = (await ctx.app.inject({ url: `/public/sign-off/${token}` })).json();
    assert.equal(page.signed_at, null, 'nothing was signed');
    const signed = await sign(true);
    assert.equal(signed.statusCode, 200, signed.body);
    assert.notEqual(signed.json().signed_at, null);
  });

  it('refuses a line break in single-line fields of every JSON body, on the field, in the reader’s language', async () => {
    const refused = async (
      request: { method: 'POST' | 'PUT' | 'PATCH'; url: string; payload: object; headers?: Headers },
      field: string,
    ) => {
      const response = await ctx.app.inject({ ...request, headers: request.headers ?? user });
      assert.equal(response.statusCode, 422, `${request.url} ${field}: ${response.body}`);
      assert.deepEqual(response.json().errors[field], [ONE_LINE], `${request.url}: ${response.body}`);
    };
    const report = await reportBody(ctx, 'user');
    const [tenant, landlord] = report.parties as Record<string, unknown>[];
    const address = { street: 'Kouter', street_number: '1', zipcode: '9000', city: 'Gent', country: 'BE' };
    const reports = { method: 'POST' as const, url: '/front/reports/' };
    await refused(
      { ...reports, payload: { ...report, parties: [{ ...tenant, first_name: 'Lotte\nPeeters' }, landlord] } },
      'parties.0.first_name',
    );
    await refused(
      { ...reports, payload: { ...report, parties: [{ ...tenant, last_name: 'Peeters\r' }, landlord] } },
      'parties.0.last_name',
    );
    await refused(
      { ...reports, payload: { ...report, parties: [tenant, { ...landlord, company_name: 'Immo\r\nNoord' }] } },
      'parties.1.company_name',
    );
    await refused(
      {
        ...reports,
        payload: { ...report, parties: [{ ...tenant, address: { ...address, street: 'Kouter\nBcc: x@y.be' } }] },
      },
      'parties.0.address.street',
    );
    await refused(
      { ...reports, payload: { ...report, place: { address: { ...address, city: 'Gent\n9000' } } } },
      'place.address.city',
    );
    await refused(
      { method: 'PATCH', url: `/front/reports/${reportId}`, payload: { ...report, place: { name: 'A\nB', address } } },
      'place.name',
    );
    await refused(
      { method: 'POST', url: '/front/places', headers: admin, payload: { name: 'Pand\nGent', address } },
      'name',
    );
    await refused(
      {
        method: 'POST',
        url: '/front/users',
        headers: admin,
        payload: { first_name: 'Els\r\n', last_name: 'Wouters', email: 'els.nieuw@voorbeeld.be' },
      },
      'first_name',
    );
    await refused(
      {
        method: 'POST',
        url: '/front/inquiries',
        payload: {
          company: 'Immo\nLeie',
          email: 'a@b.be',
          first_name: 'A',
          last_name: 'B',
          phone: '09 123 45 67',
          policy_accepted: true,
        },
      },
      'company',
    );
    await refused(
      { method: 'POST', url: '/front/homes', headers: admin, payload: { name: 'Woning\nA', description: 'x' } },
      'name',
    );
    const fr = await ctx.app.inject({
      method: 'POST',
      url: '/front/places',
      headers: { ...admin, 'accept-language': 'fr-BE' },
      payload: { name: 'Pand\nGent', address },
    });
    assert.deepEqual(fr.json().errors.name, ['Ce champ tient sur une ligne : sans retour à la ligne.']);

    // multi-line fields keep their line breaks
    const home = await ctx.app.inject({
      method: 'POST',
      url: '/front/homes',
      headers: admin,
      payload: { name: 'Woning B', description: 'Twee\nregels' },
    });
    assert.equal(home.statusCode, 201, home.body);
  });

  it('refuses a line break in the configuration form’s names and address', async () => {
    for (const [fields, field] of [
      [{ name: 'Kantoor\nGent' }, 'name'],
      [{ name: 'Kantoor', company_name: 'Immo\r\nNoord' }, 'company_name'],
      [{ name: 'Kantoor', street: 'Kouter\n1', street_number: '1', zipcode: '9000', city: 'Gent' }, 'address.street'],
    ] as const) {
      const form = await multipart(fields as Record<string, string>);
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/front/document_configurations',
        headers: { ...user, ...form.headers },
        payload: form.payload,
      });
      assert.equal(response.statusCode, 422, response.body);
      assert.deepEqual(response.json().errors[field], [ONE_LINE], response.body);
    }
  });

  it('checks the account on every owner call of a PDF of record; its signed link needs no account', async () => {
    const hashedId = detail.hashed_id;
    const other = await ctx.auth('expiring');
    const regenerate = (headers: Headers) =>
      ctx.app.inject({ method: 'DELETE', url: `/reports/pdf/${hashedId}`, headers });
    const mail = (headers: Headers) =>
      ctx.app.inject({ method: 'POST', url: `/reports/mail_pdf/${hashedId}`, headers, payload: { ids: [hashedId] } });
    assert.equal((await regenerate(other)).statusCode, 404, 'another account: as if unknown');
    assert.equal((await mail(other)).statusCode, 404);
    assert.ok([200, 202].includes((await regenerate(user)).statusCode), 'the owner');
    assert.ok([200, 202].includes((await regenerate(admin)).statusCode), 'an admin');
    await ctx.app.documents.idle();
    // a link to the record is signed and ends (docs/product.md "Links to the record"), and needs no token
    const link = await documentPdf(ctx, hashedId);
    assert.equal(link.statusCode, 200, 'the signed link needs no token');
    assert.equal(link.headers['content-type'], 'application/pdf');
  });
});
