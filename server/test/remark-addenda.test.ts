/**
 * Nothing accepted is lost (issue 43, docs/product.md "Sign-off by link"): a party's general
 * remark (on no item), once the inspector accepted it, is printed in the remark addendum's PDF and
 * in the report's next version; the addendum's signature page claims no agreement that no party
 * signed, and a version whose content did not change prints no change page.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ReportDetail, SignOffOverview } from 'shared-api/contract';
import { documentPdf, injectSend, pdfText, reportInApp, signOffLink, startTestApp, type TestContext } from './helpers';
import { completeInApp, signaturePng } from './tablet';

type Headers = Record<string, string>;
const flat = (text: string) => text.replace(/\s+/g, ' ');
const GENERAL = 'De sleutel van de fietsenberging ontbreekt.';
const ON_ROOM = 'Vochtplek boven het raam niet vermeld.';

describe('accepted remarks are printed (issue 43)', () => {
  let ctx: TestContext;
  let user: Headers;
  let reportId: number;
  let detail: ReportDetail;
  let addendumId: number;

  const reportVersions = () =>
    ctx.db
      .selectFrom('documents')
      .select(['version', 'status'])
      .where('report_id', '=', reportId)
      .where('addendum_id', 'is', null)
      .where('kind', '=', 'report')
      .orderBy('version')
      .execute();

  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    reportId = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), reportId, { photos: 1 });
    await ctx.app.documents.idle();
    detail = (await ctx.app.inject({ url: `/front/reports/${reportId}`, headers: user })).json();
  });
  after(() => ctx.close());

  it('prints no change page on a version whose content did not change', async () => {
    const landlord = detail.parties.find((party) => party.type === 'landlord')!;
    const token = await signOffLink(ctx, reportId, user, landlord);
    const png = (await signaturePng('Immo Noord')).toString('base64');
    const signed = await ctx.app.inject({
      method: 'POST',
      url: `/public/sign-off/${token}/signature`,
      payload: { signature: `data:image/png;base64,${png}`, approved: true },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    await ctx.app.documents.idle();
    assert.equal((await reportVersions()).length, 2);
    const text = flat((await pdfText((await documentPdf(ctx, detail.hashed_id)).rawPayload)).text);
    assert.match(text, /Handtekeningcertificaat/, 'the version with the link signature');
    assert.doesNotMatch(text, /Wijzigingen sinds de ondertekende versie/);
    assert.doesNotMatch(text, /De inhoud is niet gewijzigd/);
    assert.match(
      text,
      /Deze handtekeningen werden gegeven op versie 1, op [^.]+\. De inhoud is sindsdien niet gewijzigd\./,
    );
  });

  it('prints the general remark in the addendum, whose signature page claims no agreement', async () => {
    const tenant = detail.parties.find((party) => party.type === 'tenant')!;
    const token = await signOffLink(ctx, reportId, user, tenant);
    const page = (await ctx.app.inject({ url: `/public/sign-off/${token}` })).json();
    const room = page.items.find((item: { path: string[] }) => item.path.length === 3);
    const given = await ctx.app.inject({
      method: 'POST',
      url: `/public/sign-off/${token}/remarks`,
      payload: {
        remarks: [
          { item_uuid: null, text: GENERAL },
          { item_uuid: room.uuid, text: ON_ROOM },
        ],
      },
    });
    assert.equal(given.statusCode, 200, given.body);
    const overview = (
      await ctx.app.inject({ url: `/front/reports/${reportId}/sign-off`, headers: user })
    ).json() as SignOffOverview;
    addendumId = overview.remark_addenda[0].addendum_id;
    // the screens name it by the reference its PDF prints, and know it waits for a decision
    const reference = `PB-${String(reportId).padStart(6, '0')}-A${addendumId}`;
    assert.equal(overview.remark_addenda[0].reference, reference);
    const listed = async () =>
      (
        (await ctx.app.inject({ url: `/front/reports/${reportId}`, headers: user })).json() as ReportDetail
      ).addenda.find((addendum) => addendum.id === addendumId)!;
    assert.deepEqual([(await listed()).reference, (await listed()).remark_state], [reference, 'draft']);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${reportId}/sign-off/remark-addenda/${addendumId}/accept`,
      headers: user,
    });
    assert.equal(accepted.statusCode, 200, accepted.body);
    await ctx.app.documents.idle();
    assert.equal((await listed()).remark_state, 'accepted');
    const addendum = await ctx.db
      .selectFrom('addenda')
      .select('hashed_id')
      .where('id', '=', addendumId)
      .executeTakeFirstOrThrow();
    const pdf = await documentPdf(ctx, addendum.hashed_id);
    assert.equal(pdf.statusCode, 200);
    const text = flat((await pdfText(pdf.rawPayload)).text);
    // under its own heading, apart from the change page's row ("Algemene opmerkingen Opmerkingen — …")
    assert.match(
      text,
      new RegExp(`Algemene opmerkingen Opmerking van Lotte Peeters op \\d\\d/\\d\\d/\\d{4}, \\d\\d:\\d\\d: ${GENERAL}`),
    );
    assert.ok(text.includes(ON_ROOM), 'the remark on a room, as before');
    // the change page lists the general remark as a change of the report
    const changes = text.slice(text.indexOf('Wijzigingen ten opzichte van de plaatsbeschrijving'));
    assert.ok(changes.includes(GENERAL), 'the change page names the general remark');
    const signatures = text.slice(text.lastIndexOf('Handtekeningen'));
    assert.match(signatures, /Geen enkele partij ondertekende dit addendum\./);
    // neither agreement text a configuration may hold is printed above no signature
    assert.doesNotMatch(text, /De partijen verklaren zich akkoord|Elke partij verklaart een exemplaar ontvangen/);
  });

  it("prints every accepted remark in the report's next version, whose change page names them", async () => {
    const before = await reportVersions();
    const regenerated = await ctx.app.inject({
      method: 'DELETE',
      url: `/reports/pdf/${detail.hashed_id}`,
      headers: user,
    });
    assert.equal(regenerated.statusCode, 202, `a new version, not unchanged: ${regenerated.body}`);
    await ctx.app.documents.idle();
    const versions = await reportVersions();
    assert.equal(versions.length, before.length + 1);
    const pdf = await documentPdf(ctx, detail.hashed_id);
    const text = flat((await pdfText(pdf.rawPayload)).text);
    const section = text.slice(text.lastIndexOf('Aanvaarde opmerkingen van de partijen'));
    assert.match(section, new RegExp(`Addendum PB-\\d{6}-A${addendumId}`));
    assert.match(
      section,
      new RegExp(`Algemeen Opmerking van Lotte Peeters op \\d\\d/\\d\\d/\\d{4}, \\d\\d:\\d\\d: ${GENERAL}`),
    );
    assert.ok(section.includes(ON_ROOM));
    const changes = text.slice(text.indexOf('Wijzigingen sinds de ondertekende versie'));
    assert.ok(changes.includes(GENERAL), 'the change page lists the accepted remark');
  });
});
