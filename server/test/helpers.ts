/**
 * Test harness: a real app on a fresh, seeded database per test file. PGlite in a temporary
 * folder by default; with TEST_DATABASE_URL (a PostgreSQL server) a new database is created
 * from it and dropped afterwards. Requests go through `app.inject`. Within one run of the suite
 * (`TEST_SEEDED_DIR`, see {@link seededState}) every app starts from a copy of one migrated and
 * seeded state instead of migrating and seeding its own.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DB } from '../src/db/database';
import type { RawBuilder } from 'kysely';
import { seed, upsertOauthClient } from '../seed/seed';
import { localStorage } from '../src/modules/media/storage';
import { SEED_ACCOUNTS } from '../seed/seed-data';
import { BACK_OFFICE_CLIENT } from 'shared-api/contract';
import type { Send } from './tablet';
import { PDFParse } from 'pdf-parse';
import { signedPdfPath } from '../src/modules/documents/pdf-links';

export type AccountKey = (typeof SEED_ACCOUNTS)[number]['key'];
export const account = (key: AccountKey) => SEED_ACCOUNTS.find((candidate) => candidate.key === key)!;

export interface TestContext {
  app: FastifyInstance;
  db: DB;
  config: Config;
  /** Password grant with any credentials; returns the raw response. */
  tryLogin(email: string, password: string): Promise<LightMyRequestResponse>;
  /** Password grant for a seeded account; returns the token response body. */
  login(key: AccountKey): Promise<{ access_token: string; refresh_token: string }>;
  /** `authorization` header for a seeded account. */
  auth(key: AccountKey): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/**
 * The credits of the pool that account `email` spends from: its organisation's, shared by every
 * member (issue 44); null for an admin, who has none.
 */
export async function poolCredits(db: DB, email: string): Promise<number | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('organisations as o', 'o.id', 'u.organisation_id')
    .select('o.credit_count')
    .where((eb) => eb(eb.fn('lower', ['u.email']), '=', email.toLowerCase()))
    .executeTakeFirstOrThrow();
  return row.credit_count;
}

/** Sets the pool of account `email`'s organisation to `credits` (a number, or SQL over `credit_count`). */
export async function setPoolCredits(db: DB, email: string, credits: number | RawBuilder<number>): Promise<void> {
  await db
    .updateTable('organisations')
    .set({ credit_count: credits })
    .where('id', '=', (eb) =>
      eb
        .selectFrom('users')
        .select('organisation_id')
        .where((inner) => inner(inner.fn('lower', ['email']), '=', email.toLowerCase())),
    )
    .execute();
}

/** Runs `statement` on the PostgreSQL server `baseUrl`, outside any database of a test. */
async function onServer(baseUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the PostgreSQL server `baseUrl`, empty or a copy of the database `template`:
 * its URL, and `drop` to remove it.
 */
export async function freshPostgres(baseUrl: string, template?: string) {
  const name = `bo_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await onServer(baseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * The migrated and seeded state of one run of the server suite, made by the first app that asks
 * and used by every later one (migrating and seeding took about 7 s per app on PGlite): the
 * folder `TEST_SEEDED_DIR` (set by `scripts/test-server.sh`, removed with
 * {@link removeSeededState} after the run) holds the seeded files and, on PGlite, its folder and a
 * dump of it (`pglite.tar`, which each app runs in memory) or, on PostgreSQL, the name of a database
 * that later ones are made from (`CREATE DATABASE … TEMPLATE`). It is made in a folder of its own
 * and renamed into place, so a half-made state is never used.
 * Undefined without `TEST_SEEDED_DIR`: the app then migrates and seeds its own database.
 */
async function seededState(
  postgresUrl: string | undefined,
): Promise<{ dir: string; database?: string; image?: Blob } | undefined> {
  const dir = process.env.TEST_SEEDED_DIR;
  if (!dir) return undefined;
  const databaseFile = path.join(dir, 'database');
  const imageFile = path.join(dir, 'pglite.tar');
  if (!fs.existsSync(dir)) {
    const making = fs.mkdtempSync(`${dir}-`);
    const postgres = postgresUrl ? await freshPostgres(postgresUrl) : null;
    const db = await openDatabase({ dataDir: making, databaseUrl: postgres?.url });
    await seed(db, localStorage(path.join(making, 'files')));
    await db.destroy();
    if (postgres) fs.writeFileSync(path.join(making, 'database'), new URL(postgres.url).pathname.slice(1));
    else {
      const folder = path.join(making, 'pglite');
      const pglite = await PGlite.create(folder, { extensions: { pg_trgm } });
      fs.writeFileSync(
        path.join(making, 'pglite.tar'),
        Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()),
      );
      await pglite.close();
    }
    try {
      fs.renameSync(making, dir);
    } catch {
      // another test file made it first: use theirs
      fs.rmSync(making, { recursive: true, force: true });
      await postgres?.drop();
    }
  }
  if (Boolean(postgresUrl) !== fs.existsSync(databaseFile))
    throw new Error(`${dir} was seeded for another database: remove it`);
  if (postgresUrl) return { dir, database: fs.readFileSync(databaseFile, 'utf8') };
  // one Blob for every app of this process: a Blob is immutable, and making one copied the 44 MB
  // dump again for each app (about 0.3 s of CPU)
  seededImage ??= new Blob([fs.readFileSync(imageFile)]);
  return { dir, image: seededImage };
}
let seededImage: Blob | undefined;

/**
 * Copies folder `from` to `to` as hard links (copies across file systems): the seeded files are
 * never written in place (their names are new uuids, modules/media/storage.ts), and a removal
 * unlinks only the copy.
 */
function linkTree(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    if (entry.isDirectory()) linkTree(source, target);
    else
      try {
        fs.linkSync(source, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        fs.copyFileSync(source, target);
      }
  }
}

/** Removes the state of {@link seededState} (its folder and database); `scripts/test-server.sh` calls it after the run. */
export async function removeSeededState(postgresUrl = process.env.TEST_DATABASE_URL) {
  const dir = process.env.TEST_SEEDED_DIR;
  if (!dir || !fs.existsSync(dir)) return;
  const databaseFile = path.join(dir, 'database');
  if (postgresUrl && fs.existsSync(databaseFile))
    await onServer(postgresUrl, `DROP DATABASE IF EXISTS ${fs.readFileSync(databaseFile, 'utf8')} WITH (FORCE)`);
  fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * A PNG of `length` bytes whose valid header declares `width`×`height` RGB pixels, followed by
 * the start of a deflated image stream that stops early: a pixel bomb as an attacker sends it.
 */
export function pngBomb(width: number, height: number, length = 274): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const size = Buffer.alloc(4);
    size.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([size, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const start = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header)]);
  const stream = zlib.deflateSync(Buffer.alloc((width * 3 + 1) * 16)).subarray(0, length - start.length - 12);
  return Buffer.concat([start, chunk('IDAT', stream)]).subarray(0, length);
}

/** Encodes `fields` (repeated for arrays) and optional files `[bytes, type, filename]` as multipart form data. */
export async function multipart(
  fields: Record<string, string | string[]>,
  files: Record<string, [Buffer, string, string]> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  for (const [name, [bytes, type, filename]] of Object.entries(files))
    form.append(name, new Blob([new Uint8Array(bytes)], { type }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The tablet driver's `Send` over `app.inject` with `headers` (test/tablet.ts). */
export const injectSend =
  (app: FastifyInstance, headers: Record<string, string>): Send =>
  async ({ method, url, json, payload, headers: extra }) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      payload: (json as object | undefined) ?? payload,
      headers: { ...headers, ...extra },
    });
    const type = String(response.headers['content-type'] ?? '');
    return { status: response.statusCode, body: type.includes('json') ? response.json() : response.body };
  };

/**
 * The body of a report of seeded account `key` ready for the app (enter, Eengezinswoning, the
 * account's first configuration): a tenant with an e-mail and a landlord company represented by
 * Jan Claes; `overrides` replace top-level fields.
 */
export async function reportBody(ctx: TestContext, key: AccountKey, overrides: Record<string, unknown> = {}) {
  const options = (await ctx.app.inject({ url: '/front/reports/create', headers: await ctx.auth(key) })).json();
  return {
    type: 'enter',
    home_id: options.homes.find((home: { name: string }) => home.name === 'Eengezinswoning').id,
    document_configuration_id: options.document_configurations[0].id,
    ready_for_app: true,
    auto_mail_documents: false,
    place: { address: { street: 'Korenmarkt', street_number: '7', zipcode: '9000', city: 'Gent', country: 'BE' } },
    parties: [
      { uuid: null, type: 'tenant', first_name: 'Lotte', last_name: 'Peeters', email: 'lotte@voorbeeld.be' },
      {
        uuid: null,
        type: 'landlord',
        company_name: 'Immo Noord bv',
        email: 'info@immonoord.be',
        represented_by: [{ key: 'r1', first_name: 'Jan', last_name: 'Claes', email: 'jan@immonoord.be' }],
      },
    ],
    ...overrides,
  };
}

/**
 * Makes the exit follow-up ("Kopie maken") of finished report `entryId` as account `key` and
 * readies it for the app, as an inspector does before the exit inspection (docs/product.md
 * "Entry against exit"); returns its id. Throws on any unexpected status.
 */
export async function exitFollowUp(ctx: TestContext, key: AccountKey, entryId: number) {
  const headers = await ctx.auth(key);
  const followUp = await ctx.app.inject({
    method: 'POST',
    url: `/front/reports/${entryId}/follow_up`,
    headers,
    payload: { type: 'exit' },
  });
  if (followUp.statusCode !== 201) throw new Error(`follow-up: ${followUp.body}`);
  const exitId = followUp.json().id as number;
  const placeId = (await ctx.app.inject({ url: `/front/reports/${exitId}`, headers })).json().place_id;
  const ready = await ctx.app.inject({
    method: 'PATCH',
    url: `/front/reports/${exitId}`,
    headers,
    payload: await reportBody(ctx, key, { type: 'exit', place_id: placeId, place: undefined }),
  });
  if (ready.statusCode !== 200) throw new Error(`ready for the app: ${ready.body}`);
  return exitId;
}

/** Creates the report of `reportBody(ctx, key, overrides)`; returns its id. */
export async function reportInApp(ctx: TestContext, key: AccountKey, overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/front/reports/',
    headers: await ctx.auth(key),
    payload: await reportBody(ctx, key, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`create report: ${response.body}`);
  return response.json().id as number;
}

/**
 * Starts the app on a fresh seeded database: a new database on the PostgreSQL server `postgresUrl`
 * (default `TEST_DATABASE_URL`; dropped by `close`), or PGlite when unset; a copy of the run's
 * {@link seededState} when there is one. A copied PGlite runs in memory unless `onDisk` (for a test
 * that opens its folder from another process). `prepare` runs on the built app before it is ready
 * (to add a test-only route).
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  {
    postgresUrl = process.env.TEST_DATABASE_URL,
    prepare,
    onDisk = false,
  }: { postgresUrl?: string; prepare?: (app: FastifyInstance) => void | Promise<void>; onDisk?: boolean } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-test-'));
  const seeded = await seededState(postgresUrl);
  if (seeded) linkTree(path.join(seeded.dir, 'files'), path.join(dataDir, 'files'));
  if (seeded?.image && onDisk)
    fs.cpSync(path.join(seeded.dir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  const postgres = postgresUrl ? await freshPostgres(postgresUrl, seeded?.database) : null;
  const config = loadConfig(
    {
      dataDir,
      databaseUrl: postgres?.url,
      smtpUrl: undefined,
      staticDir: dataDir,
      remotes: undefined,
      logLevel: 'silent',
      authRateLimit: 1000,
      // the app shares its process with the test's own heavy work (PDF parsing): overload
      // protection would answer 503 at random, so it is off unless a test turns it on
      maxEventLoopDelay: 0,
      // the embedded test checkout is switched on in the tests, as in `npm start`
      testCheckout: true,
      ...overrides,
    },
    {},
  );
  const db = await openDatabase({ ...config, image: onDisk ? undefined : seeded?.image });
  await seed(db, localStorage(path.join(dataDir, 'files'))); // a copied state is seeded already: no-op
  await upsertOauthClient(db, config.oauthClientId, config.oauthClientSecret);
  const app = await buildApp(config, db);
  await prepare?.(app);
  await app.ready();

  const tryLogin = (email: string, password: string) =>
    app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'password',
        client_id: BACK_OFFICE_CLIENT.id,
        client_secret: BACK_OFFICE_CLIENT.secret,
        username: email,
        password,
      },
    });
  const login = async (key: AccountKey) => {
    const response = await tryLogin(account(key).email, account(key).password);
    if (response.statusCode !== 200) throw new Error(`login ${key} failed: ${response.body}`);
    return response.json();
  };
  return {
    app,
    db,
    config,
    tryLogin,
    login,
    auth: async (key) => ({ authorization: `Bearer ${(await login(key)).access_token}` }),
    close: async () => {
      await app.close();
      await db.destroy();
      await postgres?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `GET` of the PDF of record of document `hashedId` (its `version`, or the newest ready one) by a
 * signed link, the kind the report detail's `documents[].url` and documents mails give
 * (docs/product.md "Links to the record"; test/pdf-links.test.ts reads them from the answers).
 */
export const documentPdf = (ctx: Pick<TestContext, 'app'>, hashedId: string, version?: number) =>
  ctx.app.inject({ url: signedPdfPath(ctx.app.fileUrls, hashedId, version) });

/** The text, page count and embedded image count of a PDF. */
export async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const text = await parser.getText();
    const images = await parser.getImage({ imageThreshold: 0, imageDataUrl: false, imageBuffer: false });
    return {
      text: text.text,
      pages: text.total,
      images: images.pages.reduce((sum, page) => sum + page.images.length, 0),
    };
  } finally {
    await parser.destroy();
  }
}

/** The raw text of every mail in the outbox of `ctx`, oldest first (file names sort by time). */
export function outbox(ctx: Pick<TestContext, 'config'>): string[] {
  const dir = path.join(ctx.config.dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name), 'utf8')) : [];
}

/**
 * `value` with the signature of every signed file URL left out (`?expires=…&signature=…`): a
 * signed URL changes with its five-minute window, the file it names does not. For comparing
 * answers read across such a window.
 */
export function withoutUrlSignatures<T>(value: T): T {
  return JSON.parse(JSON.stringify(value).replace(/[?&]expires=\d+&signature=[\w-]+/g, '')) as T;
}

/** The token of the newest sign-off link mailed to `email` (docs/product.md "Sign-off by link"). Throws without one. */
export function signOffTokenFor(ctx: Pick<TestContext, 'config'>, email: string): string {
  const mail = outbox(ctx)
    .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((text) => text.includes(`To: ${email}`) && text.includes('/sign-off/'))
    .pop();
  if (!mail) throw new Error(`no sign-off mail to ${email}`);
  return /\/sign-off\/([A-Za-z0-9_-]{22})/.exec(mail)![1];
}

/**
 * Asks the party `party` of report `reportId` to sign by link (`POST /front/reports/{id}/sign-off`,
 * as the owner `headers`) and answers the token its mail carries. Throws when the request is refused.
 */
export async function signOffLink(
  ctx: Pick<TestContext, 'app' | 'config'>,
  reportId: number,
  headers: Record<string, string>,
  party: { uuid: string; email?: string | null },
): Promise<string> {
  const asked = await ctx.app.inject({
    method: 'POST',
    url: `/front/reports/${reportId}/sign-off`,
    headers,
    payload: { party_uuids: [party.uuid] },
  });
  if (asked.statusCode !== 200) throw new Error(`sign-off: ${asked.statusCode} ${asked.body}`);
  return signOffTokenFor(ctx, party.email!);
}

/** The `/reset_password` link of the newest mail to `email`, decoded from quoted-printable. Throws without one. */
export function passwordLinkFor(ctx: Pick<TestContext, 'config'>, email: string): URL {
  const mail = outbox(ctx)
    .filter((text) => text.includes(`To: ${email}`))
    .pop();
  if (!mail) throw new Error(`no mail to ${email}`);
  const decoded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return new URL(/(http\S+\/reset_password\?\S+)/.exec(decoded)![1]);
}
