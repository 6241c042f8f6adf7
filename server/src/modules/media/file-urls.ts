/**
 * Signed, expiring file URLs (docs/operations.md "Files", issue 28). No stored file is public:
 * an API answer names a file by a URL that works for 15 to 20 minutes. On the local backend it is
 * `/files/<folder>/<name>?expires=<unix s>&signature=<HMAC-SHA256, base64url>` checked by the
 * `/files/*` route; on a bucket it is the backend's presigned GET URL with the same window. The
 * window is rounded to five minutes so one file keeps one URL for that long and browsers cache it.
 * Routes the server answers itself and may still refuse (the PDFs of record, a sign-off link's
 * PDF) are signed the same way, always with the HMAC (`signRoute`), never by the bucket.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Storage, FileUrls, UrlWindow } from '../../ports/files';

/** Shortest life of a signed URL, in seconds. */
export const FILE_URL_LIFETIME = 15 * 60;
/** The expiry is rounded up to a multiple of this many seconds. */
const EXPIRY_STEP = 5 * 60;

/**
 * The window of a URL signed at `now` (unix s): signed at the step's start, with `lifetime` to
 * `lifetime` + 5 minutes left (seconds; 15–20 minutes by default).
 */
export function windowAt(now: number, lifetime = FILE_URL_LIFETIME): UrlWindow {
  const signedAt = Math.floor(now / EXPIRY_STEP) * EXPIRY_STEP;
  return { signedAt, expires: signedAt + EXPIRY_STEP + lifetime };
}

const signatureOf = (secret: Buffer, urlPath: string, expires: number) =>
  crypto.createHmac('sha256', secret).update(`${urlPath}\n${expires}`).digest('base64url');

/**
 * `urlPath` with its `expires` and `signature` query for `secret`, valid until `window.expires`.
 * A query `urlPath` already holds (`?version=2`) is signed with it and kept first.
 */
export function signPath(secret: Buffer, urlPath: string, window: UrlWindow): string {
  const signature = signatureOf(secret, urlPath, window.expires);
  return `${urlPath}${urlPath.includes('?') ? '&' : '?'}expires=${window.expires}&signature=${signature}`;
}

/**
 * Whether `expires`/`signature` (as the query gave them) sign `urlPath` with `secret` and have
 * not expired at `now` (unix s). A missing, malformed, tampered or expired pair is false.
 */
export function verifyPath(
  secret: Buffer,
  urlPath: string,
  query: { expires?: unknown; signature?: unknown },
  now: number,
): boolean {
  const expires = Number(query.expires);
  if (typeof query.signature !== 'string' || !Number.isSafeInteger(expires) || expires < now) return false;
  const expected = Buffer.from(signatureOf(secret, urlPath, expires));
  const given = Buffer.from(query.signature);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/**
 * The signing secret: `FILE_URL_SECRET` when set (every node of a cluster must share it), else a
 * random key kept in `<dataDir>/file-url-secret`, made on first start (the embedded default).
 */
export function fileUrlSecret(configured: string | undefined, dataDir: string): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = path.join(dataDir, 'file-url-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
}

/**
 * The signer over `storage`: the bucket's presigned URLs when the backend has them, else
 * HMAC-signed `/files/…` paths with `secret`. `now` gives unix seconds (tests move it).
 */
export function createFileUrls(
  storage: Pick<Storage, 'presignedUrl'>,
  secret: Buffer,
  now = () => Math.floor(Date.now() / 1000),
): FileUrls {
  async function sign(urlPath: string | null): Promise<string | null> {
    if (urlPath === null) return null;
    const window = windowAt(now());
    return storage.presignedUrl ? storage.presignedUrl(urlPath, window) : signPath(secret, urlPath, window);
  }
  return {
    sign: sign as FileUrls['sign'],
    signRoute: (urlPath, lifetime) => signPath(secret, urlPath, windowAt(now(), lifetime)),
    window: () => windowAt(now()),
    verify: (urlPath, query) => verifyPath(secret, urlPath, query, now()),
  };
}
