/**
 * The live registry of one remote (issue 12): `<releases>/<short>/registry.json` =
 * `{ name, live, history }`, `history` being the versions that were live, oldest first, the last
 * one live. The server reads it on every `/remotes.json` (server/src/modules/frontend/remote-registry.ts).
 * Writes go to a temporary file that is renamed over the registry, so a reader sees the old or
 * the new registry, never half of one; a lock file keeps two releases of one remote apart.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The registry of `short` (e.g. `reports`), or null before its first release. */
export function readRegistry(releasesDir, short) {
  const file = path.join(releasesDir, short, 'registry.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/** Replaces the registry of `short` atomically (write, fsync, rename). */
export function writeRegistry(releasesDir, short, registry) {
  const file = path.join(releasesDir, short, 'registry.json');
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = fs.openSync(temporary, 'w');
  fs.writeSync(handle, `${JSON.stringify(registry, null, 2)}\n`);
  fs.fsyncSync(handle);
  fs.closeSync(handle);
  fs.renameSync(temporary, file);
}

/**
 * Runs `work` holding the release lock of `short`. Throws when another release of it holds the
 * lock (the lock file names its process; remove it by hand after a crash).
 */
export async function withLock(releasesDir, short, work) {
  fs.mkdirSync(path.join(releasesDir, short), { recursive: true });
  const lock = path.join(releasesDir, short, '.release.lock');
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch {
    throw new Error(`another release of ${short} is running (${lock}; remove it if that process is gone)`);
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}
