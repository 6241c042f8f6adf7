/** Layout defects of issues 13 and 23, measured in Chromium: widths, overflow, the sidebar and the lists. */
import { expect, test, type Page } from '@playwright/test';
import { createReport, signIn } from './helpers';

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

test.describe('lists on a phone and at a desk (issue 23)', () => {
  test('at 390 px each row of a list is a card of labelled lines with its action menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'user');
    const table = page.locator('.bo-table');
    const rows = table.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const tableBox = (await table.boundingBox())!;
    for (const row of (await rows.all()).slice(0, 3)) {
      // a card spans the list's width instead of squeezing five columns into it
      expect((await row.boundingBox())!.width).toBeGreaterThan(tableBox.width - 4);
      const labels = await row
        .locator('td[data-label]')
        .evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
      expect(labels.slice(0, 2)).toEqual(['"Adres" / ""', '"Type" / ""']);
      await expect(row.getByRole('button', { name: /^Acties voor / })).toBeVisible();
    }
    // the title keeps its word whole beside the add button ("Woninge|n")
    const title = page.getByRole('heading', { name: 'Woningen' });
    const lineHeight = await title.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 30);
    expect((await title.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    // the header is a row of sort buttons above the cards
    await expect(page.getByRole('button', { name: 'Adres' })).toBeVisible();
    expect(await sidewaysScroll(page)).toBe(0);
  });

  test('the whole header cell sorts, not only its text', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'user');
    const header = page.getByRole('columnheader', { name: 'Adres' });
    const box = (await header.boundingBox())!;
    // the cell's far corner, well away from the word
    await header.click({ position: { x: box.width - 3, y: box.height - 3 } });
    await expect(page).toHaveURL(/order=address&order_type=asc/);
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  });

  test('a new report opens on the first page of the list', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, 'user');
    const street = `Nieuwstraat ${Date.now() % 100000}`;
    await createReport(page, { street, readyForApp: false, parties: [] });
    await page.goto('/reports');
    await expect(page.locator('.bo-table tbody tr').first()).toContainText(street);
  });

  test('on a short page at 390 px the top bar keeps its own height', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'user');
    // the account's few configurations (other specs may add one): a page far shorter than the screen
    await page.goto('/configurations');
    await expect(page.locator('.bo-table tbody tr').first()).toBeVisible();
    expect(await page.locator('.bo-table tbody tr').count()).toBeLessThan(5);
    const bar = (await page.locator('.shell-topbar').boundingBox())!;
    const menu = (await page.getByRole('button', { name: 'Menu' }).boundingBox())!;
    expect(bar.height).toBeLessThan(menu.height + 24);
  });

  for (const width of [1440, 390]) {
    test(`at ${width} px the success toast leaves the save button free`, async ({ page }) => {
      await page.setViewportSize({ width, height: width > 900 ? 900 : 844 });
      await signIn(page, 'user');
      await page.goto('/configurations');
      await page.locator('.bo-table tbody tr').first().click();
      const save = page.getByRole('button', { name: 'Opslaan', exact: true });
      await save.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await save.click();
      const toast = page.getByRole('status').filter({ hasText: 'Wijzigingen opgeslagen' });
      await expect(toast).toBeVisible();
      // the saved form renders again and may move the page: the button is brought back into view,
      // then nothing may lie on it while the toast shows
      await save.scrollIntoViewIfNeeded();
      const onTop = () =>
        save.evaluate((button) => {
          const box = button.getBoundingClientRect();
          const found = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return found !== null && button.contains(found);
        });
      await expect.poll(onTop, { timeout: 2_000 }).toBe(true);
      await expect(toast).toBeVisible();
      await expect(save).toBeInViewport();
    });
  }
});
