import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { v7 as uuid } from 'uuid';
import type {
  AddendableHomes,
  AddendumCreated,
  ContentHome,
  PostEditingReport,
  PostEditingSave,
  ReportDetail,
  StoredMedia,
  TemplateEntity,
  TemplateRoom,
} from 'shared-api/contract';
import {
  documentPdf,
  injectSend,
  multipart,
  pdfText,
  pngBomb,
  reportInApp,
  startTestApp,
  type TestContext,
  withoutUrlSignatures,
} from './helpers';
import { completeInApp, photoJpeg } from './tablet';

type Headers = { authorization: string };

/** The save body of a loaded report: its tree, parties, place remarks and checked circumstances. */
const saveOf = (report: PostEditingReport, homes: ContentHome[] = report.answers): PostEditingSave => ({
  homes,
  parties: report.parties,
  place: { remarks: report.place?.remarks ?? null },
  circumstances: report.circumstances.filter((row) => row.checked).map((row) => row.key),
});

describe('post-editing and addenda (issue 9, docs/spec.md §7 "Post-editing")', () => {
  let ctx: TestContext;
  let user: Headers;
  let other: Headers;
  let admin: Headers;
  let reportId: number;
  let photo: Buffer;
  before(async () => {
    ctx = await startTestApp();
    [user, other, admin] = await Promise.all([ctx.auth('user'), ctx.auth('expiring'), ctx.auth('admin')]);
    reportId = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), reportId, { photos: 3 });
    await ctx.app.documents.idle();
    photo = await photoJpeg(800, 600, 7);
  });
  after(() => ctx.close());

  const load = async (id = reportId, headers = user) => {
    const response = await ctx.app.inject({ url: `/front/reports/${id}/post-editing`, headers });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as PostEditingReport;
  };
  const put = (body: unknown, headers = user, id = reportId) =>
    ctx.app.inject({ method: 'PUT', url: `/front/reports/${id}/addenda`, headers, payload: body as object });
  const detail = async () =>
    (await ctx.app.inject({ url: `/front/reports/${reportId}`, headers: user })).json() as ReportDetail;
  const upload = async (itemUuid: string, fields: Record<string, string> = {}, bytes = photo, headers = user) => {
    const form = await multipart(fields, { media: [bytes, 'image/jpeg', 'foto.jpg'] });
    return ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${reportId}/answers/${itemUuid}/media`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
  };
  const firstRooms = (report: PostEditingReport) => report.answers[0].floors!.flatMap((floor) => floor.rooms!);

  it('loads a finished report with everything marked edited; 401, 404 for another account, 409 before finishing', async () => {
    const report = await load();
    assert.equal(report.state, 'finished');
    assert.ok(report.answers.length >= 1);
    assert.ok(firstRooms(report).every((room) => room.is_edited));
    assert.equal(report.media.length, 3);
    const owner = report.media[0].owner_uuid;
    const entity = firstRooms(report)
      .flatMap((room) => room.entities!)
      .find((candidate) => candidate.uuid === owner);
    assert.ok(entity?.media?.includes(report.media[0].uuid), 'the photo is listed on its object');
    assert.match(report.media[0].url, /^\/files\/.+\?expires=\d+&signature=/, 'a signed URL');
    assert.equal((await ctx.app.inject({ url: report.media[0].url })).statusCode, 200, 'the photo is served');
    assert.ok(report.parties.some((party) => party.first_name === 'Lotte'));
    assert.ok(report.config && report.config.enter_text.length > 0);
    assert.ok(report.circumstances.length > 0);

    assert.equal((await ctx.app.inject({ url: `/front/reports/${reportId}/post-editing` })).statusCode, 401);
    const foreign = await ctx.app.inject({ url: `/front/reports/${reportId}/post-editing`, headers: other });
    assert.equal(foreign.statusCode, 404);
    assert.equal((await load(reportId, admin)).id, reportId, 'an admin may post-edit any report');
    const waiting = await reportInApp(ctx, 'user');
    const early = await ctx.app.inject({ url: `/front/reports/${waiting}/post-editing`, headers: user });
    assert.equal(early.statusCode, 409);
    assert.ok(early.json().message);
    assert.equal((await put(saveOf(report), user, waiting)).statusCode, 409);
  });

  it('refuses a bad save with {message, errors} and changes nothing', async () => {
    const report = await load();
    const missing = await put({ homes: report.answers });
    assert.equal(missing.statusCode, 422);
    assert.ok(missing.json().errors);
    const badUuid = structuredClone(report.answers);
    badUuid[0].floors![0].uuid = 'geen-uuid';
    assert.equal((await put(saveOf(report, badUuid))).statusCode, 422);
    const unknown = await put({ ...saveOf(report), circumstances: ['bestaat-niet'] });
    assert.equal(unknown.statusCode, 422);
    assert.ok(unknown.json().errors.circumstances);
    const noSigner = await put({ ...saveOf(report), parties: report.parties.slice(1) });
    assert.equal(noSigner.statusCode, 422);
    assert.ok(noSigner.json().errors.parties);
    assert.equal((await put(saveOf(report), other)).statusCode, 404);
    assert.deepEqual(
      withoutUrlSignatures((await load()).answers),
      withoutUrlSignatures(report.answers),
      'nothing changed',
    );
    assert.equal((await detail()).documents.length, 1, 'no new version');
  });

  it('saves a normal edit: renames a room, removes one with its photos, adds an object; a new PDF version, the old stays', async () => {
    const report = await load();
    const homes = structuredClone(report.answers);
    const floor = homes[0].floors!.find((candidate) => (candidate.rooms?.length ?? 0) >= 2)!;
    const [renamed, removed] = floor.rooms!;
    const removedMedia = report.media.filter((item) =>
      [removed.uuid, ...removed.entities!.map((entity) => entity.uuid)].includes(item.owner_uuid),
    );
    renamed.name = 'Leefruimte na nabewerking';
    floor.rooms = floor.rooms!.filter((room) => room !== removed);
    const added = uuid();
    renamed.entities!.push({
      uuid: added,
      name: 'Rookmelder',
      type: 'base',
      state: 'Nieuw',
      is_edited: true,
      questions: [{ uuid: uuid(), question: 'Werkt het toestel?', type: 'text', answers: ['Ja, getest'] }],
      observations: [{ uuid: uuid(), name: 'Vaststelling 1', type: 'Gebruikssporen', remarks: 'Lichte krassen' }],
    });
    const saved = await put(saveOf(report, homes));
    assert.equal(saved.statusCode, 200, saved.body);
    await ctx.app.documents.idle();

    const after = await load();
    const rooms = firstRooms(after);
    assert.ok(rooms.some((room) => room.name === 'Leefruimte na nabewerking'));
    assert.ok(!rooms.some((room) => room.uuid === removed.uuid), 'the removed room is gone');
    const object = rooms.flatMap((room) => room.entities!).find((entity) => entity.uuid === added)!;
    assert.deepEqual(object.questions![0].answers, ['Ja, getest']);
    assert.equal(object.observations![0].remarks, 'Lichte krassen');
    assert.equal(after.media.length, report.media.length - removedMedia.length, 'the photos of the room went along');

    const versions = (await detail()).documents.filter((row) => row.addendum_id === null);
    assert.deepEqual(
      versions.map((row) => [row.version, row.status]),
      [
        [2, 'ready'],
        [1, 'ready'],
      ],
    );
    assert.equal(versions[0].id, saved.json().document_id);
    assert.notEqual(versions[0].fingerprint, versions[1].fingerprint, 'changed facts change the fingerprint');
    const { hashed_id } = after;
    const newest = await pdfText((await documentPdf(ctx, hashed_id)).rawPayload);
    assert.ok(newest.text.includes('Leefruimte na nabewerking'));
    assert.ok(newest.text.includes('Rookmelder'));
    assert.match(newest.text, /Versie 2, gewijzigd op \d\d\/\d\d\/\d{4},? \d\d:\d\d door \S+/);
    assert.ok(newest.text.includes('Wijzigingen sinds de ondertekende versie'), 'the change page');
    assert.ok(newest.text.includes(removed.name), 'the change page names the removed room');
    const first = await pdfText((await documentPdf(ctx, hashed_id, 1)).rawPayload);
    assert.ok(!first.text.includes('Leefruimte na nabewerking'), 'version 1 is kept as it was');
  });

  it('holds uploaded images as drafts until one save names them: one save, one version (docs/product.md "Post-editing is a draft")', async () => {
    const report = await load();
    const versionsBefore = (await detail()).documents.filter((row) => row.addendum_id === null).length;
    const room = firstRooms(report).find((candidate) => candidate.entities!.some((entity) => entity.media?.length))!;
    const entity = room.entities!.find((candidate) => candidate.media?.length)!;
    const dropped = entity.media![0];
    const mediaUuid = uuid();
    const first = await upload(entity.uuid, { uuid: mediaUuid });
    assert.equal(first.statusCode, 201, first.body);
    const stored = first.json() as StoredMedia;
    assert.equal(stored.owner_uuid, entity.uuid);
    assert.match(stored.url, /^\/files\/media\//);
    assert.equal((await upload(entity.uuid, { uuid: mediaUuid })).json().id, stored.id, 'a retry stores nothing twice');
    const newObject = uuid();
    const forNew = await upload(newObject, { uuid: uuid() });
    assert.equal(forNew.statusCode, 201, 'an image of an object the save will create');
    const spare = (await upload(entity.uuid)).json() as StoredMedia;
    await ctx.app.documents.idle();
    assert.equal((await load()).media.length, report.media.length, 'drafts are not part of the record');
    assert.equal((await detail()).documents.filter((row) => row.addendum_id === null).length, versionsBefore);

    const remove = (fileId: number, item = entity.uuid, headers = user) =>
      ctx.app.inject({ method: 'DELETE', url: `/front/reports/${reportId}/answers/${item}/media/${fileId}`, headers });
    assert.equal((await remove(spare.id, entity.uuid, other)).statusCode, 404);
    assert.equal((await remove(spare.id, room.uuid)).statusCode, 404, 'not that item’s image');
    assert.equal((await remove(spare.id)).statusCode, 204, 'a draft can go');
    assert.ok(!fs.existsSync(path.join(ctx.config.dataDir, spare.url.split('?')[0])), 'the file is gone');
    const recordPhoto = report.media.find((item) => item.uuid === dropped)!;
    const refused = await remove(recordPhoto.id);
    assert.equal(refused.statusCode, 409, 'a photo of the finished record stays until a save leaves it out');
    assert.ok(refused.json().message);

    const homes = structuredClone(report.answers);
    const target = homes[0].floors!.flatMap((floor) => floor.rooms!).find((candidate) => candidate.uuid === room.uuid)!;
    const edited = target.entities!.find((candidate) => candidate.uuid === entity.uuid)!;
    edited.media = [...edited.media!.filter((item) => item !== dropped), mediaUuid];
    target.entities!.push({
      uuid: newObject,
      name: 'Brievenbus',
      type: 'base',
      state: 'Goed',
      media: [forNew.json().uuid],
      questions: [],
      observations: [],
    });
    const saved = await put(saveOf(report, homes));
    assert.equal(saved.statusCode, 200, saved.body);
    await ctx.app.documents.idle();
    const after = await load();
    const held = (owner: string) => after.media.filter((item) => item.owner_uuid === owner).map((item) => item.uuid);
    assert.deepEqual(held(entity.uuid).sort(), edited.media.sort(), 'the named draft joined, the left-out photo went');
    assert.deepEqual(held(newObject), [forNew.json().uuid]);
    const versions = (await detail()).documents.filter((row) => row.addendum_id === null);
    assert.equal(versions.length, versionsBefore + 1, 'one save, one version');
    assert.ok(versions.every((row) => row.status === 'ready'));

    assert.equal((await upload(entity.uuid, {}, photo, other)).statusCode, 404, 'another account');
    const bomb = await upload(entity.uuid, {}, pngBomb(20000, 20000));
    assert.equal(bomb.statusCode, 422);
    assert.ok(bomb.json().errors.media);
    const fieldsOnly = await multipart({ uuid: uuid() });
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${reportId}/answers/${entity.uuid}/media`,
      headers: { ...user, ...fieldsOnly.headers },
      payload: fieldsOnly.payload,
    });
    assert.equal(noFile.statusCode, 422);
    assert.ok(noFile.json().errors.media);
    const waiting = await reportInApp(ctx, 'user');
    const form = await multipart({}, { media: [photo, 'image/jpeg', 'foto.jpg'] });
    const unknownItem = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${waiting}/answers/${uuid()}/media`,
      headers: { ...user, ...form.headers },
      payload: form.payload,
    });
    assert.equal(unknownItem.statusCode, 404, 'an unknown item of a report that is not finished');
  });

  it('replaces the front picture of the place', async () => {
    const report = await load();
    const form = await multipart({}, { media: [photo, 'image/jpeg', 'gevel.jpg'] });
    const send = (placeId: number, headers = user) =>
      ctx.app.inject({
        method: 'POST',
        url: `/front/reports/${reportId}/place/${placeId}/media`,
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    assert.equal((await send(report.place!.id + 1000)).statusCode, 404);
    assert.equal((await send(report.place!.id, other)).statusCode, 404);
    const response = await send(report.place!.id);
    assert.equal(response.statusCode, 200, response.body);
    const pathOf = (url: string | null) => url?.split('?')[0];
    assert.equal(pathOf((await load()).place!.front_picture_url), pathOf(response.json().front_picture_url));
  });

  it('starts an addendum from the tree with nothing marked edited', async () => {
    const response = await ctx.app.inject({
      url: `/front/reports/${reportId}/addenda?keep_signatures=true`,
      headers: user,
    });
    assert.equal(response.statusCode, 200);
    const body = response.json() as AddendableHomes;
    assert.equal(body.keep_signatures, true);
    assert.ok(body.addendable_homes[0].floors!.every((floor) => floor.is_edited === false));
    assert.equal((await ctx.app.inject({ url: `/front/reports/${reportId}/addenda`, headers: other })).statusCode, 404);
  });

  it('makes an addendum with the signatures kept: finished at once, its PDF holds only the changed items', async () => {
    const report = await load();
    const homes = structuredClone(report.answers).map((home) => ({ ...home }));
    const start = (await ctx.app.inject({ url: `/front/reports/${reportId}/addenda`, headers: user })).json();
    const tree = start.addendable_homes as ContentHome[];
    const room = tree[0].floors!.flatMap((floor) => floor.rooms!)[0];
    const object = room.entities![0];
    object.remarks = 'Barst na ondertekening vastgesteld';
    object.is_edited = true;
    room.is_edited = true;
    const keptPhotos = object.media ?? [];
    const post = (keep: boolean, body: PostEditingSave, headers = user) =>
      ctx.app.inject({
        method: 'POST',
        url: `/front/reports/${reportId}/addenda?keep_signatures=${keep}`,
        headers,
        payload: body,
      });
    const none = await post(
      true,
      saveOf(
        report,
        homes.map((home) => ({ ...home, is_edited: false, floors: [], entities: [] })),
      ),
    );
    assert.equal(none.statusCode, 422, 'nothing marked edited');
    assert.equal((await post(true, saveOf(report, tree), other)).statusCode, 404);

    const created = await post(true, saveOf(report, tree));
    assert.equal(created.statusCode, 201, created.body);
    const addendum = created.json() as AddendumCreated;
    assert.equal(addendum.state, 'finished');
    assert.ok(addendum.uuids[object.uuid] && addendum.uuids[object.uuid] !== object.uuid);
    await ctx.app.documents.idle();

    const row = (await detail()).addenda.find((candidate) => candidate.id === addendum.id)!;
    assert.equal(row.state, 'finished');
    const version = (await detail()).documents.find((candidate) => candidate.addendum_id === addendum.id)!;
    assert.equal(version.status, 'ready');
    const pdf = await pdfText((await documentPdf(ctx, row.hashed_id)).rawPayload);
    assert.ok(pdf.text.includes('Barst na ondertekening vastgesteld'));
    assert.ok(pdf.text.includes(room.name));
    const untouched = tree[0].floors!.flatMap((floor) => floor.rooms!).slice(1);
    for (const other of untouched)
      assert.ok(!pdf.text.includes(other.name), `the untouched room ${other.name} is not in the addendum`);
    assert.ok(pdf.text.includes('Lotte Peeters'), 'the kept signatures are printed');
    const copies = await ctx.db
      .selectFrom('media')
      .select('uuid')
      .where('owner_uuid', '=', addendum.uuids[object.uuid])
      .execute();
    assert.equal(copies.length, keptPhotos.length, 'the kept photos go along');
    assert.ok(
      !(await load()).answers.some((home) => home.uuid === addendum.uuids[tree[0].uuid]),
      'the report keeps its own tree',
    );
  });

  it('makes an addendum to be signed in the app ("Neen"): it waits in the app', async () => {
    const report = await load();
    const tree = structuredClone(report.answers);
    const room = tree[0].floors![0].rooms![0];
    room.name = 'Hal (addendum)';
    room.is_edited = true;
    const created = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${reportId}/addenda?keep_signatures=false`,
      headers: user,
      payload: saveOf(report, tree),
    });
    assert.equal(created.statusCode, 201, created.body);
    const addendum = created.json() as AddendumCreated;
    assert.equal(addendum.state, 'app');
    assert.equal((await detail()).addenda.find((row) => row.id === addendum.id)!.state, 'app');
    const waiting = (await ctx.app.inject({ url: '/app/reports', headers: user })).json() as {
      kind: string;
      id: number;
    }[];
    assert.ok(waiting.some((item) => item.kind === 'addendum' && item.id === addendum.id));
    const photoOfNewRoom = await upload(addendum.uuids[room.uuid]);
    assert.equal(photoOfNewRoom.statusCode, 201, 'a photo for the addendum’s own item');
  });

  it('lists template rooms with their objects and object types with their questions', async () => {
    const rooms = (
      await ctx.app.inject({ url: '/front/rooms/all?include_entities=1', headers: user })
    ).json() as TemplateRoom[];
    assert.ok(rooms.length > 0);
    assert.ok(rooms.some((room) => room.entities.length > 0));
    const entities = (await ctx.app.inject({ url: '/front/entities/all', headers: user })).json() as TemplateEntity[];
    assert.ok(entities.some((entity) => entity.questions.length > 0));
    assert.deepEqual(
      entities.map((entity) => entity.name),
      [...entities.map((entity) => entity.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
    );
    assert.equal((await ctx.app.inject({ url: '/front/entities/all' })).statusCode, 401);
  });

  it('copies the photos into a follow-up', async () => {
    const before = await load();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${reportId}/follow_up`,
      headers: user,
      payload: { type: 'exit' },
    });
    assert.equal(response.statusCode, 201, response.body);
    const copyId = response.json().id as number;
    const copied = await ctx.db
      .selectFrom('media')
      .select(['uuid', 'owner_uuid', 'path', 'source_uuid'])
      .where('report_id', '=', copyId)
      .execute();
    assert.equal(copied.length, before.media.length);
    assert.deepEqual(
      copied.map((row) => row.source_uuid).sort(),
      before.media.map((item) => item.uuid).sort(),
      'each copy names the photo it was copied from',
    );
    assert.ok(
      copied.every((row) => !before.media.some((item) => item.uuid === row.uuid)),
      'new media uuids',
    );
    assert.ok(
      copied.every((row) => !before.media.some((item) => item.owner_uuid === row.owner_uuid)),
      'owned by the copies',
    );
    assert.ok(copied.every((row) => fs.existsSync(path.join(ctx.config.dataDir, row.path))));
  });
});
