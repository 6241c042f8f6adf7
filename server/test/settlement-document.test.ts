/**
 * The documents of an exit report (issue 24, docs/product.md "Entry against exit", "The
 * settlement"): the exit PDF holds the comparison with the entry report and the entry PDF does
 * not; the settlement document is requested, versioned and downloaded on its own, and prints the
 * same totals as `GET /front/reports/{id}/settlement`.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ContentTree, Settlement } from 'shared-api/contract';
import {
  documentPdf,
  exitFollowUp,
  injectSend,
  pdfText,
  reportInApp,
  signOffTokenFor,
  startTestApp,
  type TestContext,
} from './helpers';
import { PDFParse } from 'pdf-parse';
import { completeInApp, signaturePng } from './tablet';
import { euroText } from '../src/modules/documents/pdf/words';

type Headers = { authorization: string };
const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The text of each page of a PDF without its running header and footer lines. */
async function pageTexts(bytes: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const { pages } = await parser.getText();
    return pages.map((page) =>
      page.text
        .split('\n')
        .filter(
          (line) => line.trim() && !/^PB-\d{6}|^Vingerafdruk:|Pagina \d+ van \d+|^-- \d+ of \d+ --$/.test(line.trim()),
        )
        .join('\n'),
    );
  } finally {
    await parser.destroy();
  }
}

describe('the documents of an exit report (issue 24)', () => {
  let ctx: TestContext;
  let user: Headers;
  let entryId: number;
  let exitId: number;
  const worse = { uuid: '', name: '', state: '' };
  /** The damage lines and deposit saved on the changed item (its uuid is known once the exit is made). */
  let damages: object;

  /** One object of the first furnished room is found "Te Vervangen" with a remark at exit. */
  const exitEdits = (content: ContentTree) => {
    const main = content.homes.find((home) => home.type === 'main')!;
    const room = main.floors!.flatMap((floor) => floor.rooms ?? []).find((candidate) => candidate.entities?.length)!;
    const object = room.entities![0];
    Object.assign(worse, { uuid: object.uuid, name: object.name, state: object.state ?? '' });
    object.state = 'Te Vervangen';
    object.remarks = 'Deurblad gescheurd bij uittrede';
  };
  const post = (id: number, headers?: Headers) =>
    ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${id}/settlement/document`,
      headers: { ...headers, 'accept-language': 'en' },
    });
  const reportPdf = async (id: number) => {
    const { hashed_id } = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json();
    const response = await documentPdf(ctx, hashed_id);
    assert.equal(response.statusCode, 200);
    return flat((await pdfText(response.rawPayload)).text);
  };

  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    entryId = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), entryId, { photos: 2 });
    exitId = await exitFollowUp(ctx, 'user', entryId);
    await completeInApp(injectSend(ctx.app, user), exitId, { photos: 1, edit: exitEdits });
    await ctx.app.documents.idle();
    damages = {
      deposit_cents: 150_000,
      lines: [
        {
          item_uuid: worse.uuid,
          description: 'Deurblad vervangen',
          liability: 'tenant',
          labour_cents: 12_345,
          material_cents: 98_765,
          vat_rate: 21,
          age_years: 3,
          lifetime_years: 20,
        },
        {
          item_uuid: worse.uuid,
          description: 'Schilderwerk',
          liability: 'wear',
          labour_cents: 20_000,
          material_cents: 0,
          vat_rate: 6,
        },
      ],
    };
  });
  after(() => ctx.close());

  it('prints the comparison in the exit PDF with a changed item’s entry and exit values', async () => {
    const text = await reportPdf(exitId);
    assert.match(text, /Vergelijking met de intredende plaatsbeschrijving van \d\d\/\d\d\/\d{4}/);
    assert.match(text, /onderdelen ongewijzigd/);
    assert.ok(text.includes('Deurblad gescheurd bij uittrede'), 'the exit remark');
    assert.ok(text.includes('Te Vervangen') && text.includes(worse.state), 'entry and exit states');
    assert.ok(text.includes('Nieuwe schade'));
  });

  it('prints no comparison in the entry PDF', async () => {
    assert.doesNotMatch(await reportPdf(entryId), /Vergelijking met de intredende/);
  });

  it('answers 401 signed out, 404 for another account, 409 for an entry report or before a save', async () => {
    assert.equal((await post(exitId)).statusCode, 401);
    assert.equal((await post(exitId, await ctx.auth('expiring'))).statusCode, 404);
    const entry = await post(entryId, user);
    assert.equal(entry.statusCode, 409);
    assert.match(entry.json().message, /entry report is what an exit report is compared with/);
    const unsaved = await post(exitId, user);
    assert.equal(unsaved.statusCode, 409);
    assert.equal(
      unsaved.json().message,
      'Save the damage lines and the deposit first; then the settlement document can be made.',
    );
    const download = await ctx.app.inject({ url: `/front/reports/${exitId}/settlement/document`, headers: user });
    assert.equal(download.statusCode, 404);
  });

  it('prints the saved settlement’s totals as euro, and keeps version 1 when version 2 is made', async () => {
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/front/reports/${exitId}/damages`,
      headers: user,
      payload: damages,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const settlement: Settlement = (
      await ctx.app.inject({ url: `/front/reports/${exitId}/settlement`, headers: user })
    ).json();
    const first = await post(exitId, user);
    assert.equal(first.statusCode, 202, first.body);
    assert.deepEqual([first.json().kind, first.json().version, first.json().status], ['settlement', 1, 'pending']);
    await ctx.app.documents.idle();
    const url = `/front/reports/${exitId}/settlement/document`;
    const pdf = await ctx.app.inject({ url, headers: user });
    const failed = await ctx.db.selectFrom('documents').select('error').where('status', '=', 'failed').execute();
    assert.deepEqual(failed, [], 'no version failed');
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    const text = flat((await pdfText(pdf.rawPayload)).text);
    assert.match(text, /Afrekening van de schade en de huurwaarborg/);
    // issue 43: what the tenant owes and gets back comes first, before the damage lines
    const detailAt = text.indexOf('Schadeposten');
    const owedAt = text.indexOf(`De huurder is verschuldigd ${euroText(settlement.tenant_cents)}`);
    const backAt = text.indexOf(`${euroText(settlement.deposit_cents)} ${euroText(settlement.to_tenant_cents)}`);
    assert.ok(owedAt > 0 && owedAt < detailAt, 'the amount owed before the detail');
    assert.ok(backAt > 0 && backAt < detailAt, 'the amount returned before the detail');
    // one sentence per line explains the wear; VAT is a rate and every amount column includes it
    assert.match(
      text,
      /Slijtage: 3 van 20 jaar levensduur is verstreken, dus draagt de huurder nog 85 % van € [\d.]+,\d\d, of € [\d.]+,\d\d\./,
    );
    assert.ok(text.includes('Normale slijtage: de verhuurder draagt de volledige kost.'));
    assert.ok(text.includes('Arbeid € 123,45 + materiaal € 987,65 = € 1.111,10 zonder btw.'));
    assert.ok(text.includes('Kost met btw'));
    // the description column is wide enough for the description on one line
    const raw = (await pdfText(pdf.rawPayload)).text;
    assert.ok(
      raw.split('\n').some((line) => line.includes('Deurblad vervangen')),
      'not broken over lines',
    );
    // no blank page: every page holds more than its running header and footer
    for (const [index, page] of (await pageTexts(pdf.rawPayload)).entries())
      assert.ok(page.length > 0, `page ${index + 1} holds content`);
    assert.ok(text.includes('Deurblad vervangen') && text.includes(worse.name));
    for (const cents of [
      settlement.totals.tenant,
      settlement.totals.wear,
      settlement.tenant_cents,
      settlement.deposit_cents,
      settlement.to_tenant_cents,
      settlement.to_landlord_cents,
    ])
      assert.ok(text.includes(euroText(cents)), `${euroText(cents)} printed`);
    assert.ok(text.includes(`Vingerafdruk: ${pdf.headers['x-document-fingerprint']}`));
    assert.match(text, /Huurder.*Lotte Peeters/);

    // unchanged content makes no version (docs/product.md "Versions"): the newest is answered
    const unchanged = await post(exitId, user);
    assert.equal(unchanged.statusCode, 200, unchanged.body);
    assert.deepEqual([unchanged.json().version, unchanged.json().status], [1, 'ready']);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/front/reports/${exitId}/damages`,
      headers: user,
      payload: { ...damages, deposit_cents: 160_000 },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const second = await post(exitId, user);
    assert.equal(second.statusCode, 202, second.body);
    assert.equal(second.json().version, 2);
    const waiting = await post(exitId, user);
    assert.deepEqual([waiting.json().version, waiting.json().status], [2, 'pending'], 'the waiting version');
    await ctx.app.documents.idle();
    const detail = (await ctx.app.inject({ url: `/front/reports/${exitId}`, headers: user })).json();
    const settlements = detail.documents.filter((row: { kind: string }) => row.kind === 'settlement');
    assert.deepEqual(
      settlements.map((row: { version: number; status: string }) => [row.version, row.status]),
      [
        [2, 'ready'],
        [1, 'ready'],
      ],
    );
    const one = await ctx.app.inject({ url: `${url}?version=1`, headers: user });
    assert.equal(one.statusCode, 200);
    assert.equal(one.headers['x-document-sha256'], settlements[1].sha256);
    const own = await reportPdf(exitId);
    assert.match(own, /Plaatsbeschrijving bij uittrede/, 'the report link still serves the report');
  });

  it('prints a signature given on the settlement by link in its party’s place; the other place stays empty', async () => {
    const detail = (await ctx.app.inject({ url: `/front/reports/${exitId}`, headers: user })).json();
    const tenant = detail.parties.find((party: { type: string }) => party.type === 'tenant');
    const requested = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${exitId}/sign-off`,
      headers: user,
      payload: { party_uuids: [tenant.uuid], document: 'settlement' },
    });
    assert.equal(requested.statusCode, 200, requested.body);
    const png = (await signaturePng('Peeters')).toString('base64');
    const signed = await ctx.app.inject({
      method: 'POST',
      url: `/public/sign-off/${signOffTokenFor(ctx, tenant.email)}/signature`,
      payload: { signature: `data:image/png;base64,${png}`, approved: true },
    });
    assert.equal(signed.statusCode, 200, signed.body);
    await ctx.app.documents.idle();
    const pdf = await ctx.app.inject({ url: `/front/reports/${exitId}/settlement/document`, headers: user });
    const versions = (await ctx.app.inject({ url: `/front/reports/${exitId}`, headers: user }))
      .json()
      .documents.filter((row: { kind: string }) => row.kind === 'settlement');
    assert.deepEqual(versions[0].version, 3, 'the signature made version 3');
    const text = flat((await pdfText(pdf.rawPayload)).text);
    assert.match(text, /Huurder Lotte Peeters Ondertekend via persoonlijke link op [\d/]+, [\d:]+, op versie 2/);
    assert.match(text, /Verhuurder Immo Noord bv Naam: _+ Datum: _+ Handtekening/);
    assert.match(text, /Handtekeningcertificaat/);
    for (const [index, page] of (await pageTexts(pdf.rawPayload)).entries())
      assert.ok(page.length > 0, `page ${index + 1} of the signed version holds content`);
  });

  it('limits each account to WORK_RATE_LIMIT settlement requests a minute, and adds no version for unchanged content', async () => {
    const versions = async () =>
      (await ctx.app.inject({ url: `/front/reports/${exitId}`, headers: user }))
        .json()
        .documents.filter((row: { kind: string }) => row.kind === 'settlement').length;
    const before = await versions();
    const statuses: number[] = [];
    for (let call = 0; call <= ctx.config.workRateLimit && !statuses.includes(429); call++)
      statuses.push((await post(exitId, user)).statusCode);
    assert.equal(statuses.at(-1), 429, `statuses ${statuses.join(', ')}`);
    assert.ok(
      statuses.slice(0, -1).every((status) => status === 200),
      'the content did not change',
    );
    const refused = await post(exitId, user);
    assert.equal(refused.statusCode, 429);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    assert.match(refused.json().message, /^Too many requests for this work\. Try again in \d+ seconds\.$/);
    assert.equal(await versions(), before, 'no version was added');
    assert.equal((await post(exitId, await ctx.auth('admin'))).statusCode, 200, 'another account counts apart');
  });
});
