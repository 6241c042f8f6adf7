/**
 * The Audit screen (issue 42, docs/product.md "Audit"): an admin opens it from the sidebar, reads
 * the chain's head and verifies it; a URL naming a kind and a range of days shows only those
 * events, the filter form writes the URL, and "CSV exporteren" downloads exactly the rows of the
 * filtered list. A regular user has no link and is sent away.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { BACK_OFFICE_CLIENT } from '../../shared-api/src/contract';
import { account, signIn, tableRows } from './helpers';

/** Today in Brussels, `YYYY-MM-DD`, as the server counts calendar days. */
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Brussels' }).format(new Date());

/** The ids (first cell) of the table's rows. */
const listedIds = async (page: Page) => tableRows(page).locator('td:first-child').allInnerTexts();

test('an admin filters the audit trail by kind and days in the URL and exports exactly those rows as CSV', async ({
  page,
}) => {
  // a few failed sign-ins beside the sign-ins, so that the kind filter has something to leave out
  for (const password of ['Niet-Juist-1', 'Niet-Juist-2'])
    await page.request.post('/oauth/token', {
      form: {
        grant_type: 'password',
        client_id: BACK_OFFICE_CLIENT.id,
        client_secret: BACK_OFFICE_CLIENT.secret,
        username: account('user').email,
        password,
      },
    });
  await signIn(page, 'user');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'admin');

  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Audit', exact: true }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audittrail' })).toBeVisible();
  const chain = page.getByRole('region', { name: 'Keten' });
  await expect(chain.getByTestId('audit-head')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(chain.getByText('Nog nooit gecontroleerd')).toBeVisible();
  await chain.getByRole('button', { name: 'Nu controleren' }).click();
  await expect(chain.getByTestId('audit-verification')).toContainText('in orde');
  await expect(chain.getByTestId('audit-verification')).toContainText('op dit scherm');

  // the kind and the days from the URL
  const day = today();
  await page.goto(`/audit?kind=auth.signed_in&from=${day}&until=${day}&per_page=100`);
  await expect(page.getByLabel('Soort')).toHaveValue('auth.signed_in');
  await expect(page.getByLabel('Van')).toHaveValue(day);
  await expect(page.getByLabel('Tot en met')).toHaveValue(day);
  await expect(tableRows(page).first()).toContainText('Aangemeld');
  const kinds = await tableRows(page).locator('td:nth-child(3)').allInnerTexts();
  expect(kinds.length).toBeGreaterThanOrEqual(2);
  expect(new Set(kinds)).toEqual(new Set(['Aangemeld']));
  const ids = await listedIds(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV exporteren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('audit.csv');
  const text = fs.readFileSync(await file.path(), 'utf8').replace(/^\uFEFF/, '');
  const [heading, ...lines] = text.split('\r\n').filter(Boolean);
  expect(heading.split(';').slice(0, 3)).toEqual(['id', 'created_at', 'kind']);
  expect(lines.map((line) => line.split(';')[0])).toEqual(ids);
  expect(new Set(lines.map((line) => line.split(';')[2]))).toEqual(new Set(['auth.signed_in']));
  expect(lines.every((line) => line.split(';')[1].startsWith(day))).toBe(true);

  // the form writes its filters into the URL: the failed sign-ins of today
  await page.getByLabel('Soort').selectOption({ label: 'Aanmelden mislukt' });
  await page.getByRole('button', { name: 'Filteren' }).click();
  await expect(page).toHaveURL(/kind=auth\.sign_in_failed/);
  await expect(page).toHaveURL(new RegExp(`from=${day}`));
  // the two of this test (other tests of the run may fail a sign-in the same day), never the typed password
  await expect(tableRows(page).filter({ hasText: 'verkeerd wachtwoord' }).nth(1)).toBeVisible();
  expect(new Set(await tableRows(page).locator('td:nth-child(3)').allInnerTexts())).toEqual(
    new Set(['Aanmelden mislukt']),
  );
  await expect(page.locator('.bo-table tbody')).not.toContainText('Niet-Juist');

  // a day before any event: an empty list
  await page.getByLabel('Tot en met').fill('2020-01-01');
  await page.getByLabel('Van').fill('2020-01-01');
  await page.getByRole('button', { name: 'Filteren' }).click();
  await expect(page.getByText('Geen gebeurtenissen voor deze filters.')).toBeVisible();
});

test('a regular user has no audit link and the screen is not theirs', async ({ page }) => {
  await signIn(page, 'user');
  await expect(
    page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Audit', exact: true }),
  ).toHaveCount(0);
  await page.goto('/audit');
  await expect(page).not.toHaveURL(/\/audit/);
});
