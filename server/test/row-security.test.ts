/**
 * Row-level security, the second line of organisation isolation (issue 44, docs/operations.md
 * "Database roles", migration 033): statements without the application's filter, run in a
 * member's row scope, see and write only that organisation's rows; the API runs as a role that
 * does not bypass the policies, and a database whose role would bypass them is refused. Run it
 * with TEST_DATABASE_URL for PostgreSQL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'kysely';
import { account, startTestApp, type TestContext } from './helpers';
import { asOwner, openDatabase } from '../src/db/database';
import { inRowScope, narrowRowScope } from '../src/db/row-scope';

describe('row-level security (issue 44)', () => {
  let ctx: TestContext;
  let firm: number;
  let other: number;

  /** What `work` resolves to, run as a member of `organisation` would: in its row scope. */
  const asMemberOf = <T>(organisation: number, work: () => Promise<T>) =>
    inRowScope(() => {
      narrowRowScope(organisation);
      return work();
    });
  const organisationOf = async (key: 'firmManager' | 'user') =>
    (
      await ctx.db
        .selectFrom('users')
        .select('organisation_id')
        .where('email', '=', account(key).email)
        .executeTakeFirstOrThrow()
    ).organisation_id!;

  before(async () => {
    ctx = await startTestApp();
    firm = await organisationOf('firmManager');
    other = await organisationOf('user');
  });
  after(() => ctx.close());

  it('runs the API as a role that does not bypass row-level security', async () => {
    const { rows } = await sql<{ role: string; bypass: boolean }>`
      SELECT current_user AS role, rolsuper OR rolbypassrls AS bypass FROM pg_roles WHERE rolname = current_user`.execute(
      ctx.db,
    );
    assert.deepEqual(rows, [{ role: 'bo_system', bypass: false }]);
  });

  it('shows a member’s statement without the application’s filter only its organisation’s rows', async () => {
    // as the system (a job, the seed): every organisation's reports
    const all = await ctx.db
      .selectFrom('reports as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['u.organisation_id', sql<number>`count(*)::int`.as('count')])
      .groupBy('u.organisation_id')
      .execute();
    const count = (organisation: number) => all.find((row) => row.organisation_id === organisation)?.count ?? 0;
    assert.ok(count(firm) > 0 && count(other) > 0, 'both organisations have reports');

    const seen = await asMemberOf(firm, async () => ({
      reports: await sql<{ user_id: number }>`SELECT user_id FROM reports`.execute(ctx.db),
      organisations: await sql<{ id: number }>`SELECT id FROM organisations`.execute(ctx.db),
      members: await sql<{ organisation_id: number | null }>`SELECT organisation_id FROM users`.execute(ctx.db),
      places: await sql<{ n: number }>`SELECT count(*)::int AS n FROM places p
        JOIN users u ON u.id = p.user_id WHERE u.organisation_id <> ${firm}`.execute(ctx.db),
      content: await sql<{ n: number }>`SELECT count(*)::int AS n FROM report_rooms`.execute(ctx.db),
      transactions: await sql<{ organisation_id: number }>`SELECT organisation_id FROM credit_transactions`.execute(
        ctx.db,
      ),
    }));
    assert.equal(seen.reports.rows.length, count(firm));
    assert.deepEqual(
      seen.organisations.rows.map((row) => row.id),
      [firm],
    );
    // its members, and the provider's admins (no organisation) whose names appear on shared records
    assert.ok(seen.members.rows.every((row) => row.organisation_id === firm || row.organisation_id === null));
    assert.ok(seen.members.rows.some((row) => row.organisation_id === firm));
    assert.equal(seen.places.rows[0].n, 0);
    assert.ok(seen.transactions.rows.every((row) => row.organisation_id === firm));

    const rooms = await sql<{ n: number }>`SELECT count(*)::int AS n FROM report_rooms r
      JOIN report_floors f ON f.uuid = r.floor_uuid JOIN report_homes h ON h.uuid = f.home_uuid
      JOIN reports p ON p.id = h.report_id JOIN users u ON u.id = p.user_id WHERE u.organisation_id = ${firm}`.execute(
      ctx.db,
    );
    assert.ok(rooms.rows[0].n > 0, 'the firm has rooms in its reports');
    assert.equal(seen.content.rows[0].n, rooms.rows[0].n);

    // the member's role with no organisation named (an unset scope) sees nothing
    await ctx.db.connection().execute(async (connection) => {
      await sql`SELECT set_config('role', 'bo_api', false), set_config('bo.organisation', '', false)`.execute(
        connection,
      );
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM reports`.execute(connection);
      await sql`SELECT set_config('role', 'bo_system', false)`.execute(connection);
      assert.equal(rows[0].n, 0);
    });
  });

  it('refuses a member’s statement that writes into another organisation, and changes nothing there', async () => {
    const foreign = await ctx.db
      .selectFrom('reports as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['r.id', 'r.user_id', 'r.updated_at'])
      .where('u.organisation_id', '=', other)
      .orderBy('r.id')
      .executeTakeFirstOrThrow();
    const updated = await asMemberOf(firm, () =>
      sql`UPDATE reports SET updated_at = now() WHERE id = ${foreign.id} RETURNING id`.execute(ctx.db),
    );
    assert.deepEqual(updated.rows, []);
    await assert.rejects(
      asMemberOf(firm, () =>
        sql`INSERT INTO calendar_feeds (user_id, token_hash) VALUES (${foreign.user_id}, 'x')`.execute(ctx.db),
      ),
      /row-level security/,
    );
    const after = await ctx.db
      .selectFrom('reports')
      .select('updated_at')
      .where('id', '=', foreign.id)
      .executeTakeFirst();
    assert.deepEqual(after?.updated_at, foreign.updated_at);
  });

  it('answers a member through the API as before: the policies agree with the application’s rule', async () => {
    const login = await ctx.login('firmManager');
    const list = await ctx.app.inject({
      url: '/front/reports/?per_page=100',
      headers: { authorization: `Bearer ${login.access_token}` },
    });
    assert.equal(list.statusCode, 200);
    const total = await ctx.db
      .selectFrom('reports as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('u.organisation_id', '=', firm)
      .executeTakeFirstOrThrow();
    assert.equal(list.json().pagination.total, total.n);
  });

  it(
    'refuses to open a database whose role bypasses row-level security',
    { skip: !process.env.TEST_DATABASE_URL },
    async () => {
      // a login role of its own, made by the owner, that bypasses the policies and may not become the API's role
      const role = `bo_bypass_${process.pid}`;
      const url = new URL(ctx.config.databaseUrl!);
      const drop = (owner: typeof ctx.db) =>
        sql
          .raw(
            `DO $$ BEGIN DROP OWNED BY ${role}; DROP ROLE ${role}; EXCEPTION WHEN undefined_object THEN NULL; END $$`,
          )
          .execute(owner);
      await asOwner(ctx.db, async (owner) => {
        await drop(owner);
        await sql.raw(`CREATE ROLE ${role} LOGIN BYPASSRLS PASSWORD 'bypass'`).execute(owner);
        await sql.raw(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`).execute(owner);
      });
      url.username = role;
      url.password = 'bypass';
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-bypass-'));
      try {
        await assert.rejects(
          openDatabase({ databaseUrl: url.toString(), dataDir }),
          /roles that do not bypass row-level security/,
        );
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
        await asOwner(ctx.db, drop);
      }
    },
  );
});
