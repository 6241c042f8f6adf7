/**
 * `npm run bench:api` (issues 11, 10, 28, 44): the lists at 10,000, 100,000 and 1,000,000 reports,
 * spread over 1,000 organisations, as the admin and as members with row-level security on.
 *
 * `--reports N` (or `BENCH_REPORTS`, 100,000 by default) is the largest size; every size of
 * 10,000, 100,000 and 1,000,000 below it runs first, in increasing order, so
 * `npm run bench:api -- --reports 1000000` runs 10,000, 100,000 and 1,000,000. For each database,
 * PostgreSQL when `DATABASE_URL` names a server (a fresh database is made on it and dropped) and
 * PGlite (up to 100,000 reports: it runs in this process, on one core), it first makes 1,000 firms
 * (organisations), each with 2 branches, a subscription, a company manager and per branch a branch
 * manager and 2 inspectors. The sizes are then seeded incrementally, each step adding only the rows
 * the last one lacks, in set-based SQL as the database's owner: reports spread evenly over the
 * firms (about 1,000 each at a million), owned by a firm's members, of a branch, most assigned to
 * an inspector and, when not finished, planned within 90 days of today, with two parties each
 * (and so as many places); then as many accounts, each the company manager of an organisation of
 * its own with a subscription and a credit transaction. The seconds each step took are printed.
 * `BENCH_DB=postgres` or `pglite` runs one database only.
 *
 * Each size prints one table per caller, each call with the total it answers and its
 * single-request latency p50, p95 and p99 in ms over `BENCH_SAMPLES` (100) requests sent one at a
 * time, not under load:
 * - the admin: reports page 1, page 5,000, a last-name search, a city search, two searches of
 *   several words (any order, a partial word and a number), the state filter and every sort of the
 *   reports list; the users list's page, search and subscription sort; the places list's search
 *   and address sort;
 * - the company manager and a branch manager of one firm: the reports list's page 1 and page 50,
 *   the same searches, state filter and sorts, its branch, inspector and planned-day filters, the
 *   agenda's calls (a week of planned reports, also of a branch and of an inspector, 100 a page;
 *   the drafts still to plan), the team (`/front/organisations/{id}/members`) and the organisation.
 * Above each table: the role the caller's statements run as, `row_security`, whether that role
 * bypasses row-level security, whether `reports` forces it, the parallel workers a statement may
 * start (`max_parallel_workers_per_gather`), the organisation of the scope and how
 * many reports and organisations a statement without the application's filter sees, asked through
 * the app's own pool and row scope (a bench-only route), so "RLS ON" is what the lists ran with.
 * Then autocannon runs for `BENCH_SECONDS` (10) s at 10 connections against a bare Fastify route in
 * the same process and the signed-in identity (`/front/me`: the floor of any authenticated call) as
 * the admin and as the company manager, with each one's ratio of requests/s to the bare route's.
 *
 * The goals, each printed PASS or MISS (at every size; they are set for 1,000,000 reports): every
 * list call's single-request p95 ≤ 100 ms, for every caller (issue 28; issue 44 with row-level
 * security), and `/front/me` at 10 connections at least 0.2× the bare route's requests/s, as the
 * admin and as a member. A benchmark, not a test: it asserts nothing and always exits 0.
 * `BENCH_KEEP_DATABASE=1` leaves the PostgreSQL database in place (its URL is printed) for EXPLAIN.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { asOwner, type DB } from '../src/db/database';
import { translate } from '../src/lib/messages';
import { hashPassword } from '../src/modules/auth/passwords';
import { startTestApp } from '../test/helpers';

const { values: args } = parseArgs({ options: { reports: { type: 'string' } } });
const REPORTS = Number(args.reports ?? process.env.BENCH_REPORTS ?? 100_000);
if (!Number.isSafeInteger(REPORTS) || REPORTS < 1) throw new Error(`--reports wants a positive whole number`);
const STEPS = [10_000, 100_000, 1_000_000];
const SIZES = [...STEPS.filter((size) => size < REPORTS), REPORTS];
/** PGlite is the single-node database: it is measured up to this size. */
const PGLITE_LIMIT = 100_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const WARMUP = 5;
const CONNECTIONS = 10;
/** Issue 28's goals. */
const P95_GOAL_MS = 100;
const RATIO_GOAL = 0.2;

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

/** The firms the reports are spread over, report `i` in firm `i % ORGANISATIONS`. */
const ORGANISATIONS = 1_000;
/** Branches per firm, and inspectors per branch. */
const BRANCHES = 2;
const INSPECTORS = 2;
/**
 * A firm's members by slot: 0 the company manager (no branch); for branch `b`, slot `1 + 3b` its
 * branch manager and `2 + 3b`, `3 + 3b` its inspectors.
 */
const MEMBERS = 1 + BRANCHES * (1 + INSPECTORS);
/** The members' e-mail addresses, `lid-<firm>-<slot>@kantoor.voorbeeld.be` (firm and slot from 0), and password. */
const memberEmail = (firm: number, slot: number) => `lid-${firm}-${slot}@kantoor.voorbeeld.be`;
const MEMBER_PASSWORD = 'bench-lid-wachtwoord';
/** The firm whose members are measured: one in the middle. */
const MEASURED_FIRM = ORGANISATIONS / 2;

/** The reports list's searches, its state filter and the id order: every caller measures them. */
const REPORT_SEARCHES: [string, string][] = [
  ['reports last-name search', '/front/reports/?query=Peeters'],
  ['reports city search', '/front/reports/?query=Leuven'],
  ['reports two words, any order', '/front/reports/?query=Leuven%20Bondgenoten'],
  ['reports partial word + number', '/front/reports/?query=Korenm%2012'],
  ['reports state filter', '/front/reports/?state=finished'],
  ['reports by id, descending', '/front/reports/?order=id&order_type=desc'],
];

/** Every list call measured as the admin. */
const ADMIN_TARGETS: [string, string][] = [
  ['reports page 1', '/front/reports/?page=1'],
  ['reports page 5,000', '/front/reports/?page=5000'],
  ...REPORT_SEARCHES,
  ['reports by address, page 100', '/front/reports/?order=address&page=100'],
  ['reports by type', '/front/reports/?order=type'],
  ['reports by type, descending', '/front/reports/?order=type&order_type=desc'],
  ['reports by finished date', '/front/reports/?order=finished_at'],
  ['reports by finished, desc.', '/front/reports/?order=finished_at&order_type=desc'],
  ['reports by parties, desc.', '/front/reports/?order=parties&order_type=desc'],
  ['reports by state', '/front/reports/?order=state'],
  ['reports by state, page 100', '/front/reports/?order=state&order_type=desc&page=100'],
  ['users page 1', '/front/users/?page=1'],
  ['users last-name search', '/front/users/?query=Peeters'],
  ['users by subscription end', '/front/users/?order=subscription_active_until&order_type=desc'],
  ['places street search', '/front/places/?query=Korenmarkt'],
  ['places by address, page 100', '/front/places/?order=address&page=100'],
];

/** The Brussels calendar day `days` from today, `YYYY-MM-DD`. */
const brusselsDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date(Date.now() + days * 86_400_000));

/**
 * Every list call measured as a member of firm `firm` (its id, its branches' ids and the first
 * inspector of branch `branch`, the member's own for a branch manager): the reports list's pages,
 * searches, state filter and sorts, its branch, inspector and planned-day filters as the agenda
 * asks them (a week, 100 a page; the reports still to plan), the team and the organisation.
 */
function memberTargets(
  firm: { id: number; branches: number[]; inspector: number },
  branch: number,
): [string, string][] {
  const week = `planned_from=${brusselsDay(-3)}&planned_to=${brusselsDay(3)}&per_page=100`;
  return [
    ['reports page 1', '/front/reports/?page=1'],
    ['reports page 50', '/front/reports/?page=50'],
    ...REPORT_SEARCHES,
    ['reports by address, page 10', '/front/reports/?order=address&page=10'],
    ['reports by type, descending', '/front/reports/?order=type&order_type=desc'],
    ['reports by finished, desc.', '/front/reports/?order=finished_at&order_type=desc'],
    ['reports by parties, desc.', '/front/reports/?order=parties&order_type=desc'],
    ['reports by state, page 10', '/front/reports/?order=state&order_type=desc&page=10'],
    ['reports of a branch', `/front/reports/?branch_id=${firm.branches[branch]}`],
    ['reports of an inspector', `/front/reports/?inspector_id=${firm.inspector}`],
    ['reports planned after today', `/front/reports/?planned_from=${brusselsDay(0)}&order=id&order_type=desc`],
    ['agenda: a week', `/front/reports/?${week}`],
    ['agenda: a week of a branch', `/front/reports/?${week}&branch_id=${firm.branches[branch]}`],
    ['agenda: a week of an inspector', `/front/reports/?${week}&inspector_id=${firm.inspector}`],
    ['agenda: to plan (drafts)', '/front/reports/?state=start&per_page=100&order=id&order_type=desc'],
    ['team (members)', `/front/organisations/${firm.id}/members`],
    ['organisation and branches', `/front/organisations/${firm.id}`],
  ];
}

const textArray = (values: string[]) => sql`ARRAY[${sql.join(values)}]::text[]`;

/** Display name of bench party `b` as `partyDisplayName` (shared-api) and migration 005 make it. */
const PARTY_NAME = sql`coalesce(nullif(trim(concat_ws(' ', b.first_name, b.last_name)), ''), '')`;

/**
 * Makes the `ORGANISATIONS` firms once (a later step finds them): each with `BRANCHES` branches, a
 * subscription running a year and its `MEMBERS` members (see `MEMBERS`), who all sign in with
 * `MEMBER_PASSWORD`. Set-based, with every column the triggers would fill given.
 */
async function seedOrganisations(db: DB) {
  const passwordHash = await hashPassword(MEMBER_PASSWORD);
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL statement_timeout = 0`.execute(trx);
    const done = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users WHERE email LIKE 'lid-%'`
      .execute(trx)
      .then((result) => result.rows[0].n);
    if (done > 0) return;
    const base = await sql<{ organisation: number; branch: number; user: number }>`
      SELECT (SELECT coalesce(max(id), 0) FROM organisations) AS organisation,
             (SELECT coalesce(max(id), 0) FROM branches) AS branch, (SELECT coalesce(max(id), 0) FROM users) AS user`
      .execute(trx)
      .then((result) => result.rows[0]);
    await sql`INSERT INTO organisations (id, name, vat_number, credit_count, subscription_until)
      SELECT ${base.organisation} + 1 + f, 'Kantoor ' || f, 'BE0' || (100000000 + f), 1000, now() + interval '1 year'
      FROM generate_series(0, ${ORGANISATIONS - 1}) AS f`.execute(trx);
    await sql`INSERT INTO branches (id, organisation_id, name)
      SELECT ${base.branch} + 1 + f * ${BRANCHES} + b, ${base.organisation} + 1 + f, 'Kantoor ' || f || ' afdeling ' || (b + 1)
      FROM generate_series(0, ${ORGANISATIONS - 1}) AS f, generate_series(0, ${BRANCHES - 1}) AS b`.execute(trx);
    // slot 0 the company manager; slot 1 + 3b branch b's manager, then its inspectors
    await sql`INSERT INTO users (id, email, password_hash, first_name, last_name, phone, role,
                                 organisation_id, branch_id, org_role)
      SELECT ${base.user} + 1 + f * ${MEMBERS} + s, 'lid-' || f || '-' || s || '@kantoor.voorbeeld.be', ${passwordHash},
             (${textArray(FIRST_NAMES)})[1 + (f + s) % ${FIRST_NAMES.length}],
             (${textArray(LAST_NAMES)})[1 + (f * 3 + s) % ${LAST_NAMES.length}],
             '+32 9 ' || lpad((f * ${MEMBERS} + s)::text, 6, '0'), 'user', ${base.organisation} + 1 + f,
             CASE WHEN s > 0 THEN ${base.branch} + 1 + f * ${BRANCHES} + (s - 1) / ${1 + INSPECTORS} END,
             CASE WHEN s = 0 THEN 'company_manager' WHEN (s - 1) % ${1 + INSPECTORS} = 0 THEN 'branch_manager'
                  ELSE 'inspector' END
      FROM generate_series(0, ${ORGANISATIONS - 1}) AS f, generate_series(0, ${MEMBERS - 1}) AS s`.execute(trx);
    // the subscription the company manager took for the firm (its statement trigger sets the firm's end again)
    await sql`INSERT INTO subscriptions (user_id, organisation_id, start_date, valid_until)
      SELECT ${base.user} + 1 + f * ${MEMBERS}, ${base.organisation} + 1 + f, now() - interval '1 month', now() + interval '1 year'
      FROM generate_series(0, ${ORGANISATIONS - 1}) AS f`.execute(trx);
    for (const table of ['organisations', 'branches', 'users'])
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
        trx,
      );
  });
}

/** The ids of firm `firm` (from 0): the organisation, its branches and its members by slot. */
async function firmIds(db: DB, firm: number) {
  const members = await db
    .selectFrom('users')
    .select(['id', 'email', 'organisation_id', 'branch_id'])
    .where(
      'email',
      'in',
      Array.from({ length: MEMBERS }, (_, slot) => memberEmail(firm, slot)),
    )
    .execute();
  const slot = (s: number) => members.find((member) => member.email === memberEmail(firm, s))!;
  const branches = Array.from({ length: BRANCHES }, (_, b) => slot(1 + b * (1 + INSPECTORS)).branch_id!);
  return { id: slot(0).organisation_id!, branches, slot: (s: number) => slot(s).id };
}

/**
 * Adds `count` reports spread over the firms of {@link seedOrganisations}, each with a place, an
 * address and two parties. Report `i` is firm `i % ORGANISATIONS`'s; with `m = i / ORGANISATIONS`
 * it belongs to branch `m % BRANCHES`, is owned by the company manager, that branch's manager or
 * one of its inspectors (`m / BRANCHES % 4`), is assigned to one of the branch's inspectors unless
 * `i % 3 = 0`, has type and state number `m / 3 % 4` (so each firm has every type and state in
 * each branch), and is planned (a day within 90 of today) when assigned and not finished. Row `n`
 * of a table (its id) gets the same values whatever step adds it. The reports are inserted with
 * their search text and sort columns already as migration 005's triggers make them (and its
 * insert trigger, which would blank them before the parties exist, off for that statement): the
 * parties' trigger then refreshes them and finds nothing to change, where it would otherwise
 * rewrite every new report (twice the writes to its twenty indexes). Their organisation and
 * branch are given too, as are the places' and parties': the row triggers that fill them are then
 * skipped (migrations 027, 033).
 */
async function seedReports(db: DB, count: number) {
  const cities = textArray(CITIES.map(([city]) => city));
  const zipcodes = textArray(CITIES.map(([, zipcode]) => zipcode));
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL statement_timeout = 0`.execute(trx); // a bulk load, not a request
    await sql`SET LOCAL work_mem = '256MB'`.execute(trx);
    const base = await sql<{ address: number; place: number; report: number; party: number }>`
      SELECT (SELECT coalesce(max(id), 0) FROM addresses) AS address, (SELECT coalesce(max(id), 0) FROM places) AS place,
             (SELECT coalesce(max(id), 0) FROM reports) AS report, (SELECT coalesce(max(id), 0) FROM parties) AS party`
      .execute(trx)
      .then((result) => result.rows[0]);
    // the firms' members by firm and slot (n = firm * MEMBERS + slot)
    await sql`CREATE TEMP TABLE bench_members ON COMMIT DROP AS
      SELECT split_part(split_part(email, '@', 1), '-', 2)::int * ${MEMBERS} + split_part(split_part(email, '@', 1), '-', 3)::int AS n,
             id, organisation_id, branch_id
      FROM users WHERE email LIKE 'lid-%'`.execute(trx);
    await sql`CREATE UNIQUE INDEX ON bench_members (n)`.execute(trx);
    // who owns, branch and inspector of each new report: slots of firm f, branch b
    await sql`CREATE TEMP TABLE bench_reports ON COMMIT DROP AS
      SELECT i AS report, o.id AS user_id, o.organisation_id, m.branch_id,
             CASE WHEN i % 3 <> 0 THEN a.id END AS inspector_id
      FROM generate_series(${base.report} + 1, ${base.report + count}) AS i
        CROSS JOIN LATERAL (SELECT i % ${ORGANISATIONS} AS f, (i / ${ORGANISATIONS}) % ${BRANCHES} AS b,
                        (i / ${ORGANISATIONS} / ${BRANCHES}) % 4 AS k) x
        JOIN bench_members m ON m.n = x.f * ${MEMBERS} + 1 + x.b * ${1 + INSPECTORS}
        JOIN bench_members o ON o.n = x.f * ${MEMBERS} + CASE WHEN x.k = 0 THEN 0 ELSE 1 + x.b * ${1 + INSPECTORS} + x.k - 1 END
        JOIN bench_members a ON a.n = x.f * ${MEMBERS} + 2 + x.b * ${1 + INSPECTORS} + (i / 7) % ${INSPECTORS}`.execute(
      trx,
    );
    await sql`CREATE UNIQUE INDEX ON bench_reports (report)`.execute(trx);
    await sql`CREATE TEMP TABLE bench_parties ON COMMIT DROP AS
      SELECT g AS id, ${base.report} + (g - ${base.party} + 1) / 2 AS report_id, (g - ${base.party}) % 2 AS position,
             CASE WHEN (g - ${base.party}) % 2 = 1 THEN 'tenant' ELSE 'landlord' END AS type,
             (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] AS first_name,
             (${textArray(LAST_NAMES)})[1 + (g * 7 + g / 3) % ${LAST_NAMES.length}] AS last_name
      FROM generate_series(${base.party} + 1, ${base.party + 2 * count}) AS g`.execute(trx);
    await sql`INSERT INTO addresses (id, street, street_number, zipcode, city, country)
      SELECT i, (${textArray(STREETS)})[1 + i % ${STREETS.length}], (1 + i % 250)::text,
             (${zipcodes})[1 + (i / 7) % ${CITIES.length}], (${cities})[1 + (i / 7) % ${CITIES.length}], 'BE'
      FROM generate_series(${base.address} + 1, ${base.address + count}) AS i`.execute(trx);
    await sql`INSERT INTO places (id, user_id, organisation_id, name, address_id)
      SELECT ${base.place} + k, w.user_id, w.organisation_id, '', ${base.address} + k
      FROM generate_series(1, ${count}) AS k JOIN bench_reports w ON w.report = ${base.report} + k`.execute(trx);
    await sql`ALTER TABLE reports DISABLE TRIGGER reports_insert_report_search`.execute(trx);
    await sql`INSERT INTO reports (id, hashed_id, user_id, organisation_id, branch_id, assigned_inspector_id,
                                   type, state, place_id, finished_at, planned_start, planned_minutes,
                                   search_text, parties_sort, address_sort)
      SELECT i, 'bench-' || i, w.user_id, w.organisation_id, w.branch_id, w.inspector_id,
             (ARRAY['enter','exit','start_works','other'])[1 + x.s], (ARRAY['start','app','ongoing','finished'])[1 + x.s],
             p.id, CASE WHEN x.s = 3 THEN now() - make_interval(mins => i) END,
             CASE WHEN x.s <> 3 AND w.inspector_id IS NOT NULL
               THEN date_trunc('day', now()) + make_interval(days => (i / 13) % 181 - 90, hours => 8 + i % 9) END,
             CASE WHEN x.s <> 3 AND w.inspector_id IS NOT NULL THEN 90 END,
             lower(concat_ws(E'\n', concat_ws(' ', a.street, a.street_number, a.zipcode, a.city, p.name), n.names)),
             lower(n.names), lower(concat_ws(' ', a.street, a.street_number, a.city))
      FROM generate_series(${base.report} + 1, ${base.report + count}) AS i
        -- its type and state: every firm gets all four (i % 4 alone would give firm f only f % 4's)
        CROSS JOIN LATERAL (SELECT (i / ${ORGANISATIONS * 3}) % 4 AS s) x
      JOIN bench_reports w ON w.report = i
      JOIN places p ON p.id = ${base.place - base.report} + i
      JOIN addresses a ON a.id = p.address_id
      JOIN (SELECT report_id, string_agg(${PARTY_NAME}, ', ' ORDER BY b.position, b.id) AS names
            FROM bench_parties b GROUP BY report_id) n ON n.report_id = i`.execute(trx);
    await sql`ALTER TABLE reports ENABLE TRIGGER reports_insert_report_search`.execute(trx);
    await sql`INSERT INTO parties (id, uuid, report_id, organisation_id, position, type, first_name, last_name)
      SELECT b.id, gen_random_uuid(), b.report_id, w.organisation_id, b.position, b.type, b.first_name, b.last_name
      FROM bench_parties b JOIN bench_reports w ON w.report = b.report_id`.execute(trx);
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

/**
 * Adds `count` regular accounts, each the company manager of an organisation of its own (with its
 * main branch, named as migration 026 names it) that has a subscription and an admin's credit
 * grant, as the admin's user editor makes them. The organisations are inserted with their credits
 * and subscription end already set, and the accounts with their organisation and its end: the row
 * triggers that would make an organisation per account (migration 026) and copy its end
 * (migration 034, off for that insert) and the statement trigger on subscriptions (off for that
 * insert) would otherwise do it row by row.
 */
async function seedAccounts(db: DB, count: number) {
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL statement_timeout = 0`.execute(trx);
    const base = await sql<{ user: number; organisation: number; branch: number }>`
      SELECT (SELECT coalesce(max(id), 0) FROM users) AS user, (SELECT coalesce(max(id), 0) FROM organisations) AS organisation,
             (SELECT coalesce(max(id), 0) FROM branches) AS branch`
      .execute(trx)
      .then((result) => result.rows[0]);
    const bench = await sql<{ done: number }>`SELECT count(*)::int AS done FROM users WHERE email LIKE 'bench-%'`
      .execute(trx)
      .then((result) => result.rows[0].done);
    // now() is the transaction's start: the same in every insert
    const until = sql`now() + make_interval(days => (${bench} + k) % 730 - 365)`;
    const firstName = sql`(${textArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}]`;
    const lastName = sql`(${textArray(LAST_NAMES)})[1 + (i * 7 + i / 3) % ${LAST_NAMES.length}]`;
    await sql`INSERT INTO organisations (id, name, credit_count, subscription_until)
      SELECT ${base.organisation} + k, ${firstName} || ' ' || ${lastName}, i % 100, ${until}
      FROM generate_series(1, ${count}) AS k, LATERAL (SELECT ${bench} + k AS i) n`.execute(trx);
    await sql`INSERT INTO branches (id, organisation_id, name)
      SELECT ${base.branch} + k, ${base.organisation} + k, ${translate('organisations.mainBranch', 'nl')}
      FROM generate_series(1, ${count}) AS k`.execute(trx);
    await sql`ALTER TABLE users DISABLE TRIGGER users_organisation_subscription`.execute(trx);
    await sql`INSERT INTO users (id, email, password_hash, first_name, last_name, phone, role, organisation_id, org_role,
                                 subscription_until)
      SELECT ${base.user} + k, 'bench-' || i || '@voorbeeld.be', 'no-login', ${firstName}, ${lastName},
             '+32 470 ' || lpad((i % 1000000)::text, 6, '0'), 'user', ${base.organisation} + k, 'company_manager', ${until}
      FROM generate_series(1, ${count}) AS k, LATERAL (SELECT ${bench} + k AS i) n`.execute(trx);
    await sql`ALTER TABLE users ENABLE TRIGGER users_organisation_subscription`.execute(trx);
    await sql`ALTER TABLE subscriptions DISABLE TRIGGER subscriptions_insert_organisation`.execute(trx);
    await sql`INSERT INTO subscriptions (user_id, organisation_id, start_date, valid_until)
      SELECT ${base.user} + k, ${base.organisation} + k, now() - interval '1 year', ${until}
      FROM generate_series(1, ${count}) AS k`.execute(trx);
    await sql`ALTER TABLE subscriptions ENABLE TRIGGER subscriptions_insert_organisation`.execute(trx);
    await sql`INSERT INTO credit_transactions (user_id, organisation_id, credits, kind, created_by)
      SELECT ${base.user} + k, ${base.organisation} + k, (${bench} + k) % 100, 'admin_grant', 1
      FROM generate_series(1, ${count}) AS k`.execute(trx);
    for (const table of ['organisations', 'branches', 'users'])
      await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
        trx,
      );
  });
}

/** The `p`th percentile (nearest rank) of ascending `sorted`. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

interface Single {
  status: number;
  total: string;
  p50: number;
  p95: number;
  p99: number;
}

/** `url` requested `WARMUP` times, then `SAMPLES` times one at a time: its answer and latencies. */
async function single(url: string, headers: Record<string, string>): Promise<Single> {
  let status = 0;
  let total = '';
  const times: number[] = [];
  for (let index = 0; index < WARMUP + SAMPLES; index++) {
    const start = performance.now();
    const response = await fetch(url, { headers });
    const body = (await response.json()) as {
      pagination?: { total: number; total_relation: string; count: number };
    };
    if (index >= WARMUP) times.push(performance.now() - start);
    status = response.status;
    total = body.pagination
      ? `${body.pagination.total_relation === 'gte' ? '≥' : ''}${body.pagination.total} (${body.pagination.count})`
      : '';
  }
  times.sort((a, b) => a - b);
  return { status, total, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) };
}

interface Load {
  p50: number;
  p99: number;
  rps: number;
  failed: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, timeout: 60 });
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
const ms = (value: number) => value.toFixed(1);

/** A bench-only route: what the caller's statements run as, through the app's own pool and row scope. */
const SCOPE_ROUTE = '/bench/row-scope';

interface RowScopeSeen {
  role: string;
  row_security: string;
  parallel_workers: string;
  organisation: string;
  bypass: boolean;
  forced: boolean;
  organisations: number;
  reports: number;
}

/**
 * Adds {@link SCOPE_ROUTE} to `app` (signed in, like any list): the role and `row_security` of the
 * connection the request's statements run on, the organisation its scope names, whether that role
 * bypasses row-level security, whether `reports` forces it, and the organisations and reports a
 * statement without the application's filter sees.
 */
function addScopeRoute(app: FastifyInstance) {
  app.get(SCOPE_ROUTE, { config: { access: 'signed-in' }, schema: { hide: true } }, async () => {
    const { rows } = await sql<RowScopeSeen>`
      SELECT current_user AS role, current_setting('row_security') AS row_security,
             current_setting('max_parallel_workers_per_gather') AS parallel_workers,
             coalesce(nullif(current_setting('bo.organisation', true), ''), 'none') AS organisation,
             (SELECT rolsuper OR rolbypassrls FROM pg_roles WHERE rolname = current_user) AS bypass,
             (SELECT relrowsecurity AND relforcerowsecurity FROM pg_class WHERE oid = 'reports'::regclass) AS forced,
             (SELECT count(DISTINCT organisation_id)::int FROM reports) AS organisations,
             (SELECT count(*)::int FROM reports) AS reports`.execute(app.db);
    return rows[0];
  });
}

/** Prints one line per call of `targets` as `caller` (its `headers`) against `base`; answers the calls that missed. */
async function measureLists(
  base: string,
  caller: string,
  headers: Record<string, string>,
  targets: [string, string][],
) {
  const seen = (await (await fetch(base + SCOPE_ROUTE, { headers })).json()) as RowScopeSeen;
  const on = !seen.bypass && seen.forced && seen.row_security === 'on';
  console.log(
    `single requests, one at a time (${SAMPLES} each after ${WARMUP} to warm up), as ${caller}: statements run as ` +
      `${seen.role} (row_security ${seen.row_security}, bypasses RLS: ${seen.bypass ? 'yes' : 'no'}, reports FORCE RLS: ` +
      `${seen.forced ? 'yes' : 'no'}; RLS ${on ? 'ON' : 'OFF'}; parallel workers per statement: ` +
      `${seen.parallel_workers}), organisation ${seen.organisation}; a statement ` +
      `without the app's filter sees ${seen.reports.toLocaleString('en')} reports of ${seen.organisations} organisation(s)`,
  );
  console.log(
    `${'list call'.padEnd(32)}${'HTTP'.padStart(5)}${'total (rows)'.padStart(15)}` +
      `${'p50 ms'.padStart(9)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}  p95 ≤ ${P95_GOAL_MS} ms`,
  );
  const misses: string[] = [];
  for (const [name, path] of targets) {
    const figures = await single(base + path, headers);
    const pass = figures.status === 200 && figures.p95 <= P95_GOAL_MS;
    if (!pass) misses.push(`${name} (${caller})`);
    console.log(
      `${name.padEnd(32)}${String(figures.status).padStart(5)}${figures.total.padStart(15)}` +
        `${ms(figures.p50).padStart(9)}${ms(figures.p95).padStart(9)}${ms(figures.p99).padStart(9)}  ${verdict(pass)}`,
    );
  }
  return misses;
}

async function benchDatabase(label: string, postgresUrl: string | undefined, sizes: number[]) {
  console.log(`\n== ${label}: ${sizes.map((size) => size.toLocaleString('en')).join(', ')} reports`);
  const keep = postgresUrl && process.env.BENCH_KEEP_DATABASE === '1';
  const ctx = await startTestApp({ logLevel: 'warn' }, { postgresUrl, prepare: addScopeRoute });
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  const bareUrl = `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`;
  const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const seedTimes: [number, number][] = [];
  try {
    const firmsStart = performance.now();
    await asOwner(ctx.db, seedOrganisations);
    const firm = await firmIds(ctx.db, MEASURED_FIRM);
    console.log(
      `${ORGANISATIONS.toLocaleString('en')} firms of ${BRANCHES} branches and ${MEMBERS} members each seeded in ` +
        `${((performance.now() - firmsStart) / 1000).toFixed(1)} s; measured: firm ${MEASURED_FIRM} (organisation ${firm.id})`,
    );
    const memberHeaders = async (slot: number) => {
      const response = await ctx.tryLogin(memberEmail(MEASURED_FIRM, slot), MEMBER_PASSWORD);
      if (response.statusCode !== 200) throw new Error(`member ${slot} cannot sign in: ${response.body}`);
      return { authorization: `Bearer ${response.json().access_token}` };
    };
    const callers = [
      { caller: 'the admin', headers: () => ctx.auth('admin'), targets: ADMIN_TARGETS },
      {
        caller: `the company manager of organisation ${firm.id}`,
        headers: () => memberHeaders(0),
        targets: memberTargets({ ...firm, inspector: firm.slot(2 + (1 + INSPECTORS)) }, 1),
      },
      {
        caller: `the branch manager of branch ${firm.branches[0]} of organisation ${firm.id}`,
        headers: () => memberHeaders(1),
        targets: memberTargets({ ...firm, inspector: firm.slot(2) }, 0),
      },
    ];
    let seeded = 0;
    for (const size of sizes) {
      const marks = [performance.now()];
      await asOwner(ctx.db, (owner) => seedReports(owner, size - seeded));
      marks.push(performance.now());
      await asOwner(ctx.db, (owner) => seedAccounts(owner, size - seeded));
      marks.push(performance.now());
      await asOwner(ctx.db, settle);
      marks.push(performance.now());
      const [reports, accounts, vacuum, seconds] = [
        ...marks.slice(1).map((mark, index) => (mark - marks[index]) / 1000),
        (marks[3] - marks[0]) / 1000,
      ];
      seedTimes.push([size, seconds]);
      console.log(
        `\n${label}, ${size.toLocaleString('en')} reports (about ${Math.round(size / ORGANISATIONS).toLocaleString('en')} ` +
          `per firm), places and accounts: ${(size - seeded).toLocaleString('en')} of each seeded in ${seconds.toFixed(1)} s ` +
          `(reports ${reports.toFixed(1)} s, accounts ${accounts.toFixed(1)} s, VACUUM ANALYZE ${vacuum.toFixed(1)} s)`,
      );
      seeded = size;
      // the bulk load blocked the event loop (PGlite runs in-process): wait out the overload guard
      const adminHeaders = await ctx.auth('admin');
      while ((await fetch(`${base}/front/me`, { headers: adminHeaders })).status === 503)
        await new Promise((resolve) => setTimeout(resolve, 250));

      const misses: string[] = [];
      const signedIn: Record<string, string>[] = [];
      for (const { caller, headers, targets } of callers) {
        signedIn.push(await headers());
        misses.push(...(await measureLists(base, caller, signedIn.at(-1)!, targets)));
      }

      console.log(`throughput, ${CONNECTIONS} connections, ${SECONDS} s each:`);
      console.log(
        `${'target'.padEnd(32)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'failed'.padStart(9)}`,
      );
      const loads: [string, Load][] = [
        ['bare Fastify route', await load(bareUrl)],
        ['/front/me, the admin', await load(`${base}/front/me`, signedIn[0])],
        ['/front/me, the company manager', await load(`${base}/front/me`, signedIn[1])],
      ];
      for (const [name, figures] of loads)
        console.log(
          `${name.padEnd(32)}${figures.rps.toFixed(0).padStart(9)}${String(figures.p50).padStart(9)}` +
            `${String(figures.p99).padStart(9)}${String(figures.failed).padStart(9)}`,
        );
      console.log(
        `goal, every list call's single-request p95 ≤ ${P95_GOAL_MS} ms: ${verdict(misses.length === 0)}` +
          (misses.length ? ` (missed: ${misses.join(', ')})` : ''),
      );
      const bareRps = loads[0][1].rps || 1;
      for (const [name, figures] of loads.slice(1)) {
        const ratio = figures.rps / bareRps;
        console.log(
          `goal, ${name} ≥ ${RATIO_GOAL}× the bare route's requests/s: ${ratio.toFixed(2)}× ` +
            `${verdict(ratio >= RATIO_GOAL && figures.failed === 0)}`,
        );
      }
    }
    console.log(
      `\n${label} seeding: ${seedTimes.map(([size, s]) => `${size.toLocaleString('en')} in ${s.toFixed(1)} s`).join(', ')}`,
    );
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 3000)); // requests autocannon left in flight
    await bare.close();
    if (keep) {
      await ctx.app.close();
      await ctx.db.destroy();
      console.log(`kept the database ${ctx.config.databaseUrl}`);
    } else await ctx.close();
  }
}

const postgresUrl = process.env.DATABASE_URL;
if (!postgresUrl) console.log('DATABASE_URL is not set: PostgreSQL is skipped, PGlite only.');
if (postgresUrl && process.env.BENCH_DB !== 'pglite') await benchDatabase('PostgreSQL', postgresUrl, SIZES);
if (process.env.BENCH_DB !== 'postgres') {
  const sizes = SIZES.filter((size) => size <= PGLITE_LIMIT);
  if (sizes.length < SIZES.length)
    console.log(`\nPGlite is measured up to ${PGLITE_LIMIT.toLocaleString('en')} reports: larger sizes skipped.`);
  if (sizes.length) await benchDatabase('PGlite', undefined, sizes);
}
