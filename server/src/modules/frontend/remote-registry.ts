/**
 * The live registry of released remotes (issue 12, README "Shipping one remote"), written by
 * `npm run release` (build/release.mjs) and read here on every `/remotes.json` request, so a
 * release or a rollback takes effect without a server restart.
 *
 * Layout under the releases folder:
 * - `<short>/<version>/`: one immutable build (`mf-manifest.json`, `remoteEntry.js`, chunks),
 *   served at `/mfe/<short>/<version>/`; every version stays, so open tabs keep working;
 * - `<short>/registry.json`: `{ name, live, history }`, replaced atomically (rename) by a release.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface RemoteEntry {
  /** federation name, e.g. `mfe_reports` */
  name: string;
  /** the live version, e.g. `0.1.0-1a2b3c4d`; absent for an override entry */
  version?: string;
  /** URL of the remote's manifest */
  entry: string;
}

interface Registry {
  name: string;
  live: string;
  history: string[];
}

/** The live remotes of `releasesDir`, by folder name; a folder without a readable registry is skipped. */
export function liveRemotes(releasesDir: string): RemoteEntry[] {
  if (!fs.existsSync(releasesDir)) return [];
  return fs
    .readdirSync(releasesDir, { withFileTypes: true })
    .filter((folder) => folder.isDirectory())
    .map((folder) => folder.name)
    .sort()
    .flatMap((short) => {
      let registry: Registry;
      try {
        registry = JSON.parse(fs.readFileSync(path.join(releasesDir, short, 'registry.json'), 'utf8')) as Registry;
      } catch {
        return [];
      }
      return [
        { name: registry.name, version: registry.live, entry: `/mfe/${short}/${registry.live}/mf-manifest.json` },
      ];
    });
}

/**
 * Whether a URL path under `/mfe/` names a file of a released version (`<short>/<version>/…`):
 * no segment of it, percent-decoded, is `.` or `..` and none is empty (issue 42: `..` in a
 * `/mfe/…` path is a 404, however it is written).
 */
export function isReleaseFile(relativePath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relativePath);
  } catch {
    return false;
  }
  const segments = decoded.replace(/^\//, '').split(/[/\\]/);
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return false;
  return /^\/?[a-z0-9-]+\/[0-9A-Za-z.+-]+\/[^/].*/.test(relativePath);
}
