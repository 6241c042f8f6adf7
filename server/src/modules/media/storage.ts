/**
 * File storage (docs/ARCHITECTURE.md "Runtime data"): a local directory by default (`<dataDir>/files`),
 * read through signed, expiring URLs only (file-urls.ts). Names are random uuids.
 * Another backend (object storage) implements the same interface.
 */
import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { v4 as randomUuid } from 'uuid';
import type { UrlWindow } from './file-urls';

export interface Storage {
  /** Stores `bytes` under `folder` with extension `ext`; returns the URL path (`/files/folder/name.ext`). */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  /** Removes a stored file by its URL path; a missing file is not an error. */
  remove(urlPath: string): Promise<void>;
  /** The bytes of a stored file. Throws when it is missing. */
  read(urlPath: string): Promise<Buffer>;
  /** A stream of a stored file, opened when first read. */
  stream(urlPath: string): Readable;
  /** Size in bytes of a stored file, or null when it is missing. */
  size(urlPath: string): Promise<number | null>;
  /** The URL paths of every stored file, or of those last written before `writtenBefore`. */
  list(writtenBefore?: Date): Promise<string[]>;
  /**
   * Cheap readiness probe (docs/operations.md "Health checks"): resolves when the backend works
   * now (the local folder: a tiny file stored, read back and removed; a bucket: `HeadBucket`),
   * throws otherwise. Leaves nothing behind.
   */
  check(): Promise<void>;
  /**
   * A URL a browser can GET the file by until `window.expires` (unix s), signed by the backend
   * itself (a bucket's presigned URL). Absent on the local backend: `/files/…` is signed by
   * the server (file-urls.ts).
   */
  presignedUrl?(urlPath: string, window: UrlWindow): Promise<string>;
}

export const FILES_PREFIX = '/files/';

/** The URL path `put` gives a file: `/files/<folder>/<uuid>.<ext>`. Other keys (releases) are not files of records. */
export const isStoredFileName = (urlPath: string) =>
  /^\/files\/[a-z-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]+$/.test(urlPath);

/** Local directory storage rooted at `root`. */
export function localStorage(root: string): Storage {
  const resolve = (urlPath: string) => {
    const relative = path.normalize(urlPath.slice(FILES_PREFIX.length));
    if (relative.startsWith('..') || path.isAbsolute(relative)) throw new Error(`Bad storage path ${urlPath}`);
    return path.join(root, relative);
  };
  return {
    async put(folder, ext, bytes) {
      const urlPath = `${FILES_PREFIX}${folder}/${randomUuid()}.${ext}`;
      await fs.mkdir(path.join(root, folder), { recursive: true });
      await fs.writeFile(resolve(urlPath), bytes);
      return urlPath;
    },
    async remove(urlPath) {
      await fs.rm(resolve(urlPath), { force: true });
    },
    read: (urlPath) => fs.readFile(resolve(urlPath)),
    stream: (urlPath) => createReadStream(resolve(urlPath)),
    size: (urlPath) =>
      fs.stat(resolve(urlPath)).then(
        (stat) => stat.size,
        () => null,
      ),
    async list(writtenBefore) {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
      const old = writtenBefore
        ? await Promise.all(files.map(async (file) => (await fs.stat(file)).mtime < writtenBefore))
        : files.map(() => true);
      return files
        .filter((_, index) => old[index])
        .map((file) => FILES_PREFIX + path.relative(root, file).split(path.sep).join('/'));
    },
    async check() {
      // a write, a read and a removal of a tiny file: a full disk or a read-only mount fails here
      const probe = path.join(root, `.health-${randomUuid()}`);
      try {
        await fs.writeFile(probe, 'ok');
        if ((await fs.readFile(probe, 'utf8')) !== 'ok') throw new Error(`storage probe ${probe} read back wrong`);
      } finally {
        await fs.rm(probe, { force: true });
      }
    },
  };
}
