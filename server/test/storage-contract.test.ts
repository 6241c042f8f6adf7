/**
 * One contract for every `Storage` backend (docs/ARCHITECTURE.md "Runtime data", "Several nodes"):
 * the same behaviours run against the local directory and against the S3 backend pointed at an
 * in-process S3-compatible server (s3rver) started here.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import Fastify from 'fastify';
import { FILES_PREFIX, isStoredFileName, localStorage } from '../src/modules/media/storage';
import type { Storage } from '../src/ports/files';
import { s3Storage } from '../src/modules/media/s3-storage';
import { parseStorageUrl } from '../src/lib/s3';
import filesRoutes from '../src/modules/media/files.routes';
import { createFileUrls, signPath, windowAt } from '../src/modules/media/file-urls';
import { registerErrorHandler } from '../src/plugins/errors';
import sharp from 'sharp';
import { documentPdf, injectSend, multipart, pdfText, reportInApp, startTestApp } from './helpers';
import { S3RVER_CREDENTIALS, startS3rver } from './s3rver';
import { completeInApp } from './tablet';

/** Every byte of `stream`. */
async function drain(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** The contract, run against the backend `open()` gives once the suite's `before` ran. */
function contract(name: string, open: () => Storage) {
  describe(`the storage contract: ${name}`, () => {
    it('stores binary bytes under /files/<folder>/<uuid>.<ext> and reads them back', async () => {
      const storage = open();
      const bytes = Buffer.from([0, 255, 1, 254, 0x0d, 0x0a, 0]);
      const urlPath = await storage.put('photos', 'jpg', bytes);
      assert.match(urlPath, /^\/files\/photos\/[0-9a-f-]{36}\.jpg$/);
      assert.deepEqual(await storage.read(urlPath), bytes);
      assert.deepEqual(await drain(storage.stream(urlPath)), bytes);
      assert.equal(await storage.size(urlPath), bytes.length);
    });

    it('passes its readiness check', async () => {
      await open().check();
    });

    it('answers a missing file: size null, read rejects, stream errors, remove succeeds', async () => {
      const storage = open();
      const missing = `${FILES_PREFIX}photos/00000000-0000-4000-8000-000000000000.jpg`;
      assert.equal(await storage.size(missing), null);
      await assert.rejects(storage.read(missing));
      await assert.rejects(drain(storage.stream(missing)));
      await storage.remove(missing);
    });

    it('removes idempotently, and lists what is stored and not what was removed', async () => {
      const storage = open();
      const kept = await storage.put('documents', 'pdf', Buffer.from('%PDF-kept'));
      const dropped = await storage.put('logos', 'png', Buffer.from('dropped'));
      await storage.remove(dropped);
      await storage.remove(dropped);
      assert.equal(await storage.size(dropped), null);
      const listed = await storage.list();
      assert.ok(listed.includes(kept), `${kept} listed`);
      assert.ok(!listed.includes(dropped), `${dropped} not listed`);
      assert.ok(listed.every((urlPath) => urlPath.startsWith(FILES_PREFIX)));
      assert.ok(listed.every(isStoredFileName), 'named as put names files');
      const minute = 60_000;
      assert.ok(!(await storage.list(new Date(Date.now() - minute))).includes(kept), 'not written before a minute ago');
      assert.ok((await storage.list(new Date(Date.now() + minute))).includes(kept), 'written before a minute from now');
    });

    it('round-trips a 6 MB file through put (multipart on S3) and stream', async () => {
      const storage = open();
      const bytes = randomBytes(6 * 1024 * 1024);
      const urlPath = await storage.put('documents', 'pdf', bytes);
      assert.equal(await storage.size(urlPath), bytes.length);
      assert.ok((await drain(storage.stream(urlPath))).equals(bytes), 'same bytes streamed back');
    });

    it('serves /files/* by a signed URL only: 403 bare, tampered or expired; 404 when missing', async () => {
      const storage = open();
      const secret = randomBytes(32);
      const app = Fastify();
      registerErrorHandler(app);
      app.decorate('storage', storage);
      app.decorate('fileUrls', createFileUrls({}, secret));
      await app.register(filesRoutes);
      const bytes = Buffer.from('%PDF-1.7 served');
      const urlPath = await storage.put('documents', 'pdf', bytes);
      const signed = await app.fileUrls.sign(urlPath);
      const served = await app.inject({ url: signed });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['content-type'], 'application/pdf');
      assert.equal(served.headers['content-length'], String(bytes.length));
      assert.deepEqual(served.rawPayload, bytes);
      const now = Math.floor(Date.now() / 1000);
      const refused = {
        bare: urlPath,
        'another file': signed.replace(urlPath, await storage.put('documents', 'pdf', bytes)),
        'another expiry': signed.replace(/expires=\d+/, (match) => `${match}0`),
        'another key': signPath(randomBytes(32), urlPath, windowAt(now)),
        expired: signPath(secret, urlPath, { signedAt: now - 3600, expires: now - 1 }),
      };
      for (const [what, url] of Object.entries(refused)) {
        const answer = await app.inject({ url, headers: { 'accept-language': 'fr' } });
        assert.equal(answer.statusCode, 403, what);
        assert.match(answer.json().message, /lien vers un fichier/, `${what}: in the reader’s language`);
      }
      for (const missing of ['/files/documents/missing.pdf', '/files/a//b.pdf']) {
        const answer = await app.inject({ url: signPath(secret, missing, windowAt(now)) });
        assert.equal(answer.statusCode, 404, missing);
      }
      await app.close();
    });
  });
}

const tmpDirs: string[] = [];
const tmpDir = async (prefix: string) => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  tmpDirs.push(dir);
  return dir;
};
after(async () => {
  await Promise.all(tmpDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('local directory', () => {
  let storage: Storage;
  before(async () => {
    storage = localStorage(await tmpDir('storage-local-'));
  });
  contract('local directory', () => storage);
});

describe('S3 (s3rver)', () => {
  let server: Awaited<ReturnType<typeof startS3rver>>;
  let storage: Storage;
  before(async () => {
    server = await startS3rver(await tmpDir('storage-s3-'));
    storage = s3Storage(server.options);
  });
  after(() => server.close());
  contract('S3', () => storage);

  it('presigns a GET the bucket answers until the window ends; an expired one is refused', async () => {
    const bytes = Buffer.from('%PDF-1.7 presigned');
    const urlPath = await storage.put('documents', 'pdf', bytes);
    const now = Math.floor(Date.now() / 1000);
    const url = await storage.presignedUrl!(urlPath, windowAt(now));
    assert.equal(await storage.presignedUrl!(urlPath, windowAt(now)), url, 'one URL per window');
    const served = await fetch(url);
    assert.equal(served.status, 200);
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), bytes);
    // s3rver enforces a presigned URL's expiry, but neither the bytes of a version 4 signature
    // nor a private bucket (AWS and MinIO do both): expiry is what this run can check
    const expired = await storage.presignedUrl!(urlPath, { signedAt: now - 3600, expires: now - 60 });
    assert.equal((await fetch(expired)).status, 403, 'expired');
  });

  it('renders a document with its logo, photos and signatures read from the bucket (issue 28)', async () => {
    // the SDK's default credential chain (modules/media/s3-storage.ts) reads these
    process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
    const ctx = await startTestApp({ storageUrl: server.storageUrl });
    try {
      const user = await ctx.auth('user');
      const [config] = (await ctx.app.inject({ url: '/front/document_configurations/', headers: user })).json().data;
      const logo = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#1d3557' } })
        .png()
        .toBuffer();
      const form = await multipart({ name: config.name }, { logo: [logo, 'image/png', 'logo.png'] });
      const saved = await ctx.app.inject({
        method: 'POST',
        url: `/front/document_configurations/${config.id}`,
        headers: { ...user, ...form.headers },
        payload: form.payload,
      });
      assert.equal(saved.statusCode, 200, saved.body);
      const reportId = await reportInApp(ctx, 'user', { document_configuration_id: config.id });
      await completeInApp(injectSend(ctx.app, user), reportId, { photos: 3 });
      await ctx.app.documents.idle();
      const stored = await ctx.db
        .selectFrom('documents as d')
        .innerJoin('reports as r', 'r.id', 'd.report_id')
        .select(['d.status', 'd.error', 'r.hashed_id'])
        .where('d.report_id', '=', reportId)
        .executeTakeFirstOrThrow();
      assert.equal(stored.status, 'ready', stored.error ?? '');
      const files = await storage.list();
      assert.ok(
        files.some((file) => file.startsWith('/files/logos/')),
        'the logo is in the bucket',
      );
      const response = await documentPdf(ctx, stored.hashed_id);
      assert.equal(response.statusCode, 200);
      const { images } = await pdfText(response.rawPayload);
      assert.equal(images, 3 + 3 + 1, '3 photos, 3 signatures and the logo embedded');
    } finally {
      await ctx.close();
    }
  });
});

describe('STORAGE_URL', () => {
  it('names the bucket, endpoint, region and path style; refuses another scheme', () => {
    assert.deepEqual(parseStorageUrl('s3://media?endpoint=http://127.0.0.1:9000&region=eu-west-1&force_path_style=1'), {
      bucket: 'media',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    assert.deepEqual(parseStorageUrl('s3://media'), {
      bucket: 'media',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
    assert.throws(() => parseStorageUrl('file:///tmp/files'));
  });
});
