/**
 * Regional completeness over HTTP (issue 26, docs/product.md "Regional completeness"): the answer
 * of `GET /front/reports/{id}/completeness` for a report in each region, the region override and
 * the lease start date of the report form, the completeness in the app's download, and a Walloon
 * report finished with missing items, whose record and PDF carry the parties' agreement, the
 * approval mention before the signatures and the inspector's signature place.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AppReport, Completeness, ContentEntity, ContentTree } from 'shared-api/contract';
import { fillEntity } from '../seed/sample-work';
import { documentPdf, injectSend, pdfText, reportBody, reportInApp, startTestApp, type TestContext } from './helpers';
import { completeInApp } from './tablet';

const place = (zipcode: string, city: string) => ({
  place: { address: { street: 'Grand-Place', street_number: '1', zipcode, city, country: 'BE' } },
});
const flat = (text: string) => text.replace(/\s+/g, ' ');

/**
 * The tablet's edit of every home: floors and rooms assessed, the objects `chosen` filled in (the
 * smoke detector at home level with its place in the remarks).
 */
const fillIn = (chosen: (entity: ContentEntity) => boolean) => (content: ContentTree) => {
  for (const home of content.homes) {
    for (const floor of home.floors ?? []) floor.state = 'Goed';
    const rooms = (home.floors ?? []).flatMap((floor) => floor.rooms ?? []);
    for (const room of rooms) room.state = 'Goed';
    [...rooms.flatMap((room) => room.entities ?? []), ...(home.entities ?? [])]
      .filter(chosen)
      .forEach((entity, index) => fillEntity(entity, index, new Date()));
    for (const entity of home.entities ?? [])
      if (entity.type === 'tech.security') entity.remarks = 'Plafond van de hal';
  }
};

describe('regional completeness (issue 26)', () => {
  let ctx: TestContext;
  let user: { authorization: string };
  const completeness = async (id: number, language = 'en') => {
    const response = await ctx.app.inject({
      url: `/front/reports/${id}/completeness`,
      headers: { ...user, 'accept-language': language },
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as Completeness;
  };
  const missing = (answer: Completeness) => answer.items.filter((item) => !item.ok).map((item) => item.key);

  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
  });
  after(() => ctx.close());

  it("answers the twelve Walloon items for a report in Namur, in the reader's language", async () => {
    const id = await reportInApp(ctx, 'user', place('5000', 'Namur'));
    const answer = await completeness(id, 'fr');
    assert.equal(answer.region, 'wallonia');
    assert.equal(answer.rule_set_version, 'wallonia-2018.2');
    assert.equal(answer.items.length, 12);
    const meters = answer.items.find((item) => item.key === 'meter_readings')!;
    assert.equal(meters.label, 'Relevés des compteurs et jauges');
    assert.match(meters.source, /art\. 27 §2, 8°/);
    assert.equal(meters.ok, false);
    assert.match(meters.detail!, /^Non rempli : .*Elektriciteit/);
    assert.equal(meters.page, 'meters');
    const lease = answer.items.find((item) => item.key === 'lease_references')!;
    assert.equal(lease.detail, 'Pas de date de début du bail.');
    // nobody signed a draft: the signatures are missing, and the signing itself meets them
    const inspector = answer.items.find((item) => item.key === 'inspector_signature')!;
    assert.deepEqual(
      [inspector.ok, inspector.detail, inspector.by_signing],
      [false, 'L’auteur de l’état des lieux n’a pas encore signé.', true],
    );
    assert.equal(answer.items.find((item) => item.key === 'party_signatures')!.by_signing, true);
    assert.equal(meters.by_signing, false);
  });

  it('counts signatures as present only once given: missing before the finish, present after it', async () => {
    const id = await reportInApp(ctx, 'user', { lease_start_date: '2026-03-01' });
    const before = (await completeness(id)).items.find((item) => item.key === 'party_signatures')!;
    assert.deepEqual(
      [before.ok, before.detail],
      [false, 'The tenant has not signed yet. The landlord or owner has not signed yet.'],
    );
    await completeInApp(injectSend(ctx.app, user), id, { photos: 1, edit: fillIn(() => true) });
    await ctx.app.documents.idle();
    const after = (await completeness(id)).items.find((item) => item.key === 'party_signatures')!;
    assert.deepEqual([after.ok, after.detail], [true, null]);
  });

  it('applies no lease rule to a report that is not about a lease, and says so', async () => {
    for (const type of ['other', 'start_works']) {
      const answer = await completeness(await reportInApp(ctx, 'user', { type }));
      assert.deepEqual(
        [answer.region, answer.applies, answer.rule_set_version, answer.items],
        ['flanders', false, null, []],
      );
    }
    const lease = await completeness(await reportInApp(ctx, 'user'));
    assert.equal(lease.applies, true);
  });

  it('answers the Flemish and Brussels sets, and the override wins over the postcode', async () => {
    const gent = await completeness(await reportInApp(ctx, 'user', { lease_start_date: '2026-03-01' }));
    assert.equal(gent.region, 'flanders');
    assert.deepEqual(
      gent.items.map((item) => item.key),
      ['parties_identity', 'party_signatures', 'room_states', 'lease_start', 'meter_readings', 'keys'],
    );
    // an entry report is not compared with an entry: the rule is not listed
    assert.deepEqual(missing(gent), ['party_signatures', 'room_states', 'meter_readings', 'keys']);
    const brussels = await completeness(await reportInApp(ctx, 'user', place('1000', 'Brussel')));
    assert.equal(brussels.region, 'brussels');
    assert.match(brussels.items[0].source, /Code bruxellois du Logement/);
    assert.ok(missing(brussels).includes('lease_start'));

    const overridden = await reportInApp(ctx, 'user', { ...place('1000', 'Brussel'), region: 'wallonia' });
    assert.equal((await completeness(overridden)).region, 'wallonia');
    const detail = (await ctx.app.inject({ url: `/front/reports/${overridden}`, headers: user })).json();
    assert.deepEqual([detail.region, detail.region_override], ['wallonia', 'wallonia']);
  });

  it('keeps the lease start date and refuses a day that does not exist', async () => {
    const id = await reportInApp(ctx, 'user', { lease_start_date: '2024-02-29' });
    const detail = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json();
    assert.deepEqual(
      [detail.lease_start_date, detail.region, detail.region_override],
      ['2024-02-29', 'flanders', null],
    );
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/front/reports/',
      headers: { ...user, 'accept-language': 'nl' },
      payload: await reportBody(ctx, 'user', { lease_start_date: '2026-02-30' }),
    });
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(refused.json().errors, { lease_start_date: ['Deze dag bestaat niet.'] });
  });

  it('records as agreed only the missing items the parties agreed to leave out, the others as missing, and prints both', async () => {
    const id = await reportInApp(ctx, 'user', place('5000', 'Namur'));
    const download = (await ctx.app.inject({ url: `/app/reports/${id}`, headers: user })).json() as AppReport;
    assert.equal(download.completeness.region, 'wallonia');
    assert.equal(
      download.completeness.items.find((item) => item.key === 'keys')!.label,
      'Overhandigde sleutels, afstandsbedieningen en badges',
    );

    // the inspector fills in everything but the meters and keys
    const edit = fillIn((entity) => entity.type !== 'meter' && entity.type !== 'key');
    // the parties agree to leave out the meters and the keys, not the lease's references
    await completeInApp(injectSend(ctx.app, user), id, {
      photos: 1,
      edit,
      agreedDeviations: ['meter_readings', 'keys'],
      inspectorSignature: 'Jan Janssens',
    });
    await ctx.app.documents.idle();
    const row = await ctx.db
      .selectFrom('reports')
      .select('agreed_deviations')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      row.agreed_deviations?.items.map((item) => item.key),
      ['meter_readings', 'keys'],
    );
    assert.deepEqual(
      row.agreed_deviations?.missing?.map((item) => item.key),
      ['lease_references'],
    );
    assert.equal(row.agreed_deviations?.rule_set_version, 'wallonia-2018.2');

    const { hashed_id } = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json();
    const text = flat((await pdfText((await documentPdf(ctx, hashed_id)).rawPayload)).text);
    assert.match(
      text,
      /Partijen zijn overeengekomen af te wijken van: Meterstanden en peilen; Overhandigde sleutels, afstandsbedieningen en badges\./,
    );
    assert.match(
      text,
      /Ontbreekt in deze plaatsbeschrijving: Referenties van de huur: partijen, adres, aanvangsdatum\./,
    );
    const signatures = text.lastIndexOf('Handtekeningen');
    const mention = text.indexOf('Gelezen en goedgekeurd', signatures);
    assert.ok(signatures > 0 && mention > signatures, 'the approval mention is on the signature page');
    assert.ok(text.indexOf('Lotte Peeters', mention) > mention, 'before the tenant signs');
    assert.match(text.slice(signatures), /Plaatsbeschrijver\s+Jan Janssens/);
  });

  it('without the parties’ agreement, every missing item prints as missing and none as agreed', async () => {
    const id = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), id, { photos: 1, edit: fillIn(() => true) });
    await ctx.app.documents.idle();
    assert.deepEqual(missing(await completeness(id)), ['lease_start']);
    const row = await ctx.db
      .selectFrom('reports')
      .select('agreed_deviations')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(row.agreed_deviations?.items, []);
    const { hashed_id } = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json();
    const text = flat((await pdfText((await documentPdf(ctx, hashed_id)).rawPayload)).text);
    assert.doesNotMatch(text, /overeengekomen/);
    assert.match(text, /Ontbreekt in deze plaatsbeschrijving: Aanvangsdatum van de huur\./);
  });

  it('refuses to record as agreed an item that is not missing, and the report stays in the app', async () => {
    const id = await reportInApp(ctx, 'user', { lease_start_date: '2026-03-01' });
    await assert.rejects(
      completeInApp(injectSend(ctx.app, { ...user, 'accept-language': 'nl' }), id, {
        photos: 1,
        edit: fillIn(() => true),
        agreedDeviations: ['lease_start'],
      }),
      /422 .*"agreed_deviations.0":\["lease_start ontbreekt niet in deze plaatsbeschrijving/,
    );
    const detail = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json();
    assert.equal(detail.state, 'ongoing');
  });

  it('records nothing when every item is met (a Flemish report with its lease start date)', async () => {
    const id = await reportInApp(ctx, 'user', { lease_start_date: '2026-03-01' });
    await completeInApp(injectSend(ctx.app, user), id, { photos: 1, edit: fillIn(() => true) });
    await ctx.app.documents.idle();
    assert.deepEqual(missing(await completeness(id)), []);
    const row = await ctx.db
      .selectFrom('reports')
      .select('agreed_deviations')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.equal(row.agreed_deviations, null);
    const { hashed_id } = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json();
    const text = flat((await pdfText((await documentPdf(ctx, hashed_id)).rawPayload)).text);
    assert.doesNotMatch(text, /overeengekomen af te wijken/);
    assert.match(text, /Aanvang huur 01\/03\/2026/);
  });
});
