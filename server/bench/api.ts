/**
 * `npm run bench:api` (issues 11, 10): the lists at 100,000 rows. For each database, PGlite
 * always and PostgreSQL when `DATABASE_URL` names a server (a fresh database is made on it and
 * dropped), it seeds 100,000 reports with two parties each (and so 100,000 places), then 100,000
 * accounts with a subscription and a credit transaction each, in set-based SQL, then runs autocannon
 * at 10 connections against the signed-in identity (`/front/me`: the floor of any authenticated
 * call), page 1, page 5,000, a last-name search, a city search and the sorts of the reports list,
 * the users list's page, search and subscription sort, and the places list's search and address
 * sort, as the admin, and
 * against a bare Fastify route in the same process. Prints the totals each
 * list answers, then p50 and p99 (ms), requests/s, non-2xx answers and the ratio of p99 to the
 * bare route's. A benchmark, not a test: `BENCH_REPORTS` and `BENCH_SECONDS` change its size.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { performance } from 'node:perf_hooks';
import type { DB } from '../src/db/database';
import { startTestApp } from '../test/helpers';

const REPORTS = Number(process.env.BENCH_REPORTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

const LAST_NAMES = [
  'Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet',
  'Dubois', 'Lambert', 'Dupont', 'Martin', 'Vermeulen', 'Hermans', 'Aerts', 'Pauwels', 'Michiels', 'Desmet',
]; // prettier-ignore
const FIRST_NAMES = ['Lotte', 'Jan', 'Emma', 'Lucas', 'Marie', 'Louis', 'Elise', 'Arthur', 'Julie', 'Noah'];
const CITIES = [
  ['Gent', '9000'], ['Antwerpen', '2000'], ['Brussel', '1000'], ['Leuven', '3000'], ['Brugge', '8000'],
  ['Hasselt', '3500'], ['Mechelen', '2800'], ['Namur', '5000'], ['Liège', '4000'], ['Kortrijk', '8500'],
]; // prettier-ignore
const STREETS = ['Korenmarkt', 'Meir', 'Grote Markt', 'Bondgenotenlaan', 'Steenstraat', 'Kapelstraat', 'Rue Neuve'];

const TARGETS: [string, string][] = [
  ['signed-in identity', '/front/me'],
  ['page 1', '/front/reports/?page=1'],
  ['page 5,000', '/front/reports/?page=5000'],
  ['last-name search', '/front/reports/?query=Peeters'],
  ['city search', '/front/reports/?query=Leuven'],
  ['sort by parties', '/front/reports/?order=parties&order_type=desc'],
  ['sort by address, page 100', '/front/reports/?order=address&page=100'],
  ['sort by finished date', '/front/reports/?order=finished_at&order_type=desc'],
  ['users page 1', '/front/users/?page=1'],
  ['users last-name search', '/front/users/?query=Peeters'],
  ['users by subscription end', '/front/users/?order=subscription_active_until&order_type=desc'],
  ['places street search', '/front/places/?query=Korenmarkt'],
  ['places by address, page 100', '/front/places/?order=address&page=100'],
];

const textArray = (values: string[]) => sql`ARRAY[${sql.join(values)}]::text[]`;

/** Inserts `count` reports of the regular accounts, each with a place, an address and two parties. */
async function seedReports(db: DB, count: number) {
  const cities = textArray(CITIES.map(([city]) => city));
  const zipcodes = textArray(CITIES.map(([, zipcode]) => zipcode));
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL statement_timeout = 0`.execute(trx); // a bulk load, not a request
    const base = await sql<{ address: number; place: number; report: number; party: number }>`
      SELECT (SELECT coalesce(max(id), 0) FROM addresses) AS address, (SELECT coalesce(max(id), 0) FROM places) AS place,
             (SELECT coalesce(max(id), 0) FROM reports) AS report, (SELECT coalesce(max(id), 0) FROM parties) AS party`
      .execute(trx)
      .then((result) => result.rows[0]);
    await sql`INSERT INTO addresses (id, street, street_number, zipcode, city, country)
      SELECT ${base.address} + i, (${textArray(STREETS)})[1 + i % ${STREETS.length}], (1 + i % 250)::text,
             (${zipcodes})[1 + (i / 7) % ${CITIES.length}], (${cities})[1 + (i / 7) % ${CITIES.length}], 'BE'
      FROM generate_series(1, ${count}) AS i`.execute(trx);
    await sql`INSERT INTO places (id, user_id, name, address_id)
      SELECT ${base.place} + i, u.id, '', ${base.address} + i
      FROM generate_series(1, ${count}) AS i
      JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n, count(*) OVER () AS total FROM users WHERE role = 'user') u
        ON u.n = i % u.total`.execute(trx);
    await sql`INSERT INTO reports (id, hashed_id, user_id, type, state, place_id, finished_at)
      SELECT ${base.report} + i, 'bench-' || (${base.report} + i), p.user_id,
             (ARRAY['enter','exit','start_works','other'])[1 + i % 4], (ARRAY['start','app','ongoing','finished'])[1 + i % 4],
             p.id, CASE WHEN i % 4 = 3 THEN now() - make_interval(mins => i) END
      FROM generate_series(1, ${count}) AS i JOIN places p ON p.id = ${base.place} + i`.execute(trx);
    await sql`INSERT INTO parties (id, uuid, report_id, position, type, first_name, last_name)
      SELECT ${base.party} + i, gen_random_uuid(), ${base.report} + (i + 1) / 2, i % 2,
             CASE WHEN i % 2 = 1 THEN 'tenant' ELSE 'landlord' END,
             (${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}],
             (${textArray(LAST_NAMES)})[1 + (i * 7 + i / 3) % ${LAST_NAMES.length}]
      FROM generate_series(1, ${count * 2}) AS i`.execute(trx);
    for (const table of ['addresses', 'places', 'reports', 'parties'])
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
        trx,
      );
  });
}

/** The steady state autovacuum keeps after a bulk load: statistics and the visibility map (index-only scans). */
async function settle(db: DB) {
  await db.connection().execute(async (connection) => {
    await sql`SET statement_timeout = 0`.execute(connection);
    await sql`VACUUM ANALYZE`.execute(connection);
    await sql`RESET statement_timeout`.execute(connection);
  });
}

/** Inserts `count` regular accounts, each with a subscription and an admin's credit grant. */
async function seedAccounts(db: DB, count: number) {
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL statement_timeout = 0`.execute(trx);
    const base = await sql<{ user: number }>`SELECT coalesce(max(id), 0) AS user FROM users`
      .execute(trx)
      .then((result) => result.rows[0].user);
    await sql`INSERT INTO users (id, email, password_hash, first_name, last_name, phone, role, credit_count)
      SELECT ${base} + i, 'bench-' || i || '@voorbeeld.be', 'no-login',
             (${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}],
             (${textArray(LAST_NAMES)})[1 + (i * 7 + i / 3) % ${LAST_NAMES.length}],
             '+32 470 ' || lpad((i % 1000000)::text, 6, '0'), 'user', i % 100
      FROM generate_series(1, ${count}) AS i`.execute(trx);
    await sql`INSERT INTO subscriptions (user_id, start_date, valid_until)
      SELECT ${base} + i, now() - interval '1 year', now() + make_interval(days => i % 730 - 365)
      FROM generate_series(1, ${count}) AS i`.execute(trx);
    await sql`INSERT INTO credit_transactions (user_id, credits, kind, created_by)
      SELECT ${base} + i, i % 100, 'admin_grant', 1 FROM generate_series(1, ${count}) AS i`.execute(trx);
    await sql`SELECT setval(pg_get_serial_sequence('users', 'id'), (SELECT max(id) FROM users))`.execute(trx);
  });
}

interface Figures {
  p50: number;
  p99: number;
  rps: number;
  non2xx: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, timeout: 60 });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function benchDatabase(label: string, postgresUrl: string | undefined) {
  console.log(`\n== ${label}: seeding ${REPORTS.toLocaleString('en')} reports and accounts…`);
  const ctx = await startTestApp({ logLevel: 'warn' }, postgresUrl);
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  try {
    const seedStart = performance.now();
    await seedReports(ctx.db, REPORTS);
    await seedAccounts(ctx.db, REPORTS);
    await settle(ctx.db);
    console.log(`seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await ctx.auth('admin');
    // the bulk load blocked the event loop (PGlite runs in-process): wait out the overload guard
    while ((await fetch(`${base}/front/me`, { headers })).status === 503)
      await new Promise((resolve) => setTimeout(resolve, 250));
    for (const [name, path] of TARGETS) {
      const response = await fetch(base + path, { headers });
      const body = (await response.json()) as { pagination?: { total: number; count: number } };
      console.log(
        `${name.padEnd(28)} HTTP ${response.status}` +
          (body.pagination ? `, total ${body.pagination.total}, rows ${body.pagination.count}` : ''),
      );
    }
    const rows: [string, Figures][] = [
      ['bare Fastify route', await load(`${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`)],
    ];
    for (const [name, path] of TARGETS) rows.push([name, await load(base + path, headers)]);
    const bareP99 = rows[0][1].p99 || 1;
    console.log(`\n${label}, ${CONNECTIONS} connections, ${SECONDS} s each`);
    console.log(
      `${'target'.padEnd(28)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'req/s'.padStart(9)}${'non-2xx'.padStart(9)}${'p99 ×bare'.padStart(11)}`,
    );
    for (const [name, figures] of rows)
      console.log(
        `${name.padEnd(28)}${String(figures.p50).padStart(9)}${String(figures.p99).padStart(9)}` +
          `${figures.rps.toFixed(0).padStart(9)}${String(figures.non2xx + figures.errors).padStart(9)}` +
          `${(figures.p99 / bareP99).toFixed(1).padStart(11)}`,
      );
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 3000)); // requests autocannon left in flight
    await bare.close();
    await ctx.close();
  }
}

const postgresUrl = process.env.DATABASE_URL;
if (!postgresUrl) console.log('DATABASE_URL is not set: PostgreSQL is skipped, PGlite only.');
if (postgresUrl && process.env.BENCH_DB !== 'pglite') await benchDatabase('PostgreSQL', postgresUrl);
if (process.env.BENCH_DB !== 'postgres') await benchDatabase('PGlite', undefined);
