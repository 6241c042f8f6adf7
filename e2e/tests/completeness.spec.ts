/**
 * Regional completeness end to end (issue 26, docs/product.md "Regional completeness"): a Walloon
 * report finished in the app without meter readings and keys shows them missing on its
 * checklist, the wizard's sidebar badges their pages, filling them in turns them green, and the
 * PDF (a French configuration) holds "Lu et approuvé" before the parties' signatures and the
 * place of the inspector's signature.
 */
import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import type { ContentTree } from '../../shared-api/src/contract';
import { fillEntity } from '../../server/seed/sample-work';
import { completeInApp } from '../../server/test/tablet';
import { apiSend, createReport, documentsMade, newestPdfUrl, personParty, signIn } from './helpers';

/** A French document configuration of the signed-in user; returns its id. */
async function frenchConfiguration(page: Page) {
  const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
  const response = await page.request.post('/front/document_configurations', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      name: `Wallonie ${Date.now()}`,
      language: 'fr',
      company_name: 'États des lieux Namur srl',
      first_name: 'Jan',
      last_name: 'Janssens',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The tablet fills in floors, rooms and installations (the smoke detector's place), not the meters and keys. */
const withoutMetersAndKeys = (content: ContentTree) => {
  for (const home of content.homes) {
    for (const floor of home.floors ?? []) floor.state = 'Goed';
    const rooms = (home.floors ?? []).flatMap((floor) => floor.rooms ?? []);
    for (const room of rooms) room.state = 'Goed';
    [...rooms.flatMap((room) => room.entities ?? []), ...(home.entities ?? [])]
      .filter((entity) => entity.type !== 'meter' && entity.type !== 'key')
      .forEach((entity, index) => fillEntity(entity, index, new Date()));
    for (const entity of home.entities ?? []) if (entity.type === 'tech.security') entity.remarks = 'Plafond du hall';
  }
};

/** Fills every question of the objects `names` on the wizard's current page through their dialogs. */
async function fillObjects(page: Page, answers: Record<string, Record<string, string>>) {
  for (const [name, fields] of Object.entries(answers)) {
    await page.getByRole('button', { name: `${name} aanpassen` }).click();
    const dialog = page.getByRole('dialog', { name: 'Object aanpassen' });
    for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label, { exact: true }).fill(value);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
  }
}

test('a Walloon report: checklist, wizard badges, filled in turns green, "Lu et approuvé" in the PDF', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'user');
  const send = await apiSend(page);
  const { id } = await createReport(page, {
    street: `Rue de Fer ${Date.now() % 100000}`,
    number: '5',
    city: { zipcode: '5000', name: 'Namur' },
    configurationId: await frenchConfiguration(page),
    leaseStartDate: '2026-04-01',
    readyForApp: true,
    parties: [
      personParty('tenant', 'Lotte', 'Namur', 'lotte@voorbeeld.be'),
      personParty('landlord', 'Marc', 'Dupont', 'marc@voorbeeld.be'),
    ],
  });
  await completeInApp(send, id, { photos: 1, edit: withoutMetersAndKeys });
  await documentsMade(send, id, 60_000);

  // the detail's checklist: Wallonia, meter readings and keys missing
  await page.goto(`/reports/${id}`);
  const checklist = page.getByRole('region', { name: 'Wettelijke volledigheid' });
  await expect(checklist).toContainText('Wallonië');
  await expect(checklist).toContainText('01-04-2026');
  const meters = checklist.locator('li[data-rule="meter_readings"]');
  const keys = checklist.locator('li[data-rule="keys"]');
  await expect(meters).toHaveAttribute('data-ok', 'false');
  await expect(meters).toContainText('Ontbreekt');
  await expect(meters).toContainText('Meterstanden en peilen');
  await expect(keys).toHaveAttribute('data-ok', 'false');
  // finished by the tablet app, which does not collect the inspector's signature: missing, and said so
  const inspector = checklist.locator('li[data-rule="inspector_signature"]');
  await expect(inspector).toHaveAttribute('data-ok', 'false');
  await expect(inspector).toContainText('De plaatsbeschrijver heeft nog niet ondertekend.');
  await expect(checklist.locator('li[data-rule="party_signatures"]')).toHaveAttribute('data-ok', 'true');
  await expect(checklist).toContainText('3 punten ontbreken');

  // the wizard's sidebar badges the pages where they are filled in
  await page.goto(`/reports/${id}/post-editing/meters`);
  const sidebar = page.getByRole('navigation', { name: 'Pagina’s van de nabewerking' });
  await expect(sidebar.getByRole('link', { name: /^Meters/ }).locator('.bo-badge--red')).toHaveText('1');
  await expect(sidebar.getByRole('link', { name: /^Sleutels/ }).locator('.bo-badge--red')).toHaveText('1');
  await expect(sidebar.getByRole('link', { name: /^Partijen/ }).locator('.bo-badge')).toHaveCount(0);

  await fillObjects(page, {
    Elektriciteit: { Meternummer: '541448820044556677', 'Meterstand dag': '1234', 'Meterstand nacht': '567' },
    Gas: { Meternummer: '541448820099887766', Meterstand: '2345' },
    Water: { Meternummer: 'W-778899', Meterstand: '345' },
  });
  await sidebar.getByRole('link', { name: /^Sleutels/ }).click();
  await fillObjects(page, {
    Voordeursleutel: { Aantal: '3' },
    Brievenbussleutel: { Aantal: '2' },
    'Afstandsbediening garagepoort': { Aantal: '1' },
  });
  await page.locator('.wiz-actions').getByRole('button', { name: 'Opslaan' }).click();
  await page.getByRole('dialog', { name: 'Wijzigingen opslaan' }).getByRole('button', { name: 'Ja' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${id}$`));

  // filled in: green on the checklist
  await expect(meters).toHaveAttribute('data-ok', 'true');
  await expect(meters).toContainText('Aanwezig');
  await expect(keys).toHaveAttribute('data-ok', 'true');

  // the PDF: "Lu et approuvé" before each party's signature, and the inspector's place to sign
  await documentsMade(send, id, 60_000);
  const pdf = await page.request.get(await newestPdfUrl(send, id));
  const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
  const text = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
  const signatures = text.lastIndexOf('Signatures');
  const mention = text.indexOf('Lu et approuvé', signatures);
  expect(signatures).toBeGreaterThan(0);
  expect(mention).toBeGreaterThan(signatures);
  expect(text.indexOf('Lotte Namur', mention)).toBeGreaterThan(mention);
  expect(text.indexOf("Signature de l'auteur des constatations", signatures)).toBeGreaterThan(signatures);
  expect(text).toContain('Début du bail 01/04/2026');
});
