/**
 * Entry against exit (issue 24, docs/product.md "Entry against exit"): an entry report completed
 * in the app, its exit follow-up completed in the app with one object worse, one with a new
 * observation, one removed, a room added, a meter read again and a photo taken; the comparison
 * pairs every item by the uuid it was copied from.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { v7 as uuid } from 'uuid';
import type { Comparison, ContentEntity, ContentTree } from 'shared-api/contract';
import { exitFollowUp, injectSend, reportInApp, startTestApp, type TestContext } from './helpers';
import { completeInApp } from './tablet';

type Headers = { authorization: string };

describe('entry against exit (issue 24)', () => {
  let ctx: TestContext;
  let user: Headers;
  let entryId: number;
  let exitId: number;
  let comparison: Comparison;
  const touched = { worse: '', observed: '', removed: [] as string[], room: '', meter: '', question: '' };
  const compare = (id: number, headers?: Headers) =>
    ctx.app.inject({ url: `/front/reports/${id}/comparison`, headers: { ...headers, 'accept-language': 'en' } });

  /** The exit's findings: see the file's comment. Records the names it touched in `names`. */
  const exitEdits = (content: ContentTree) => {
    const main = content.homes.find((home) => home.type === 'main')!;
    const rooms = main.floors!.flatMap((floor) => floor.rooms ?? []).filter((room) => room.entities?.length);
    const [first, second] = rooms;
    const [worse, observed] = first.entities!;
    worse.state = 'Te Vervangen';
    touched.worse = worse.uuid;
    observed.observations = [
      ...(observed.observations ?? []),
      { uuid: uuid(), name: 'Vaststelling bij uittrede', type: 'Barst', remarks: 'Nieuwe barst', media: [] },
    ];
    touched.observed = observed.uuid;
    touched.removed = [
      main.name,
      main.floors!.find((floor) => floor.rooms!.includes(second))!.name,
      second.name,
      second.entities!.pop()!.name,
    ];
    touched.room = uuid();
    main.floors![0].rooms!.push({ uuid: touched.room, name: 'Nieuwe berging', entities: [] });
    const meter = [...(main.entities ?? []), ...rooms.flatMap((room) => room.entities!)].find(
      (entity: ContentEntity) =>
        entity.type === 'meter' && entity.questions?.some((question) => typeof question.answers[0] === 'number'),
    )!;
    const reading = meter.questions!.find((question) => typeof question.answers[0] === 'number')!;
    reading.answers = [(reading.answers[0] as number) + 123];
    touched.meter = meter.uuid;
    touched.question = reading.question;
  };

  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    entryId = await reportInApp(ctx, 'user');
    await completeInApp(injectSend(ctx.app, user), entryId, { photos: 2 });
    exitId = await exitFollowUp(ctx, 'user', entryId);
    const unfinished = await compare(exitId, user);
    assert.equal(unfinished.statusCode, 409);
    assert.equal(unfinished.json().message, 'The comparison is made once this report is finished.');
    await completeInApp(injectSend(ctx.app, user), exitId, { photos: 1, edit: exitEdits });
    const answer = await compare(exitId, user);
    assert.equal(answer.statusCode, 200, answer.body);
    comparison = answer.json();
  });
  after(() => ctx.close());

  const item = (uuid: string) => comparison.items.find((candidate) => candidate.uuid === uuid)!;

  it('names both reports', () => {
    assert.equal(comparison.entry.id, entryId);
    assert.equal(comparison.exit.id, exitId);
    assert.ok(comparison.entry.finished_at! <= comparison.exit.finished_at!);
    assert.notEqual(comparison.entry.reference, comparison.exit.reference);
  });

  it('marks a worse state and a new observation as new damage', () => {
    const worse = item(touched.worse);
    assert.equal(worse.exit!.state, 'Te Vervangen');
    assert.notEqual(worse.entry!.state, 'Te Vervangen');
    assert.deepEqual([worse.changed, worse.new_damage], [true, true]);
    const observed = item(touched.observed);
    assert.ok(observed.exit!.observations.some((observation) => observation.remarks === 'Nieuwe barst'));
    assert.deepEqual([observed.changed, observed.new_damage], [true, true]);
  });

  it('shows removed and added items with the missing side null', () => {
    const gone = comparison.items.filter((candidate) => candidate.exit === null);
    assert.equal(gone.length, 1, 'one item removed');
    const [removed] = gone;
    assert.deepEqual(removed.path, touched.removed);
    assert.ok(removed.entry);
    assert.deepEqual([removed.changed, removed.new_damage], [true, false]);
    const added = item(touched.room);
    assert.deepEqual([added.kind, added.entry, added.changed], ['room', null, true]);
  });

  it('gives a meter its consumption, exit minus entry', () => {
    const meter = item(touched.meter);
    assert.equal(meter.kind, 'meter');
    assert.deepEqual(
      meter.consumption!.find((row) => row.question === touched.question),
      { question: touched.question, value: 123 },
    );
  });

  it('shows the photo taken at exit, not the photos carried over, by signed URLs', async () => {
    const withExitPhotos = comparison.items.filter((item) => item.exit?.media.length);
    assert.equal(withExitPhotos.length, 1, 'one photo was taken at exit');
    assert.equal(withExitPhotos[0].changed, true);
    const entryPhotos = comparison.items.flatMap((item) => item.entry?.media ?? []);
    assert.equal(entryPhotos.length, 2);
    for (const url of [...entryPhotos, withExitPhotos[0].exit!.media[0]]) {
      assert.equal((await ctx.app.inject({ url })).statusCode, 200, url);
    }
  });

  it('leaves everything else unchanged, paired one to one', () => {
    const edited = new Set([touched.worse, touched.observed, touched.meter, touched.room]);
    const untouched = comparison.items.filter(
      (candidate) => candidate.exit && !edited.has(candidate.uuid) && !candidate.exit.media.length,
    );
    assert.ok(untouched.length > 5);
    for (const candidate of untouched) {
      const where = candidate.path.join(' / ');
      assert.deepEqual([candidate.changed, candidate.new_damage], [false, false], where);
      assert.deepEqual({ ...candidate.exit, media: [] }, { ...candidate.entry, media: [] }, where);
    }
    assert.equal(new Set(comparison.items.map((item) => item.uuid)).size, comparison.items.length);
  });

  it('saves damage lines on compared items and answers their settlement (issue 24)', async () => {
    const url = `/front/reports/${exitId}/damages`;
    const put = (payload: object) => ctx.app.inject({ method: 'PUT', url, headers: user, payload });
    const lines = [
      {
        item_uuid: touched.worse,
        description: 'Deur te vervangen',
        liability: 'tenant',
        labour_cents: 40_000,
        material_cents: 60_000,
        vat_rate: 6,
        age_years: 5,
        lifetime_years: 10,
      },
      {
        item_uuid: touched.observed,
        description: 'Barst',
        liability: 'wear',
        labour_cents: 10_000,
        material_cents: 0,
        vat_rate: 21,
      },
    ];
    const saved = await put({ deposit_cents: 80_000, lines });
    assert.equal(saved.statusCode, 200, saved.body);
    const settlement = (await ctx.app.inject({ url: `/front/reports/${exitId}/settlement`, headers: user })).json();
    assert.deepEqual(settlement, saved.json(), 'the settlement reads back as saved');
    assert.deepEqual(settlement.totals, { tenant: 106_000, landlord: 0, wear: 12_100, force_majeure: 0 });
    assert.deepEqual(
      [settlement.tenant_cents, settlement.landlord_cents, settlement.to_landlord_cents, settlement.to_tenant_cents],
      [53_000, 53_000 + 12_100, 53_000, 27_000],
    );
    assert.equal(settlement.lines[0].wear_factor, 0.5);

    const refused = await put({
      deposit_cents: -5,
      lines: [{ ...lines[0], item_uuid: uuid(), vat_rate: 7, labour_cents: -1, lifetime_years: 0 }],
    });
    assert.equal(refused.statusCode, 422);
    assert.deepEqual(Object.keys(refused.json().errors).sort(), [
      'deposit_cents',
      'lines.0.item_uuid',
      'lines.0.labour_cents',
      'lines.0.lifetime_years',
      'lines.0.vat_rate',
    ]);
    const kept = (await ctx.app.inject({ url: `/front/reports/${exitId}/settlement`, headers: user })).json();
    assert.deepEqual(kept, settlement, 'a refused save changes nothing');
    assert.equal(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/front/reports/${entryId}/damages`,
          headers: user,
          payload: { deposit_cents: 0, lines: [] },
        })
      ).statusCode,
      409,
    );
    assert.equal(
      (await ctx.app.inject({ url: `/front/reports/${exitId}/settlement`, headers: await ctx.auth('expiring') }))
        .statusCode,
      404,
    );
  });

  it('answers the owner and an admin; 401 signed out, 404 another account, 409 for other reports', async () => {
    assert.equal((await compare(exitId, await ctx.auth('admin'))).statusCode, 200);
    assert.equal((await compare(exitId)).statusCode, 401);
    assert.equal((await compare(exitId, await ctx.auth('expiring'))).statusCode, 404);
    const entry = await compare(entryId, user);
    assert.equal(entry.statusCode, 409);
    assert.match(entry.json().message, /entry report is what an exit report is compared with/);
    const plainExit = await reportInApp(ctx, 'user', { type: 'exit' });
    const notCopied = await compare(plainExit, user);
    assert.equal(notCopied.statusCode, 409);
    assert.match(notCopied.json().message, /made as a copy/);
  });

  it('answers a kept comparison only while both reports are as it read them (docs/product.md "Comparison answers")', async () => {
    const first = await compare(exitId, user);
    const again = await compare(exitId, user);
    assert.equal(again.body, first.body, 'the same state and signing window give the same answer');
    assert.match(again.headers['content-type'] as string, /^application\/json/);

    await ctx.app.documents.idle();
    const loaded = (await ctx.app.inject({ url: `/front/reports/${exitId}/post-editing`, headers: user })).json();
    const homes = structuredClone(loaded.answers) as ContentTree['homes'];
    const object = homes
      .flatMap((home) =>
        (home.floors ?? []).flatMap((floor) => (floor.rooms ?? []).flatMap((room) => room.entities ?? [])),
      )
      .find((entity) => entity.uuid === touched.worse)!;
    object.remarks = 'Nagekeken na de uittrede';
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/front/reports/${exitId}/addenda`,
      headers: user,
      payload: {
        homes,
        parties: loaded.parties,
        place: { remarks: loaded.place?.remarks ?? null },
        circumstances: loaded.circumstances
          .filter((row: { checked: boolean }) => row.checked)
          .map((row: { key: string }) => row.key),
      },
    });
    assert.equal(saved.statusCode, 200, saved.body);
    await ctx.app.documents.idle();
    const edited = (await compare(exitId, user)).json() as Comparison;
    const worse = edited.items.find((candidate) => candidate.uuid === touched.worse)!;
    assert.equal(worse.exit!.remarks, 'Nagekeken na de uittrede', 'a post-edit shows at once');
  });
});
