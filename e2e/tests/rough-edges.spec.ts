/**
 * Everyday rough edges (issue 43) in Chromium: the reports list finds the words of a search in any
 * order and in part and filters by state, kept in the URL; the report form fills the address from
 * one of one's own addresses ("Bestaand adres kiezen").
 */
import { expect, test } from '@playwright/test';
import { createReport, personParty, signIn, tableRows } from './helpers';

test('the reports list finds "Sint-Pieters 48" in any order and filters by state', async ({ page }) => {
  await signIn(page, 'user');
  const unique = Date.now() % 100000;
  const street = `Sint-Pietersnieuwstraat${unique}`;
  await createReport(page, {
    street,
    number: '48',
    readyForApp: false,
    parties: [personParty('tenant', 'Lotte', 'Peeters', 'lotte@voorbeeld.be')],
  });
  await page.goto('/reports');
  const search = page.getByRole('searchbox');
  // words in another order, one of them partial: "48 Sint-Pieters …straat12345"
  await search.fill(`48 Sint-Pieters straat${unique}`);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page)).toContainText(`${street} 48`);
  const filter = page.getByLabel('Status', { exact: true });
  await filter.selectOption({ label: 'Afgewerkt' });
  await expect(page).toHaveURL(/[?&]state=finished/);
  await expect(tableRows(page)).toHaveCount(0);
  await filter.selectOption({ label: 'Draft' });
  await expect(tableRows(page)).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('start');
  await expect(tableRows(page)).toHaveCount(1);
});

test('the report form fills the address from one of one’s own addresses', async ({ page }) => {
  await signIn(page, 'user');
  const street = `Overpoortstraat${Date.now() % 100000}`;
  await createReport(page, { street, number: '3', readyForApp: false, parties: [] });
  await page.goto('/reports/create');
  await page.getByRole('button', { name: 'Bestaand adres kiezen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestaand adres kiezen' });
  await dialog.getByLabel('Zoeken').fill(street.slice(0, 10));
  await dialog.getByRole('button', { name: `${street} 3, 9000 Gent` }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${street} 3`)).toBeVisible();
  // the region and lease fields were there from the start, with the postcode's region
  await expect(page.getByText('Volgens de postcode: Vlaanderen')).toBeVisible();
});
