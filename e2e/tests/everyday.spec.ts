/**
 * Everyday use without surprises (issue 23): calendar dates read the same in every time zone,
 * server messages reach the reader in the page's language, and saving a report says what it costs.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSend, notice, signIn, tableRows } from './helpers';

/** A page of a new browser context in `timezoneId`, signed in as the admin. */
async function adminIn(browser: Browser, timezoneId: string): Promise<Page> {
  const context = await browser.newContext({ timezoneId, locale: 'nl-BE' });
  const page = await context.newPage();
  await signIn(page, 'admin');
  return page;
}

/** Creates a regular account through the API and returns its id. */
async function newAccount(page: Page, email: string): Promise<number> {
  const send = await apiSend(page);
  const created = await send({
    method: 'POST',
    url: '/front/users',
    json: { first_name: 'Tijd', last_name: 'Zone', email, vat_number: '', address: null, start_credits: 0 },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (created.body as { id: number }).id;
}

test('a subscription end set in a UTC browser reads the same day in Brussels, Auckland and Los Angeles', async ({
  browser,
}) => {
  const utc = await adminIn(browser, 'UTC');
  const id = await newAccount(utc, `tijdzone-${Date.now()}@voorbeeld.be`);
  await utc.goto(`/users/${id}/edit`);
  await utc.getByRole('button', { name: 'Abonnement verlengen' }).click();
  const extension = utc.getByRole('dialog', { name: 'Abonnement verlengen' });
  await extension.getByLabel('Nieuwe einddatum').fill('31-12-2027');
  await extension.getByRole('button', { name: 'Opslaan' }).click();
  await notice(utc, 'Het abonnement is succesvol verlengd.');
  await expect(utc.getByText('Geldig tot 31-12-2027')).toBeVisible();

  for (const page of [
    utc,
    await adminIn(browser, 'Europe/Brussels'),
    await adminIn(browser, 'Pacific/Auckland'),
    await adminIn(browser, 'America/Los_Angeles'),
  ]) {
    await page.goto(`/users/${id}/edit`);
    await expect(page.getByText('Geldig tot 31-12-2027')).toBeVisible();
    await page.getByRole('button', { name: 'Abonnement verlengen' }).click();
    await expect(page.getByRole('dialog').getByText('Ten vroegste 01-01-2028')).toBeVisible();
  }
});

test('a server refusal reaches a French admin in French, on the field that caused it', async ({ page }) => {
  await signIn(page, 'admin');
  const id = await newAccount(page, `frans-${Date.now()}@voorbeeld.be`);
  await page.evaluate(() => localStorage.setItem('locale', 'fr'));
  await page.goto(`/users/${id}/edit`);
  await page.getByRole('button', { name: 'Accorder des crédits' }).click();
  const grant = page.getByRole('dialog', { name: 'Accorder des crédits' });
  await grant.getByLabel('Nombre de crédits').fill('-3');
  await grant.getByRole('button', { name: 'Accorder des crédits' }).click();
  await expect(grant.getByText('Les crédits ne peuvent pas descendre sous zéro (le compte en a 0).')).toBeVisible();
  await expect(page.getByText(/Credits cannot go below zero|De credits kunnen/)).toHaveCount(0);
});

test('the new-report form says what saving costs, and deleting the draft gives the credit back', async ({ page }) => {
  await signIn(page, 'user');
  const credits = async () => {
    const send = await apiSend(page);
    return ((await send({ method: 'GET', url: '/front/me' })).body as { credit_count: number }).credit_count;
  };
  const before = await credits();
  await page.goto('/reports/create');
  await expect(page.getByRole('note')).toContainText(`Opslaan gebruikt 1 credit; je hebt er nog ${before} credits.`);
  await expect(page.getByRole('note')).toContainText('zolang ze een concept is, dan krijg je de credit terug');

  const send = await apiSend(page);
  const form = (await send({ method: 'GET', url: '/front/reports/create' })).body as { homes: { id: number }[] };
  const created = await send({
    method: 'POST',
    url: '/front/reports/',
    json: { type: 'enter', home_id: form.homes[0].id, parties: [], ready_for_app: false },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect(await credits()).toBe(before - 1);
  await page.goto(`/reports/${(created.body as { id: number }).id}/edit`);
  await page.getByRole('button', { name: 'Verwijderen' }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText('Het is een concept: je krijgt de credit terug.');
  await question.getByRole('button', { name: 'Ja' }).click();
  await notice(page, 'Plaatsbeschrijving verwijderd');
  expect(await credits()).toBe(before);

  // the account's transactions name the report the credit paid for and paid back
  await page.goto('/profile');
  await expect(tableRows(page).filter({ hasText: 'Credit terug voor verwijderd concept' }).first()).toContainText(
    /#\d+ \(verwijderd\)/,
  );
});

test('the party dialog refuses a phone "abc", keeps its actions apart, and the card names the representative', async ({
  page,
}) => {
  await signIn(page, 'user');
  await page.goto('/reports/create');
  await page.getByRole('button', { name: 'Partij toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Partij toevoegen' });
  await dialog.getByLabel('Type partij').selectOption('landlord');
  // leaving a bad phone for the next button must not swallow that button's click
  await dialog.getByLabel('Telefoon').first().fill('abc');
  await dialog.getByRole('button', { name: 'Vertegenwoordiger toevoegen' }).click();
  await dialog.getByLabel('Voornaam').nth(1).fill('Jan');
  await dialog.getByLabel('Achternaam').nth(1).fill('Claes');

  // the representative's "Adres toevoegen" and "Vertegenwoordiger verwijderen" do not run together
  const add = await dialog.getByRole('button', { name: 'Adres toevoegen' }).nth(1).boundingBox();
  const remove = await dialog.getByRole('button', { name: 'Vertegenwoordiger verwijderen' }).boundingBox();
  const apart =
    remove!.x >= add!.x + add!.width + 16 ||
    remove!.y >= add!.y + add!.height + 4 ||
    add!.x >= remove!.x + remove!.width + 16;
  expect(apart, JSON.stringify({ add, remove })).toBe(true);

  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Vul een geldig telefoonnummer in, bv. 0470 12 34 56.')).toBeVisible();
  await dialog.getByLabel('Telefoon').first().fill('0470 12 34 56');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: 'Verhuurder' })).toContainText(
    'Vertegenwoordigd door Jan Claes',
  );
});
