import { expect, test } from '@playwright/test';
import { account, apiSend, brusselsDay, latestMailTo, signIn } from './helpers';

test('a visitor submits an inquiry from the landing page and the admin badge counts it', async ({ page, browser }) => {
  // the count before: other specs send inquiries too (the screen sweep does), in any order
  const admin = await browser.newPage();
  await signIn(admin, 'admin');
  // the count the badge shows (the shell's `GET /front/inquiries/` total)
  const listed = await (await apiSend(admin))({ method: 'GET', url: '/front/inquiries/' });
  const before = (listed.body as { pagination: { total: number } }).pagination.total;

  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Aanmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'Begrepen' }).click();
  await expect(page.getByRole('region', { name: 'cookies' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Vraag informatie aan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Informatie aanvragen' });
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(dialog.getByText('Dit veld is verplicht.')).toHaveCount(5);
  await dialog.getByLabel('Bedrijf').fill('Immo Schelde');
  await dialog.getByLabel('Voornaam').fill('Karel');
  await dialog.getByLabel('Achternaam').fill('Verhoeven');
  await dialog.getByLabel('E-mailadres').fill('karel@immoschelde');
  await dialog.getByLabel('Telefoonnummer').fill('+32 3 555 12 12');
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(dialog.getByText('Vul een geldig e-mailadres in.')).toBeVisible();
  await dialog.getByLabel('E-mailadres').fill('karel@immoschelde.be');
  await dialog.getByLabel('Ik ga akkoord met het privacybeleid').check();
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(page.getByText('Gegevens succesvol verzonden')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await admin.reload();
  await expect(
    admin.getByRole('link', { name: /Aanvragen/ }).getByLabel(`${before + 1} nieuwe aanvragen`),
  ).toBeVisible();
  await admin.close();
});

test('a wrong password shows the translated server message', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').first().fill(account('admin').email);
  await page.getByLabel('Wachtwoord').fill('helemaal-fout');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Het e-mailadres of wachtwoord is onjuist\./);
  await expect(page).toHaveURL(/\/login$/);
});

test('the password reset works end to end with the link from the mail outbox', async ({ page }) => {
  const { email } = account('expired');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page.getByRole('heading', { name: 'Wachtwoord opnieuw instellen' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Link versturen' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const link = /(http\S+\/reset_password\?\S+)/.exec(await latestMailTo(email))![1];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Nieuw wachtwoord').fill('kort');
  await page.getByLabel('Bevestig wachtwoord').fill('anders');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Het wachtwoord moet minstens 8 tekens bevatten.')).toBeVisible();
  await page.getByLabel('Nieuw wachtwoord').fill('Heel-nieuw-2026');
  await page.getByLabel('Bevestig wachtwoord').fill('Heel-nieuw-2026');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, 'expired', 'Heel-nieuw-2026');
  await expect(page.getByText(/Jouw abonnement is vervallen op: \d{2}-\d{2}-\d{4}/)).toBeVisible();

  // the link works only once
  await page.evaluate(() => localStorage.clear());
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Nieuw wachtwoord').fill('Nog-een-keer-1');
  await page.getByLabel('Bevestig wachtwoord').fill('Nog-een-keer-1');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.locator('.bo-field__error')).toHaveText(
    'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.',
  );
  await expect(page.getByRole('alert')).toHaveText(/Deze link is ongeldig of verlopen/);
});

test('a signed-in user sees the subscription view on the landing page instead of "Aanmelden"', async ({ page }) => {
  await signIn(page, 'expiring');
  await page.goto('/');
  // the seeded end, ten days from now, as a day in Brussels
  const date = brusselsDay(Date.now() + 10 * 86400000);
  await expect(page.getByText(`Abonnement geldig tot ${date}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aanmelden' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Naar mijn woningen' }).click();
  await expect(page).toHaveURL(/\/reports$/);
});

test('a guest opening a wizard URL lands on /login (docs/spec.md §6)', async ({ page }) => {
  await page.goto('/reports/1/post-editing/intro');
  await expect(page).toHaveURL(/\/login$/);
});

test('a failed sign-in logs no uncaught error in the console (issue 13)', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // the browser's own line for the refused request is not the app's error
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.goto('/login');
  await page.getByLabel('E-mailadres').first().fill(account('user').email);
  await page.getByLabel('Wachtwoord').fill('helemaal-fout');
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Het e-mailadres of wachtwoord is onjuist\./);
  expect(errors).toEqual([]);
});

test('the reset page and the profile refuse the same passwords with the same messages', async ({ page }) => {
  // each candidate with the messages it must get under the new password and its confirmation ('' = none)
  const candidates: [password: string, confirmation: string, messages: [string, string]][] = [
    ['', '', ['Dit veld is verplicht.', '']],
    ['kort', 'kort', ['Het wachtwoord moet minstens 8 tekens bevatten.', '']],
    ['Lang-genoeg-2026', 'Iets-anders-2026', ['', 'De wachtwoorden komen niet overeen.']],
  ];
  /** Submits every candidate on the open form and waits for its messages under both fields. */
  const refusesAll = async (newLabel: string, confirmLabel: string, submit: string) => {
    const fields = [page.getByLabel(newLabel, { exact: true }), page.getByLabel(confirmLabel, { exact: true })];
    for (const [password, confirmation, messages] of candidates) {
      await fields[0].fill(password);
      await fields[1].fill(confirmation);
      await page.getByRole('button', { name: submit }).click();
      for (const [index, field] of fields.entries()) {
        const error = page.locator('.bo-field', { has: field }).locator('.bo-field__error');
        if (messages[index]) await expect(error).toHaveText(messages[index]);
        else await expect(error).toHaveCount(0);
      }
    }
  };

  await page.goto('/reset_password?token=onbekend&email=iemand%40voorbeeld.be');
  await refusesAll('Nieuw wachtwoord', 'Bevestig wachtwoord', 'Wachtwoord opslaan');

  await signIn(page, 'user');
  await page.goto('/profile');
  await page.getByLabel('Huidig wachtwoord').fill(account('user').password);
  await refusesAll('Nieuw wachtwoord', 'Bevestig nieuw wachtwoord', 'Wachtwoord wijzigen');
});

test('the privacy policy and the terms show their sections in Dutch and French, readable at 390 px (issue 23)', async ({
  page,
}) => {
  const sections = {
    nl: {
      privacy: [
        'Verwerkingsverantwoordelijke en verwerker',
        'Welke gegevens we verwerken',
        'Bewaartermijnen',
        'Je rechten',
        'Klacht bij de Gegevensbeschermingsautoriteit',
        'Cookies en opslag in je browser',
        'Contact',
      ],
      terms: [
        'De dienst',
        'Abonnement en credits',
        'Jouw verantwoordelijkheid voor de inhoud',
        'Beschikbaarheid',
        'Aansprakelijkheid',
        'Duur en einde',
        'Toepasselijk recht en bevoegde rechtbank',
      ],
    },
    fr: {
      privacy: [
        'Responsable du traitement et sous-traitant',
        'Les données que nous traitons',
        'Durées de conservation',
        'Vos droits',
        'Plainte auprès de l’Autorité de protection des données',
        'Cookies et stockage dans votre navigateur',
        'Contact',
      ],
      terms: [
        'Le service',
        'Abonnement et crédits',
        'Votre responsabilité quant au contenu',
        'Disponibilité',
        'Responsabilité',
        'Durée et fin',
        'Droit applicable et tribunaux compétents',
      ],
    },
  };
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of ['nl', 'fr'] as const) {
    await page.goto('/');
    await page.evaluate((chosen) => localStorage.setItem('locale', chosen), locale);
    for (const name of ['privacy', 'terms'] as const) {
      await page.goto(`/policies/${name}`);
      const headings = page.locator('article').getByRole('heading', { level: 2 });
      for (const section of sections[locale][name])
        await expect(headings.filter({ hasText: new RegExp(`^${section}$`) })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  }
  // the rights are listed one by one, and the way to use them names the contact address
  const rights = page.getByRole('region', { name: 'Vos droits' });
  await page.goto('/policies/privacy');
  await expect(rights.getByRole('listitem')).toHaveCount(6);
  // the operator configured on the server (the e2e server runs the demo operator)
  await expect(rights.getByRole('link', { name: 'privacy@demo-uitbater.example' })).toBeVisible();
});

test('the policies name the configured operator and say the same about the browser’s storage (issue 43)', async ({
  page,
}) => {
  await page.goto('/policies/privacy');
  const contact = page.getByRole('region', { name: 'Contact' });
  await expect(contact).toContainText('Demo-uitbater bv (fictief)');
  await expect(page.locator('body')).not.toContainText('[COMPANY NAME]');
  await expect(page.getByRole('region', { name: 'Cookies en opslag in je browser' })).toContainText('IndexedDB');
  await page.getByRole('link', { name: 'cookiebeleid' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookies en opslag in je browser' })).toBeVisible();
  await expect(page.getByText(/We plaatsen geen cookies/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Veldapp' })).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: 'Vraag informatie aan' }).click();
  const consent = page
    .getByRole('dialog', { name: 'Informatie aanvragen' })
    .getByRole('link', { name: 'privacybeleid' });
  await expect(consent).toHaveAttribute('href', '/policies/privacy');
  await expect(consent).toHaveAttribute('target', '_blank');
});
