import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import { v7 as uuid } from 'uuid';
import type { AppReport, AppWaitingItem, MediaReceipt, ContentTree } from 'shared-api/contract';
import { loadContentTree } from '../src/modules/content/read';
import { RESIZED_EDGE } from '../src/modules/media/media';
import { documentPdf, injectSend, pdfText, pngBomb, reportInApp, startTestApp, type TestContext } from './helpers';
import { completeInApp, mediaUpload, photoJpeg, sha256, signaturePng } from './tablet';

type Headers = { authorization: string };

/** Every file under the storage root, relative. */
const storedFiles = (ctx: TestContext) => {
  const root = path.join(ctx.config.dataDir, 'files');
  return fs.existsSync(root)
    ? (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile())
    : [];
};

describe('the tablet app sync API (issue 8)', () => {
  let ctx: TestContext;
  let user: Headers;
  let other: Headers;
  let admin: Headers;
  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    other = await ctx.auth('expiring');
    admin = await ctx.auth('admin');
  });
  after(() => ctx.close());

  const call = (headers: Headers, method: string, url: string, payload?: unknown, extra: Record<string, string> = {}) =>
    ctx.app.inject({ method: method as 'GET', url, headers: { ...headers, ...extra }, payload: payload as object });

  it('lists only the own reports waiting in the app; another account gets 404 on every call', async () => {
    const id = await reportInApp(ctx, 'user');
    const list = (await call(user, 'GET', '/app/reports')).json() as AppWaitingItem[];
    const item = list.find((row) => row.kind === 'report' && row.id === id);
    assert.ok(item, 'the new report waits in the app');
    assert.equal(item.address, 'Korenmarkt 7, 9000 Gent');
    assert.ok(list.every((row) => row.state === 'app' || row.state === 'ongoing'));
    const owners = await ctx.db
      .selectFrom('reports')
      .select('user_id')
      .where(
        'id',
        'in',
        list.map((row) => row.report_id),
      )
      .execute();
    assert.ok(owners.every((row) => row.user_id === owners[0].user_id));
    assert.ok(
      !((await call(other, 'GET', '/app/reports')).json() as AppWaitingItem[]).some((row) => row.report_id === id),
    );

    for (const [method, url, body] of [
      ['GET', `/app/reports/${id}`],
      ['POST', `/app/reports/${id}/start`],
      ['PUT', `/app/reports/${id}/content`, { homes: [] }],
      ['GET', `/app/reports/${id}/receipt`],
      ['POST', `/app/reports/${id}/finish`, { signed_place: 'Gent', signed_at: 1, signatures: [] }],
    ] as const)
      assert.equal((await call(other, method, url, body)).statusCode, 404, `${method} ${url}`);
    const photo = await photoJpeg(64, 48);
    const upload = await mediaUpload(
      { uuid: uuid(), owner_uuid: uuid(), owner_kind: 'entity', sha256: sha256(photo) },
      photo,
    );
    assert.equal(
      (await call(other, 'POST', `/app/reports/${id}/media`, upload.payload, { 'content-type': upload.contentType }))
        .statusCode,
      404,
    );
    assert.equal((await ctx.app.inject({ url: '/app/reports' })).statusCode, 401);
    assert.equal((await call(admin, 'GET', `/app/reports/${id}`)).statusCode, 200, 'an admin reaches every report');
  });

  it('is documented in /docs under its own tag', async () => {
    const spec = (await ctx.app.inject({ url: '/docs/json' })).json();
    for (const [path, method] of [
      ['/app/reports', 'get'],
      ['/app/reports/{id}', 'get'],
      ['/app/reports/{id}/start', 'post'],
      ['/app/reports/{id}/content', 'put'],
      ['/app/reports/{id}/media', 'post'],
      ['/app/reports/{id}/receipt', 'get'],
      ['/app/reports/{id}/finish', 'post'],
      ['/app/addenda/{id}/finish', 'post'],
      ['/app/reports/{id}/take-over', 'post'],
      ['/app/addenda/{id}/take-over', 'post'],
    ])
      assert.deepEqual(spec.paths[path]?.[method]?.tags, ['app'], `${method} ${path}`);
  });

  it('answers 409 for a draft', async () => {
    const draft = await reportInApp(ctx, 'user', { ready_for_app: false });
    assert.equal((await call(user, 'GET', `/app/reports/${draft}`)).statusCode, 409);
    assert.equal((await call(user, 'PUT', `/app/reports/${draft}/content`, { homes: [] })).statusCode, 409);
  });

  it('starts work and takes the same content twice without change; a later upload replaces what it names', async () => {
    const id = await reportInApp(ctx, 'user');
    assert.deepEqual((await call(user, 'POST', `/app/reports/${id}/start`)).json(), { state: 'ongoing' });
    assert.equal(
      (await ctx.db.selectFrom('reports').select('state').where('id', '=', id).executeTakeFirstOrThrow()).state,
      'ongoing',
    );
    const report = (await call(user, 'GET', `/app/reports/${id}`)).json() as AppReport;
    assert.ok(report.templates.rooms.length > 0 && report.templates.entities.length > 0);
    assert.ok(report.config?.intro_text);
    const content: ContentTree = report.content;
    const floor = content.homes[0].floors!.find((candidate) => (candidate.rooms?.length ?? 0) >= 2)!;
    const room = floor.rooms![0];
    room.remarks = 'Vochtvlek naast het raam';
    room.entities![0].questions![0].answers = ['Parket'];
    const put = () => call(user, 'PUT', `/app/reports/${id}/content`, content);
    assert.equal((await put()).statusCode, 204);
    const first = await loadContentTree(ctx.db, id, null);
    assert.equal((await put()).statusCode, 204);
    assert.deepEqual(await loadContentTree(ctx.db, id, null), first, 'the same tree twice changes nothing');
    assert.equal(first.rooms.find((row) => row.uuid === room.uuid)?.remarks, 'Vochtvlek naast het raam');

    const removed = floor.rooms!.pop()!;
    room.name = 'Living';
    assert.equal((await put()).statusCode, 204);
    const later = await loadContentTree(ctx.db, id, null);
    assert.equal(later.rooms.find((row) => row.uuid === room.uuid)?.name, 'Living');
    assert.ok(!later.rooms.some((row) => row.uuid === removed.uuid), 'a room left out of its floor is removed');
    assert.equal(later.homes.length, first.homes.length);

    const foreign = await loadContentTree(
      ctx.db,
      (await ctx.db.selectFrom('reports').select('id').where('id', '!=', id).orderBy('id').executeTakeFirstOrThrow())
        .id,
      null,
    );
    room.entities![0].uuid = foreign.entities[0].uuid;
    const stolen = await put();
    assert.equal(stolen.statusCode, 422, 'a uuid of another report is refused');
    assert.ok(stolen.json().errors.uuid);
  });

  it('stores media idempotently by uuid, refuses a wrong checksum, and lists what it holds', async () => {
    const id = await reportInApp(ctx, 'user');
    const report = (await call(user, 'GET', `/app/reports/${id}`)).json() as AppReport;
    const owner = report.content.homes[0].floors![0].rooms![0].entities![0].uuid;
    const photo = await photoJpeg(800, 600, 3);
    const media = uuid();
    const send = async (fields: Record<string, string>) => {
      const upload = await mediaUpload({ uuid: media, owner_uuid: owner, owner_kind: 'entity', ...fields }, photo);
      return call(user, 'POST', `/app/reports/${id}/media`, upload.payload, { 'content-type': upload.contentType });
    };
    const filesBefore = storedFiles(ctx).length;
    const wrong = await send({ sha256: 'a'.repeat(64) });
    assert.equal(wrong.statusCode, 422);
    assert.ok(wrong.json().errors.sha256);
    assert.equal(storedFiles(ctx).length, filesBefore, 'nothing stored after a checksum mismatch');
    assert.equal((await ctx.db.selectFrom('media').select('id').where('uuid', '=', media).execute()).length, 0);

    const stored = await send({ sha256: sha256(photo) });
    assert.equal(stored.statusCode, 201);
    assert.deepEqual(stored.json(), {
      uuid: media,
      owner_uuid: owner,
      sha256: sha256(photo),
      size_bytes: photo.length,
      stored: true,
    });
    const filesAfter = storedFiles(ctx).length;
    assert.equal(filesAfter, filesBefore + 2, 'original and resized copy');
    const again = await send({ sha256: sha256(photo) });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().stored, false);
    assert.equal(storedFiles(ctx).length, filesAfter, 'a second upload stores nothing new');

    const receipt = (await call(user, 'GET', `/app/reports/${id}/receipt`)).json() as MediaReceipt;
    assert.deepEqual(receipt.media, [
      { uuid: media, owner_uuid: owner, sha256: sha256(photo), size_bytes: photo.length },
    ]);
    assert.deepEqual(receipt.missing, []);
  });

  it('refuses a pixel bomb and a corrupt image with 422 and keeps answering', async () => {
    const id = await reportInApp(ctx, 'user');
    // a PNG header that declares 50000×50000 pixels, then a truncated stream: 274 bytes on the wire
    const bomb = pngBomb(50000, 50000);
    assert.equal(bomb.length, 274);
    const corrupt = Buffer.concat([(await photoJpeg(200, 100)).subarray(0, 600)]);
    for (const [name, bytes] of [
      ['bomb', bomb],
      ['corrupt', corrupt],
    ] as const) {
      const upload = await mediaUpload(
        { uuid: uuid(), owner_uuid: uuid(), owner_kind: 'entity', sha256: sha256(bytes) },
        bytes,
      );
      const response = await call(user, 'POST', `/app/reports/${id}/media`, upload.payload, {
        'content-type': upload.contentType,
      });
      assert.equal(response.statusCode, 422, name);
      assert.ok(response.json().errors.file, name);
    }
    assert.equal((await call(user, 'GET', '/app/reports')).statusCode, 200, 'the server still answers');
  });

  it('refuses to finish while media are missing or a signature lacks, then finishes once (409 after)', async () => {
    const id = await reportInApp(ctx, 'user');
    const report = (await call(user, 'GET', `/app/reports/${id}`)).json() as AppReport;
    const content = report.content;
    const entity = content.homes[0].floors![0].rooms![0].entities![0];
    const missing = uuid();
    entity.media = [missing];
    assert.equal((await call(user, 'PUT', `/app/reports/${id}/content`, content)).statusCode, 204);
    assert.deepEqual(((await call(user, 'GET', `/app/reports/${id}/receipt`)).json() as MediaReceipt).missing, [
      missing,
    ]);
    const signature = (await signaturePng('Peeters')).toString('base64');
    const [tenant, landlord] = report.parties;
    const all = [
      { party_uuid: tenant.uuid, image: signature },
      { party_uuid: landlord.uuid, image: signature },
      { party_uuid: landlord.uuid, representative_key: 'r1', image: signature },
    ];
    const finish = (signatures: unknown[]) =>
      call(user, 'POST', `/app/reports/${id}/finish`, { signed_place: 'Gent', signed_at: 1767225600, signatures });
    const refused = await finish(all);
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(refused.json().errors.media, [missing]);

    entity.media = [];
    assert.equal((await call(user, 'PUT', `/app/reports/${id}/content`, content)).statusCode, 204);
    const lacking = await finish(all.slice(0, 2));
    assert.equal(lacking.statusCode, 422);
    assert.match(lacking.json().errors.signatures[0], /Jan Claes/);
    // sent in another order than the parties: the error names the signature as it was sent
    const jpeg = await finish([{ ...all[2], image: (await photoJpeg(40, 20)).toString('base64') }, ...all.slice(0, 2)]);
    assert.equal(jpeg.statusCode, 422, 'a signature must be a PNG');
    assert.ok(jpeg.json().errors['signatures.0.image'], JSON.stringify(jpeg.json().errors));
    // the inspector's signature is checked as the parties' are (docs/product.md "Honest signatures")
    for (const [name, image] of [
      ['a JPEG', await photoJpeg(40, 20)],
      ['not an image', Buffer.from('not an image at all')],
    ] as const) {
      const refusedInspector = await call(user, 'POST', `/app/reports/${id}/finish`, {
        signed_place: 'Gent',
        signed_at: 1767225600,
        signatures: all,
        inspector_signature: image.toString('base64'),
      });
      assert.equal(refusedInspector.statusCode, 422, name);
      assert.deepEqual(Object.keys(refusedInspector.json().errors), ['inspector_signature'], name);
    }

    const done = await finish(all);
    assert.equal(done.statusCode, 200);
    assert.equal(done.json().state, 'finished');
    assert.equal((await finish(all)).statusCode, 409, 'finishing twice');
    const row = await ctx.db
      .selectFrom('reports')
      .select(['state', 'finished_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    assert.equal(row.state, 'finished');
    assert.ok(row.finished_at);
    const rows = await ctx.db.selectFrom('signatures').select(['name', 'signer']).where('report_id', '=', id).execute();
    assert.equal(rows.length, 3);
    assert.ok(
      rows.every((row) => row.signer === 'party'),
      'without an inspector signature only the parties signed',
    );
    await ctx.app.documents.idle();
    const { text } = await pdfText((await documentPdf(ctx, report.item.hashed_id)).rawPayload);
    assert.ok(text.includes('Opgesteld door'), 'who drew it up is printed');
    assert.doesNotMatch(text, /Plaatsbeschrijver\b/, 'no inspector signature is printed when none was given');
  });

  it("stores the inspector's signature under the finishing account's name, bound to version 1, and prints it", async () => {
    const id = await reportInApp(ctx, 'user');
    const { report, finish } = await completeInApp(injectSend(ctx.app, user), id, {
      photos: 1,
      signedPlace: 'Brugge',
      inspectorSignature: 'Janssens',
    });
    await ctx.app.documents.idle();
    const account = await ctx.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('email', '=', 'inspecteur@plaatsbeschrijving.be')
      .executeTakeFirstOrThrow();
    const version = await ctx.db
      .selectFrom('documents')
      .select(['version', 'content_sha256'])
      .where('id', '=', finish.document_id)
      .executeTakeFirstOrThrow();
    const rows = await ctx.db
      .selectFrom('signatures')
      .selectAll()
      .where('report_id', '=', id)
      .where('signer', '=', 'inspector')
      .execute();
    assert.equal(rows.length, 1, 'one inspector signature');
    const [signature] = rows;
    assert.equal(signature.party_id, null);
    assert.equal(signature.user_id, account.id);
    assert.equal(signature.name, `${account.first_name} ${account.last_name}`);
    assert.equal(signature.signed_place, 'Brugge');
    assert.equal(signature.version, version.version);
    assert.equal(signature.content_sha256, version.content_sha256, 'bound to the version it was given on');
    assert.ok(storedFiles(ctx).some((file) => signature.image_path.endsWith(file.replaceAll(path.sep, '/'))));

    const { text } = await pdfText((await documentPdf(ctx, report.item.hashed_id)).rawPayload);
    const signatures = text.lastIndexOf('Handtekeningen');
    assert.ok(signatures > 0, 'a signature page');
    const closing = text.slice(signatures);
    assert.match(closing, new RegExp(`Plaatsbeschrijver\\s+${account.first_name} ${account.last_name}`));
    assert.equal(
      closing.match(/Ondertekend te Brugge/g)?.length,
      report.parties.length + 2,
      'parties, representative, inspector',
    );
  });

  it('drives a whole report through the app as a tablet does', async () => {
    const id = await reportInApp(ctx, 'user');
    const { finish, receipt } = await completeInApp(injectSend(ctx.app, user), id, { photos: 4 });
    assert.equal(receipt.media.length, 4);
    await ctx.app.documents.idle();
    const document = await ctx.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', finish.document_id)
      .executeTakeFirstOrThrow();
    assert.equal(document.status, 'ready');
    assert.equal(document.version, 1);
    const meta = await sharp(
      path.join(
        ctx.config.dataDir,
        'files',
        (
          await ctx.db.selectFrom('media').select('resized_path').where('report_id', '=', id).executeTakeFirstOrThrow()
        ).resized_path!.slice('/files/'.length),
      ),
    ).metadata();
    assert.ok(Math.max(meta.width!, meta.height!) <= RESIZED_EDGE, 'the resized copy is at most 512 px');
  });

  it("gives a follow-up what the report it follows found, by the follow-up's items, with its photos", async () => {
    const entryId = await reportInApp(ctx, 'user');
    const { content } = await completeInApp(injectSend(ctx.app, user), entryId, { photos: 3 });
    const followed = await call(user, 'POST', `/front/reports/${entryId}/follow_up`, { type: 'exit' });
    assert.equal(followed.statusCode, 201, followed.body);
    const exitId = followed.json().id as number;
    await ctx.db.updateTable('reports').set({ state: 'app' }).where('id', '=', exitId).execute();

    const download = (await call(user, 'GET', `/app/reports/${exitId}`)).json() as AppReport;
    assert.ok(download.entry, 'a follow-up carries the entry findings');
    assert.equal(download.entry.report_id, entryId);
    const exitTree = await loadContentTree(ctx.db, exitId, null);
    const copies = new Map(exitTree.entities.map((row) => [row.uuid, row.source_uuid]));
    const entryObjects = content.homes.flatMap((home) =>
      (home.floors ?? []).flatMap((floor) => (floor.rooms ?? []).flatMap((room) => room.entities ?? [])),
    );
    const withState = entryObjects.find((entity) => entity.state)!;
    const finding = download.entry.items.find((item) => copies.get(item.uuid) === withState.uuid);
    assert.ok(finding, 'the copy of an assessed object carries its finding');
    assert.equal(finding.state, withState.state);
    assert.equal(finding.remarks, withState.remarks ?? null);
    const photographed = download.entry.items.filter((item) => item.photos.length);
    assert.equal(
      photographed.reduce((sum, item) => sum + item.photos.length, 0),
      3,
      'every entry photo, once',
    );
    const photo = await ctx.app.inject({ url: photographed[0].photos[0].url });
    assert.equal(photo.statusCode, 200);
    assert.match(String(photo.headers['content-type']), /^image\//);

    const plain = (await call(user, 'GET', `/app/reports/${await reportInApp(ctx, 'user')}`)).json() as AppReport;
    assert.equal(plain.entry, null, 'a report that follows none has no entry findings');
  });
});
