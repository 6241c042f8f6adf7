import { expect, test } from '@playwright/test';
import { account, signIn, tableRows } from './helpers';

test('a remote that cannot load blanks only its routes; retry loads it', async ({ page }) => {
  await page.route('**/mfe/reports/**', (route) => route.abort());
  await page.goto('/login');
  await page.getByLabel('E-mailadres').first().fill(account('admin').email);
  await page.getByLabel('Wachtwoord').fill(account('admin').password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByText('Dit onderdeel kon niet geladen worden.', { exact: false })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Profiel' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await sidebar.getByRole('link', { name: 'Woningen' }).click();
  await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toBeVisible();

  await page.unroute('**/mfe/reports/**');
  await page.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(tableRows(page)).toHaveCount(10);
});

test('the reports remote reuses the shell’s react-dom and api slice', async ({ page }) => {
  await signIn(page, 'admin');
  await expect(tableRows(page)).toHaveCount(10);
  const shares = await page.evaluate(() => {
    type ShareInfo = { from: string; loaded?: boolean; useIn: string[] };
    const scopes = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, { default: Record<string, Record<string, ShareInfo>> }> };
      }
    ).__FEDERATION__.__SHARE__;
    const pick = (pkg: string) =>
      Object.values(scopes).flatMap((scope) =>
        Object.entries(scope.default[pkg] ?? {}).map(([version, info]) => ({
          version,
          from: info.from,
          loaded: Boolean(info.loaded),
          useIn: info.useIn,
        })),
      );
    return { reactDom: pick('react-dom'), sharedApi: pick('shared-api') };
  });
  for (const copies of [shares.reactDom, shares.sharedApi]) {
    const distinct = new Set(copies.map((copy) => `${copy.version}@${copy.from}`));
    expect([...distinct]).toHaveLength(1);
    expect(copies.every((copy) => copy.from === 'shell' && copy.loaded)).toBe(true);
  }
  expect(shares.sharedApi[0].useIn).toContain('mfe_reports');
});
