/**
 * A release's version (issue 12): the remote's `package.json` version plus the first 8 hex
 * digits of a SHA-256 over the build's files (relative path and bytes, in path order), e.g.
 * `0.1.0-1a2b3c4d`. The same build always gets the same version; any change, another one.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, relative, sorted. */
export function filesOf(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** `<packageVersion>-<hash8>` of the build in `dir`. */
export function releaseVersion(packageVersion, dir) {
  const hash = crypto.createHash('sha256');
  for (const file of filesOf(dir)) hash.update(`${file}\0`).update(fs.readFileSync(path.join(dir, file)));
  return `${packageVersion}-${hash.digest('hex').slice(0, 8)}`;
}
