import { expect, test } from '@playwright/test';
import { brusselsDay, signIn, tableRows } from './helpers';

test('an admin sees the admin sidebar and works the reports list: search, sort, paging, reload', async ({ page }) => {
  await signIn(page, 'admin');
  const sidebar = page.getByRole('navigation', { name: 'Hoofdmenu' });
  for (const entry of ['Woningen', 'Configuraties', 'Templates', 'Gebruikers', 'Aanvragen', 'Profiel']) {
    await expect(sidebar.getByRole('link', { name: new RegExp(`^${entry}`) })).toBeVisible();
  }
  await expect(tableRows(page)).toHaveCount(10);
  // 44 seeded reports; other specs on the same database may have added or deleted a few
  const summary = await page.getByText(/Pagina 1 van \d+ · \d+ resultaten/).innerText();
  const [, pages, total] = /van (\d+) · (\d+)/.exec(summary)!.map(Number);
  expect(total).toBeGreaterThanOrEqual(40);
  expect(pages).toBe(Math.ceil(total / 10));

  // search narrows (debounced), and lives in the URL; the rows change when the answer arrives
  const firstColumn = () => page.locator('.bo-table tbody tr td:first-child').allTextContents();
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('Gent');
  await expect(page).toHaveURL(/query=Gent/);
  await expect
    .poll(async () => {
      const cities = await firstColumn();
      const found = /· (\d+) resultaten/.exec(await page.getByText(/Pagina \d+ van \d+ · \d+ resultaten/).innerText());
      return cities.length > 0 && Number(found?.[1]) < total && cities.every((address) => /Gent/.test(address));
    })
    .toBe(true);
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill('');
  await expect(page).not.toHaveURL(/query=/);
  await expect(tableRows(page)).toHaveCount(10);

  // sorting by address reorders, both directions
  const unsorted = await firstColumn();
  await page.getByRole('button', { name: 'Adres' }).click();
  await expect(page).toHaveURL(/order=address&order_type=asc/);
  await expect.poll(firstColumn).not.toEqual(unsorted);
  const ascending = await firstColumn();
  expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b, 'nl', { sensitivity: 'base' })));
  await page.getByRole('button', { name: 'Adres' }).click();
  await expect(page.getByRole('columnheader', { name: 'Adres' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(firstColumn).not.toEqual(ascending);

  // page 2 works and survives a reload and the back button
  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(`Pagina 2 van ${pages}`)).toBeVisible();
  const pageTwo = await firstColumn();
  await page.reload();
  await expect(page.getByText(`Pagina 2 van ${pages}`)).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Adres' })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(firstColumn).toEqual(pageTwo);
  await page.goBack();
  await expect(page.getByText(`Pagina 1 van ${pages}`)).toBeVisible();
});

test('rows open the edit screen for drafts and the detail for other states', async ({ page }) => {
  await signIn(page, 'admin');
  await page.locator('.bo-table tbody tr', { hasText: 'Afgewerkt' }).first().click();
  await expect(page).toHaveURL(/\/reports\/\d+$/);
  // the list stays on screen until the detail has loaded: its rows say "Afgewerkt" too
  await expect(page.getByText(/Pagina \d+ van \d+/)).toHaveCount(0);
  await expect(page.getByText('Afgewerkt', { exact: true })).toBeVisible();
  await page.goBack();
  await page.locator('.bo-table tbody tr', { hasText: 'Draft' }).first().click();
  await expect(page).toHaveURL(/\/reports\/\d+\/edit$/);
  await page.goto('/reports');
  await page.getByRole('link', { name: 'Woning toevoegen' }).click();
  await expect(page).toHaveURL(/\/reports\/create$/);
  // the specification's new-record path leads to the one create path of every screen
  for (const [spec, create] of [
    ['/reports/0/edit', /\/reports\/create$/],
    ['/configurations/0/edit', /\/configurations\/create$/],
    ['/users/0/edit', /\/users\/create$/],
  ] as const) {
    await page.goto(spec);
    await expect(page).toHaveURL(create);
  }
});

test('a regular user sees only own reports and is sent back from an admin route', async ({ page, browser }) => {
  /** The list's total as `page` shows it on its first page. */
  const listTotal = async (shown: typeof page) => {
    const summary = await shown.getByText(/Pagina 1 van \d+ · \d+ resultaten/).textContent();
    return Number(/· (\d+) resultaten/.exec(summary!)![1]);
  };
  // every account's reports as the admin sees them now (other specs add reports of their own)
  const adminPage = await browser.newPage();
  await signIn(adminPage, 'admin');
  const everyone = await listTotal(adminPage);
  await adminPage.close();

  await signIn(page, 'user');
  const sidebar = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(sidebar.getByRole('link', { name: 'Woningen' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: /Gebruikers|Aanvragen/ })).toHaveCount(0);
  // the company manager of an organisation of one keeps its own templates (docs/product.md "The shared library")
  await expect(sidebar.getByRole('link', { name: 'Templates' })).toBeVisible();
  const total = await listTotal(page);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(everyone);

  await page.goto('/reports?page=2');
  // an in-app navigation to an admin route (as a stale link would do) is sent back
  await page.evaluate(() => window.history.pushState({ usr: null, key: 'admin-route', idx: 1 }, '', '/users'));
  await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
  await expect(page).toHaveURL(/\/reports\?page=2$/);
  await page.goto('/inquiries');
  await expect(page).toHaveURL(/\/reports$/);
});

test('the banner warns a user whose subscription expires within 14 days, never an admin', async ({ page }) => {
  await signIn(page, 'expiring');
  const date = brusselsDay(Date.now() + 10 * 86400000);
  const banner = page.getByText(`Jouw abonnement vervalt op: ${date}`);
  await expect(banner).toBeVisible();
  await expect(page.getByRole('link', { name: 'info@plaatsbeschrijving.be' })).toHaveAttribute(
    'href',
    'mailto:info@plaatsbeschrijving.be',
  );
});

test('logout asks for confirmation and signs out', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Afmelden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Afmelden' });
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await page.getByRole('button', { name: 'Afmelden' }).click();
  await page.getByRole('dialog', { name: 'Afmelden' }).getByRole('button', { name: 'Ja' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/$/);
});
