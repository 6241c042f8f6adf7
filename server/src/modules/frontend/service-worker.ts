/**
 * The service worker's script as the server sends it at `/sw.js` (docs/ARCHITECTURE.md
 * "Offline: the service worker"): the shell's built `sw.js` with `self.__WB_MANIFEST` replaced by
 * the precache list of what is live now, `[{ url, revision }]`:
 * - every file of the shell's build but its page, its compressed siblings, its JSON build records
 *   and the worker itself; a name with a content hash (`main.1a2b3c4d.js`) is its own revision
 *   (`null`), any other file gets the first 16 hex digits of the SHA-256 of its bytes;
 * - every file of the live version of each remote served from `/mfe/<short>/<version>/` but the
 *   compressed siblings and the server's records (`first-load.json`, `screens.json`,
 *   `mf-stats.json`): a released version never changes, so its URL is its revision (`null`); a
 *   remote at an absolute URL (`REMOTES_JSON`) is not the server's to list: it is left out and
 *   logged once;
 * - `/remotes.json` and the app-shell page (`APP_SHELL_URL`), each revised by the SHA-256 of
 *   its body, so that offline the worker answers with the registry of the files it holds.
 * The list is made once per registry and shell build (the registry read on each request, the
 * build by its files' modification times), so the script's bytes change exactly when a release,
 * a rollback or a new shell build goes live: the browser installs the new worker on its next
 * online start (docs/ARCHITECTURE.md "Releases").
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { APP_SHELL_URL, SERVICE_WORKER_URL } from 'shared-api/offline';
import { firstScreenHtml } from './first-screen';
import type { RemoteEntry } from './remote-registry';
import { filesUnder } from './shared-releases';

export interface PrecacheEntry {
  /** same-origin path, e.g. `/mfe/reports/0.1.0-1a2b3c4d/remoteEntry.js` */
  url: string;
  /** `null` when the URL names one content for good; else a digest of the content */
  revision: string | null;
}

/** The name of the shell's built worker in `shell/dist`, and its file there. */
const WORKER_FILE = SERVICE_WORKER_URL.slice(1);
/** What the shell's worker holds in place of its precache list (Workbox's `injectManifest`). */
const PLACEHOLDER = 'self.__WB_MANIFEST';

/** Files of a build that the browser never asks for: compressed siblings and build records. */
const NOT_LOADED = /(\.br|\.gz|\.json|\.html|\.txt)$/;
/** The files of a released version that the browser asks for (its manifest, chunks, styles, workers). */
const RELEASE_LOADED = (file: string) =>
  !/(\.br|\.gz|\.txt)$/.test(file) && !['first-load.json', 'screens.json', 'mf-stats.json'].includes(file);
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(js|css)$/;

const digest = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** The shell's files in the precache (see the module comment). */
function shellEntries(shellDir: string): PrecacheEntry[] {
  return filesUnder(shellDir)
    .filter((file) => !NOT_LOADED.test(file) && file !== WORKER_FILE)
    .map((file) => ({
      url: `/${file}`,
      revision: CONTENT_HASHED.test(file) ? null : digest(fs.readFileSync(path.join(shellDir, file))),
    }));
}

/** The files of `remote`'s live version, or null when its entry is not a released version here. */
function remoteEntries(remote: RemoteEntry, releasesDir: string): PrecacheEntry[] | null {
  const release = /^\/mfe\/([a-z0-9-]+)\/([0-9A-Za-z.+-]+)\/[^/]+$/.exec(remote.entry);
  const folder = release && releasesDir ? path.join(releasesDir, release[1], release[2]) : '';
  if (!folder || !fs.existsSync(folder)) return null;
  return filesUnder(folder)
    .filter(RELEASE_LOADED)
    .map((file) => ({ url: `/mfe/${release![1]}/${release![2]}/${file}`, revision: null }));
}

/**
 * The precache list of the shell in `shellDir` with `remotes` (the live registry) from
 * `releasesDir`, as described in the module comment; `skipped` is called with each remote whose
 * files the server cannot list.
 */
export function precacheList(
  shellDir: string,
  releasesDir: string,
  remotes: RemoteEntry[],
  skipped: (remote: RemoteEntry) => void = () => {},
): PrecacheEntry[] {
  const remoteFiles = remotes.flatMap((remote) => {
    const entries = remoteEntries(remote, releasesDir);
    if (!entries) skipped(remote);
    return entries ?? [];
  });
  const appShell = firstScreenHtml(shellDir, releasesDir, remotes, APP_SHELL_URL);
  return [
    { url: APP_SHELL_URL, revision: digest(appShell) },
    { url: '/remotes.json', revision: digest(JSON.stringify(remotes)) },
    ...shellEntries(shellDir),
    ...remoteFiles,
  ];
}

/** The shell build's identity for the cache: the modification times of its page and worker. */
const buildStamp = (shellDir: string) =>
  [path.join(shellDir, 'index.html'), path.join(shellDir, WORKER_FILE)]
    .map((file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0)
    .join();

/**
 * The `/sw.js` of the shell in `shellDir` (see the module comment); made once per registry and
 * shell build and then answered from memory. `log` hears, once per remote, that a remote's files
 * could not be listed. Returns null when the shell's build has no worker; throws when the worker
 * does not hold `self.__WB_MANIFEST` exactly once.
 */
export function serviceWorkerScripts(shellDir: string, releasesDir: string, log: (message: string) => void) {
  let cached: { key: string; body: string } | null = null;
  const logged = new Set<string>();
  return (remotes: RemoteEntry[]): string | null => {
    const worker = path.join(shellDir, WORKER_FILE);
    if (!fs.existsSync(worker)) return null;
    const key = `${JSON.stringify(remotes)} ${buildStamp(shellDir)}`;
    if (cached?.key === key) return cached.body;
    const source = fs.readFileSync(worker, 'utf8');
    const parts = source.split(PLACEHOLDER);
    if (parts.length !== 2) throw new Error(`${worker} must hold ${PLACEHOLDER} exactly once`);
    const list = precacheList(shellDir, releasesDir, remotes, (remote) => {
      if (logged.has(remote.entry)) return;
      logged.add(remote.entry);
      log(`the service worker does not precache ${remote.name}: ${remote.entry} is not a release of this server`);
    });
    cached = { key, body: parts[0] + JSON.stringify(list) + parts[1] };
    return cached.body;
  };
}
