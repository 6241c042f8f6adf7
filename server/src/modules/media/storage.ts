/**
 * File storage (docs/ARCHITECTURE.md "Runtime data"): a local directory by default (`<dataDir>/files`),
 * read through signed, expiring URLs only (file-urls.ts). Names are random uuids.
 * Another backend (object storage) implements the same interface.
 */
import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { v4 as randomUuid } from 'uuid';
import type { Storage } from '../../ports/files';

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
