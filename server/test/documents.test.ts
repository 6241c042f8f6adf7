import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import yauzl from 'yauzl';
import type { ReportDetail } from 'shared-api/contract';
import {
  documentPdf,
  injectSend,
  multipart,
  outbox,
  pdfText,
  pngBomb,
  reportInApp,
  startTestApp,
  type TestContext,
} from './helpers';
import { completeInApp } from './tablet';

type Headers = { authorization: string };

/** Names of the entries in a zip. */
const zipEntries = (bytes: Buffer) =>
  new Promise<string[]>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    }),
  );

describe('documents of record (issue 8, docs/spec.md §7)', () => {
  let ctx: TestContext;
  let user: Headers;
  let other: Headers;
  let reportId: number;
  let hashedId: string;
  let roomNames: string[];
  let answer: string;
  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    other = await ctx.auth('expiring');
    reportId = await reportInApp(ctx, 'user');
    const { content } = await completeInApp(injectSend(ctx.app, user), reportId, { photos: 3 });
    roomNames = content.homes[0].floors!.flatMap((floor) => floor.rooms!.map((room) => room.name));
    const question = content.homes[0]
      .floors![0].rooms![0].entities!.flatMap((entity) => entity.questions ?? [])
      .find((candidate) => typeof candidate.answers[0] === 'string')!;
    answer = `${question.question}: ${question.answers.join(', ')}`;
    await ctx.app.documents.idle();
    hashedId = (
      await ctx.db.selectFrom('reports').select('hashed_id').where('id', '=', reportId).executeTakeFirstOrThrow()
    ).hashed_id;
  });
  after(() => ctx.close());
  const mailPdf = (headers: Headers, ids: string[]) =>
    ctx.app.inject({ method: 'POST', url: `/reports/mail_pdf/${hashedId}`, headers, payload: { ids } });
  const detail = async () =>
    (await ctx.app.inject({ url: `/front/reports/${reportId}`, headers: user })).json() as ReportDetail;

  it('serves the stored PDF with parties, rooms, answers, signatures, fingerprint and photos', async () => {
    const response = await documentPdf(ctx, hashedId);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.match(
      String(response.headers['content-disposition']),
      new RegExp(`plaatsbeschrijving-${reportId}-v1\\.pdf`),
    );
    const [version] = (await detail()).documents;
    assert.equal(version.status, 'ready');
    assert.equal(response.headers['x-document-sha256'], version.sha256);
    const { text, pages, images } = await pdfText(response.rawPayload);
    for (const expected of [
      'Lotte Peeters',
      'Immo Noord bv',
      'Jan Claes',
      'Korenmarkt 7, 9000 Gent',
      ...roomNames,
      'Ondertekend te Gent',
    ])
      assert.ok(text.includes(expected), `the PDF mentions ${expected}`);
    // the layout (docs/product.md "The PDF layout"): contents, object tables, numbered findings and photos
    assert.ok(text.includes('Inhoud'), 'a table of contents');
    assert.match(
      text,
      /\n1 \S[^\n]* (Goed|Zeer goed|Gebruikt) (Proper|Niet proper)/,
      'a row: number, object, state, cleanliness',
    );
    assert.match(text, /Vaststelling 1 \(\S+\): /, 'findings are numbered');
    assert.match(text, /Foto 1 – \S/, 'photos are numbered and name their object');
    assert.ok(text.includes('Opgesteld door'), 'the inspector is on the signature page');
    assert.ok(text.includes(`PB-${String(reportId).padStart(6, '0')} · Korenmarkt 7`), 'the running header');
    assert.ok(text.includes(answer), `the PDF holds the answer ${answer}`);
    assert.ok(text.includes(version.fingerprint!), 'every page carries the fingerprint');
    assert.ok(text.includes(`Pagina 1 van ${pages}`));
    assert.equal(version.page_count, pages);
    assert.ok(images >= 3 + 3, `3 photos and 3 signatures embedded, found ${images}`);
  });

  it('answers 404 for an unfinished report and an unknown id', async () => {
    const draft = await reportInApp(ctx, 'user', { ready_for_app: false });
    const { hashed_id } = await ctx.db
      .selectFrom('reports')
      .select('hashed_id')
      .where('id', '=', draft)
      .executeTakeFirstOrThrow();
    assert.equal((await documentPdf(ctx, hashed_id)).statusCode, 404);
    assert.equal((await documentPdf(ctx, 'onbekend-document')).statusCode, 404);
  });

  it('regenerates a changed document as version 2 and keeps version 1; unchanged content adds none; another account cannot', async () => {
    assert.equal(
      (await ctx.app.inject({ method: 'DELETE', url: `/reports/pdf/${hashedId}`, headers: other })).statusCode,
      404,
    );
    assert.equal((await ctx.app.inject({ method: 'DELETE', url: `/reports/pdf/${hashedId}` })).statusCode, 401);
    const unchanged = await ctx.app.inject({ method: 'DELETE', url: `/reports/pdf/${hashedId}`, headers: user });
    assert.equal(unchanged.statusCode, 200);
    assert.deepEqual(
      { version: unchanged.json().version, unchanged: unchanged.json().unchanged },
      { version: 1, unchanged: true },
    );
    const config = await ctx.db
      .selectFrom('reports')
      .select('document_configuration_id')
      .where('id', '=', reportId)
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('document_configurations')
      .set({ company_name: 'Expertisebureau Nieuw bv' })
      .where('id', '=', config.document_configuration_id!)
      .execute();
    const response = await ctx.app.inject({ method: 'DELETE', url: `/reports/pdf/${hashedId}`, headers: user });
    assert.equal(response.statusCode, 202);
    assert.equal(response.json().version, 2);
    const again = await ctx.app.inject({ method: 'DELETE', url: `/reports/pdf/${hashedId}`, headers: user });
    assert.equal(again.json().id, response.json().id, 'a version still waiting is the answer: at most one pending');
    await ctx.app.documents.idle();
    const versions = (await detail()).documents;
    assert.deepEqual(
      versions.map((row) => [row.version, row.status]),
      [
        [2, 'ready'],
        [1, 'ready'],
      ],
    );
    assert.notEqual(versions[0].fingerprint, versions[1].fingerprint, 'other facts give another fingerprint');
    const latest = await documentPdf(ctx, hashedId);
    assert.match(String(latest.headers['content-disposition']), /-v2\.pdf/);
    const first = await documentPdf(ctx, hashedId, 1);
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['x-document-sha256'], versions[1].sha256);

    await ctx.db.updateTable('reports').set({ allow_regenerate_pdf: false }).where('id', '=', reportId).execute();
    assert.equal(
      (await ctx.app.inject({ method: 'DELETE', url: `/reports/pdf/${hashedId}`, headers: user })).statusCode,
      409,
    );
    await ctx.db.updateTable('reports').set({ allow_regenerate_pdf: true }).where('id', '=', reportId).execute();
  });

  it('mails the selected documents to every party, representative and configuration address', async () => {
    const before = outbox(ctx).length;
    const response = await mailPdf(user, [hashedId]);
    assert.equal(response.statusCode, 200);
    const { recipients, attached } = response.json();
    assert.equal(attached, true);
    assert.deepEqual(recipients.slice(0, 3), ['lotte@voorbeeld.be', 'info@immonoord.be', 'jan@immonoord.be']);
    const mails = outbox(ctx).slice(before);
    assert.equal(mails.length, recipients.length);
    assert.match(mails[0], /Content-Type: application\/pdf/);
    assert.match(mails[0], new RegExp(`plaatsbeschrijving-${reportId}-v2\\.pdf`));
    assert.match(mails[0], /^Reply-To: inspecteur@plaatsbeschrijving\.be$/m, 'answers reach the inspector');
    const body = mails[0].replace(/=\r?\n/g, '');
    assert.match(body, new RegExp(`PB-0*${reportId}, versie 2`), 'the body names the document and its version');
    assert.ok(body.includes('Jan Janssens'), 'and the inspector');
    // each recipient is greeted by name; a configuration address formally (issue 43)
    const greetings = mails.map(
      (mail) => /\n(Beste [^\n]*|Geachte [^\n]*),\r?\n/.exec(mail.replace(/=\r?\n/g, ''))?.[1],
    );
    assert.deepEqual(greetings.slice(0, 3), ['Beste Lotte Peeters', 'Beste Immo Noord bv', 'Beste Jan Claes']);
    assert.ok(
      greetings.slice(3).every((greeting) => greeting === 'Geachte mevrouw, geachte heer'),
      greetings.join(' | '),
    );
    const logged = (await detail()).mails[0];
    assert.equal(logged.recipients.length, recipients.length);
    assert.deepEqual(
      logged.document_ids,
      (await detail()).documents.filter((row) => row.addendum_id === null && row.version === 2).map((row) => row.id),
      'the log names the version it sent',
    );

    const bad = await mailPdf(user, ['onbekend-document']);
    assert.equal(bad.statusCode, 422);
    assert.equal((await mailPdf(other, [hashedId])).statusCode, 404);
  });

  it('sends a download link instead of attachments above 10 MB', async () => {
    await ctx.db
      .updateTable('documents')
      .set({ size_bytes: 11 * 1024 * 1024 })
      .where('report_id', '=', reportId)
      .execute();
    const before = outbox(ctx).length;
    const response = await mailPdf(user, [hashedId]);
    assert.equal(response.json().attached, false);
    const mail = outbox(ctx).slice(before)[0];
    assert.doesNotMatch(mail, /Content-Type: application\/pdf/);
    // a signed link to the version mailed, which still works (docs/product.md "Links to the record")
    const link = new RegExp(
      `${ctx.config.publicUrl}(/reports/pdf/${hashedId}\\?version=\\d+&expires=\\d+&signature=[\\w-]+)`,
    ).exec(mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
    assert.ok(link, 'a signed link');
    const expires = Number(new URL(link[1], 'http://x').searchParams.get('expires'));
    assert.ok(expires - Date.now() / 1000 > 29 * 86_400, 'valid 30 days');
    assert.equal((await ctx.app.inject({ url: link[1] })).statusCode, 200);
  });

  it('zips the original photos in folders per floor, room and object', async () => {
    const response = await ctx.app.inject({ url: `/front/reports/${reportId}/download-media`, headers: user });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/zip');
    assert.equal(Number(response.headers['content-length']), response.rawPayload.length);
    assert.match(String(response.headers['content-disposition']), /fotos-plaatsbeschrijving-\d+\.zip/);
    const names = await zipEntries(response.rawPayload);
    assert.equal(names.length, 3);
    for (const name of names) assert.match(name, /^Eengezinswoning\/[^/]+\/[^/]+\/[^/]+\/\d{3} Detail\.jpg$/);
    assert.equal(new Set(names.map((name) => name.split('/')[2])).size, 3, 'three rooms');
    assert.equal(
      (await ctx.app.inject({ url: `/front/reports/${reportId}/download-media`, headers: other })).statusCode,
      404,
    );
  });

  it('a logo that declares 50000×50000 pixels is refused, and PDFs of that account still generate', async () => {
    const bomb = pngBomb(50000, 50000);
    assert.equal(bomb.length, 274);
    const [config] = (await ctx.app.inject({ url: '/front/document_configurations/', headers: user })).json().data;
    const form = await multipart({ name: config.name }, { logo: [bomb, 'image/png', 'logo.png'] });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/front/document_configurations/${config.id}`,
      headers: { ...user, ...form.headers },
      payload: form.payload,
    });
    assert.equal(response.statusCode, 422);
    assert.ok(response.json().errors.logo);
    // an older logo stored before the media service: the PDF leaves it out instead of decoding it
    const bombPath = '/files/logos/bomb.png';
    fs.mkdirSync(path.join(ctx.config.dataDir, 'files', 'logos'), { recursive: true });
    fs.writeFileSync(path.join(ctx.config.dataDir, 'files', 'logos', 'bomb.png'), bomb);
    await ctx.db
      .updateTable('document_configurations')
      .set({ logo_path: bombPath, company_name: 'Bureau met een oud logo' })
      .where('id', '=', config.id)
      .execute();
    const again = await ctx.app.inject({ method: 'DELETE', url: `/reports/pdf/${hashedId}`, headers: user });
    assert.equal(again.statusCode, 202);
    await ctx.app.documents.idle();
    assert.equal((await detail()).documents[0].status, 'ready');
    assert.equal((await documentPdf(ctx, hashedId)).statusCode, 200);
  });

  it('prints in French when the configuration says fr', async () => {
    const [config] = (await ctx.app.inject({ url: '/front/document_configurations/', headers: user })).json().data;
    const form = await multipart({ name: config.name, language: 'fr' });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `/front/document_configurations/${config.id}`,
      headers: { ...user, ...form.headers },
      payload: form.payload,
    });
    assert.equal(saved.json().language, 'fr');
    assert.equal(
      (await ctx.app.inject({ method: 'DELETE', url: `/reports/pdf/${hashedId}`, headers: user })).statusCode,
      202,
    );
    await ctx.app.documents.idle();
    const { text, pages } = await pdfText((await documentPdf(ctx, hashedId)).rawPayload);
    assert.ok(text.includes("État des lieux d'entrée"));
    assert.ok(text.includes(`Page 1 sur ${pages}`));
    assert.match(text, /Locataire\s+Lotte Peeters/);
    assert.ok(text.includes('Établi par'));
    // the coded values (state, cleanliness) in the document's language, never the stored Dutch word (issue 43)
    assert.match(text, /Très\s+bon/);
    assert.match(text, /Pas\s+propre/);
    assert.match(text, /État\s*:\s*Bon/);
    assert.doesNotMatch(text, /Zeer\s+goed|Niet\s+proper|\bProper\b/);
  });

  it('mails the first version by itself when the report has automatic e-mails', async () => {
    const id = await reportInApp(ctx, 'user', {
      auto_mail_documents: true,
      parties: [{ uuid: null, type: 'tenant', first_name: 'Auto', last_name: 'Mail', email: 'auto@voorbeeld.be' }],
    });
    const before = outbox(ctx).length;
    await completeInApp(injectSend(ctx.app, user), id, { photos: 1 });
    await ctx.app.documents.idle();
    const mails = outbox(ctx).slice(before);
    const toTenant = mails.find((mail) => mail.includes('To: auto@voorbeeld.be'));
    assert.ok(toTenant, 'the tenant got the document');
    assert.match(toTenant, /Content-Type: application\/pdf/);
    const sent = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: user })).json() as ReportDetail;
    assert.equal(sent.mails.length, 1);
  });

  it('an addendum sent to the app is completed the same way; its PDF holds only the addendum and names the report', async () => {
    const { hashed_id: addendumHashedId, id: addendumId } = await ctx.db
      .insertInto('addenda')
      .values({ hashed_id: 'addendum-test-0001', report_id: reportId, type: 'enter', state: 'app', finished_at: null })
      .returning(['id', 'hashed_id'])
      .executeTakeFirstOrThrow();
    const send = injectSend(ctx.app, user);
    const waiting = (await send({ method: 'GET', url: '/app/reports' })).body as { kind: string; id: number }[];
    assert.ok(waiting.some((item) => item.kind === 'addendum' && item.id === addendumId));
    const { content } = await completeInApp(send, addendumId, { photos: 1, addHome: 'Addendum' }, 'addenda');
    await ctx.app.documents.idle();
    const pdf = await documentPdf(ctx, addendumHashedId);
    assert.equal(pdf.statusCode, 200);
    const { text } = await pdfText(pdf.rawPayload);
    assert.ok(
      text.includes("Avenant à l'état des lieux d'entrée") ||
        text.includes('Addendum bij plaatsbeschrijving bij intrede'),
    );
    assert.match(text, new RegExp(`PB-${String(reportId).padStart(6, '0')}\\b`));
    assert.ok(text.includes(content.homes[0].floors![0].rooms![0].name));
    assert.ok(!text.includes(roomNames[0]), 'rooms of the report itself are not repeated');
    assert.equal(
      (await ctx.db.selectFrom('addenda').select('state').where('id', '=', addendumId).executeTakeFirstOrThrow()).state,
      'finished',
    );
  });
});
