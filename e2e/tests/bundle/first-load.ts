/**
 * The first load of the back-office (issue 12): every JavaScript file the browser downloads when
 * a signed-in user opens `/reports` in a fresh tab with an empty cache, gzip-compressed (level 9,
 * so the figures are deterministic), and split three ways:
 * - per app: the shell (`/…`) and each remote (`/mfe/<name>/…`);
 * - per shared package, after the shell's and the remotes' `mf-manifest.json` (a chunk that
 *   serves several packages is counted once, under all their names);
 * - the federation glue: the shell's entry (its webpack and federation runtime; the app itself
 *   starts in a lazy chunk) plus every remote's `remoteEntry.js`.
 * And as it reaches the user (issue 27): each file's bytes as served (brotli), and the bytes of
 * the whole load (page, scripts, styles, API answers, headers included), both counted by the
 * browser's resource timing (`encodedBodySize`, `transferSize`).
 * Sizes in bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser } from '@playwright/test';
import { signIn, tableRows } from '../helpers';

export interface LoadedFile {
  path: string;
  app: string;
  gzip: number;
  /** as served: the body's bytes on the wire (brotli) */
  served: number;
}

export interface FirstLoad {
  files: LoadedFile[];
  total: number;
  glue: number;
  /** the JavaScript's bytes as served (brotli) */
  served: number;
  /** every byte the load transferred: page, files and answers with their headers */
  transferred: number;
  /** bytes per app name */
  apps: Map<string, number>;
  /** bytes per shared package (`a + b` for a chunk several packages use), `federation glue`, `own code` */
  packages: Map<string, number>;
  /** shared packages whose files came from more than one app: downloaded twice */
  twice: string[];
  /** the API requests of the load (`/front/…` path and search), in order */
  apiCalls: string[];
}

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[] } } }[];
}

const add = (map: Map<string, number>, key: string, bytes: number) => map.set(key, (map.get(key) ?? 0) + bytes);

/** The folder of a file's app: `/mfe/reports/0.1.0-ab12/x.js` → `/mfe/reports/0.1.0-ab12/`, else `/`. */
const appFolder = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/** Measures the first load of `/reports` (see the module comment). Throws when the list does not show. */
export async function measureFirstLoad(browser: Browser): Promise<FirstLoad> {
  const signInContext = await browser.newContext();
  await signIn(await signInContext.newPage(), 'user');
  const storageState = await signInContext.storageState();
  await signInContext.close();

  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  const bodies: Promise<{ path: string; body: Buffer }>[] = [];
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/front/')) apiCalls.push(url.pathname + url.search);
  });
  page.on('response', (response) => {
    if (/javascript/.test(response.headers()['content-type'] ?? ''))
      bodies.push(response.body().then((body) => ({ path: new URL(response.url()).pathname, body })));
  });
  await page.goto('/reports');
  await tableRows(page).first().waitFor();
  const loaded = await Promise.all(bodies);
  const timings = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => {
      const { name, transferSize, encodedBodySize } = entry as PerformanceResourceTiming;
      return { path: new URL(name).pathname, transferSize, encodedBodySize };
    }),
  );

  // the shared packages of every app on the page, by file
  const packagesOf = new Map<string, string[]>();
  for (const folder of new Set(loaded.map(({ path }) => appFolder(path)))) {
    const manifest = (await (await page.request.get(`${folder}mf-manifest.json`)).json()) as Manifest;
    for (const shared of manifest.shared)
      for (const file of shared.assets.js.sync)
        packagesOf.set(folder + file, [...(packagesOf.get(folder + file) ?? []), shared.name]);
  }
  await context.close();

  const result: FirstLoad = {
    files: [],
    total: 0,
    glue: 0,
    served: 0,
    transferred: timings.reduce((sum, timing) => sum + timing.transferSize, 0),
    apps: new Map(),
    packages: new Map(),
    twice: [],
    apiCalls,
  };
  const appsOf = new Map<string, Set<string>>();
  for (const { path, body } of loaded) {
    const gzip = zlib.gzipSync(body, { level: 9 }).length;
    const app = /^\/mfe\/([^/]+)\//.exec(path)?.[1] ?? 'shell';
    const served = timings.find((timing) => timing.path === path)?.encodedBodySize ?? body.length;
    result.files.push({ path, app, gzip, served });
    result.total += gzip;
    result.served += served;
    const glue = /^\/main\.[0-9a-f]+\.js$/.test(path) || path.endsWith('/remoteEntry.js');
    if (glue) result.glue += gzip;
    add(result.apps, app, gzip);
    const names = [...new Set(packagesOf.get(path) ?? [])].sort();
    add(result.packages, glue ? 'federation glue' : names.length ? names.join(' + ') : 'own code', gzip);
    for (const name of names) appsOf.set(name, (appsOf.get(name) ?? new Set()).add(app));
  }
  result.twice = [...appsOf].filter(([, apps]) => apps.size > 1).map(([name]) => name);
  return result;
}

/** The checked-in budget (`e2e/bundle-budget.json`): JavaScript and glue in gzip bytes, the whole load as transferred. */
export const budget = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../bundle-budget.json'), 'utf8'),
) as { totalBytes: number; glueBytes: number; transferredBytes: number };

/** `12.3 KiB` */
export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
