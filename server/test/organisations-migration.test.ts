/**
 * Migration 026 to 028 on a seeded database (issue 44, docs/product.md "Organisations and roles"):
 * every existing regular account becomes the company manager of an organisation of one, with one
 * branch, and nothing is lost: the reports, configurations, credits, transactions and
 * subscriptions counted before the migration are there after it, each account's balance and
 * subscription end are its organisation's, and each account still reaches its reports.
 *
 * The database is seeded by today's seed, brought back to migration 025 (the world before
 * organisations: credits and subscription ends on the accounts), counted, then migrated forward
 * again and counted. Run it with TEST_DATABASE_URL for PostgreSQL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { migrateTo } from '../src/db/database';
import { account, startTestApp, type TestContext } from './helpers';

interface Counts {
  reports: number;
  configurations: number;
  credits: number;
  transactions: number;
  transactionCredits: number;
  subscriptions: number;
}

interface AccountState {
  email: string;
  credits: number;
  subscription_until: number | null;
  reports: number;
  configurations: number;
}

const LATEST = '028_invitations';

describe('migration of existing accounts into organisations (issue 44)', () => {
  let ctx: TestContext;
  let before025: { counts: Counts; accounts: AccountState[] };
  let after028: { counts: Counts; accounts: AccountState[] };
  let inquiryCompany: string;

  /** The counts that must survive, with the regular accounts' credits read from `pool` (users or organisations). */
  const counts = async (pool: 'users' | 'organisations'): Promise<Counts> => {
    const { rows } = await sql<Counts>`SELECT
      (SELECT count(*) FROM reports)::int AS reports,
      (SELECT count(*) FROM document_configurations)::int AS configurations,
      (SELECT coalesce(sum(credit_count), 0) FROM ${sql.table(pool)} ${pool === 'users' ? sql`WHERE role = 'user'` : sql``})::int AS credits,
      (SELECT count(*) FROM credit_transactions)::int AS transactions,
      (SELECT coalesce(sum(credits), 0) FROM credit_transactions)::int AS "transactionCredits",
      (SELECT count(*) FROM subscriptions)::int AS subscriptions`.execute(ctx.db);
    return rows[0];
  };

  /** Each regular account's balance and subscription end (unix seconds), read from `pool`, and what it owns. */
  const accounts = async (pool: 'users' | 'organisations'): Promise<AccountState[]> => {
    const money =
      pool === 'users'
        ? sql`u.credit_count AS credits, extract(epoch FROM u.subscription_until)::bigint AS subscription_until`
        : sql`o.credit_count AS credits, extract(epoch FROM o.subscription_until)::bigint AS subscription_until`;
    const join = pool === 'users' ? sql`` : sql`JOIN organisations o ON o.id = u.organisation_id`;
    const { rows } = await sql<AccountState>`SELECT u.email, ${money},
        (SELECT count(*) FROM reports r WHERE r.user_id = u.id)::int AS reports,
        (SELECT count(*) FROM document_configurations c WHERE c.user_id = u.id)::int AS configurations
      FROM users u ${join} WHERE u.role = 'user' ORDER BY u.email`.execute(ctx.db);
    return rows.map((row) => ({
      ...row,
      subscription_until: row.subscription_until === null ? null : Number(row.subscription_until),
    }));
  };

  before(async () => {
    ctx = await startTestApp();
    await ctx.app.documents.idle();
    await migrateTo(ctx.db, '025_sign_off_limits');
    // an account that came from an inquiry: its organisation takes the inquiry's company
    inquiryCompany = 'Immo Vervallen bv';
    await sql`INSERT INTO inquiries (company, first_name, last_name, email, phone, policy_accepted, user_id)
      SELECT ${inquiryCompany}, first_name, last_name, email, '0470', true, id FROM users
      WHERE email = ${account('expired').email}`.execute(ctx.db);
    before025 = { counts: await counts('users'), accounts: await accounts('users') };
    await migrateTo(ctx.db, LATEST);
    after028 = { counts: await counts('organisations'), accounts: await accounts('organisations') };
    // the routes the tests call read what later migrations add too (030: the plan of a report)
    await migrateTo(ctx.db, 'latest');
  });
  after(() => ctx.close());

  it('loses nothing: reports, configurations, credits, transactions and subscriptions are counted the same', () => {
    console.log('before (migration 025):', JSON.stringify(before025.counts));
    console.log('after (migration 028): ', JSON.stringify(after028.counts));
    assert.ok(before025.counts.reports > 40 && before025.counts.credits > 0 && before025.counts.subscriptions > 0);
    assert.deepEqual(after028.counts, before025.counts);
  });

  it("gives every regular account its balance, subscription end and records as its organisation's", () => {
    assert.equal(after028.accounts.length, before025.accounts.length);
    assert.deepEqual(after028.accounts, before025.accounts);
  });

  it('makes each regular account the company manager of an organisation of one with one branch, named after its company', async () => {
    const rows = await ctx.db
      .selectFrom('users as u')
      .innerJoin('organisations as o', 'o.id', 'u.organisation_id')
      .select((eb) => [
        'u.email',
        'u.org_role',
        'u.branch_id',
        'o.name',
        eb
          .selectFrom('users as m')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('m.organisation_id', '=', 'o.id')
          .as('members'),
        eb
          .selectFrom('branches as b')
          .select(sql<string>`string_agg(b.name, ',')`.as('names'))
          .whereRef('b.organisation_id', '=', 'o.id')
          .as('branches'),
      ])
      .where('u.role', '=', 'user')
      .execute();
    assert.equal(rows.length, before025.accounts.length);
    for (const row of rows) {
      assert.equal(row.org_role, 'company_manager', row.email);
      assert.equal(row.branch_id, null, row.email);
      assert.equal(Number(row.members), 1, row.email);
      assert.equal(row.branches, 'Hoofdkantoor', row.email);
    }
    const named = Object.fromEntries(rows.map((row) => [row.email, row.name]));
    assert.equal(named[account('expired').email], inquiryCompany, 'the inquiry company first');
    assert.equal(named[account('user').email], 'Plaatsbeschrijvingen Vlaanderen bv', 'else the configuration company');
    assert.equal(named[account('disabled').email], 'Els Wouters', 'else the name');
    const admins = await ctx.db
      .selectFrom('users')
      .select(['organisation_id', 'org_role'])
      .where('role', '=', 'admin')
      .execute();
    assert.deepEqual(admins, [{ organisation_id: null, org_role: null }], 'the admin belongs to none');
  });

  it("books every transaction and subscription on its account's organisation, and every report in its branch", async () => {
    const strays = await sql<{ what: string; n: number }>`
      SELECT 'transaction' AS what, count(*)::int AS n FROM credit_transactions t JOIN users u ON u.id = t.user_id
        WHERE u.role = 'user' AND t.organisation_id IS DISTINCT FROM u.organisation_id
      UNION ALL SELECT 'subscription', count(*)::int FROM subscriptions s JOIN users u ON u.id = s.user_id
        WHERE s.organisation_id IS DISTINCT FROM u.organisation_id
      UNION ALL SELECT 'report', count(*)::int FROM reports r JOIN users u ON u.id = r.user_id
        WHERE u.role = 'user' AND r.branch_id IS DISTINCT FROM
          (SELECT b.id FROM branches b WHERE b.organisation_id = u.organisation_id)`.execute(ctx.db);
    assert.deepEqual(
      strays.rows.map((row) => [row.what, row.n]),
      [
        ['transaction', 0],
        ['subscription', 0],
        ['report', 0],
      ],
    );
  });

  it('lets an existing account sign in after it and see its own reports and its credits', async () => {
    const headers = await ctx.auth('user');
    const me = (await ctx.app.inject({ url: '/front/me', headers })).json();
    const state = before025.accounts.find((row) => row.email === account('user').email)!;
    assert.equal(me.credit_count, state.credits);
    assert.equal(me.organisation.role, 'company_manager');
    const list = (await ctx.app.inject({ url: '/front/reports/?per_page=100', headers })).json();
    assert.equal(list.pagination.total, state.reports);
  });
});
