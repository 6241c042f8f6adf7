import { expect, test, type Page } from '@playwright/test';
import { chooseFile, createReport, drawnPng, notice, signIn, tableRows } from './helpers';

/** The credits the sidebar shows for a regular user. */
async function creditsLeft(page: Page): Promise<number> {
  const text = await page.locator('.shell-sidebar__credits').innerText();
  return Number(/(\d+)/.exec(text)![1]);
}

/** The report form's address card: the street as its heading, then the city and the country. */
async function expectAddressCard(page: Page, street: string, city: string) {
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Adres aanpassen' }) });
  await expect(card.getByRole('heading')).toHaveText(street);
  await expect(card).toContainText(city);
  await expect(card).toContainText('België');
}

async function searchReports(page: Page, text: string) {
  await page.getByRole('link', { name: 'Woningen', exact: true }).click();
  await page.getByRole('searchbox').fill(text);
  await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(text).replace(/%20/g, '(%20|\\+)')}`));
  // the rows of the last query stay on screen while the new one is fetched: wait for its own rows
  await expect(page.locator('.bo-table')).toHaveAttribute('aria-busy', 'false');
  await expect(tableRows(page).first()).toContainText(text);
}

test('a regular user creates a draft, reopens it, changes the template and makes it ready for the app', async ({
  page,
}) => {
  // unique per run, so the spec also passes on a database that earlier runs used
  const houseNumber = String(10000 + (Date.now() % 90000));
  await signIn(page, 'user');
  const creditsBefore = await creditsLeft(page);
  await page.getByRole('link', { name: 'Woning toevoegen' }).click();
  await expect(page).toHaveURL(/\/reports\/create$/);

  await page.getByLabel('Template').selectOption({ label: 'Eengezinswoning' });
  await page.getByLabel('Documentconfiguratie').selectOption({ index: 1 });

  await page.getByRole('button', { name: 'Nieuw adres maken' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nieuw adres maken' });
  await dialog.getByLabel('Straat').fill('Zonnebloemstraat');
  await dialog.getByLabel('Nummer').fill(houseNumber);
  await dialog.getByLabel('Postcode').fill('8500');
  await dialog.getByLabel('Gemeente').fill('Kortrijk');
  await expect(dialog.getByLabel('Land')).toHaveValue('BE');
  expect(await dialog.getByLabel('Land').locator('option').count()).toBeGreaterThan(240);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);
  await expectAddressCard(page, `Zonnebloemstraat ${houseNumber}`, '8500 Kortrijk');

  // a tenant: the type is required
  await page.getByRole('button', { name: 'Partij toevoegen' }).click();
  dialog = page.getByRole('dialog', { name: 'Partij toevoegen' });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Dit veld is verplicht.')).toBeVisible();
  await dialog.getByLabel('Type partij').selectOption({ label: 'Huurder' });
  await dialog.getByLabel('Voornaam').fill('Lotte');
  await dialog.getByLabel('Achternaam').fill('Peeters');
  await dialog.getByLabel('E-mailadres').fill('lotte@voorbeeld.be');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);

  // a landlord company with a representative; removing a representative asks first
  await page.getByRole('button', { name: 'Partij toevoegen' }).click();
  dialog = page.getByRole('dialog', { name: 'Partij toevoegen' });
  await dialog.getByLabel('Type partij').selectOption({ label: 'Verhuurder' });
  await dialog.getByLabel('Bedrijfsnaam').fill('Immo Noord bv');
  await dialog.getByRole('button', { name: 'Vertegenwoordiger toevoegen' }).click();
  await dialog.getByRole('button', { name: 'Vertegenwoordiger toevoegen' }).click();
  const representatives = dialog.getByRole('group', { name: /^Vertegenwoordiger \d+$/ });
  await expect(representatives).toHaveCount(2);
  await representatives.nth(1).getByRole('button', { name: 'Vertegenwoordiger verwijderen' }).click();
  const question = page.getByRole('dialog', { name: 'Vertegenwoordiger verwijderen' });
  await expect(question.getByText('Wil je deze vertegenwoordiger verwijderen ?')).toBeVisible();
  await question.getByRole('button', { name: 'Ja' }).click();
  await expect(representatives).toHaveCount(1);
  await representatives.first().getByLabel('Voornaam').fill('Jan');
  await representatives.first().getByLabel('Achternaam').fill('Claes');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);
  // the party cards, each with its remove button (the address card has none)
  const partyCards = page.getByRole('article').filter({ has: page.getByRole('button', { name: / verwijderen$/ }) });
  await expect(partyCards).toHaveCount(2);
  await expect(partyCards.getByRole('heading')).toHaveText(['Huurder', 'Verhuurder']);
  await expect(page.getByText('Lotte Peeters')).toBeVisible();
  await expect(page.getByText('Immo Noord bv')).toBeVisible();

  await page.getByRole('button', { name: 'Opslaan als draft' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await notice(page, 'Wijzigingen opgeslagen');
  await expect.poll(() => creditsLeft(page)).toBe(creditsBefore - 1);

  // reopen from the list: drafts open the form with everything kept
  await searchReports(page, `Zonnebloemstraat ${houseNumber}`);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).first()).toContainText('Draft');
  await expect(tableRows(page).first()).toContainText('Lotte Peeters, Immo Noord bv');
  await tableRows(page).first().click();
  await expect(page).toHaveURL(/\/reports\/\d+\/edit$/);
  await expect(page.getByLabel('Template')).toHaveValue(/\d+/);
  await expectAddressCard(page, `Zonnebloemstraat ${houseNumber}`, '8500 Kortrijk');
  await page.getByLabel('Template').selectOption({ label: 'Appartement' });
  await page.getByRole('button', { name: 'Klaarzetten voor app' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect.poll(() => creditsLeft(page)).toBe(creditsBefore - 1);

  await searchReports(page, `Zonnebloemstraat ${houseNumber}`);
  await expect(tableRows(page).first()).toContainText('In app');
  await tableRows(page).first().click();
  await expect(page).toHaveURL(/\/reports\/\d+$/);
  await expect(page.locator('.rep-details')).toContainText('Appartement');
  await expect(page.getByText('vertegenwoordigd door Jan Claes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kopie maken' })).toHaveCount(0);
});

test('a draft is deleted only after the confirmation', async ({ page }) => {
  await signIn(page, 'user');
  // two drafts of its own: one deleted from its form, one from the list's row menu; the street's
  // unique word has no digit, so the search "… 1" (a word matches anywhere in the text) never finds "… 2"
  const street = `Conceptstraat ${Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)])}`;
  for (const number of ['1', '2']) await createReport(page, { street, number, parties: [], readyForApp: false });
  await page.reload();
  await expect(tableRows(page).first()).toBeVisible();
  const rowsBefore = await tableRows(page).count();
  const totalBefore = await page.locator('.bo-table__pagination').innerText();
  await searchReports(page, `${street} 1`);
  await tableRows(page).filter({ hasText: 'Draft' }).first().click();
  await expect(page).toHaveURL(/\/reports\/\d+\/edit$/);
  const editUrl = page.url();
  await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Verwijderen' });
  await expect(dialog.getByText('Weet je zeker dat je deze plaatsbeschrijving wil verwijderen?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(page).toHaveURL(/\/edit$/);
  await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  await page.getByRole('dialog', { name: 'Verwijderen' }).getByRole('button', { name: 'Ja' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await notice(page, 'Plaatsbeschrijving verwijderd');
  await expect(tableRows(page)).toHaveCount(rowsBefore);
  await expect(page.locator('.bo-table__pagination')).not.toHaveText(totalBefore);
  await page.goto(editUrl.replace(/\/edit$/, ''));
  await expect(page.getByText('Deze plaatsbeschrijving bestaat niet of je hebt er geen toegang toe.')).toBeVisible();

  // the same from the list's row menu, which the keyboard opens without opening the row
  await searchReports(page, `${street} 2`);
  const draft = tableRows(page).filter({ hasText: 'Draft' }).first();
  const address = await draft.locator('td').first().innerText();
  await draft.getByRole('button', { name: `Acties voor ${address}` }).press('Enter');
  await page.getByRole('menuitem', { name: 'Verwijderen' }).press('Enter');
  await page.getByRole('dialog', { name: 'Verwijderen' }).getByRole('button', { name: 'Ja' }).click();
  await notice(page, 'Plaatsbeschrijving verwijderd');
  await expect(page).toHaveURL(/\/reports\?/);
  await expect(tableRows(page).filter({ hasText: street })).toHaveCount(0);
});

test('a follow-up copy of a finished report has its type and template locked', async ({ page }) => {
  await signIn(page, 'user');
  const creditsBefore = await creditsLeft(page);
  // execution date descending puts the finished reports first; the second click waits for the
  // first sort to show, as a user sees the arrow turn (the URL changes in a transition)
  const executionDate = page.getByRole('columnheader', { name: /Uitvoeringsdatum/ });
  await executionDate.getByRole('button').click();
  await expect(executionDate).toHaveAttribute('aria-sort', 'ascending');
  await executionDate.getByRole('button').click();
  await expect(executionDate).toHaveAttribute('aria-sort', 'descending');
  const finished = tableRows(page).filter({ hasText: 'Afgewerkt' }).first();
  await finished.click();
  await expect(page).toHaveURL(/\/reports\/\d+$/);
  const download = page.getByRole('table', { name: 'Documenten' }).getByRole('link', { name: 'Downloaden' }).first();
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('button', { name: 'Verwijderen', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Aanpassen' }).click();
  const amend = page.getByRole('dialog', { name: 'Aanpassen' });
  await expect(amend.getByRole('button', { name: 'Addendum' })).toBeVisible();
  await amend.getByRole('button', { name: 'Sluiten' }).click();

  await page.getByRole('button', { name: 'Kopie maken' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kopie maken' });
  await dialog.getByLabel('Uittrede').check();
  await dialog.getByRole('button', { name: 'Kopie maken' }).click();
  await expect(page).toHaveURL(/\/reports\/\d+\/edit$/);
  await notice(page, 'Kopie gemaakt');
  await expect(page.getByRole('button', { name: 'Uittrede' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Uittrede' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Intrede' })).toBeDisabled();
  await expect(page.getByLabel('Template')).toHaveCount(0);
  await expect.poll(() => creditsLeft(page)).toBe(creditsBefore - 1);
});

test('a configuration keeps bold intro text and a cropped logo after a reload', async ({ page }) => {
  const unique = Date.now().toString(36).slice(-5);
  await signIn(page, 'user');
  await page.getByRole('link', { name: 'Configuraties', exact: true }).click();
  await expect(page).toHaveURL(/\/configurations$/);
  await page.getByRole('link', { name: 'Configuratie toevoegen' }).click();
  await expect(page).toHaveURL(/\/configurations\/create$/);
  await page.getByLabel('Naam', { exact: true }).fill(`Kantoor Kortrijk ${unique}`);
  await page.getByLabel('Bedrijfsnaam').fill('Expertise Kortrijk bv');

  const emails = page.getByLabel('E-mailadressen');
  await emails.fill('geen-adres@');
  await emails.press('Enter');
  await expect(page.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  await emails.fill('kantoor@expertise.be');
  await emails.press('Enter');
  await expect(page.locator('.bo-tag')).toHaveText(['kantoor@expertise.be']);

  // the intro starts from the Dutch default text; add a bold sentence at its end
  const intro = page.locator('[data-field="enter_text"] [contenteditable="true"]');
  await expect(intro).toContainText('10 dagen');
  await intro.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('Belangrijk voor de huurder');
  await page.keyboard.press('Control+b');
  await expect(intro.locator('[style*="font-weight: bold"]', { hasText: 'Belangrijk' })).toHaveText(
    'Belangrijk voor de huurder',
  );

  // logo: a 300×200 PNG drawn by the browser, cropped to 128×128
  await chooseFile(page, page.getByRole('button', { name: /^Logo/ }), {
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page, 300, 200, '#1e40af'),
  });
  const crop = page.getByRole('dialog', { name: 'Afbeelding bijsnijden' });
  await crop.getByRole('button', { name: 'Bijsnijden' }).click();
  await expect(crop).toHaveCount(0);

  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/configurations\/\d+\/edit$/);
  await notice(page, 'Wijzigingen opgeslagen');

  await page.reload();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue(`Kantoor Kortrijk ${unique}`);
  await expect(page.locator('.bo-tag')).toHaveText(['kantoor@expertise.be']);
  await expect(
    page.locator('[data-field="enter_text"] [contenteditable="true"] [style*="font-weight: bold"]', {
      hasText: 'Belangrijk',
    }),
  ).toHaveText('Belangrijk voor de huurder');
  const logo = page.locator('img.bo-image-preview');
  await expect(logo).toHaveAttribute('src', /^\/files\/logos\/.+\.png\?expires=\d+&signature=[\w-]+$/);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(128);

  await page.getByRole('link', { name: 'Configuraties', exact: true }).click();
  await expect(tableRows(page).filter({ hasText: `Kantoor Kortrijk ${unique}` })).toContainText('kantoor@expertise.be');
});
