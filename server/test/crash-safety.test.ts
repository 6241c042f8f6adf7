/**
 * Crash safety (issue 11): the real server runs as a child process and is killed with SIGKILL
 * while report creations and logo uploads are in flight, twice. After a restart nothing is
 * half-written: every report made from a template has its tree, every account's credits equal
 * the sum of its credit transactions, every stored file is named by a row and every named file
 * exists. PGlite by default, PostgreSQL with TEST_DATABASE_URL.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { BACK_OFFICE_CLIENT } from 'shared-api/contract';
import { openDatabase } from '../src/db/database';
import { localStorage } from '../src/modules/media/storage';
import { FILE_COLUMNS, referencedFiles } from '../src/modules/media/file-sweep';
import { account, freshPostgres, multipart, setPoolCredits, startTestApp } from './helpers';
import { photoJpeg } from './tablet';

const serverDir = path.resolve(import.meta.dirname, '..');

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `src/main.ts` on `env`; resolves once it prints that it is ready. */
async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // overload protection off: start-up work must not turn the first requests into 503s here;
    // one node: a killed upload's file goes at the next start, however new
    env: { ...process.env, ...env, LOG_LEVEL: 'error', MAX_EVENT_LOOP_DELAY: '0', ORPHAN_FILE_GRACE: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Back-office ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
  });
  child.removeAllListeners('exit');
  return child;
}

async function stopped(child: ChildProcess, signal: NodeJS.Signals) {
  const exit = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await exit;
}

describe('crash safety (issue 11): SIGKILL during report saves and logo uploads', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-crash-'));
  let postgres: Awaited<ReturnType<typeof freshPostgres>> | null = null;
  let env: Record<string, string>;
  let base: string;
  before(async () => {
    postgres = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: dataDir,
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    };
  });
  after(async () => {
    await postgres?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Keeps creating reports and uploading logos until the server dies; resolves with how many got through. */
  async function loadUntilKilled(child: ChildProcess) {
    const token = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        client_id: BACK_OFFICE_CLIENT.id,
        client_secret: BACK_OFFICE_CLIENT.secret,
        username: account('user').email,
        password: account('user').password,
      }),
    }).then((response) => response.json());
    const headers = { authorization: `Bearer ${token.access_token}` };
    const options = await fetch(`${base}/front/reports/create`, { headers }).then((response) => response.json());
    const logo = await photoJpeg(600, 450);
    const done = { reports: 0, logos: 0 };
    const failures: string[] = [];
    let alive = true;
    const worker = async (kind: 'reports' | 'logos') => {
      while (alive) {
        const form =
          kind === 'logos'
            ? await multipart({ name: `Logo ${done.logos}` }, { logo: [logo, 'image/jpeg', 'logo.jpg'] })
            : null;
        const response = await fetch(
          kind === 'reports' ? `${base}/front/reports/` : `${base}/front/document_configurations`,
          {
            method: 'POST',
            headers: form ? { ...headers, ...form.headers } : { ...headers, 'content-type': 'application/json' },
            body: form
              ? new Uint8Array(form.payload)
              : JSON.stringify({
                  type: 'enter',
                  home_id: options.homes[0].id,
                  document_configuration_id: options.document_configurations[0].id,
                  ready_for_app: true,
                  auto_mail_documents: false,
                  place: {
                    address: { street: 'Veldstraat', street_number: '1', zipcode: '9000', city: 'Gent', country: 'BE' },
                  },
                  parties: [{ uuid: null, type: 'tenant', first_name: 'Ann', last_name: 'Maes' }],
                }),
          },
        ).catch(() => null);
        if (response?.status === 201) done[kind] += 1;
        else if (response) failures.push(`${kind}: ${response.status} ${await response.text()}`);
      }
    };
    const workers = [...Array(3).fill('reports'), ...Array(3).fill('logos')].map(worker);
    // kill once both kinds have gone through, so the next ones are surely in flight
    for (const deadline = Date.now() + 60_000; done.reports < 2 || done.logos < 2;) {
      if (failures.length || Date.now() > deadline) {
        alive = false;
        await stopped(child, 'SIGTERM');
        assert.fail(`before the kill: ${JSON.stringify(done)} ${failures.join('; ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await stopped(child, 'SIGKILL');
    alive = false;
    await Promise.all(workers);
    assert.deepEqual(failures, []);
    return done;
  }

  it('leaves nothing half-written, and the credits add up', async () => {
    // a first start seeds; the inspector then gets credits enough for the load, as a grant
    await stopped(await startServer(env), 'SIGTERM');
    const seeded = await openDatabase({ databaseUrl: postgres?.url, dataDir });
    await seeded.transaction().execute(async (trx) => {
      const { id } = await trx
        .selectFrom('users')
        .select('id')
        .where('email', '=', account('user').email)
        .executeTakeFirstOrThrow();
      // the credits are the account's organisation's (issue 44)
      await setPoolCredits(trx, account('user').email, sql<number>`credit_count + 1000`);
      await trx
        .insertInto('credit_transactions')
        .values({ user_id: id, credits: 1000, kind: 'admin_grant', payment_reference: null, report_id: null })
        .execute();
    });
    await seeded.destroy();
    for (let round = 0; round < 2; round++) {
      const done = await loadUntilKilled(await startServer(env));
      assert.ok(done.reports >= 2 && done.logos >= 2);
    }
    await stopped(await startServer(env), 'SIGTERM'); // the restart that recovers

    const db = await openDatabase({ databaseUrl: postgres?.url, dataDir });
    try {
      const treeless = await db
        .selectFrom('reports as r')
        .select('r.id')
        .where('r.home_id', 'is not', null)
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('report_homes as h').select('h.uuid').whereRef('h.report_id', '=', 'r.id'))),
        )
        .execute();
      assert.deepEqual(treeless, [], 'reports without their tree');

      // each organisation's pool against the transactions booked on it (issue 44)
      const { rows: credits } = await sql<{ name: string; credit_count: number; sum: number }>`
        SELECT o.name, o.credit_count, coalesce(sum(t.credits) FILTER (WHERE t.status = 'completed'), 0)::int AS sum
        FROM organisations o LEFT JOIN credit_transactions t ON t.organisation_id = o.id
        GROUP BY o.id HAVING o.credit_count <> coalesce(sum(t.credits) FILTER (WHERE t.status = 'completed'), 0)`.execute(
        db,
      );
      assert.deepEqual(credits, [], 'credit counts that differ from their transactions');

      const stored = new Set(await localStorage(path.join(dataDir, 'files')).list());
      const named = await referencedFiles(db);
      assert.deepEqual(
        [...stored].filter((file) => !named.has(file)),
        [],
        'files no row names',
      );
      assert.deepEqual(
        [...named].filter((file) => !stored.has(file)),
        [],
        'rows whose file is missing',
      );
      const logos = await db
        .selectFrom('document_configurations')
        .select('id')
        .where('logo_path', 'is not', null)
        .execute();
      assert.ok(logos.length >= 4, 'the uploads that were answered are kept');
    } finally {
      await db.destroy();
    }
  });
});

describe('the start-up file sweep (issue 11)', () => {
  it('knows every column that names a stored file, so it never removes a named one', async () => {
    const ctx = await startTestApp();
    try {
      const { rows } = await sql<{ table_name: string; column_name: string }>`
        SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND (column_name = 'path' OR column_name LIKE '%\_path')
        ORDER BY 1, 2`.execute(ctx.db);
      assert.deepEqual(
        rows.map((row) => `${row.table_name}.${row.column_name}`),
        FILE_COLUMNS.map(([table, column]) => `${table}.${column}`).sort(),
      );
    } finally {
      await ctx.close();
    }
  });
});
