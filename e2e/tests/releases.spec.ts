/**
 * Independent delivery (issue 12): remotes released alone as immutable versions with
 * `npm run release` (build/release.mjs) while the server runs. Each release here is a copy of
 * the live build with one marked byte, so it is a new version of the same code; a version that
 * needs a newer React than the shell has, or whose module throws, is refused. The registries are
 * put back afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, tableRows } from './helpers';
import { keepRegistries, registryFile, release, releases, REMOTES, variant } from './releasing';

// each test releases remotes, a smoke check in Chromium each: beside the other suites, minutes
test.describe.configure({ mode: 'serial', timeout: 240_000 });
keepRegistries();

type SharedEntry = { id: string; name: string; requiredVersion: string | false };

/** Rewrites the shared list of the manifest in `dir`; `edit` gets the list and its `react` entry. */
function editShared(dir: string, edit: (shared: SharedEntry[], react: SharedEntry) => void) {
  const file = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { shared: SharedEntry[] };
  edit(
    manifest.shared,
    manifest.shared.find((shared) => shared.name === 'react')!,
  );
  fs.writeFileSync(file, JSON.stringify(manifest));
}

/** The live version of `mfe_<short>` as `/remotes.json` lists it. */
async function liveVersion(request: APIRequestContext, short: string): Promise<string> {
  const remotes = (await (await request.get('/remotes.json')).json()) as { name: string; version: string }[];
  return remotes.find((remote) => remote.name === `mfe_${short}`)!.version;
}

/** The paths the page requests from now on. */
function requested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('an open tab keeps its version after a release, a new tab gets the new one, without a restart', async ({
  page,
  request,
}) => {
  const before = await liveVersion(request, 'reports');
  await signIn(page, 'user');
  const oldTab = requested(page);

  const released = release('reports', '--from', variant('reports', 'open tab'));
  expect(released.ok, released.output).toBe(true);
  const after = await liveVersion(request, 'reports');
  expect(after).not.toBe(before);

  // the open tab loads the report form, a lazy chunk, from the version it started with
  await page.getByRole('link', { name: 'Woning toevoegen' }).click();
  await expect(page).toHaveURL(/\/reports\/create$/);
  await expect(page.getByRole('button', { name: 'Opslaan' }).first()).toBeVisible();
  expect(oldTab.filter((url) => url.startsWith('/mfe/reports/')).length).toBeGreaterThan(0);
  expect(oldTab.filter((url) => url.startsWith('/mfe/reports/')).every((url) => url.includes(`/${before}/`))).toBe(
    true,
  );

  const newTab = await page.context().newPage();
  const newPaths = requested(newTab);
  await newTab.goto('/reports');
  await expect(tableRows(newTab).first()).toBeVisible();
  expect(newPaths.some((url) => url.startsWith(`/mfe/reports/${after}/`))).toBe(true);
  expect(newPaths.some((url) => url.includes(`/${before}/`))).toBe(false);
});

test('the rollback brings back the previous version', async ({ page, request }) => {
  const current = await liveVersion(request, 'reports');
  const history = JSON.parse(fs.readFileSync(registryFile('reports'), 'utf8')).history as string[];
  const previous = history.at(-2)!;
  const rolledBack = release('reports', '--rollback');
  expect(rolledBack.ok, rolledBack.output).toBe(true);
  expect(await liveVersion(request, 'reports')).toBe(previous);

  await signIn(page, 'user');
  const paths = requested(page);
  await page.reload();
  await expect(tableRows(page).first()).toBeVisible();
  expect(paths.some((url) => url.startsWith(`/mfe/reports/${previous}/`))).toBe(true);
  expect(paths.some((url) => url.includes(`/${current}/`))).toBe(false);
});

test('version skew: mfe-templates at its previous version, the others newer; both flows pass', async ({
  page,
  request,
}) => {
  const templates = await liveVersion(request, 'templates');
  for (const short of REMOTES.filter((remote) => remote !== 'templates')) {
    const released = release(short, '--from', variant(short, 'skew'));
    expect(released.ok, released.output).toBe(true);
  }
  expect(await liveVersion(request, 'templates')).toBe(templates);

  await signIn(page, 'admin');
  // reports: a new draft through the form
  await page.getByRole('link', { name: 'Woning toevoegen' }).click();
  await expect(page).toHaveURL(/\/reports\/create$/);
  // templates: a new entity, saved and found in its list
  await page.getByRole('link', { name: 'Templates' }).click();
  await page.getByRole('tab', { name: 'Entiteiten' }).click();
  await page.getByRole('link', { name: 'Entiteit toevoegen' }).click();
  await page.getByLabel('Naam', { exact: true }).fill('Skew-kast');
  await page.getByLabel('Beschrijving').fill('Kast uit een oudere versie');
  await page.getByLabel('Basisstructuur').check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/entities\/\d+\/edit$/);
  await page.goto('/templates/entities');
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('Skew-kast');
  await expect(tableRows(page)).toHaveCount(1);
});

test('a release refused by the smoke check never becomes live', async ({ page, request }) => {
  const live = await liveVersion(request, 'reports');
  const versions = () => fs.readdirSync(path.join(releases, 'reports')).sort();
  const stored = versions();
  const newerReact = variant('reports', 'react', (dir) =>
    editShared(dir, (_shared, react) => (react.requiredVersion = '^99.0.0')),
  );
  const throwing = variant('reports', 'throws', (dir) => {
    fs.writeFileSync(path.join(dir, '__federation_expose_Reports.js'), 'throw new Error("broken release");');
  });
  const olderMap = variant('reports', 'older map', (dir) =>
    editShared(dir, (shared, react) =>
      shared.push({ ...react, id: 'mfe_reports:react-router', name: 'react-router', requiredVersion: '^7.0.0' }),
    ),
  );
  for (const [dir, reason] of [
    [olderMap, /react-router: the remote shares it whole; the back-office shares it through shared-ui\/router/],
    [newerReact, /react: the remote requires \^99\.0\.0, the shell provides 19\./],
    [throwing, /broken release/],
  ] as const) {
    const refused = release('reports', '--from', dir);
    expect(refused.ok, refused.output).toBe(false);
    expect(refused.output).toMatch(/refused/);
    expect(refused.output).toMatch(reason);
    expect(await liveVersion(request, 'reports')).toBe(live);
  }
  expect(versions(), 'a refused build is not kept').toEqual(stored);

  await signIn(page, 'user');
  await expect(tableRows(page).first()).toBeVisible();
});
