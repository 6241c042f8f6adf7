/**
 * One device at a time (issue 41, docs/product.md "One device at a time"): starting or writing
 * claims a document for the caller's `X-Device-Id` (none: the device `tablet`); another device's
 * writes get 409 on `device` and change nothing until it takes the document over; the list says
 * which device holds it and when the app last synced, in the app and in the back-office.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { v7 as uuid } from 'uuid';
import type { AppReport, AppWaitingItem, AuditEvent, ContentTree, Report } from 'shared-api/contract';
import { loadContentTree } from '../src/modules/content/read';
import { injectSend, reportInApp, startTestApp, type TestContext } from './helpers';
import { completeInApp, mediaUpload, photoJpeg, sha256 } from './tablet';

const PHONE = '0190d6c2-7b3a-7cc1-9e1f-phone0000001';
const LAPTOP = '0190d6c2-7b3a-7cc1-9e1f-laptop000002';

describe('one device at a time (issue 41)', () => {
  let ctx: TestContext;
  let user: Record<string, string>;
  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
  });
  after(() => ctx.close());

  /** A call of `device` (null: no header), with extra headers. */
  const call = (
    device: string | null,
    method: string,
    url: string,
    payload?: unknown,
    extra: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      headers: { ...user, ...(device === null ? {} : { 'x-device-id': device }), ...extra },
      payload: payload as object,
    });
  const listed = async (device: string | null, kind: 'report' | 'addendum', id: number) => {
    const response = await call(device, 'GET', '/app/reports');
    assert.equal(response.statusCode, 200, response.body);
    return (response.json() as AppWaitingItem[]).find((row) => row.kind === kind && row.id === id)!;
  };
  const photoUpload = async (owner: string) => {
    const photo = await photoJpeg(64, 48);
    const media = uuid();
    const { payload, contentType } = await mediaUpload(
      { uuid: media, owner_uuid: owner, owner_kind: 'entity', sha256: sha256(photo) },
      photo,
    );
    return { media, payload, headers: { 'content-type': contentType } };
  };
  const assertOtherDevice = (response: Awaited<ReturnType<typeof call>>, what: string) => {
    assert.equal(response.statusCode, 409, `${what}: ${response.body}`);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    assert.match(body.message, /ander toestel sinds \d\d\/\d\d\/\d{4} \d\d:\d\d\.$/, what);
    assert.deepEqual(body.errors, { device: [body.message] }, what);
  };
  /** The download's content with one room's remarks set to `remarks`. */
  const editedContent = (report: AppReport, remarks: string) => {
    const content: ContentTree = structuredClone(report.content);
    const room = content.homes[0].floors!.flatMap((floor) => floor.rooms ?? [])[0];
    room.remarks = remarks;
    return { content, room: room.uuid, entity: room.entities![0].uuid };
  };
  const roomRemarks = async (id: number, room: string) =>
    (await loadContentTree(ctx.db, id, null)).rooms.find((row) => row.uuid === room)?.remarks;

  it('claims on start, refuses another device with 409 and applies nothing of it; a take-over moves the claim', async () => {
    const id = await reportInApp(ctx, 'user');
    const waiting = await listed(PHONE, 'report', id);
    assert.equal(waiting.device, null, 'nobody holds a report that nobody started');
    assert.equal(waiting.last_synced_at, null);

    const start = await call(PHONE, 'POST', `/app/reports/${id}/start`);
    assert.deepEqual(start.json(), { state: 'ongoing' });
    assert.equal((await call(PHONE, 'POST', `/app/reports/${id}/start`)).statusCode, 200, 'the same device again');
    const phoneView = (await listed(PHONE, 'report', id)).device;
    assert.equal(phoneView?.this_device, true);
    assert.ok(Math.abs(phoneView!.claimed_at - Date.now() / 1000) < 60);
    assert.deepEqual((await listed(LAPTOP, 'report', id)).device, { ...phoneView, this_device: false });

    // the laptop may read, not write
    const download = await call(LAPTOP, 'GET', `/app/reports/${id}`);
    assert.equal(download.statusCode, 200);
    const report = download.json() as AppReport;
    assert.equal(report.item.device?.this_device, false);
    const laptop = editedContent(report, 'Door de laptop');
    const before = await loadContentTree(ctx.db, id, null);
    assertOtherDevice(await call(LAPTOP, 'POST', `/app/reports/${id}/start`), 'start');
    assertOtherDevice(await call(LAPTOP, 'PUT', `/app/reports/${id}/content`, laptop.content), 'content');
    const upload = await photoUpload(laptop.entity);
    assertOtherDevice(await call(LAPTOP, 'POST', `/app/reports/${id}/media`, upload.payload, upload.headers), 'media');
    assertOtherDevice(
      await call(LAPTOP, 'POST', `/app/reports/${id}/finish`, {
        signed_place: 'Gent',
        signed_at: 1_760_000_000,
        signatures: [],
      }),
      'finish',
    );
    assert.deepEqual(await loadContentTree(ctx.db, id, null), before, 'nothing of the laptop was applied');
    assert.equal(
      await ctx.db.selectFrom('media').select('id').where('uuid', '=', upload.media).executeTakeFirst(),
      undefined,
    );
    assert.equal((await listed(PHONE, 'report', id)).last_synced_at, null, 'a refused write is no sync');
    const french = await call(LAPTOP, 'PUT', `/app/reports/${id}/content`, laptop.content, {
      'accept-language': 'fr',
    });
    assert.equal(french.statusCode, 409);
    assert.match(french.json().message, /autre appareil depuis le \d\d\/\d\d\/\d{4} à \d\d:\d\d\.$/);

    // the phone's upload is accepted and dated, in the app and in the back-office
    const phone = editedContent(report, 'Door de gsm');
    assert.equal((await call(PHONE, 'PUT', `/app/reports/${id}/content`, phone.content)).statusCode, 204);
    assert.equal(await roomRemarks(id, phone.room), 'Door de gsm');
    const synced = (await listed(PHONE, 'report', id)).last_synced_at;
    assert.ok(synced !== null && Math.abs(synced - Date.now() / 1000) < 60);
    const front = await ctx.app.inject({ url: '/front/reports/?order=id&order_type=desc', headers: user });
    const row = (front.json().data as Report[]).find((candidate) => candidate.id === id);
    assert.equal(row?.last_synced_at, synced, 'the back-office list shows the last sync');
    const detail = await ctx.app.inject({ url: `/front/reports/${id}`, headers: user });
    assert.equal((detail.json() as Report).last_synced_at, synced);

    // the laptop takes it over: now it writes and the phone is refused
    const takeOver = await call(LAPTOP, 'POST', `/app/reports/${id}/take-over`);
    assert.equal(takeOver.statusCode, 200, takeOver.body);
    const { claimed_at } = takeOver.json() as { claimed_at: number };
    assert.ok(claimed_at >= phoneView!.claimed_at);
    assert.deepEqual((await listed(LAPTOP, 'report', id)).device, { claimed_at, this_device: true });
    assert.deepEqual((await listed(PHONE, 'report', id)).device, { claimed_at, this_device: false });
    assert.equal((await call(LAPTOP, 'PUT', `/app/reports/${id}/content`, laptop.content)).statusCode, 204);
    assert.equal(await roomRemarks(id, laptop.room), 'Door de laptop');
    assertOtherDevice(await call(PHONE, 'PUT', `/app/reports/${id}/content`, phone.content), 'content after take-over');
    const late = await photoUpload(phone.entity);
    assertOtherDevice(
      await call(PHONE, 'POST', `/app/reports/${id}/media`, late.payload, late.headers),
      'media after take-over',
    );
    assert.equal(await roomRemarks(id, laptop.room), 'Door de laptop', 'the phone overwrote nothing');
    const events = (
      await ctx.app.inject({ url: `/front/reports/${id}/audit-events`, headers: user })
    ).json() as AuditEvent[];
    assert.equal(events.filter((event) => event.kind === 'device.taken_over').length, 1);

    // the laptop finishes through the whole sync flow; a take-over of a finished report is a 409
    const send = injectSend(ctx.app, { ...user, 'x-device-id': LAPTOP });
    await completeInApp(send, id, { photos: 1 });
    assert.equal((await call(PHONE, 'POST', `/app/reports/${id}/take-over`)).statusCode, 409);
  });

  it('claims on the first write of an unclaimed document, for an addendum as for a report', async () => {
    const reportId = await reportInApp(ctx, 'user');
    const { id } = await ctx.db
      .insertInto('addenda')
      .values({ hashed_id: `device-claim-${reportId}`, report_id: reportId, type: 'enter', state: 'app' })
      .returning('id')
      .executeTakeFirstOrThrow();
    assert.equal((await listed(LAPTOP, 'addendum', id)).device, null);
    assert.equal((await call(LAPTOP, 'PUT', `/app/addenda/${id}/content`, { homes: [] })).statusCode, 204);
    const claimed = await listed(LAPTOP, 'addendum', id);
    assert.equal(claimed.device?.this_device, true, 'the upload claimed the addendum');
    assert.notEqual(claimed.last_synced_at, null);
    assert.equal((await listed(LAPTOP, 'report', reportId)).device, null, 'its report stays unclaimed');
    assertOtherDevice(await call(PHONE, 'POST', `/app/addenda/${id}/start`), 'addendum start');
    assert.equal((await call(PHONE, 'POST', `/app/addenda/${id}/take-over`)).statusCode, 200);
    assert.equal((await call(PHONE, 'POST', `/app/addenda/${id}/start`)).statusCode, 200);
    assert.equal((await listed(LAPTOP, 'addendum', id)).device?.this_device, false);
  });

  it('counts a call without the header as the device tablet, and refuses a malformed device id', async () => {
    const id = await reportInApp(ctx, 'user');
    assert.equal((await call(null, 'POST', `/app/reports/${id}/start`)).statusCode, 200);
    assert.equal((await listed(null, 'report', id)).device?.this_device, true);
    assert.equal((await listed(PHONE, 'report', id)).device?.this_device, false);
    assertOtherDevice(await call(PHONE, 'PUT', `/app/reports/${id}/content`, { homes: [] }), 'phone after the tablet');
    assert.equal((await call(PHONE, 'POST', `/app/reports/${id}/take-over`)).statusCode, 200);
    assertOtherDevice(await call(null, 'PUT', `/app/reports/${id}/content`, { homes: [] }), 'tablet after take-over');

    for (const device of ['tablet', 'short', 'x'.repeat(65), 'has spaces in it', 'semi;colon-device'])
      for (const [method, url] of [
        ['GET', '/app/reports'],
        ['GET', `/app/reports/${id}`],
        ['POST', `/app/reports/${id}/take-over`],
      ] as const) {
        const response = await call(device, method, url);
        assert.equal(response.statusCode, 400, `${device} ${method} ${url}`);
        assert.ok(response.json().errors.device?.length, `${device} ${method} ${url}: errors.device`);
      }
    assert.equal((await listed(PHONE, 'report', id)).device?.this_device, true, 'a refused take-over took nothing');
  });
});
