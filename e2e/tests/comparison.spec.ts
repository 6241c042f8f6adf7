/**
 * Issue 24 end to end (docs/product.md "Entry against exit", "The settlement"): an entry report
 * finished through the tablet's sync API and its exit follow-up completed the same way, with the
 * first object worse and a new photo on it. The comparison screen, opened from the exit report's
 * page, shows that object first under "Nieuwe schade" with its photo pair; a damage line with wear
 * is added in the dialog (Enter submits) and the running settlement shows the wear rule's amounts;
 * the settlement PDF prints the same totals, and the exit PDF holds the comparison section.
 */
import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import type { ContentTree } from '../../shared-api/src/contract';
import { comparedReports } from './compared-reports';
import { signIn } from './helpers';

test.setTimeout(240_000);

/** The exit's finding: the first object of the first room with objects is to be replaced. */
function firstObjectWorse(content: ContentTree) {
  const main = content.homes.find((home) => home.type === 'main')!;
  const room = (main.floors ?? [])
    .flatMap((floor) => floor.rooms ?? [])
    .find((candidate) => candidate.entities?.length)!;
  room.entities![0].state = 'Te Vervangen';
  room.entities![0].remarks = 'Gat in de deur bij uittrede';
}

/** The text of a PDF, with its spaces made plain. */
async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, ' ');
}

/** The text of each page of a PDF without its running header (reference · address) and footer lines. */
async function pageContents(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  const { pages } = await parser.getText();
  await parser.destroy();
  return pages.map((page) =>
    page.text
      .split('\n')
      .filter((line) => line.trim() && !/^PB-\d{6}|^Vingerafdruk:|Pagina \d+ van \d+/.test(line.trim()))
      .join(' '),
  );
}

/** `text` with its non-breaking spaces made plain (amounts are formatted with them). */
const plain = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

test('entry against exit: the new damage first, a costed line with wear, the same totals on screen and in the PDFs', async ({
  page,
}) => {
  await signIn(page, 'user');
  const { entryId, exitId } = await comparedReports(page, `Vergelijkstraat ${Date.now() % 100000}`, {
    photos: 1,
    edit: firstObjectWorse,
  });

  // an entry report has no comparison: the page says why, once (not again in the snackbar)
  await page.goto(`/reports/${entryId}/comparison`);
  const reason = page.locator('.bo-empty');
  await expect(reason).toContainText('Deze plaatsbeschrijving kan nog niet vergeleken worden.');
  await expect(reason).toContainText('Met een intredende plaatsbeschrijving wordt een uittredende vergeleken');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await page.goto(`/reports/${exitId}`);
  await page.getByRole('link', { name: 'Vergelijking met intrede' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${exitId}/comparison$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Vergelijking met intrede' })).toBeVisible();

  // "new damage" holds the object made worse, first, with the entry photo beside the exit photo
  await page.getByRole('radio', { name: /Nieuwe schade/ }).check();
  await expect(page).toHaveURL(/filter=new_damage/);
  const first = page.locator('.cmp-row').first();
  await expect(first.locator('.cmp-row__head')).toContainText('Nieuwe schade');
  await expect(first.getByRole('group', { name: 'Uittrede' })).toContainText('Te Vervangen');
  await expect(first.getByRole('group', { name: 'Uittrede' })).toContainText('Gat in de deur bij uittrede');
  await expect(first.getByRole('group', { name: 'Intrede' }).locator('.cmp-thumb')).toHaveCount(1);
  await expect(first.getByRole('group', { name: 'Uittrede' }).locator('.cmp-thumb')).toHaveCount(1);

  // the photo opens large and flips between entry and exit with the arrow keys
  await first.getByRole('group', { name: 'Intrede' }).locator('.cmp-thumb').click();
  const photo = page.getByRole('dialog');
  await expect(photo.getByRole('img', { name: 'Foto 1 van 1 bij Intrede' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(photo.getByRole('img', { name: 'Foto 1 van 1 bij Uittrede' })).toBeVisible();
  await expect(photo.getByRole('button', { name: 'Uittrede' })).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Escape');
  await expect(photo).toBeHidden();

  // a tenant's line with wear: (200 + 50) × 1.21 = 302.50; age 3 of 10 years leaves 70 % to the tenant
  await first.getByRole('button', { name: /Schadelijn toevoegen/ }).click();
  const dialog = page.getByRole('dialog', { name: /Schadelijn voor/ });
  await dialog.getByLabel('Omschrijving').fill('Deur vervangen');
  await dialog.getByLabel('Ten laste van').selectOption({ label: 'Huurder' });
  await dialog.getByLabel('Arbeid (€)').fill('200');
  await dialog.getByLabel('Materiaal (€)').fill('50,00');
  await dialog.getByLabel('Btw').selectOption({ label: '21 %' });
  await dialog.getByLabel('Leeftijd (jaren, optioneel)').fill('3');
  await dialog.getByLabel('Levensduur (jaren, optioneel)').fill('10');
  await dialog.getByLabel('Levensduur (jaren, optioneel)').press('Enter');
  await expect(dialog).toBeHidden();

  const panel = page.getByRole('complementary', { name: 'Afrekening' });
  await expect(panel.locator('.cmp-line')).toHaveCount(1);
  await expect(panel.locator('.cmp-line')).toContainText('Deur vervangen');
  await panel.getByLabel('Huurwaarborg (€)').fill('1000');
  await panel.getByLabel('Huurwaarborg (€)').press('Enter');
  const sum = (name: string) => panel.locator('.cmp-sums--result div').filter({ hasText: name }).locator('dd');
  await expect.poll(async () => plain(await sum('Naar verhuurder').textContent())).toBe('€ 211,75');
  expect(plain(await sum('Terug naar huurder').textContent())).toBe('€ 788,25');
  expect(plain(await sum('moet nog betalen').textContent())).toBe('€ 0,00');
  expect(plain(await panel.locator('.cmp-line').textContent())).toContain('Huurder € 211,75 · verhuurder € 90,75');

  // the settlement PDF prints the same line and totals
  await panel.getByRole('button', { name: 'Afrekening als pdf maken' }).click();
  const ready = panel.getByRole('button', { name: 'Afrekening downloaden (versie 1)' });
  await expect(ready).toBeVisible({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), ready.click()]);
  const settlementBytes = await fs.readFile((await file.path())!);
  const settlementPdf = await pdfText(settlementBytes);
  expect(settlementPdf).toContain('Deur vervangen');
  // issue 43: what the tenant owes and gets back from the deposit comes first, before the detail
  const detailAt = settlementPdf.indexOf('Schadeposten');
  expect(detailAt).toBeGreaterThan(0);
  const owedAt = settlementPdf.indexOf('De huurder is verschuldigd € 211,75');
  const returnedAt = settlementPdf.indexOf('Terug aan de huurder uit de huurwaarborg van € 1.000,00 € 788,25');
  expect(owedAt).toBeGreaterThan(0);
  expect(owedAt).toBeLessThan(detailAt);
  expect(returnedAt).toBeGreaterThan(0);
  expect(returnedAt).toBeLessThan(detailAt);
  // the wear in one sentence, and no blank page: every page holds more than its header and footer
  expect(settlementPdf).toContain(
    'Slijtage: 3 van 10 jaar levensduur is verstreken, dus draagt de huurder nog 70 % van € 302,50, of € 211,75.',
  );
  const pages = await pageContents(settlementBytes);
  expect(pages.length).toBeGreaterThan(0);
  pages.forEach((content, index) => expect(content.length, `page ${index + 1} holds content`).toBeGreaterThan(0));
  for (const amount of ['€ 302,50', '€ 211,75', '€ 90,75', '€ 1.000,00', '€ 788,25'])
    expect(settlementPdf).toContain(amount);

  // the exit report's PDF of record compares with the entry report
  await page.goto(`/reports/${exitId}`);
  const download = page.getByRole('link', { name: 'Downloaden' }).first();
  await expect(download).toBeVisible({ timeout: 30_000 });
  const response = await page.request.get((await download.getAttribute('href'))!);
  expect(response.headers()['content-type']).toBe('application/pdf');
  const exitPdf = await pdfText(await response.body());
  expect(exitPdf).toContain('Vergelijking met de intredende plaatsbeschrijving van');
  expect(exitPdf).toContain('Te Vervangen');
});
