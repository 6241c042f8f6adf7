/**
 * `npm run bench:audit` (issue 42; docs/product.md "Audit"): the audit trail at 100,000 events.
 *
 * For each database, PostgreSQL when `DATABASE_URL` names a server (a fresh database is made on it
 * and dropped) and PGlite (in this process), the trail of a seeded app grows to `--events N` (or
 * `BENCH_EVENTS`, 100,000 by default) events: a bulk load in batches of 1,000, each event chained
 * as the writer chains it (chain.ts), its kinds, actors, accounts and reports spread over the
 * seeded data and its times over 90 days. `BENCH_DB=postgres` or `pglite` runs one database only.
 *
 * It prints, per database:
 * - the bulk load's seconds;
 * - appends through the writer (`recordAuditEvent`: lock, head, hash, insert, commit), 1,000 one
 *   after the other and, on PostgreSQL, 1,000 from 10 writers at once: events per second, and
 *   that the chain still holds afterwards (no fork);
 * - every list call of the Audit screen (`GET /front/audit`: page 1, a deep page, each filter, a
 *   week, a text search) as the admin: its total and its single-request latency p50, p95 and p99
 *   in ms over `BENCH_SAMPLES` (50) requests sent one at a time;
 * - the CSV export of one kind and of everything: rows, bytes and seconds;
 * - `verify` over the whole chain: events and seconds.
 * Goal, printed PASS or MISS: every list call's p95 ≤ 100 ms. A benchmark, not a test: it asserts
 * nothing and always exits 0.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { AUDIT_KINDS, addDays, calendarDayOf } from 'shared-api/contract';
import type { DB } from '../src/db/database';
import { recordAuditEvent } from '../src/modules/audit/audit';
import { eventHash, GENESIS_HASH } from '../src/db/audit-chain';
import { verifyAuditChain } from '../src/modules/audit/trail';
import { startTestApp } from '../test/helpers';

const { values: args } = parseArgs({ options: { events: { type: 'string' } } });
const EVENTS = Number(args.events ?? process.env.BENCH_EVENTS ?? 100_000);
if (!Number.isSafeInteger(EVENTS) || EVENTS < 1) throw new Error('--events wants a positive whole number');
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 50);
const WARMUP = 3;
const BATCH = 1000;
const APPENDS = 1000;
const P95_GOAL_MS = 100;
const DAY_MS = 86_400_000;
const USER_AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/604.1',
];
const NAMES = ['Lotte Peeters', 'Jan Claes', 'Emma Maes', 'Lucas Jacobs', 'Marie Mertens'];

/** The `p`th percentile (nearest rank) of ascending `sorted`. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const ms = (value: number) => value.toFixed(1);
const seconds = (start: number) => ((performance.now() - start) / 1000).toFixed(1);

/**
 * Adds `count` chained events after the current head, spread over the 90 days before now (so
 * the newest bulk event is a little older than anything the writer adds next).
 */
async function bulkLoad(db: DB, count: number, users: number[], reports: number[]) {
  const head = await db
    .selectFrom('audit_events')
    .select(['id', 'hash'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  let previous = head?.hash ?? GENESIS_HASH;
  let id = Number(head?.id ?? 0);
  const start = Date.now() - 90 * DAY_MS;
  const step = (90 * DAY_MS - 60_000) / count;
  for (let done = 0; done < count; done += BATCH) {
    const rows = [];
    for (let index = done; index < Math.min(count, done + BATCH); index += 1) {
      id += 1;
      // 11 and the number of kinds share no factor: every kind comes round
      const kind = AUDIT_KINDS[(index * 11) % AUDIT_KINDS.length];
      const aboutReport = kind.startsWith('document.') || kind.startsWith('sign_off.') || kind === 'report.deleted';
      const event = {
        id: String(id),
        created_at: new Date(Math.floor(start + index * step)),
        kind,
        actor_user_id: index % 5 === 0 ? null : users[index % users.length],
        actor_name: index % 5 === 0 ? NAMES[index % NAMES.length] : null,
        owner_user_id: users[(index * 3) % users.length],
        report_id: aboutReport ? reports[index % reports.length] : null,
        subject: `${NAMES[(index * 3) % NAMES.length]} <bench-${index % 997}@voorbeeld.be>`,
        ip: `198.51.100.${index % 250}`,
        user_agent: USER_AGENTS[index % USER_AGENTS.length],
        detail: kind === 'auth.sign_in_failed' ? { reason: 'wrong_password', username: null } : { n: index },
      };
      const hash = eventHash(previous, event);
      rows.push({ ...event, detail: JSON.stringify(event.detail), prev_hash: previous, hash });
      previous = hash;
    }
    await db.insertInto('audit_events').values(rows).execute();
  }
  await sql`SELECT setval(pg_get_serial_sequence('audit_events', 'id'), ${id})`.execute(db);
}

/** `url` requested WARMUP times, then SAMPLES times one at a time: its total and latencies. */
async function single(url: string, headers: Record<string, string>) {
  let total = '';
  let status = 0;
  const times: number[] = [];
  for (let index = 0; index < WARMUP + SAMPLES; index += 1) {
    const begin = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as { pagination?: { total: number; total_relation: string; count: number } };
    if (index >= WARMUP) times.push(performance.now() - begin);
    status = response.status;
    total = body.pagination
      ? `${body.pagination.total_relation === 'gte' ? '≥' : ''}${body.pagination.total} (${body.pagination.count})`
      : '';
  }
  times.sort((a, b) => a - b);
  return { status, total, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

async function benchDatabase(label: string, postgresUrl: string | undefined) {
  console.log(`\n== ${label}: ${EVENTS.toLocaleString('en')} events`);
  const ctx = await startTestApp({ logLevel: 'warn' }, { postgresUrl });
  try {
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = await ctx.auth('admin');
    const users = (await ctx.db.selectFrom('users').select('id').orderBy('id').execute()).map((row) => row.id);
    const reports = (await ctx.db.selectFrom('reports').select('id').orderBy('id').execute()).map((row) => row.id);

    let begin = performance.now();
    await bulkLoad(ctx.db, EVENTS, users, reports);
    if (postgresUrl) await sql`ANALYZE audit_events`.execute(ctx.db);
    console.log(`bulk load: ${seconds(begin)} s`);

    begin = performance.now();
    for (let index = 0; index < APPENDS; index += 1)
      await recordAuditEvent(ctx.db, {
        kind: 'auth.signed_in',
        ownerUserId: users[1],
        actor: { userId: users[1], ip: '203.0.113.9', userAgent: USER_AGENTS[0] },
        detail: { client_id: 'back-office' },
      });
    const sequential = APPENDS / ((performance.now() - begin) / 1000);
    console.log(`appends, one after the other: ${sequential.toFixed(0)} events/s`);
    if (postgresUrl) {
      begin = performance.now();
      await Promise.all(
        Array.from({ length: 10 }, async (_, writer) => {
          for (let index = 0; index < APPENDS / 10; index += 1)
            await recordAuditEvent(ctx.db, {
              kind: 'export.downloaded',
              actor: { userId: users[0], ip: `203.0.113.${writer}`, userAgent: USER_AGENTS[1] },
              detail: { what: 'audit', writer },
            });
        }),
      );
      console.log(
        `appends, 10 writers at once: ${(APPENDS / ((performance.now() - begin) / 1000)).toFixed(0)} events/s`,
      );
    }

    const today = calendarDayOf(Math.floor(Date.now() / 1000));
    const someReport = reports[3];
    const targets: [string, string][] = [
      ['page 1, newest first', '/front/audit?order=id&order_type=desc'],
      ['page 500', '/front/audit?order=id&order_type=desc&page=500'],
      ['oldest first', '/front/audit?order=id&order_type=asc'],
      ['one kind', '/front/audit?kind=auth.sign_in_failed'],
      ['two kinds, page 50', '/front/audit?kind=account.created&kind=credits.granted&page=50'],
      ['one actor', `/front/audit?actor=${users[1]}`],
      ['one account', `/front/audit?user=${users[2]}`],
      ['one report', `/front/audit?report=${someReport}`],
      ['one week', `/front/audit?from=${addDays(today, -30)}&until=${addDays(today, -24)}`],
      [
        'one kind, one week',
        `/front/audit?kind=document.mailed&from=${addDays(today, -30)}&until=${addDays(today, -24)}`,
      ],
      ['one day, by time', `/front/audit?from=${addDays(today, -10)}&until=${addDays(today, -10)}&order=created_at`],
      ['text: an address', '/front/audit?query=198.51.100.42'],
      ['text: a name', '/front/audit?query=lotte'],
    ];
    console.log(
      `${'call'.padEnd(24)} ${'total (rows)'.padEnd(16)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}`,
    );
    let worst = 0;
    for (const [name, path] of targets) {
      const result = await single(`${base}${path}`, headers);
      worst = Math.max(worst, result.p95);
      console.log(
        `${name.padEnd(24)} ${(result.status === 200 ? result.total : `HTTP ${result.status}`).padEnd(16)} ` +
          `${ms(result.p50).padStart(7)} ${ms(result.p95).padStart(7)} ${ms(result.p99).padStart(7)}`,
      );
    }
    console.log(
      `goal: every list call p95 ≤ ${P95_GOAL_MS} ms: worst ${ms(worst)} ms ${worst <= P95_GOAL_MS ? 'PASS' : 'MISS'}`,
    );

    for (const [name, path] of [
      ['CSV of one kind', '/front/audit.csv?kind=auth.sign_in_failed'],
      ['CSV of everything', '/front/audit.csv'],
    ]) {
      begin = performance.now();
      const response = await fetch(`${base}${path}`, { headers });
      const text = await response.text();
      console.log(
        `${name}: ${(text.split('\r\n').length - 2).toLocaleString('en')} rows, ` +
          `${(text.length / 1024 / 1024).toFixed(1)} MB in ${seconds(begin)} s`,
      );
    }

    begin = performance.now();
    const verification = await verifyAuditChain(ctx.db, 'cli');
    console.log(
      `verify: ${verification.ok ? 'holds' : `BROKEN at ${verification.broken_id}`}, ` +
        `${verification.count.toLocaleString('en')} events in ${seconds(begin)} s`,
    );
  } finally {
    await ctx.close();
  }
}

const which = process.env.BENCH_DB;
if (process.env.DATABASE_URL && which !== 'pglite') await benchDatabase('PostgreSQL', process.env.DATABASE_URL);
if (which !== 'postgres') await benchDatabase('PGlite', undefined);
