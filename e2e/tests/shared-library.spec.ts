/**
 * The shared library (docs/product.md "The shared library"): a company manager sees the provider's
 * templates read only, copies one into the organisation and changes the copy.
 */
import { expect, test } from '@playwright/test';
import { notice, signIn, tableRows } from './helpers';

test('a company manager copies a provider template into the organisation and changes the copy', async ({ page }) => {
  await signIn(page, 'firmManager');
  await page.getByRole('link', { name: 'Templates' }).click();
  await expect(page).toHaveURL(/\/templates/);
  // only the buildings, each marked whose it is
  await expect(page.getByRole('tab', { name: 'Entiteiten' })).toHaveCount(0);
  const provider = tableRows(page).filter({ hasText: 'Eengezinswoning' }).first();
  await expect(provider).toContainText('Aanbieder');

  // the provider's template opens read only
  await provider.getByRole('cell').first().click();
  await expect(page).toHaveURL(/\/homes\/\d+\/edit$/);
  const providerUrl = page.url();
  await expect(page.getByText('Dit sjabloon is van de aanbieder')).toBeVisible();
  await expect(page.getByLabel('Naam', { exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Kopiëren naar mijn organisatie' }).click();
  await notice(page, 'gekopieerd naar je organisatie');
  await expect(page).toHaveURL(/\/homes\/\d+\/edit$/);
  expect(page.url()).not.toBe(providerUrl);
  await expect(page.getByText('Dit sjabloon is van je organisatie')).toBeVisible();
  await page.getByLabel('Naam', { exact: true }).fill('Eengezinswoning Schelde');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await notice(page, 'Wijzigingen opgeslagen');

  await page.reload();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Eengezinswoning Schelde');
  await expect(page.getByLabel('Naam', { exact: true })).toBeEnabled();
  await page.goto('/templates/homes');
  await expect(tableRows(page).filter({ hasText: 'Eengezinswoning Schelde' })).toContainText('Mijn organisatie');
  await page.goto(providerUrl);
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Eengezinswoning');
});
