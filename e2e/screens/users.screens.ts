/**
 * The users list at 1440 px for the README (issue 23): the seeded accounts with their
 * subscription badges, credits and the "Uitgeschakeld" badge of the disabled account, written to
 * `docs/screenshots/users-list-<label>.png` like the six screens of `screenshots.screens.ts`.
 */
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { account, signIn, tableRows } from '../tests/helpers';

const LABEL = process.env.SCREENSHOT_LABEL ?? 'after';
const OUT = path.resolve(import.meta.dirname, '../../docs/screenshots');

test.use({ viewport: { width: 1440, height: 900 } });

test('users list', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/users');
  await expect(tableRows(page).filter({ hasText: account('disabled').email })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: path.join(OUT, `users-list-${LABEL}.png`), fullPage: true });
});
