/**
 * Issue 8 end to end: a report made in the back-office is completed by a tablet through the sync
 * API (content, 3 photos, signatures, finish). The user then sees "Afgewerkt", downloads the PDF
 * (page count and text checked), regenerates it after confirming, mails the selected document
 * (read from the outbox) and downloads the photo zip.
 */
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import yauzl from 'yauzl';
import { completeInApp } from '../../server/test/tablet';
import { apiSend, latestMailTo, signIn } from './helpers';

const zipEntryCount = (file: string) =>
  new Promise<number>((resolve, reject) =>
    yauzl.open(file, (error, zip) => (error ? reject(error) : resolve(zip.entryCount))),
  );

test('a report completed on the tablet is downloaded, regenerated, mailed and its photos zipped', async ({ page }) => {
  const houseNumber = String(10000 + (Date.now() % 90000));
  const email = `huurder${houseNumber}@voorbeeld.be`;
  await signIn(page, 'user');
  await page.getByRole('link', { name: 'Woning toevoegen' }).click();
  await page.getByLabel('Template').selectOption({ label: 'Eengezinswoning' });
  await page.getByLabel('Documentconfiguratie').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Nieuw adres maken' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nieuw adres maken' });
  await dialog.getByLabel('Straat').fill('Tabletstraat');
  await dialog.getByLabel('Nummer').fill(houseNumber);
  await dialog.getByLabel('Postcode').fill('9000');
  await dialog.getByLabel('Gemeente').fill('Gent');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByRole('button', { name: 'Partij toevoegen' }).click();
  dialog = page.getByRole('dialog', { name: 'Partij toevoegen' });
  await dialog.getByLabel('Type partij').selectOption({ label: 'Huurder' });
  await dialog.getByLabel('Voornaam').fill('Lotte');
  await dialog.getByLabel('Achternaam').fill('Tablet');
  await dialog.getByLabel('E-mailadres').fill(email);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await page.getByRole('button', { name: 'Klaarzetten voor app' }).click();
  await expect(page).toHaveURL(/\/reports$/);

  // the tablet: finds the report in its list and completes it
  const send = await apiSend(page);
  const waiting = (await send({ method: 'GET', url: '/app/reports' })).body as { id: number; address: string }[];
  const report = waiting.find((item) => item.address.startsWith(`Tabletstraat ${houseNumber}`))!;
  expect(report).toBeTruthy();
  await completeInApp(send, report.id, { photos: 3, signedPlace: 'Gent' });

  await page.goto(`/reports/${report.id}`);
  await expect(page.getByRole('definition').filter({ hasText: 'Afgewerkt' })).toBeVisible();
  const download = page.getByRole('link', { name: 'Downloaden' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const pdf = await page.request.get((await download.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
  const { text, total } = await parser.getText();
  await parser.destroy();
  expect(total).toBeGreaterThan(3);
  expect(text).toContain(`Tabletstraat ${houseNumber}, 9000 Gent`);
  expect(text).toMatch(/Huurder\s+Lotte Tablet/);
  expect(text).toContain('Opgesteld door');
  expect(text).toContain('Ondertekend te Gent');
  expect(text).toContain(`Pagina ${total} van ${total}`);

  // regenerating unchanged content adds no version, and says so
  await page.getByRole('button', { name: 'Opnieuw genereren' }).click();
  const confirm = page.getByRole('dialog', { name: 'Opnieuw genereren' });
  await expect(confirm.getByText('Weet je zeker dat je deze pdf opnieuw wil genereren?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Ja' }).click();
  await expect(
    page.getByText('Er is niets gewijzigd sinds de laatste versie: er komt geen nieuwe versie bij.'),
  ).toBeVisible();
  await expect(page.getByText(/^v2 ·/)).toHaveCount(0);

  // mail the selected document
  await page.getByRole('checkbox', { name: /selecteren/ }).check();
  await page.getByRole('button', { name: 'Mailen' }).click();
  const mailQuestion = page.getByRole('dialog', { name: 'Mailen' });
  await expect(
    mailQuestion.getByText('Weet je zeker dat je de geselecteerde documenten naar alle partijen wil versturen?'),
  ).toBeVisible();
  await mailQuestion.getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Documenten verstuurd naar \d+ ontvangers/ })).toBeVisible();
  expect(await latestMailTo(email)).toContain('U vindt ze in de bijlage');
  // the log names the date and time and each version it carried
  await expect(page.getByText(new RegExp(`\\d\\d:\\d\\d: .+ v\\d+ als bijlage naar .*${email}`))).toBeVisible();

  // the photo zip
  const [zip] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: "Foto's downloaden" }).click(),
  ]);
  expect(zip.suggestedFilename()).toBe(`fotos-plaatsbeschrijving-${report.id}.zip`);
  const file = await zip.path();
  expect(fs.statSync(file).size).toBeGreaterThan(10_000);
  expect(await zipEntryCount(file)).toBe(3);
});
