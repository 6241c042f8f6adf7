/**
 * A phone is a first-class screen (issue 43; docs/product.md "Forms and lists"), at 390 × 844 px in
 * Chromium on the seeded lease (Sint-Pietersnieuwstraat 48, Gent): the report's documents are cards
 * of labelled lines; the comparison opens on the changes and leads straight to the deposit and the
 * settlement; the shell's skip link reaches the page and Escape closes the menu; the wizard's page
 * list folds away and its object cards show their first photo.
 */
import { expect, test, type Page } from '@playwright/test';
import { seededLeaseExit, signIn } from './helpers';

test.use({ viewport: { width: 390, height: 844 } });
test.setTimeout(240_000);

/** How far the page scrolls sideways, in CSS pixels. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the report detail and its comparison at 390 px: documents as cards, the changes first, the settlement a tap away', async ({
  page,
}) => {
  await signIn(page, 'user');
  const id = await seededLeaseExit(page);
  await page.goto(`/reports/${id}`);

  // each document is a card: its cells stacked, each under its column's name
  const documents = page.getByRole('region', { name: 'Documenten' });
  const row = documents.locator('tbody tr').first();
  await expect(row).toContainText('Uittrede');
  const labels = await row
    .locator('td[data-label]')
    .evaluateAll((cells) =>
      cells.map((cell) => [getComputedStyle(cell).display, getComputedStyle(cell, '::before').content]),
    );
  expect(labels).toEqual([
    ['flex', '"Document" / ""'],
    ['flex', '"Uitvoeringsdatum" / ""'],
    ['flex', '"PDF" / ""'],
  ]);
  // the exit report's PDF is made when the server starts: wait for it
  await expect(row.getByRole('link', { name: 'Downloaden' })).toBeVisible({ timeout: 120_000 });
  expect(await sidewaysScroll(page)).toBe(0);

  // the comparison opens on the changed items, each of them marked
  await page.getByRole('link', { name: 'Vergelijking met intrede' }).click();
  const changed = page.getByRole('radio', { name: /^Gewijzigd/ });
  await expect(changed).toBeChecked();
  const count = Number(await changed.locator('..').locator('.cmp-filter__count').textContent());
  expect(count).toBeGreaterThan(0);
  const rows = page.getByRole('list', { name: 'Vergeleken onderdelen' }).getByRole('listitem');
  await expect(rows.first()).toHaveAttribute('aria-setsize', String(count));
  await expect(rows.first().locator('.cmp-row__head')).toContainText('Gewijzigd');
  const all = Number(
    await page
      .getByRole('radio', { name: /^Alles/ })
      .locator('..')
      .locator('.cmp-filter__count')
      .textContent(),
  );
  expect(all).toBeGreaterThan(count);

  // the deposit and the settlement, one tap from the top instead of below every item
  const jump = page.getByRole('link', { name: 'Naar de huurwaarborg en de afrekening' });
  await expect(jump).toBeInViewport();
  await jump.click();
  const settlement = page.getByRole('complementary', { name: 'Afrekening' });
  await expect(settlement.getByRole('heading', { name: 'Afrekening' })).toBeInViewport();
  await expect(settlement.getByLabel('Huurwaarborg (€)')).toBeInViewport();
  expect(await sidewaysScroll(page)).toBe(0);
});

test('the shell at 390 px: the skip link leads to the page, Escape closes the menu', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/configurations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // the first Tab reaches the skip link, shown on screen; following it puts the focus on the page
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Naar de inhoud' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const menu = page.getByRole('button', { name: 'Menu' });
  const sidebar = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await menu.click();
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test('the wizard at 390 px: the page list folds away, object cards show their first photo', async ({ page }) => {
  await signIn(page, 'user');
  const id = await seededLeaseExit(page);
  await page.goto(`/reports/${id}/post-editing/intro`);
  const nav = page.getByRole('navigation', { name: 'Pagina’s van de nabewerking' });
  const pages = nav.getByRole('button', { name: 'Onderdelen' });
  await expect(pages).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Partijen' })).toBeHidden();
  await pages.click();
  await nav.getByRole('link', { name: 'Meters' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Meters' })).toBeVisible();
  // choosing a page folds the list again
  await expect(nav.getByRole('link', { name: 'Partijen' })).toBeHidden();

  // in a room (the seed photographs the first objects of each), an object's card shows its first photo, loaded
  await pages.click();
  await nav.locator('a[href*="/floor/"]').first().click();
  await page.locator('.wiz-card__title a').first().click();
  await expect(page).toHaveURL(/\/room\//);
  const thumb = page.locator('.wiz-card .wiz-card__thumb').first();
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await sidewaysScroll(page)).toBe(0);
});
