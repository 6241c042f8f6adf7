/** Layout defects of issue 13, measured in Chromium: widths, overflow and the sidebar. */
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/** How far the page scrolls sideways, in CSS pixels. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the inquiry panel on /login keeps its fields inside its card', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  const panel = page.locator('.pub-login__inquiry');
  await expect(panel.getByLabel('Achternaam')).toBeVisible();
  const card = (await panel.boundingBox())!;
  for (const input of await panel.locator('input').all()) {
    const box = (await input.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width + 0.5);
  }
});

test('at 390 px nothing scrolls sideways and the sidebar folds into a menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  expect(await sidewaysScroll(page)).toBe(0);
  await signIn(page, 'user');
  expect(await sidewaysScroll(page)).toBe(0);
  const sidebar = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Configuraties' }).click();
  await expect(page).toHaveURL(/\/configurations$/);
  await expect(sidebar).toBeHidden();
});

test('the sidebar’s colour runs down the whole of a long page, in a full-page capture too', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await signIn(page, 'admin');
  await page.goto('/configurations/0/edit');
  await expect(page.getByRole('button', { name: 'Opslaan' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1400);
  // a sticky 100vh menu looked whole while scrolling but ended at the first screen's bottom in a
  // capture of the whole page: read the capture's left column at its top and at its bottom
  const capture = await page.screenshot({ fullPage: true });
  const [top, bottom] = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const colourAt = (y: number) => [...context.getImageData(5, y, 1, 1).data.slice(0, 3)].join(',');
    return [colourAt(5), colourAt(image.height - 5)];
  }, capture.toString('base64'));
  expect(top).toBe('21,50,74');
  expect(bottom).toBe(top);
});

test('a sortable header keeps its label and sort arrow on one line in narrow columns', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'admin');
  await page.goto('/inquiries');
  const sortButtons = page.locator('.bo-table__sort');
  await expect(sortButtons.first()).toBeVisible();
  // the narrowest the columns get before the table scrolls inside its frame
  await page.setViewportSize({ width: 390, height: 844 });
  for (const sortButton of await sortButtons.all()) {
    const lineHeight = await sortButton.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
    expect((await sortButton.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
  }
});
