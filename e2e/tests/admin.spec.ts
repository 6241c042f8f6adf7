/**
 * The admin remote (issue 10): inquiry activation into an account with its welcome mail,
 * subscription extension, credit grants and the users list's badges; a purchase through the
 * embedded test checkout; the transaction export; places; the profile picture crop. Issue 23:
 * disabling and enabling an account, the places' row actions, the sidebar's inquiry badge.
 * Issue 43: merging a duplicate place into the place to keep.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import {
  account,
  apiSend,
  chooseFile,
  createReport,
  drawnPng,
  latestMailTo,
  notice,
  personParty,
  signIn,
  tableRows,
} from './helpers';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
/** The number of credits the sidebar shows. */
const sidebarCredits = async (page: Page) =>
  Number(/(\d+) credits? over/.exec((await sidebar(page).locator('.shell-sidebar__credits').textContent())!)![1]);

test('the admin activates a visitor’s inquiry, extends the subscription and grants credits; the new user sets a password from the mail', async ({
  page,
}) => {
  const email = `nieuw-${Date.now()}@immozuid.be`;
  await page.goto('/');
  await page.getByRole('button', { name: 'Vraag informatie aan' }).click();
  const inquiry = page.getByRole('dialog', { name: 'Informatie aanvragen' });
  await inquiry.getByLabel('Bedrijf').fill('Immo Zuid');
  await inquiry.getByLabel('Voornaam').fill('Kris');
  await inquiry.getByLabel('Achternaam').fill('Peeters');
  await inquiry.getByLabel('E-mailadres').fill(email);
  await inquiry.getByLabel('Telefoonnummer').fill('0470 12 34 56');
  await inquiry.getByLabel('Ik ga akkoord met het privacybeleid').check();
  await inquiry.getByRole('button', { name: 'Versturen' }).click();
  await notice(page, 'Gegevens succesvol verzonden');

  await signIn(page, 'admin');
  await sidebar(page)
    .getByRole('link', { name: /Aanvragen/ })
    .click();
  const row = tableRows(page).filter({ hasText: email });
  await row.getByRole('button', { name: /^Acties voor/ }).click();
  await page.getByRole('menuitem', { name: 'Activeren' }).click();
  const activation = page.getByRole('dialog', { name: 'Aanvraag activeren' });
  await activation.getByLabel('Credits').fill('12');
  await activation.getByLabel('Abonnement geldig tot').fill('30-06-2030');
  await activation.getByLabel('Credits').press('Enter');
  await expect(page).toHaveURL(/\/users\/\d+\/edit$/);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await expect(page.getByText('Saldo: 12 credits')).toBeVisible();
  await expect(page.getByText('Geldig tot 30-06-2030')).toBeVisible();

  await page.getByRole('button', { name: 'Abonnement verlengen' }).click();
  const extension = page.getByRole('dialog', { name: 'Abonnement verlengen' });
  await extension.getByLabel('Nieuwe einddatum').fill('2030-06-30');
  await extension.getByRole('button', { name: 'Opslaan' }).click();
  await expect(extension.getByText('Kies een datum minstens één dag na het huidige einde.')).toBeVisible();
  await extension.getByLabel('Nieuwe einddatum').fill('2031-12-31');
  await extension.getByRole('button', { name: 'Opslaan' }).click();
  await notice(page, 'Het abonnement is succesvol verlengd.');
  await expect(page.getByText('Geldig tot 31-12-2031')).toBeVisible();

  await page.getByRole('button', { name: 'Credits bijgeven' }).click();
  const grant = page.getByRole('dialog', { name: 'Credits bijgeven' });
  await grant.getByLabel('Aantal credits').fill('8');
  await grant.getByRole('button', { name: 'Credits bijgeven' }).click();
  await notice(page, 'De credits zijn succesvol bijgegeven.');
  await expect(page.getByText('Saldo: 20 credits')).toBeVisible();
  await expect(tableRows(page).filter({ hasText: 'Toegekend door admin' })).toHaveCount(1);

  // the users list: the badge colours of docs/spec.md §4
  await sidebar(page).getByRole('link', { name: 'Gebruikers' }).click();
  await expect(page.getByRole('heading', { name: 'Gebruikers' })).toBeVisible();
  await page.getByRole('searchbox').fill(email);
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page).locator('.bo-badge--green')).toHaveText('31-12-2031');
  await page.getByRole('searchbox').fill('plaatsbeschrijving.be');
  await expect(
    tableRows(page)
      .filter({ hasText: account('admin').email })
      .locator('.bo-badge'),
  ).toHaveText('Admin');
  await expect(tableRows(page).filter({ hasText: account('admin').email })).toContainText('NVT');
  await expect(
    tableRows(page)
      .filter({ hasText: account('expired').email })
      .locator('.bo-badge--orange'),
  ).toBeVisible();
  await expect(
    tableRows(page)
      .filter({ hasText: account('user').email })
      .locator('.bo-badge--green'),
  ).toBeVisible();

  // the new user's welcome mail sets the password
  await page.evaluate(() => localStorage.clear());
  const link = new URL(/(http\S+\/reset_password\?\S+)/.exec(await latestMailTo(email))![1]);
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Nieuw wachtwoord').fill('Welkom-2030!');
  await page.getByLabel('Bevestig wachtwoord').fill('Welkom-2030!');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mailadres').first().fill(email);
  await page.getByLabel('Wachtwoord').fill('Welkom-2030!');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  expect(await sidebarCredits(page)).toBe(20);
});

test('a user buys 10 credits through the test checkout; the admin’s export holds the purchase', async ({ page }) => {
  await signIn(page, 'user');
  const before = await sidebarCredits(page);
  await sidebar(page).locator('.shell-sidebar__credits').click();
  await expect(page).toHaveURL(/\/profile#credits$/);
  await page.getByRole('button', { name: /10 credits voor/ }).click();
  await expect(page).toHaveURL(/\/test-checkout\/test_/);
  await expect(page.getByText(/TESTOMGEVING/)).toBeVisible();
  await page.getByRole('button', { name: 'Betaald (paid)' }).click();
  await expect(page).toHaveURL(/\/profile\?paid=true$/);
  await expect(page.getByRole('status').filter({ hasText: 'Bedankt!' })).toContainText(
    'Uw credits worden toegevoegd zodra de betaling is verwerkt.',
  );
  await expect.poll(() => sidebarCredits(page)).toBe(before + 10);
  await expect(tableRows(page).filter({ hasText: 'Aankoop' }).first()).toContainText('Voltooid');

  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'admin');
  await sidebar(page).getByRole('link', { name: 'Gebruikers' }).click();
  await page.getByRole('button', { name: 'Transacties exporteren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transacties exporteren' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Exporteren' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^transacties-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fs.readFileSync(await file.path()) as unknown as ArrayBuffer);
  const rows = (workbook.worksheets[0].getSheetValues().slice(2) as unknown[][]).map((row) => row.slice(1));
  expect(rows).toContainEqual(
    expect.arrayContaining([account('user').email, 'Aankoop', 10, 150, 'Voltooid', expect.stringMatching(/^test_/)]),
  );
});

test('a place is created, listed and opened from its row menu', async ({ page }) => {
  const name = `Kantoor ${Date.now()}`;
  await signIn(page, 'admin');
  await sidebar(page).getByRole('link', { name: 'Plaatsen' }).click();
  await page.getByRole('link', { name: 'Plaats toevoegen' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Dit veld is verplicht.').first()).toBeVisible();
  await page.getByLabel('Naam').fill(name);
  await page.getByLabel('Straat').fill('Kouter');
  await page.getByLabel('Nummer').fill('12');
  await page.getByLabel('Postcode').fill('9000');
  await page.getByLabel('Gemeente').fill('Gent');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/places\/\d+\/edit$/);
  await page.getByRole('link', { name: 'Terug naar plaatsen' }).click();
  await page.getByRole('searchbox').fill(name.toLowerCase());
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page)).toContainText(name);
  await expect(tableRows(page)).toContainText('Kouter 12, 9000 Gent');

  // each row's action menu opens the place (issue 23); the row itself does nothing (docs/spec.md §2)
  await tableRows(page)
    .getByRole('button', { name: `Acties voor ${name}` })
    .click();
  await expect(page.getByRole('menuitem')).toHaveText(['Aanpassen', 'Samenvoegen', 'Verwijderen']);
  await page.getByRole('menuitem', { name: 'Aanpassen' }).click();
  await expect(page).toHaveURL(/\/places\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Plaats aanpassen' })).toBeVisible();
  await expect(page.getByLabel('Naam')).toHaveValue(name);

  // a place no report uses (a duplicate) is deleted after a question (issue 43)
  await page.getByRole('link', { name: 'Terug naar plaatsen' }).click();
  await page.getByRole('searchbox').fill(name.toLowerCase());
  await expect(tableRows(page)).toHaveCount(1);
  await tableRows(page)
    .getByRole('button', { name: `Acties voor ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
  const question = page.getByRole('dialog', { name: 'Plaats verwijderen' });
  await expect(question).toContainText(`${name} verwijderen?`);
  await question.getByRole('button', { name: 'Ja' }).click();
  await expect(question).toHaveCount(0);
  await expect(tableRows(page)).toHaveCount(0);
});

test('the admin merges a duplicate place into the place to keep: the duplicate is gone, its report is at the kept address (issue 43)', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const tenant = [personParty('tenant', 'Lotte', 'Peeters', 'lotte@voorbeeld.be')];
  await createReport(page, { street: 'Ajuinlei', number: '17', parties: tenant, readyForApp: false });
  const moved = await createReport(page, { street: 'Ajuinlij', number: '17', parties: tenant, readyForApp: false });

  await sidebar(page).getByRole('link', { name: 'Plaatsen' }).click();
  // the list the search belongs to, not the page left behind while the route's code loads
  await expect(page.getByRole('heading', { name: 'Plaatsen', level: 1 })).toBeVisible();
  await page.getByRole('searchbox').fill('ajuinlij');
  await expect(tableRows(page)).toHaveCount(1);
  await tableRows(page).getByRole('button', { name: 'Acties voor Ajuinlij 17, Gent' }).click();
  await page.getByRole('menuitem', { name: 'Samenvoegen' }).click();
  const picker = page.getByRole('dialog', { name: 'Ajuinlij 17, Gent samenvoegen' });
  await picker.getByRole('searchbox').fill('Ajuinlei 17');
  await expect(picker.locator('tbody tr')).toHaveCount(1);
  await expect(picker.locator('tbody tr')).toContainText('Ajuinlei 17, 9000 Gent · 1 plaatsbeschrijving');
  await picker.getByRole('button', { name: 'Ajuinlei 17, Gent' }).click();
  const question = page.getByRole('dialog', { name: 'Plaatsen samenvoegen' });
  await expect(question).toContainText(
    'Ajuinlij 17, Gent samenvoegen met Ajuinlei 17, Gent? 1 plaatsbeschrijving verhuist naar Ajuinlei 17, Gent',
  );
  await question.getByRole('button', { name: 'Ja' }).click();
  await notice(page, 'Plaatsen samengevoegd. Verplaatste plaatsbeschrijvingen: 1.');
  await expect(question).toHaveCount(0);
  await expect(tableRows(page)).toHaveCount(0);
  await page.getByRole('searchbox').fill('ajuin');
  await expect(tableRows(page)).toHaveCount(1);
  await expect(tableRows(page)).toContainText('Ajuinlei 17, 9000 Gent');

  await page.goto(`/reports/${moved.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ajuinlei 17, 9000 Gent');
});

test('a disabled account carries its badge in the list and the editor; the admin disables and enables one (issue 23)', async ({
  page,
  browser,
}) => {
  const { email, password, first_name, last_name } = account('expiring');
  await signIn(page, 'admin');
  await sidebar(page).getByRole('link', { name: 'Gebruikers' }).click();
  await expect(page.getByRole('heading', { name: 'Gebruikers' })).toBeVisible();
  await page.getByRole('searchbox').fill('plaatsbeschrijving.be');
  const row = (address: string) => tableRows(page).filter({ hasText: address });
  await expect(row(account('disabled').email).getByText('Uitgeschakeld')).toBeVisible();
  await expect(row(email)).toBeVisible();
  await expect(row(email).getByText('Uitgeschakeld')).toHaveCount(0);

  await row(email).click();
  const card = page.getByRole('region', { name: 'Account' });
  await expect(card.locator('.bo-badge')).toHaveText('Actief');
  await card.getByRole('button', { name: 'Account uitschakelen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Account uitschakelen' });
  await expect(confirm).toContainText(`${first_name} ${last_name} kan zich dan niet meer aanmelden`);
  await confirm.getByRole('button', { name: 'Ja' }).click();
  await notice(page, 'Account uitgeschakeld');
  await expect(card.locator('.bo-badge')).toHaveText('Uitgeschakeld');

  // the account's owner cannot sign in while it is disabled
  const owner = await browser.newPage();
  await owner.goto('/login');
  await owner.getByLabel('E-mailadres').first().fill(email);
  await owner.getByLabel('Wachtwoord').fill(password);
  await owner.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(owner.getByRole('alert')).toHaveText(/Dit account is niet meer actief\./);

  await page.getByRole('link', { name: 'Terug naar gebruikers' }).click();
  await page.getByRole('searchbox').fill(email);
  await expect(row(email).getByText('Uitgeschakeld')).toBeVisible();
  await row(email).click();
  await card.getByRole('button', { name: 'Account inschakelen' }).click();
  await notice(page, 'Account ingeschakeld');
  await expect(card.locator('.bo-badge')).toHaveText('Actief');
  await signIn(owner, 'expiring');
  await owner.close();

  // an admin's own account offers no such control
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'Gebruikers' })).toBeVisible();
  await page.getByRole('searchbox').fill(account('admin').email);
  await row(account('admin').email).click();
  await expect(page.getByRole('heading', { name: 'Gebruiker aanpassen' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account uitschakelen' })).toHaveCount(0);
});

test('the sidebar badge counts every waiting inquiry, also after the list was opened (docs/spec.md §7, issue 23)', async ({
  page,
}) => {
  const email = `wacht-${Date.now()}@immonoord.be`;
  const submitted = await page.request.post('/front/inquiries', {
    data: {
      company: 'Immo Noord',
      email,
      first_name: 'Jan',
      last_name: 'Claes',
      phone: '+32 3 555 77 88',
      policy_accepted: 1,
    },
  });
  expect(submitted.status()).toBe(201);
  await signIn(page, 'admin');
  const waiting = async () =>
    (
      (await (await apiSend(page))({ method: 'GET', url: '/front/inquiries/' })).body as {
        pagination: { total: number };
      }
    ).pagination.total;
  const open = await waiting();
  expect(open).toBeGreaterThan(0);
  const badge = sidebar(page)
    .getByRole('link', { name: /Aanvragen/ })
    .locator('.bo-badge');
  await expect(badge).toHaveText(String(open));

  await sidebar(page)
    .getByRole('link', { name: /Aanvragen/ })
    .click();
  await expect(tableRows(page).filter({ hasText: email })).toBeVisible();
  await page.reload();
  await expect(tableRows(page).filter({ hasText: email })).toBeVisible();
  await expect(badge).toHaveText(String(open));

  // handling it lowers the count at once
  await tableRows(page)
    .filter({ hasText: email })
    .getByRole('button', { name: /^Acties voor/ })
    .click();
  await page.getByRole('menuitem', { name: 'Verwijderen' }).click();
  await page.getByRole('dialog', { name: 'Aanvraag verwijderen' }).getByRole('button', { name: 'Ja' }).click();
  await expect(tableRows(page).filter({ hasText: email })).toHaveCount(0);
  if (open > 1) await expect(badge).toHaveText(String(open - 1));
  else await expect(badge).toHaveCount(0);
});

test('the profile picture is cropped to 265×265', async ({ page }) => {
  await signIn(page, 'expiring');
  await sidebar(page).getByRole('link', { name: 'Profiel' }).click();
  await chooseFile(page, page.getByRole('button', { name: /^Profielfoto/ }), {
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: await drawnPng(page, 640, 480, '#047857'),
  });
  const crop = page.getByRole('dialog', { name: 'Afbeelding bijsnijden' });
  await crop.getByRole('button', { name: 'Bijsnijden' }).click();
  await notice(page, 'Profielfoto opgeslagen');
  await page.reload();
  const picture = page.locator('img.bo-image-preview');
  await expect(picture).toHaveAttribute('src', /^\/files\/profile-pictures\/.+\.png\?expires=\d+&signature=[\w-]+$/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]))
    .toEqual([265, 265]);
});
