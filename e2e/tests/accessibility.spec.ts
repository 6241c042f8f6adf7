/** axe-core in Chromium (issue 13): the public pages have no violations; the rich-text toolbar names what it shows. */
import { expect, test } from '@playwright/test';
import { axe, signIn } from './helpers';

for (const path of ['/', '/login', '/reset_password', '/policies/cookies']) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    const { violations } = await axe(page).analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  });
}

test('the rich-text toolbar names match what its buttons show (label-content-name-mismatch)', async ({ page }) => {
  await signIn(page, 'user');
  await page.goto('/configurations/0/edit');
  await expect(page.getByRole('toolbar').first()).toBeVisible();
  const { violations } = await axe(page)
    .include('.bo-rte__toolbar')
    .withRules(['label-content-name-mismatch'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  await expect(page.getByRole('toolbar').first().getByRole('button', { name: 'Vet' })).toBeVisible();
});
