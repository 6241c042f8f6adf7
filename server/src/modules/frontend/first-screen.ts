/**
 * The shell's `index.html` as the server sends it (issue 27, docs/product.md "First load"): the
 * built page with, before `</head>`,
 * - the live remote registry as `<script type="application/json" id="bo-remotes">` (data, not
 *   code: the CSP allows no inline script), so the shell does not ask for `/remotes.json`;
 * - the paths of the route's first GET requests (`#bo-first-requests`), which the shell's entry
 *   starts with the stored token before any other code has loaded;
 * - `<link rel="preload">` hints for the files the shell loads before it renders
 *   (`first-load.json` of its build) and, when the URL names a route of a remote, for the files
 *   that loading the route's exposed module requests: its manifest, entry, chunks and the shared
 *   packages the shell does not provide, as the release's smoke check recorded them
 *   (`first-load.json` of the released version); a version released without that list gets
 *   its manifest, entry and the module's own chunks (from its `mf-manifest.json`); and when the
 *   route names a screen whose code loads apart (`RouteEntry.screen`), that screen's files
 *   (`screens.json` of the released version).
 * Made on every request, so a release shows in the next page load without a restart.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_SHELL_HINTS_FOR, APP_SHELL_URL } from 'shared-api/offline';
import { firstRequestPaths, routeOf, screenOf } from 'shared-api/routes';
import type { RemoteEntry } from './remote-registry';

interface Assets {
  js: { sync: string[] };
  css: { sync: string[] };
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: Assets }[];
}

/** Released files read by path: a released version never changes. */
const released = new Map<string, unknown>();

function readJson<T>(file: string): T | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

function readReleased<T>(file: string): T | undefined {
  if (!released.has(file)) released.set(file, readJson<T>(file));
  return released.get(file) as T | undefined;
}

/** The hint of one file of a release by its name. */
const hintOf = (base: string, name: string) =>
  preload(base + name, name.endsWith('.json') ? 'fetch' : name.endsWith('.css') ? 'style' : 'script');

const preload = (href: string, as: 'script' | 'style' | 'fetch') =>
  `<link rel="preload" as="${as}" href="${href}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;

/**
 * The hints of `module` of the remote `entry`: the files its release recorded, else its manifest,
 * entry and the module's own chunks when the manifest is ours to read, else its manifest alone;
 * then the files of `screen` when the release lists them.
 */
function remoteHints(entry: RemoteEntry, module: string, screen: string | undefined, releasesDir: string): string[] {
  const hints = [preload(entry.entry, 'fetch')];
  if (!entry.entry.startsWith('/mfe/') || !releasesDir) return hints;
  const base = entry.entry.slice(0, entry.entry.lastIndexOf('/') + 1);
  const folder = path.join(releasesDir, base.slice('/mfe/'.length));
  const screenFiles = screen
    ? (readReleased<Record<string, string[]>>(path.join(folder, 'screens.json'))?.[screen] ?? [])
    : [];
  return [...moduleHints(hints, base, folder, module), ...screenFiles.map((name) => hintOf(base, name))];
}

/** The hints of `module` alone (see {@link remoteHints}), `hints` holding its manifest's. */
function moduleHints(hints: string[], base: string, folder: string, module: string): string[] {
  const recorded = readReleased<Record<string, string[]>>(path.join(folder, 'first-load.json'))?.[module];
  if (recorded) return recorded.map((name) => hintOf(base, name));
  const manifest = readReleased<Manifest>(path.join(folder, 'mf-manifest.json'));
  if (!manifest?.metaData?.remoteEntry || !manifest.exposes) return hints;
  const { path: entryFolder, name: entryName } = manifest.metaData.remoteEntry;
  const assets = manifest.exposes.find((exposed) => exposed.name === module)?.assets;
  const names = [
    entryFolder ? `${entryFolder}/${entryName}` : entryName,
    ...(assets?.js.sync ?? []),
    ...(assets?.css.sync ?? []),
  ];
  return [...hints, ...names.map((name) => hintOf(base, name))];
}

/**
 * The page for `url` (path and search): the shell's `index.html` from `shellDir` with the
 * registry `remotes` and the hints described above; remote files are read from `releasesDir`.
 */
export function firstScreenHtml(shellDir: string, releasesDir: string, remotes: RemoteEntry[], url: string): string {
  const template = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
  const shell = readJson<{ js: string[]; css: string[] }>(path.join(shellDir, 'first-load.json'));
  const { pathname, search } = new URL(url, 'http://localhost');
  // the app-shell page hints the field app's files (shared-api/src/offline.ts)
  const hinted = pathname === APP_SHELL_URL ? APP_SHELL_HINTS_FOR : pathname;
  const route = routeOf(hinted, search)?.route;
  const remote = route && remotes.find((candidate) => candidate.name === route.remote);
  const data = (id: string, value: unknown) =>
    `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
  const head = [
    data('bo-remotes', remotes),
    data('bo-first-requests', firstRequestPaths(pathname, search)),
    ...(shell?.js ?? []).map((name) => preload(`/${name}`, 'script')),
    ...(shell?.css ?? []).map((name) => preload(`/${name}`, 'style')),
    ...(remote ? remoteHints(remote, route.module, screenOf(hinted), releasesDir) : []),
  ];
  return template.replace('</head>', `${head.join('')}</head>`);
}
