/**
 * The service worker (issue 41, docs/ARCHITECTURE.md "Offline: the service worker"): once it has
 * precached the list of `/sw.js`, the shell opens without a network, on a reload and on a fresh
 * address; a release installs a new worker that waits until the tabs of the old one are closed,
 * and the next start runs the new version, offline too. The other specs block service workers.
 */
import { expect, test, type Page } from '@playwright/test';
import { precached, precacheUrls, signIn, tableRows } from './helpers';
import { keepRegistries, release, variant } from './releasing';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });
keepRegistries();

/** Whether the page can reach the server (the test's network switch): an API call, which the worker leaves alone. */
const reachesServer = (page: Page) =>
  page.evaluate(() =>
    fetch('/front/me').then(
      () => true,
      () => false,
    ),
  );

/** The signed-in shell rendered: its main menu (offline the session holds with the identity the device kept). */
const shellRendered = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
/** The live version of the reports remote as `/remotes.json` lists it. */
const liveReports = async (page: Page) =>
  ((await (await page.request.get('/remotes.json')).json()) as { name: string; version: string }[]).find(
    (remote) => remote.name === 'mfe_reports',
  )!.version;

test('offline, the signed-in shell opens on a reload and on a fresh address; online again all is well', async ({
  page,
  context,
}) => {
  await signIn(page, 'user');
  const urls = await precacheUrls(page);
  expect(urls.some((url) => url.startsWith('/mfe/reports/'))).toBe(true);
  expect(urls.some((url) => url.startsWith('/mfe/admin/'))).toBe(true);
  const cached = await precached(page, urls);
  expect(
    cached.filter((path) => /^\/(front|app|oauth|files)\//.test(path)),
    'no API answer is cached',
  ).toEqual([]);

  await context.setOffline(true);
  expect(await reachesServer(page)).toBe(false);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker(), 'the worker answers the navigation').toBe(true);
  await expect(shellRendered(page)).toBeVisible();
  // the precached app-shell page: the live registry, no first requests of a route
  expect(await page.locator('#bo-first-requests').textContent()).toBe('[]');

  const fresh = await page.goto('/profile');
  expect(fresh?.fromServiceWorker()).toBe(true);
  // the session outlives the network: still signed in, with the sidebar
  await expect(shellRendered(page)).toBeVisible();

  await context.setOffline(false);
  await page.goto('/profile');
  await expect(shellRendered(page)).toBeVisible();
});

test('a release installs a new worker that waits for the open tab; the next start runs the new version, offline too', async ({
  page,
  context,
}) => {
  await signIn(page, 'user');
  await precached(page, await precacheUrls(page));
  const before = await liveReports(page);

  const released = release('reports', '--from', variant('reports', 'service worker'));
  expect(released.ok, released.output).toBe(true);
  const urls = await precacheUrls(page);
  const after = await liveReports(page);
  expect(urls.some((url) => url.startsWith(`/mfe/reports/${after}/`))).toBe(true);
  expect(after).not.toBe(before);

  // the open tab finds the new worker, which installs and waits
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting?.state ?? null))
    .toBe('installed');
  await precached(page, urls);
  // the open tab keeps working on its version: the report form is a lazy chunk of the old one
  await page.getByRole('link', { name: 'Woning toevoegen' }).click();
  await expect(page.getByRole('button', { name: 'Opslaan' }).first()).toBeVisible();
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.waiting?.state)).toBe(
    'installed',
  );

  // the tab closes; the next start is served by the new worker, offline too
  await page.close();
  const next = await context.newPage();
  await next.goto('/reports');
  await expect(tableRows(next).first()).toBeVisible();
  await expect
    .poll(() =>
      next.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        return [registration.waiting === null, registration.active?.state];
      }),
    )
    .toEqual([true, 'activated']);
  await context.setOffline(true);
  const paths: string[] = [];
  next.on('request', (request) => paths.push(new URL(request.url()).pathname));
  await next.reload();
  await expect(shellRendered(next)).toBeVisible();
  expect(paths.some((path) => path.startsWith(`/mfe/reports/${after}/`))).toBe(true);
  expect(paths.some((path) => path.includes(`/${before}/`))).toBe(false);
  await context.setOffline(false);
});
