import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { v7 as uuid } from 'uuid';
import type {
  AddendableHomes,
  AddendumCreated,
  AppReport,
  ContentHome,
  ContentQuestion,
  FinishBody,
  MediaReceipt,
  PostEditingReport,
  ReportDetail,
} from 'shared-api/contract';
import {
  account,
  documentPdf,
  injectSend,
  multipart,
  pdfText,
  reportInApp,
  setPoolCredits,
  startTestApp,
  type TestContext,
  withoutUrlSignatures,
} from './helpers';
import { completeInApp, mediaUpload, photoJpeg, sha256, signaturePng } from './tablet';

type Headers = { authorization: string };

/** Every question of a tree, by uuid. */
const questionsOf = (homes: ContentHome[]) =>
  new Map(
    homes
      .flatMap((home) => [
        ...(home.entities ?? []),
        ...(home.floors ?? []).flatMap((floor) => (floor.rooms ?? []).flatMap((room) => room.entities ?? [])),
      ])
      .flatMap((entity) => entity.questions ?? [])
      .map((question): [string, ContentQuestion] => [question.uuid, question]),
  );

describe('the document of record (issue 21)', () => {
  let ctx: TestContext;
  let user: Headers;
  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    await setPoolCredits(ctx.db, account('user').email, 1000);
  });
  after(() => ctx.close());

  const load = async (id: number) => {
    const response = await ctx.app.inject({ url: `/front/reports/${id}/post-editing`, headers: user });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as PostEditingReport;
  };
  const save = (id: number, report: PostEditingReport, homes = report.answers) =>
    ctx.app.inject({
      method: 'PUT',
      url: `/front/reports/${id}/addenda`,
      headers: user,
      payload: {
        homes,
        parties: report.parties,
        place: { remarks: report.place?.remarks ?? null },
        circumstances: report.circumstances.filter((row) => row.checked).map((row) => row.key),
      },
    });
  const newestPdf = async (id: number) => {
    await ctx.app.documents.idle();
    const detail = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json() as ReportDetail;
    const pdf = await documentPdf(ctx, detail.hashed_id);
    assert.equal(pdf.statusCode, 200);
    return (await pdfText(pdf.rawPayload)).text;
  };

  it('keeps the JSON type of every answer from the app through post-editing to the PDF, and refuses a wrong type', async () => {
    const id = await reportInApp(ctx, 'user');
    const { content } = await completeInApp(injectSend(ctx.app, user), id, { photos: 1 });
    await ctx.app.documents.idle();
    const sent = questionsOf(content.homes);
    const typed = [...sent.values()].filter((question) =>
      question.answers.some((answer) => typeof answer !== 'string'),
    );
    assert.ok(
      typed.some((question) => typeof question.answers[0] === 'number'),
      'the app sent numbers',
    );
    assert.ok(
      typed.some((question) => typeof question.answers[0] === 'boolean'),
      'the app sent booleans',
    );
    const afterSync = questionsOf((await load(id)).answers);
    for (const [uuid, question] of sent) assert.deepEqual(afterSync.get(uuid)?.answers, question.answers, uuid);

    const report = await load(id);
    const homes = structuredClone(report.answers);
    const questions = questionsOf(homes);
    const number = [...questions.values()].find((question) => question.type === 'number')!;
    const yesNo = [...questions.values()].find((question) => question.type === 'bool')!;
    number.answers = ['3'];
    const refused = await save(id, report, homes);
    assert.equal(refused.statusCode, 422, refused.body);
    assert.deepEqual(Object.keys(refused.json().errors), [`questions.${number.uuid}.answers`]);
    number.answers = [2.5];
    yesNo.answers = [false];
    assert.equal((await save(id, report, homes)).statusCode, 200);
    const afterEdit = questionsOf((await load(id)).answers);
    for (const [uuid, question] of questions) assert.deepEqual(afterEdit.get(uuid)?.answers, question.answers, uuid);
    assert.deepEqual(afterEdit.get(number.uuid)?.answers, [2.5]);
    assert.deepEqual(afterEdit.get(yesNo.uuid)?.answers, [false]);

    const text = (await newestPdf(id)).replace(/\s+/g, ' ');
    assert.ok(text.includes(`${number.question}: 2,5`), 'a number prints with the decimal comma');
    assert.ok(text.includes(`${yesNo.question}: Neen`), 'a boolean prints as a word');
  });

  /** A signature for every party and representative of `report`. */
  const signaturesOf = async (report: AppReport): Promise<FinishBody['signatures']> => {
    const png = (await signaturePng('x')).toString('base64');
    return report.parties.flatMap((party) => [
      { party_uuid: party.uuid, image: png },
      ...party.represented_by.map((representative) => ({
        party_uuid: party.uuid,
        representative_key: representative.key,
        image: png,
      })),
    ]);
  };

  it('never finishes with a photo missing when a content upload naming an unsent photo races the finish (50 trials)', async () => {
    const send = injectSend(ctx.app, user);
    const outcomes = new Map<string, number>();
    for (let trial = 0; trial < 50; trial++) {
      const id = await reportInApp(ctx, 'user');
      const base = `/app/reports/${id}`;
      await send({ method: 'POST', url: `${base}/start` });
      const report = (await send({ method: 'GET', url: base })).body as AppReport;
      const content = structuredClone(report.content);
      assert.equal((await send({ method: 'PUT', url: `${base}/content`, json: content })).status, 204);
      const signatures = await signaturesOf(report);
      const entity = content.homes[0].floors![0].rooms![0].entities![0];
      entity.media = [uuid()];
      const [upload, finish] = await Promise.all([
        send({ method: 'PUT', url: `${base}/content`, json: content }),
        send({
          method: 'POST',
          url: `${base}/finish`,
          json: { signed_place: 'Gent', signed_at: Math.floor(Date.now() / 1000), signatures },
        }),
      ]);
      const outcome = `content ${upload.status}, finish ${finish.status}`;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      assert.ok(
        ['content 204, finish 422', 'content 409, finish 200'].includes(outcome),
        `${outcome}: ${JSON.stringify([upload.body, finish.body])}`,
      );
      const state = await ctx.db.selectFrom('reports').select('state').where('id', '=', id).executeTakeFirstOrThrow();
      if (state.state === 'finished') {
        const manifest = await ctx.db
          .selectFrom('media_manifest')
          .select('media_uuid')
          .where('report_id', '=', id)
          .execute();
        assert.deepEqual(manifest, [], 'a finished report names no photo it lacks');
      }
    }
    console.log('race outcomes', Object.fromEntries(outcomes));
  });

  it('gives an addendum a receipt of its own photos only, and lets it finish whatever its report lacks', async () => {
    const id = await reportInApp(ctx, 'user');
    const { content } = await completeInApp(injectSend(ctx.app, user), id, { photos: 2 });
    await ctx.app.documents.idle();
    const reportMedia = content.homes.flatMap((home) =>
      (home.floors ?? []).flatMap((floor) =>
        (floor.rooms ?? []).flatMap((room) => (room.entities ?? []).flatMap((entity) => entity.media ?? [])),
      ),
    );
    assert.equal(reportMedia.length, 2);
    // the report's record names a photo it lacks (an older app left its manifest behind)
    const owner = content.homes[0].floors![0].rooms![0].uuid;
    await ctx.db
      .insertInto('media_manifest')
      .values({ report_id: id, media_uuid: uuid(), owner_uuid: owner })
      .execute();
    const report = await load(id);
    const homes = structuredClone(report.answers).map((home) => ({ ...home, is_edited: false }));
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${id}/addenda?keep_signatures=false`,
      headers: user,
      payload: {
        homes: [{ ...homes[0], is_edited: true, floors: [], entities: [] }],
        parties: report.parties,
        place: { remarks: report.place?.remarks ?? null },
        circumstances: [],
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    const addendum = created.json() as AddendumCreated;
    const receipt = (
      await ctx.app.inject({ url: `/app/addenda/${addendum.id}/receipt`, headers: user })
    ).json() as MediaReceipt;
    assert.deepEqual(receipt, { media: [], missing: [] }, 'none of the report’s photos');
    const { finish } = await completeInApp(
      injectSend(ctx.app, user),
      addendum.id,
      { photos: 1, addHome: 'Garage' },
      'addenda',
    );
    assert.ok(finish.document_id > 0);
    const own = (await ctx.app.inject({ url: `/app/reports/${id}/receipt`, headers: user })).json() as MediaReceipt;
    assert.deepEqual(
      own.media.map((row) => row.uuid).sort(),
      [...reportMedia].sort(),
      'the report keeps its own photos',
    );
  });

  it('leaves a finished report, its versions and its PDF unchanged by app uploads and by an addendum to sign ("Neen")', async () => {
    const id = await reportInApp(ctx, 'user');
    const send = injectSend(ctx.app, user);
    const { content } = await completeInApp(send, id, { photos: 1 });
    const before = await load(id);
    const pdfBefore = await newestPdf(id);
    const versions = async () =>
      ((await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json() as ReportDetail).documents;
    const versionsBefore = await versions();

    assert.equal((await send({ method: 'PUT', url: `/app/reports/${id}/content`, json: content })).status, 409);
    const photo = await photoJpeg(64, 48);
    const { payload, contentType } = await mediaUpload(
      {
        uuid: uuid(),
        owner_uuid: content.homes[0].floors![0].rooms![0].uuid,
        owner_kind: 'room',
        sha256: sha256(photo),
      },
      photo,
    );
    const media = await send({
      method: 'POST',
      url: `/app/reports/${id}/media`,
      payload,
      headers: { 'content-type': contentType },
    });
    assert.equal(media.status, 409);

    const homes = structuredClone(before.answers);
    const room = homes[0].floors![0].rooms![0];
    room.remarks = 'Vochtvlek boven het raam';
    room.is_edited = true;
    const parties = structuredClone(before.parties);
    parties[0].last_name = 'Gewijzigd';
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${id}/addenda?keep_signatures=false`,
      headers: user,
      payload: {
        homes,
        parties,
        place: { remarks: 'Nieuwe opmerking over de plaats' },
        circumstances: before.circumstances.filter((row) => !row.checked).map((row) => row.key),
      },
    });
    assert.equal(created.statusCode, 201, created.body);
    assert.deepEqual(
      withoutUrlSignatures(await load(id)),
      withoutUrlSignatures(before),
      'the record holds the same content, parties, place and circumstances',
    );
    assert.deepEqual(await versions(), versionsBefore, 'no new version of the report');
    assert.equal(await newestPdf(id), pdfBefore);

    const addendum = created.json() as AddendumCreated;
    await completeInApp(send, addendum.id, { photos: 0, addHome: 'Garage' }, 'addenda');
    assert.deepEqual(
      withoutUrlSignatures(await load(id)),
      withoutUrlSignatures(before),
      'finishing the addendum leaves the report as it was',
    );
    const detail = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json() as ReportDetail;
    const row = detail.addenda.find((candidate) => candidate.id === addendum.id)!;
    await ctx.app.documents.idle();
    const text = (await pdfText((await documentPdf(ctx, row.hashed_id)).rawPayload)).text;
    assert.ok(text.includes('Gewijzigd'), 'the addendum prints its own parties');
    assert.ok(text.includes('Vochtvlek boven het raam'));
  });

  it('binds signatures to the version they were given on; later versions and addenda say so in words (docs/product.md "Honest signatures")', async () => {
    const id = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), id, { photos: 1 });
    await ctx.app.documents.idle();
    const versionOne = await ctx.db
      .selectFrom('documents')
      .select(['content_sha256'])
      .where('report_id', '=', id)
      .where('addendum_id', 'is', null)
      .where('version', '=', 1)
      .executeTakeFirstOrThrow();
    const signatures = () =>
      ctx.db
        .selectFrom('signatures')
        .select(['content_sha256', 'version', 'signed_at'])
        .where('report_id', '=', id)
        .where('addendum_id', 'is', null)
        .execute();
    const given = await signatures();
    assert.ok(given.length >= 2);
    assert.match(versionOne.content_sha256!, /^[0-9a-f]{64}$/);
    for (const signature of given)
      assert.deepEqual([signature.version, signature.content_sha256], [1, versionOne.content_sha256]);
    const signedOn = new Date(given[0].signed_at).toLocaleDateString('nl-BE', {
      timeZone: 'Europe/Brussels',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });

    const report = await load(id);
    const homes = structuredClone(report.answers);
    const room = homes[0].floors![0].rooms![0];
    const changed = room.entities![0];
    const previous = changed.remarks;
    changed.remarks = 'Kras na nabewerking';
    room.entities!.push({ uuid: uuid(), name: 'Leeg object', type: 'base', questions: [], observations: [] });
    assert.equal((await save(id, report, homes)).statusCode, 200);
    const edited = await newestPdf(id);
    assert.match(edited, /Versie 2, gewijzigd op .* door \S+/);
    assert.ok(edited.includes('Wijzigingen sinds de ondertekende versie'));
    assert.ok(edited.includes('Kras na nabewerking'));
    if (previous) assert.ok(edited.includes(previous.slice(0, 20)), 'the change page shows the value before');
    assert.ok(edited.includes('werden gegeven op versie 1'), 'the signatures say which version they were given on');
    assert.ok(edited.includes(`Ondertekend te Gent op ${signedOn}`), 'with their own date');
    assert.ok(!edited.includes('Leeg object'), 'an empty added object is not printed');
    assert.deepEqual(await signatures(), given, 'the signatures still bind version 1');

    const start = await ctx.app.inject({ url: `/front/reports/${id}/addenda?keep_signatures=true`, headers: user });
    const addendable = (start.json() as AddendableHomes).addendable_homes;
    const target = addendable[0].floors![0].rooms![0].entities![0];
    target.remarks = 'Vlek na addendum';
    target.is_edited = true;
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${id}/addenda?keep_signatures=true`,
      headers: user,
      payload: { ...(await load(id)), homes: addendable, place: { remarks: null }, circumstances: [] },
    });
    assert.equal(created.statusCode, 201, created.body);
    await ctx.app.documents.idle();
    const detail = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json() as ReportDetail;
    const row = detail.addenda.find((candidate) => candidate.id === (created.json() as AddendumCreated).id)!;
    const text = (await pdfText((await documentPdf(ctx, row.hashed_id)).rawPayload)).text;
    assert.match(text, /Handtekeningen overgenomen van de plaatsbeschrijving PB-\d+, versie 1, ondertekend op/);
    assert.ok(text.includes('Wijzigingen ten opzichte van de plaatsbeschrijving'));
    assert.ok(text.includes('Kras na nabewerking') && text.includes('Vlek na addendum'), 'before → after');
  });

  it("prints the report's own place remarks on the cover, in the document's language, and no heading without them", async () => {
    const id = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), id, { photos: 1 });
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    const first = flat(await newestPdf(id));
    assert.ok(!first.includes('Opmerkingen over het pand'), 'no heading while the place has no remarks');

    const report = await load(id);
    const remarks = 'Voorgevel recent gekaleid, geen barsten.\nRolluik van de keuken hapert bij het sluiten.';
    const saved = await save(id, { ...report, place: { ...report.place!, remarks } });
    assert.equal(saved.statusCode, 200, saved.body);
    const edited = flat(await newestPdf(id));
    const heading = edited.indexOf('Opmerkingen over het pand Voorgevel recent gekaleid, geen barsten.');
    assert.ok(heading > 0, 'the heading, then the remarks');
    assert.ok(edited.includes('Rolluik van de keuken hapert bij het sluiten.'), 'every line');
    assert.ok(heading < edited.indexOf('Partijen'), 'on the cover, before the parties');
    assert.ok(
      edited.includes('Opmerkingen over het pand Opmerkingen — Voorgevel'),
      'the change page lists them as new',
    );

    // an addendum prints its own remarks, never the report's
    const start = await ctx.app.inject({ url: `/front/reports/${id}/addenda?keep_signatures=true`, headers: user });
    const addendable = (start.json() as AddendableHomes).addendable_homes;
    const target = addendable[0].floors![0].rooms![0].entities![0];
    Object.assign(target, { remarks: 'Vlek na addendum', is_edited: true });
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${id}/addenda?keep_signatures=true`,
      headers: user,
      payload: { ...(await load(id)), homes: addendable, place: { remarks: null }, circumstances: [] },
    });
    assert.equal(created.statusCode, 201, created.body);
    await ctx.app.documents.idle();
    const detail = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json() as ReportDetail;
    const addendum = detail.addenda.find((row) => row.id === (created.json() as AddendumCreated).id)!;
    const addendumText = flat((await pdfText((await documentPdf(ctx, addendum.hashed_id)).rawPayload)).text);
    assert.ok(addendumText.includes('Vlek na addendum'));
    assert.ok(!addendumText.includes('Voorgevel recent gekaleid'), "the addendum leaves the report's remarks out");

    // the same report in French: the configuration's language
    const [config] = (await ctx.app.inject({ url: '/front/document_configurations/', headers: user })).json().data;
    const language = async (value: string) => {
      const form = await multipart({ name: config.name, language: value });
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `/front/document_configurations/${config.id}`,
        headers: { ...user, ...form.headers },
        payload: form.payload,
      });
      assert.equal(answer.json().language, value);
    };
    await language('fr');
    try {
      const regenerated = await ctx.app.inject({
        method: 'DELETE',
        url: `/reports/pdf/${detail.hashed_id}`,
        headers: user,
      });
      assert.equal(regenerated.statusCode, 202, regenerated.body);
      const french = flat(await newestPdf(id));
      assert.ok(french.includes('Remarques sur le bien Voorgevel recent gekaleid'), 'the French heading');
      assert.ok(!french.includes('Opmerkingen over het pand'));
    } finally {
      await language('nl');
    }
  });
});
