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

test('the sidebar’s colour runs down the whole of a long page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 700 });
  await signIn(page, 'admin');
  await page.goto('/configurations/0/edit');
  await expect(page.getByRole('button', { name: 'Opslaan' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(1400);
  // what the user sees in the sidebar's corner at the top and at the bottom of the page
  const colourAt = (y: 'top' | 'bottom') =>
    page.evaluate((where) => {
      window.scrollTo(0, where === 'top' ? 0 : document.documentElement.scrollHeight);
      let element = document.elementFromPoint(10, window.innerHeight - 10) as HTMLElement | null;
      while (element && getComputedStyle(element).backgroundColor === 'rgba(0, 0, 0, 0)')
        element = element.parentElement;
      return element ? getComputedStyle(element).backgroundColor : 'none';
    }, y);
  const sidebarColour = await colourAt('top');
  expect(sidebarColour).toBe('rgb(21, 50, 74)');
  expect(await colourAt('bottom')).toBe(sidebarColour);
});
