import { expect, test, type Page } from '@playwright/test';
import { apiSend, signIn } from './helpers';

const saved = (page: Page, text: string) => expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

async function fillNamed(page: Page, name: string, description: string) {
  await page.getByLabel('Naam', { exact: true }).fill(name);
  await page.getByLabel('Beschrijving').fill(description);
}

async function pick(page: Page, button: string, item: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page
    .getByRole('dialog', { name: 'Kies een bestaand item' })
    .or(page.getByRole('dialog', { name: button }));
  await dialog.getByRole('searchbox').fill(item);
  await dialog.getByRole('button', { name: item, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('an administrator builds a home from scratch and finds it again after a reload', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByRole('link', { name: 'Templates' }).click();
  await page.getByRole('tab', { name: 'Entiteiten' }).click();
  await expect(page).toHaveURL(/\/templates\/entities$/);
  await page.getByRole('link', { name: 'Entiteit toevoegen' }).click();

  // entity with a select question and a text question
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Dit veld is verplicht.')).toBeVisible();
  await fillNamed(page, 'Vensterbank', 'Plank onder het raam');
  await page.getByLabel('Basisstructuur').check();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/entities\/\d+\/edit$/);
  await expect(page.getByRole('heading', { name: 'Entiteit aanpassen' })).toBeVisible();
  await expect(page.getByText('Er zijn nog geen vragen toegevoegd.')).toBeVisible();

  await page.getByRole('button', { name: 'Vraag toevoegen' }).click();
  let dialog = page.getByRole('dialog', { name: 'Vraag toevoegen' });
  await dialog.getByLabel('Vraag', { exact: true }).fill('Materiaal');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Voeg minstens één antwoord toe.')).toBeVisible();
  await dialog.getByLabel('Nieuw antwoord').fill('Hout');
  await dialog.getByLabel('Nieuw antwoord').press('Enter');
  await dialog.getByLabel('Nieuw antwoord').fill('Natuursteen');
  await dialog.getByRole('button', { name: 'Antwoord toevoegen' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Keuze met antwoorden: Hout, Natuursteen')).toBeVisible();

  await page.getByRole('button', { name: 'Vraag toevoegen' }).click();
  dialog = page.getByRole('dialog', { name: 'Vraag toevoegen' });
  await dialog.getByLabel('Vraag', { exact: true }).fill('Kleur');
  await dialog.getByLabel('Soort antwoord').selectOption({ label: 'Vrije tekst' });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Dit veld is verplicht.')).toBeVisible();
  await dialog.getByLabel('Placeholder').fill('bv. wit');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('.tpl-links li')).toHaveText([/Kleur.*Vrije tekst/, /Materiaal.*Keuze met antwoorden/]);

  // room using it
  await page.goto('/rooms/create');
  await fillNamed(page, 'Veranda', 'Glazen aanbouw');
  await page.getByRole('checkbox', { name: 'Vensterbank' }).click();
  await page.getByRole('checkbox', { name: 'Vloer' }).click();
  await expect(page.getByRole('checkbox', { name: 'Vensterbank' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page).toHaveURL(/\/rooms\/\d+\/edit$/);

  // floor with that room
  await page.goto('/floors/create');
  await fillNamed(page, 'Benedenverdieping', 'Gelijkvloers met veranda');
  await pick(page, 'Kamer toevoegen', 'Veranda');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await saved(page, 'Verdieping aangemaakt');
  await expect(page).toHaveURL(/\/floors\/\d+\/edit$/);

  // extra building
  await page.goto('/extras/create');
  await expect(page.getByRole('heading', { name: 'Meters' })).toHaveCount(0);
  await fillNamed(page, 'Carport', 'Vrijstaande carport naast de woning');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await saved(page, 'Gebouw aangemaakt');

  // home with the floor, the extra building and a meter
  await page.goto('/homes/create');
  await fillNamed(page, 'Villa', 'Vrijstaande villa');
  await pick(page, 'Verdieping toevoegen', 'Benedenverdieping');
  await pick(page, 'Bijgebouw toevoegen', 'Carport');
  await pick(page, 'Meter toevoegen', 'Elektriciteit');
  await pick(page, 'Meter toevoegen', 'Water');
  await page.getByRole('button', { name: 'Water omhoog' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await saved(page, 'Gebouw aangemaakt');
  await expect(page).toHaveURL(/\/homes\/\d+\/edit$/);
  const homeUrl = page.url();

  await page.reload();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Villa');
  const section = (title: string) =>
    page.locator('section.tpl-links', { has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(section('Verdiepingen').locator('li > span')).toHaveText(['Benedenverdieping']);
  await expect(section('Bijgebouwen').locator('li > span')).toHaveText(['Carport']);
  await expect(section('Meters').locator('li > span')).toHaveText(['Water', 'Elektriciteit']);

  // removal asks first; leaving with unsaved changes asks too
  await section('Meters').getByRole('button', { name: 'Water verwijderen' }).click();
  await page.getByRole('dialog', { name: 'Verwijderen' }).getByRole('button', { name: 'Ja' }).click();
  await expect(section('Meters').locator('li > span')).toHaveText(['Elektriciteit']);
  await page.getByRole('link', { name: 'Woningen' }).click();
  await page
    .getByRole('dialog', { name: 'Niet-opgeslagen wijzigingen' })
    .getByRole('button', { name: 'Annuleren' })
    .click();
  await expect(page).toHaveURL(homeUrl);

  // the template overview shows floors, rooms and grouped entity names
  await page.goto(homeUrl.replace('/homes/', '/templates/'));
  const room = page.locator('.tpl-overview__room', { hasText: 'Veranda' });
  await expect(room.locator('dd').first()).toHaveText('Vensterbank, Vloer');
});

test('a member reads the buildings only; the library editors send them back', async ({ page }) => {
  // docs/product.md "The shared library": the buildings are every member's to read, the library the admin's
  await signIn(page, 'firmInspector');
  await page.goto('/floors/create');
  await expect(page).toHaveURL(/\/reports$/);
  await page.goto('/templates/entities');
  await expect(page.getByRole('heading', { name: 'Templates' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Entiteiten' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Gebouw', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('link', { name: 'Gebouw toevoegen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Kopiëren naar mijn organisatie' })).toHaveCount(0);
});

test('an extra building opened as a home (and the other way round) opens in its own mode', async ({ page }) => {
  await signIn(page, 'admin');
  const send = await apiSend(page);
  const extras = (await send({ method: 'GET', url: '/front/homes/all?extra=1' })).body as { id: number }[];
  const homes = (await send({ method: 'GET', url: '/front/homes/all?extra=0' })).body as { id: number }[];
  await page.goto(`/homes/${extras[0].id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/extras/${extras[0].id}/edit$`));
  await expect(page.getByRole('heading', { name: 'Bijgebouw aanpassen' })).toBeVisible();
  await page.goto(`/extras/${homes[0].id}/edit`);
  await expect(page).toHaveURL(new RegExp(`/homes/${homes[0].id}/edit$`));
  await expect(page.getByRole('heading', { name: 'Gebouw aanpassen' })).toBeVisible();
});
