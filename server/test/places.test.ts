/**
 * Places (issue 43, docs/product.md "Forms and lists", "Merging places"): a regular user picks one
 * of their own addresses in the report form (`GET /front/places/own`: one per address, newest
 * first, searched by words, never another account's), an admin deletes a place no report uses,
 * and an admin merges a duplicate place into the place to keep: its reports move in one go, the
 * duplicate goes, the trail records it, and no stored PDF changes.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import type { AppReport, AuditTrailEvent, Place, PlaceMergeOptions, ReportDetail } from 'shared-api/contract';
import {
  account,
  documentPdf,
  injectSend,
  multipart,
  pdfText,
  reportBody,
  reportInApp,
  setPoolCredits,
  startTestApp,
  type TestContext,
} from './helpers';
import { completeInApp, photoJpeg } from './tablet';

type Headers = Record<string, string>;

describe('places: one’s own addresses and deleting an unused place (issue 43)', () => {
  let ctx: TestContext;
  let user: Headers;
  let other: Headers;
  let admin: Headers;
  const address = (street: string, number: string) => ({
    street,
    street_number: number,
    zipcode: '9000',
    city: 'Gent',
    country: 'BE',
  });
  const create = async (headers: Headers, key: 'user' | 'expiring', street: string, number: string) => {
    const body = await reportBody(ctx, key, { ready_for_app: false, place: { address: address(street, number) } });
    const response = await ctx.app.inject({ method: 'POST', url: '/front/reports/', headers, payload: body });
    assert.equal(response.statusCode, 201, response.body);
  };
  const own = async (headers: Headers, query = '') =>
    (
      await ctx.app.inject({ url: `/front/places/own${query ? `?query=${encodeURIComponent(query)}` : ''}`, headers })
    ).json() as { data: Place[] };

  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    other = await ctx.auth('expiring');
    admin = await ctx.auth('admin');
    await create(user, 'user', 'Sint-Pietersnieuwstraat', '48');
    await create(user, 'user', 'Sint-Pietersnieuwstraat', '48');
    await create(user, 'user', 'Overpoortstraat', '3');
    await create(other, 'expiring', 'Veldstraat', '1');
  });
  after(() => ctx.close());

  it('offers a user their own addresses, each once, newest first, searched by words', async () => {
    const { data } = await own(user);
    const streets = data.map((place) => `${place.address?.street} ${place.address?.street_number}`);
    assert.deepEqual(streets.slice(0, 2), ['Overpoortstraat 3', 'Sint-Pietersnieuwstraat 48']);
    assert.equal(streets.filter((street) => street === 'Sint-Pietersnieuwstraat 48').length, 1, 'one per address');
    assert.ok(!streets.includes('Veldstraat 1'), 'never another account’s');
    const found = await own(user, 'Sint-Pieters 48');
    assert.deepEqual(
      found.data.map((place) => place.address?.street),
      ['Sint-Pietersnieuwstraat'],
    );
    assert.equal((await own(other)).data.length >= 1, true);
    assert.ok((await own(other)).data.every((place) => place.address?.street !== 'Overpoortstraat'));
    assert.equal((await ctx.app.inject({ url: '/front/places/own' })).statusCode, 401);
  });

  it('lets an admin delete a place no report uses, and refuses one a report uses', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: '/front/places',
      headers: admin,
      payload: { name: 'Dubbel', address: address('Kouter', '7') },
    });
    assert.equal(made.statusCode, 201, made.body);
    const { id } = made.json() as { id: number };
    const used = (await own(user, 'Overpoort')).data[0].id;
    const refused = await ctx.app.inject({ method: 'DELETE', url: `/front/places/${used}`, headers: admin });
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /Een plaatsbeschrijving gebruikt deze plaats/);
    assert.equal(
      (await ctx.app.inject({ method: 'DELETE', url: `/front/places/${id}`, headers: user })).statusCode,
      403,
    );
    const deleted = await ctx.app.inject({ method: 'DELETE', url: `/front/places/${id}`, headers: admin });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await ctx.app.inject({ url: `/front/places/${id}`, headers: admin })).statusCode, 404);
    assert.equal(
      (await ctx.app.inject({ method: 'DELETE', url: `/front/places/${id}`, headers: admin })).statusCode,
      404,
    );
  });
});

describe('places: an admin merges a duplicate into the place to keep (issue 43)', () => {
  let ctx: TestContext;
  let user: Headers;
  let other: Headers;
  let admin: Headers;
  const address = (street: string, number: string) => ({
    street,
    street_number: number,
    zipcode: '9000',
    city: 'Gent',
    country: 'BE',
  });
  const headersOf = (key: 'user' | 'expiring') => (key === 'user' ? user : other);
  /** A new report of `key` at `street number` (with a place of its own), as its detail answers it. */
  const report = async (key: 'user' | 'expiring', street: string, number: string, readyForApp = false) => {
    const id = await reportInApp(ctx, key, { ready_for_app: readyForApp, place: { address: address(street, number) } });
    return detailOf(key, id);
  };
  const detailOf = async (key: 'user' | 'expiring', id: number) => {
    const detail = (await ctx.app.inject({ url: `/front/reports/${id}`, headers: headersOf(key) })).json();
    return detail as ReportDetail & { place_id: number };
  };
  const options = async (id: number, query = '') => {
    const response = await ctx.app.inject({
      url: `/front/places/${id}/merge${query ? `?query=${encodeURIComponent(query)}` : ''}`,
      headers: admin,
    });
    assert.equal(response.statusCode, 200, response.body);
    return response.json() as PlaceMergeOptions;
  };
  const merge = (id: number, payload: object, headers: Headers = admin, language = 'nl') =>
    ctx.app.inject({
      method: 'POST',
      url: `/front/places/${id}/merge`,
      headers: { ...headers, 'accept-language': language },
      payload,
    });

  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    other = await ctx.auth('expiring');
    admin = await ctx.auth('admin');
    // the credits are the accounts' organisations' (issue 44)
    for (const key of ['user', 'expiring'] as const) await setPoolCredits(ctx.db, account(key).email, 1000);
  });
  after(() => ctx.close());

  it('moves every report of the duplicate to the kept place in one go, deletes the duplicate and records it', async () => {
    const kept = await report('user', 'Hoogpoort', '12');
    const duplicate = await report('user', 'Hoogpoort', '12');
    const typo = await report('user', 'Hoogpoortt', '12');
    const elsewhere = await report('expiring', 'Hoogpoort', '12');

    const offered = await options(typo.place_id);
    assert.equal(offered.reports, 1, 'the reports a merge moves');
    const ids = offered.candidates.map((place) => place.id);
    assert.deepEqual(ids.slice(0, 2).sort(), [kept.place_id, duplicate.place_id].sort(), 'the most alike first');
    assert.ok(!ids.includes(typo.place_id), 'never itself');
    assert.ok(!ids.includes(elsewhere.place_id), 'never another account’s place');
    assert.ok(ids.length <= 20);
    assert.equal(offered.candidates.find((place) => place.id === kept.place_id)?.reports, 1, 'with their reports');
    assert.deepEqual(
      (await options(typo.place_id, 'Hoogpoort 12')).candidates.map((place) => place.id).sort(),
      [kept.place_id, duplicate.place_id].sort(),
      'searched by words',
    );

    const first = await merge(typo.place_id, { into: duplicate.place_id });
    assert.equal(first.statusCode, 200, first.body);
    assert.deepEqual(first.json(), {
      message: 'Plaatsen samengevoegd. Verplaatste plaatsbeschrijvingen: 1.',
      reports_moved: 1,
    });
    assert.equal((await options(duplicate.place_id)).reports, 2);
    const second = await merge(duplicate.place_id, { into: kept.place_id }, admin, 'fr');
    assert.equal(second.statusCode, 200, second.body);
    assert.deepEqual(second.json(), { message: 'Lieux fusionnés. États des lieux déplacés : 2.', reports_moved: 2 });

    for (const gone of [typo.place_id, duplicate.place_id])
      assert.equal((await ctx.app.inject({ url: `/front/places/${gone}`, headers: admin })).statusCode, 404);
    for (const moved of [kept, duplicate, typo]) {
      const detail = await detailOf('user', moved.id);
      assert.equal(detail.place_id, kept.place_id, `report ${moved.id} is at the kept place`);
      assert.equal(`${detail.place?.address?.street} ${detail.place?.address?.street_number}`, 'Hoogpoort 12');
    }
    assert.equal((await detailOf('expiring', elsewhere.id)).place_id, elsewhere.place_id, 'another account’s stays');
    const search = async (query: string) =>
      (await ctx.app.inject({ url: `/front/reports/?query=${encodeURIComponent(query)}`, headers: user })).json() as {
        data: { id: number }[];
      };
    assert.deepEqual((await search('Hoogpoortt')).data, [], 'the list no longer finds the duplicate’s spelling');
    assert.deepEqual(
      (await search('Hoogpoort 12')).data.map((row) => row.id).sort(),
      [kept.id, duplicate.id, typo.id].sort(),
    );

    const trail = await ctx.app.inject({ url: '/front/audit?kind=place.merged', headers: admin });
    assert.equal(trail.statusCode, 200, trail.body);
    const [last, earlier] = (trail.json() as { data: AuditTrailEvent[] }).data;
    assert.equal(last.actor_name, `${account('admin').first_name} ${account('admin').last_name}`);
    assert.equal(last.subject, 'Hoogpoort 12, Gent');
    assert.deepEqual(last.detail, {
      from: duplicate.place_id,
      from_name: 'Hoogpoort 12, Gent',
      into: kept.place_id,
      into_name: 'Hoogpoort 12, Gent',
      reports_moved: 2,
    });
    assert.deepEqual(
      [earlier.detail.from, earlier.detail.into, earlier.detail.reports_moved],
      [typo.place_id, duplicate.place_id, 1],
    );
  });

  it('never changes a finished document: its stored PDF stays byte for byte, a later version prints the kept place', async () => {
    const send = injectSend(ctx.app, user);
    const finished = await report('user', 'Lange Steenstaat', '3', true);
    await completeInApp(send, finished.id, { photos: 1 });
    await ctx.app.documents.idle();
    const photo = await photoJpeg(320, 240);
    const form = await multipart({}, { media: [photo, 'image/jpeg', 'gevel.jpg'] });
    const front = await ctx.app.inject({
      method: 'POST',
      url: `/front/reports/${finished.id}/place/${finished.place_id}/media`,
      headers: { ...user, ...form.headers },
      payload: form.payload,
    });
    assert.equal(front.statusCode, 200, front.body);
    const before = await detailOf('user', finished.id);
    assert.deepEqual(
      before.documents.map((row) => [row.version, row.status]),
      [[1, 'ready']],
    );
    const stored = (await documentPdf(ctx, finished.hashed_id, 1)).rawPayload;
    assert.ok((await pdfText(stored)).text.includes('Lange Steenstaat 3'));

    const kept = await report('user', 'Lange Steenstraat', '3');
    const merged = await merge(finished.place_id, { into: kept.place_id });
    assert.equal(merged.statusCode, 200, merged.body);
    const after = await detailOf('user', finished.id);
    const strip = (rows: ReportDetail['documents']) => rows.map(({ url: _url, ...row }) => row);
    assert.deepEqual(strip(after.documents), strip(before.documents), 'no version added or changed');
    assert.ok(stored.equals((await documentPdf(ctx, finished.hashed_id, 1)).rawPayload), 'the same bytes');
    const editing = await ctx.app.inject({ url: `/front/reports/${finished.id}/post-editing`, headers: user });
    assert.ok(editing.json().place.front_picture_url, 'the kept place took the duplicate’s front picture');

    const regenerated = await ctx.app.inject({
      method: 'DELETE',
      url: `/reports/pdf/${finished.hashed_id}`,
      headers: user,
    });
    assert.equal(regenerated.statusCode, 202, regenerated.body);
    await ctx.app.documents.idle();
    const later = (await pdfText((await documentPdf(ctx, finished.hashed_id, 2)).rawPayload)).text;
    assert.ok(later.includes('Lange Steenstraat 3'), 'version 2 prints the kept place');
    assert.ok(stored.equals((await documentPdf(ctx, finished.hashed_id, 1)).rawPayload), 'version 1 stays');
  });

  it('refuses a merge into itself, into an unknown place or another account’s, in the reader’s language', async () => {
    const mine = await report('user', 'Kortrijksesteenweg', '100');
    const theirs = await report('expiring', 'Kortrijksesteenweg', '100');
    const refused = async (response: Awaited<ReturnType<typeof merge>>, status: number) => {
      assert.equal(response.statusCode, status, response.body);
      return response.json() as { message: string; errors: Record<string, string[]> };
    };
    assert.deepEqual(await refused(await merge(mine.place_id, { into: mine.place_id }), 422), {
      message: 'Kies een andere plaats: een plaats kan niet met zichzelf samengevoegd worden.',
      errors: { into: ['Kies een andere plaats: een plaats kan niet met zichzelf samengevoegd worden.'] },
    });
    assert.deepEqual((await refused(await merge(mine.place_id, { into: 2_147_483_647 }, admin, 'fr'), 422)).errors, {
      into: ['Le lieu à conserver n’existe pas.'],
    });
    assert.deepEqual((await refused(await merge(mine.place_id, { into: theirs.place_id }, admin, 'en'), 422)).errors, {
      into: ['Both places must belong to the same user: a report only uses its owner’s places.'],
    });
    assert.ok('into' in (await refused(await merge(mine.place_id, {}), 422)).errors, 'the place to keep is required');
    assert.ok('into' in (await refused(await merge(mine.place_id, { into: 0 }), 422)).errors);
    await refused(await merge(2_147_483_647, { into: mine.place_id }), 404);
    assert.equal((await ctx.app.inject({ url: '/front/places/2147483647/merge', headers: admin })).statusCode, 404);
    assert.equal((await detailOf('user', mine.id)).place_id, mine.place_id, 'nothing moved');
    assert.equal((await detailOf('expiring', theirs.id)).place_id, theirs.place_id);
  });

  it('refuses while a version of a report there waits to be made, and drops no remarks', async () => {
    // the seed's finished reports wait for their first version until the queue is started
    const seeded = await ctx.db
      .selectFrom('reports')
      .innerJoin('users', 'users.id', 'reports.user_id')
      .select(['reports.id', 'reports.place_id'])
      .where('users.email', '=', account('user').email)
      .where('reports.state', '=', 'finished')
      .orderBy('reports.id')
      .executeTakeFirstOrThrow();
    assert.equal((await detailOf('user', seeded.id)).documents[0].status, 'pending');
    const target = await report('user', 'Veldstraat', '12');
    const pending = await merge(seeded.place_id!, { into: target.place_id });
    assert.equal(pending.statusCode, 409, pending.body);
    assert.match(pending.json().message, /wordt nog gemaakt/);
    assert.equal((await detailOf('user', seeded.id)).place_id, seeded.place_id);

    // a place's remarks, as the wizard saves them, read back from the app's download
    const withRemarks = async (remarks: string | null) => {
      const made = await report('user', 'Kouter', '1', true);
      await ctx.db.updateTable('places').set({ remarks }).where('id', '=', made.place_id).execute();
      return made;
    };
    const remarksOf = async (id: number) =>
      ((await ctx.app.inject({ url: `/app/reports/${id}`, headers: user })).json() as AppReport).place?.remarks;
    const one = await withRemarks('Voordeur klemt.');
    const another = await withRemarks('Dakgoot lekt.');
    const differ = await merge(another.place_id, { into: one.place_id });
    assert.equal(differ.statusCode, 409, differ.body);
    assert.deepEqual(differ.json().errors, {
      into: ['Beide plaatsen hebben eigen opmerkingen: samenvoegen zou er een laten verdwijnen.'],
    });
    const none = await withRemarks(null);
    assert.equal((await merge(another.place_id, { into: none.place_id })).statusCode, 200);
    assert.equal(await remarksOf(none.id), 'Dakgoot lekt.', 'the kept place took the duplicate’s remarks');
    assert.equal(await remarksOf(another.id), 'Dakgoot lekt.');
  });

  it('is for admins only', async () => {
    const mine = await report('user', 'Coupure', '5');
    const theirs = await report('user', 'Coupure', '5');
    for (const headers of [user, other]) {
      assert.equal((await ctx.app.inject({ url: `/front/places/${mine.place_id}/merge`, headers })).statusCode, 403);
      assert.equal((await merge(mine.place_id, { into: theirs.place_id }, headers)).statusCode, 403);
    }
    assert.equal((await merge(mine.place_id, { into: theirs.place_id }, {})).statusCode, 401);
    assert.equal((await detailOf('user', mine.id)).place_id, mine.place_id);
  });

  it('moves every foreign key that names a place: reports.place_id is the only one', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
      FROM pg_constraint c
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'places'::regclass`.execute(ctx.db);
    assert.deepEqual(rows, [{ table_name: 'reports', column_name: 'place_id' }], 'merge-place.ts moves each of them');
  });
});
