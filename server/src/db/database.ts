/**
 * Opens the database: PGlite file-backed under `dataDir` by default, a PostgreSQL server when
 * `databaseUrl` is set (docs/ARCHITECTURE.md "Runtime data"), and brings it to the latest migration.
 * Its statements then run in the caller's row scope, as `bo_api` or `bo_system` (db/row-scope.ts,
 * docs/operations.md "Database roles"). Throws when a migration fails, or when those roles would
 * bypass row-level security.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CompiledQuery, Kysely, Migrator, PostgresDialect, sql, type Compilable, type Migration } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from './schema';
import { WriteSignal } from './write-signal';
import * as dataModel from './migrations/001_data_model';
import * as documents from './migrations/002_documents';
import * as loginFamilies from './migrations/003_login_families';
import * as postEditing from './migrations/004_post_editing';
import * as listScale from './migrations/005_list_scale';
import * as accountsMoney from './migrations/006_accounts_money';
import * as typedAnswers from './migrations/007_typed_answers';
import * as addendumFacts from './migrations/008_addendum_facts';
import * as draftMedia from './migrations/009_draft_media';
import * as signedVersions from './migrations/010_signed_versions';
import * as creditRefunds from './migrations/011_credit_refunds';
import * as rateLimits from './migrations/012_rate_limits';
import * as followUpSources from './migrations/013_follow_up_sources';
import * as millionLists from './migrations/014_million_lists';
import * as jobs from './migrations/015_jobs';
import * as damages from './migrations/016_damages';
import * as documentKinds from './migrations/017_document_kinds';
import * as auditEvents from './migrations/018_audit_events';
import * as regions from './migrations/019_regions';
import * as signOff from './migrations/020_sign_off';
import * as printNationalNumbers from './migrations/021_print_national_numbers';
import * as deviceClaims from './migrations/022_device_claims';
import * as inspectorSignatures from './migrations/023_inspector_signatures';
import * as auditChain from './migrations/024_audit_chain';
import * as signOffLimits from './migrations/025_sign_off_limits';
import * as organisations from './migrations/026_organisations';
import * as reportBranches from './migrations/027_report_branches';
import * as invitations from './migrations/028_invitations';
import * as agenda from './migrations/030_agenda';
import * as sharedLibrary from './migrations/032_shared_library';
import * as rowSecurity from './migrations/033_row_security';
import * as accountSubscriptionSort from './migrations/034_account_subscription_sort';
import * as searchNumbers from './migrations/035_search_numbers';
import { connectionScopes, ROW_ROLES } from './row-scope';

export type DB = Kysely<Database>;

const migrations: Record<string, Migration> = {
  '001_data_model': dataModel,
  '002_documents': documents,
  '003_login_families': loginFamilies,
  '004_post_editing': postEditing,
  '005_list_scale': listScale,
  '006_accounts_money': accountsMoney,
  '007_typed_answers': typedAnswers,
  '008_addendum_facts': addendumFacts,
  '009_draft_media': draftMedia,
  '010_signed_versions': signedVersions,
  '011_credit_refunds': creditRefunds,
  '012_rate_limits': rateLimits,
  '013_follow_up_sources': followUpSources,
  '014_million_lists': millionLists,
  '015_jobs': jobs,
  '016_damages': damages,
  '017_document_kinds': documentKinds,
  '018_audit_events': auditEvents,
  '019_regions': regions,
  '020_sign_off': signOff,
  '021_print_national_numbers': printNationalNumbers,
  '022_device_claims': deviceClaims,
  '023_inspector_signatures': inspectorSignatures,
  '024_audit_chain': auditChain,
  '025_sign_off_limits': signOffLimits,
  '026_organisations': organisations,
  '027_report_branches': reportBranches,
  '028_invitations': invitations,
  '030_agenda': agenda,
  '032_shared_library': sharedLibrary,
  '033_row_security': rowSecurity,
  '034_account_subscription_sort': accountSubscriptionSort,
  '035_search_numbers': searchNumbers,
};

/** The PGlite instance behind a database opened without `databaseUrl` (its scoped face, {@link scopedPglite}). */
const embedded = new WeakMap<DB, PGlite>();
/** The owner's connection string of a database opened on a PostgreSQL server (for {@link asOwner}). */
const ownerUrls = new WeakMap<DB, string>();
/** The connection pool behind a database opened on a PostgreSQL server, checking out with the row scope. */
const pools = new WeakMap<DB, ReturnType<typeof scopedPool>>();
/** The write signal of each database opened here (db/write-signal.ts). */
const signals = new WeakMap<DB, WriteSignal>();

/** `dialect` with the write signal that {@link onWrite} listens to. */
function withSignal(dialect: PostgresDialect | PGliteDialect): DB {
  const signal = new WriteSignal();
  const db = new Kysely<Database>({ dialect, plugins: [signal] });
  signals.set(db, signal);
  return db;
}

/**
 * Calls `listener` whenever this process writes to `db` (before the write and once it is done;
 * db/write-signal.ts). For in-process caches of what a write may change. Throws for a database
 * not opened by {@link openDatabase}: a cache on it would never learn of a write.
 */
export function onWrite(db: DB, listener: () => void): void {
  const signal = signals.get(db);
  if (!signal) throw new Error('onWrite: this database was not opened by openDatabase');
  signal.listen(listener);
}

/**
 * `databaseUrl` postgres://… or undefined for PGlite; `dataDir` holds `pglite/`, unless `image` (a
 * dump of a PGlite folder, `PGlite.dumpDataDir`) is given: PGlite then runs in memory from that
 * dump and writes nothing to disk (the server tests' copies of one seeded state). On PostgreSQL a
 * statement runs at most `statementTimeout` ms and waiting for a pooled connection at most as
 * long (both end in a 503, plugins/errors.ts), and no statement starts parallel workers (starting
 * them cost more than a list's whole statement); PGlite has one connection and relies on the
 * request timeout. Migrations run as the login (the owner); every later statement as one of the
 * two row-security roles. Throws as the file's header says.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  statementTimeout?: number;
  image?: Blob;
}): Promise<DB> {
  if (!options.databaseUrl) {
    const dir = path.join(options.dataDir, 'pglite');
    if (!options.image) fs.mkdirSync(dir, { recursive: true });
    const pglite = options.image
      ? await PGlite.create({ loadDataDir: options.image, extensions: { pg_trgm } })
      : await PGlite.create(dir, { extensions: { pg_trgm } });
    // migrations run as the owner, before the roles they make exist
    await migrate(new Kysely<Database>({ dialect: new PGliteDialect(pglite) }));
    const scoped = scopedPglite(pglite);
    const db = withSignal(new PGliteDialect(scoped));
    embedded.set(db, scoped);
    await handJobQueueToApi(
      (text) => pglite.query(text),
      (text) => pglite.exec(text),
    );
    await refuseBypass(db);
    return db;
  }
  // migrations may rewrite large tables: they run on their own connection, without the timeouts
  const migrator = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: options.databaseUrl, max: 1 }) }),
  });
  try {
    await migrate(migrator);
    const timeout = options.statementTimeout ?? 10_000;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      statement_timeout: timeout,
      idle_in_transaction_session_timeout: 3 * timeout,
      // no parallel workers for a request's statement (docs/operations.md "Searching a million rows")
      options: '-c max_parallel_workers_per_gather=0',
      connectionTimeoutMillis: timeout,
    });
    // An idle connection the server ends (restart, DROP DATABASE … FORCE) is reported here; pg has
    // already dropped it from the pool and the next query opens a new one. Unhandled, it would crash.
    pool.on('error', (error) => console.warn(`database: idle connection lost (${error.message})`));
    const scoped = scopedPool(pool);
    const db = withSignal(new PostgresDialect({ pool: scoped }));
    pools.set(db, scoped);
    ownerUrls.set(db, options.databaseUrl);
    await refuseBypass(db).catch(async (error) => {
      await db.destroy();
      throw error;
    });
    await handJobQueueToApi(
      (text) => sql.raw(text).execute(migrator),
      (text) => sql.raw(text).execute(migrator),
    );
    return db;
  } finally {
    await migrator.destroy();
  }
}

/** The job queue's schema (pg-boss's default; modules/jobs/jobs.ts keeps it). */
const JOB_SCHEMA = 'pgboss';

/**
 * Gives every table, routine and enum of the job queue's schema, and the schema, to the system's
 * role (jobs run in its scope), and lets the member's role queue jobs (a request that mails).
 */
const HAND_JOB_QUEUE_OVER = `DO $$ DECLARE object record; BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('bo job queue hand-over')); -- nodes that start together take turns
  ALTER SCHEMA ${JOB_SCHEMA} OWNER TO ${ROW_ROLES.system};
  FOR object IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = '${JOB_SCHEMA}'::regnamespace AND c.relkind IN ('r', 'p', 'v')
      AND c.relowner <> '${ROW_ROLES.system}'::regrole LOOP
    EXECUTE format('ALTER %s %s OWNER TO ${ROW_ROLES.system}', CASE object.relkind WHEN 'v' THEN 'VIEW' ELSE 'TABLE' END, object.name);
  END LOOP;
  FOR object IN SELECT p.oid::regprocedure AS name FROM pg_proc p
    WHERE p.pronamespace = '${JOB_SCHEMA}'::regnamespace AND p.proowner <> '${ROW_ROLES.system}'::regrole LOOP
    EXECUTE format('ALTER ROUTINE %s OWNER TO ${ROW_ROLES.system}', object.name);
  END LOOP;
  FOR object IN SELECT t.oid::regtype AS name FROM pg_type t
    WHERE t.typnamespace = '${JOB_SCHEMA}'::regnamespace AND t.typtype = 'e' AND t.typowner <> '${ROW_ROLES.system}'::regrole LOOP
    EXECUTE format('ALTER TYPE %s OWNER TO ${ROW_ROLES.system}', object.name);
  END LOOP;
  GRANT USAGE ON SCHEMA ${JOB_SCHEMA} TO ${ROW_ROLES.member};
  GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${JOB_SCHEMA} TO ${ROW_ROLES.member};
  ALTER DEFAULT PRIVILEGES FOR ROLE ${ROW_ROLES.system} IN SCHEMA ${JOB_SCHEMA}
    GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${ROW_ROLES.member};
END $$`;

/**
 * Makes the job queue's schema (pg-boss) when it is missing, with the owner's rights, and hands it
 * to the system's role: pg-boss adds a table per queue and migrates its schema itself at start, which
 * needs its owner's rights, while the API's role may not create a schema in the database (PGlite
 * refuses even that grant). `query` runs one statement and answers its rows, `script` several.
 * A node that starts beside another may lose the race to make it: it then finds it made.
 */
async function handJobQueueToApi(
  query: (text: string) => Promise<{ rows: unknown[] }>,
  script: (text: string) => Promise<unknown>,
): Promise<void> {
  const installed = async () =>
    (
      (await query(`SELECT to_regclass('${JOB_SCHEMA}.version') IS NOT NULL AS installed`)).rows[0] as {
        installed: boolean;
      }
    ).installed;
  if (!(await installed()))
    await script(PgBoss.getConstructionPlans(JOB_SCHEMA)).catch(async (error) => {
      if (!(await installed())) throw error;
    });
  await script(HAND_JOB_QUEUE_OVER);
}

/**
 * Throws unless the API's statements run as its two roles and neither bypasses row-level security
 * (a superuser or BYPASSRLS): the second line of isolation would be off (docs/operations.md
 * "Database roles"). Run in the system's scope, so the statement itself runs as `bo_system`.
 */
async function refuseBypass(db: DB): Promise<void> {
  const roles = Object.values(ROW_ROLES);
  const refuse = (role: string, cause?: unknown) =>
    new Error(
      `database: statements must run as ${roles.join(' and ')}, roles that do not bypass row-level security, ` +
        `not as ${role}; connect as a role that may SET ROLE to both (docs/operations.md "Database roles")`,
      { cause },
    );
  const { rows } = await sql<{ role: string; bypass: boolean | null }>`
    SELECT current_user AS role,
      (SELECT bool_or(rolsuper OR rolbypassrls) FROM pg_roles WHERE rolname IN (${sql.join(roles)})) AS bypass`
    .execute(db)
    .catch((error) => {
      throw refuse('the login role', error);
    });
  if (rows[0]?.role !== ROW_ROLES.system || rows[0]?.bypass !== false) throw refuse(rows[0]?.role ?? '?');
}

/** `pool` as Kysely and {@link preparedQuery} check connections out: each with the caller's row scope (db/row-scope.ts). */
function scopedPool(pool: pg.Pool) {
  const { ensure } = connectionScopes<pg.PoolClient>();
  return {
    connect: async () => {
      const client = await pool.connect();
      try {
        await ensure(client, (text, values) => client.query(text, values));
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      return client;
    },
    end: () => pool.end(),
  };
}

/** The row scopes of the PGlite connections (one each), forgotten when {@link asOwner} changes the role. */
const pgliteScopes = connectionScopes<PGlite>();

/** `pglite` whose statements run with the caller's row scope (db/row-scope.ts): one connection, set when it changes. */
function scopedPglite(pglite: PGlite): PGlite {
  const scoped: PGlite = new Proxy(pglite, {
    get(target, property) {
      if (property === 'query')
        return async (...args: Parameters<PGlite['query']>) => (await scope(), target.query(...args));
      if (property === 'exec')
        return async (...args: Parameters<PGlite['exec']>) => (await scope(), target.exec(...args));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const scope = () => pgliteScopes.ensure(scoped, (text, values) => pglite.query(text, values));
  return scoped;
}

/**
 * Runs `work` with the database owner's rights, beside the API's role: migrations of a test, and
 * tests that act as an operator behind the application (tampering with the audit trail). On
 * PGlite the one connection leaves the API's role for the time of `work`; on PostgreSQL `work`
 * gets a connection of its own with the configured login. Resolves to what `work` resolves to.
 */
export async function asOwner<T>(db: DB, work: (owner: DB) => Promise<T>): Promise<T> {
  const url = ownerUrls.get(db);
  if (!url)
    return db.connection().execute(async (connection) => {
      await sql.raw('RESET ROLE').execute(connection);
      try {
        return await work(connection);
      } finally {
        pgliteScopes.forget(embedded.get(db)!);
      }
    });
  const owner = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    return await work(owner);
  } finally {
    await owner.destroy();
  }
}

/**
 * A query of one string argument compiled once, run as the named prepared statement `name` on
 * PostgreSQL: each pooled connection parses and plans it once and then only executes it
 * (docs/operations.md "Prepared statements"). `build(argument)` makes the query with the
 * argument as a value; the answer resolves to the rows for one argument. Only for hot lookups
 * that select named columns, outside a transaction. On PGlite it runs as any query. Throws at
 * once when `build` does not use its argument.
 */
export function preparedQuery<Row>(db: DB, name: string, build: (argument: string) => Compilable<Row>) {
  const marker = `\u0000${name}`;
  const compiled = build(marker).compile();
  const at = compiled.parameters.indexOf(marker);
  if (at < 0) throw new Error(`prepared query ${name} does not use its argument`);
  return async (argument: string): Promise<Row[]> => {
    const values = compiled.parameters.map((value, index) => (index === at ? argument : value));
    const pool = pools.get(db);
    if (!pool) return (await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, values))).rows;
    const client = await pool.connect();
    try {
      return (await client.query<Row & pg.QueryResultRow>({ name, text: compiled.sql, values })).rows;
    } finally {
      client.release();
    }
  };
}

/**
 * Runs SQL text that a library brings (pg-boss, modules/jobs/jobs.ts) on `db`: with `values`, one
 * statement with `$n` parameters; without, a script of one or more statements. Resolves to the
 * rows of the (last) statement. On PGlite it waits for the one connection like every Kysely
 * query does, so it never runs inside another caller's transaction.
 */
export async function executeSql(db: DB, text: string, values: unknown[] = []): Promise<{ rows: unknown[] }> {
  const pglite = embedded.get(db);
  if (!pglite) return db.executeQuery(CompiledQuery.raw(text, values));
  return db
    .connection()
    .execute(async () =>
      values.length ? pglite.query(text, values) : ((await pglite.exec(text)).at(-1) ?? { rows: [] }),
    );
}

/**
 * Brings `db` to migration `target` (its name, e.g. `025_sign_off_limits`, or `latest`), up or
 * down; for tests of a migration's data (test/organisations-migration.test.ts). Throws naming the
 * migration that failed.
 */
export async function migrateTo(db: DB, target: string): Promise<void> {
  await asOwner(db, async (owner) => {
    const migrator = new Migrator({ db: owner, provider: { getMigrations: async () => migrations } });
    const { error, results } = await (target === 'latest' ? migrator.migrateToLatest() : migrator.migrateTo(target));
    if (error) {
      const failed = results?.find((result) => result.status === 'Error');
      throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`);
    }
  });
}

/** Brings `db` to the latest migration; throws naming the migration that failed. */
async function migrate(db: DB): Promise<void> {
  const { error, results } = await new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
  }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`);
  }
}
