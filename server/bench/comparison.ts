/**
 * `npm run bench:comparison:api` (issue 24, docs/product.md "Entry against exit", "The
 * settlement"): on PostgreSQL when `TEST_DATABASE_URL` or `DATABASE_URL` is set (else PGlite), an
 * entry report of about 1,000 objects with 400 photos is completed through the sync API, then its
 * exit follow-up with 400 photos taken at exit on the same objects (400 photo pairs) and 200
 * objects found worse. Measures `GET /front/reports/{id}/comparison` (p95 over 50 requests, goal
 * ≤ 100 ms) and the settlement PDF of 200 damage lines (generation time, goal ≤ 20 s; size, goal
 * ≤ 10 MB). Prints a table with the figures and the goals; a benchmark, not a test.
 */
import { performance } from 'node:perf_hooks';
import type { ContentTree } from 'shared-api/contract';
import { exitFollowUp, injectSend, reportInApp, startTestApp } from '../test/helpers';
import { completeInApp } from '../test/tablet';

const ROOMS = Number(process.env.BENCH_ROOMS ?? 480);
const PHOTOS = 400;
const WORSE = 200;
const REQUESTS = 50;
const MB = 1024 * 1024;
const photoOptions = { photos: PHOTOS, photoSize: [1600, 1200] as [number, number], distinctPhotos: 20 };

const ctx = await startTestApp({}, { postgresUrl: process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL });
try {
  const headers = await ctx.auth('user');
  const send = injectSend(ctx.app, headers);
  const entryId = await reportInApp(ctx, 'user');
  console.log(`seeding on ${(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL) ? 'PostgreSQL' : 'PGlite'}…`);
  await completeInApp(send, entryId, { ...photoOptions, rooms: ROOMS });
  const exitId = await exitFollowUp(ctx, 'user', entryId);
  const worse: string[] = [];
  const edit = (content: ContentTree) => {
    const objects = content.homes.flatMap((home) =>
      (home.floors ?? []).flatMap((floor) => (floor.rooms ?? []).flatMap((room) => room.entities ?? [])),
    );
    for (const object of objects.slice(0, WORSE)) {
      object.state = 'Te Vervangen';
      worse.push(object.uuid);
    }
  };
  await completeInApp(send, exitId, { ...photoOptions, rooms: ROOMS, edit });
  await ctx.app.documents.idle();

  const url = `/front/reports/${exitId}/comparison`;
  const comparison = (await ctx.app.inject({ url, headers })).json();
  const objects = comparison.items.filter((item: { kind: string }) => item.kind !== 'floor' && item.kind !== 'room');
  const pairs = comparison.items.filter(
    (item: { entry: { media: string[] } | null; exit: { media: string[] } | null }) =>
      item.entry?.media.length && item.exit?.media.length,
  );
  const times: number[] = [];
  for (let run = 0; run < REQUESTS; run++) {
    const start = performance.now();
    const response = await ctx.app.inject({ url, headers });
    if (response.statusCode !== 200) throw new Error(response.body);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p95 = times[Math.ceil(REQUESTS * 0.95) - 1];

  const lines = worse.map((item_uuid, index) => ({
    item_uuid,
    description: `Schade ${index + 1}`,
    liability: (['tenant', 'landlord', 'wear', 'force_majeure'] as const)[index % 4],
    labour_cents: 10_000 + index * 37,
    material_cents: 5_000 + index * 11,
    vat_rate: 21,
    ...(index % 4 === 0 ? { age_years: index % 10, lifetime_years: 15 } : {}),
  }));
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/front/reports/${exitId}/damages`,
    headers,
    payload: { deposit_cents: 250_000, lines },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  const start = performance.now();
  const requested = await ctx.app.inject({
    method: 'POST',
    url: `/front/reports/${exitId}/settlement/document`,
    headers,
  });
  if (requested.statusCode !== 202) throw new Error(requested.body);
  await ctx.app.documents.idle();
  const seconds = (performance.now() - start) / 1000;
  const document = await ctx.db
    .selectFrom('documents')
    .selectAll()
    .where('id', '=', requested.json().id)
    .executeTakeFirstOrThrow();
  if (document.status !== 'ready') throw new Error(`settlement ${document.status}: ${document.error}`);

  console.log(
    `entry report: ${objects.length} objects and meters/keys, ${comparison.items.length} compared items, ` +
      `${pairs.length} items with a photo pair; ${lines.length} damage lines`,
  );
  console.table([
    { measure: `GET comparison p95 (${REQUESTS} requests)`, figure: `${p95.toFixed(1)} ms`, goal: '≤ 100 ms' },
    { measure: 'GET comparison median', figure: `${times[REQUESTS / 2].toFixed(1)} ms`, goal: '' },
    { measure: 'settlement PDF generation', figure: `${seconds.toFixed(2)} s`, goal: '≤ 20 s' },
    {
      measure: 'settlement PDF size',
      figure: `${(document.size_bytes! / MB).toFixed(2)} MB, ${document.page_count} pages`,
      goal: '≤ 10 MB',
    },
  ]);
} finally {
  await ctx.close();
}
