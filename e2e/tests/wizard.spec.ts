/**
 * Issue 9 end to end: a report finished through the tablet's sync API is post-edited in the
 * wizard (rename a room, add an object from a type and answer its question, add an observation
 * with a photo, remove a stored photo, save with the upload counter, land on the detail page, and
 * find the changes after a reload and in the newest PDF version: its version line, its change
 * page and the signatures with their own date; regenerating it unchanged adds no version), gets an
 * addendum with the signatures kept ("Ja": finished, downloadable, only the changed items, the
 * carried signatures in words, each change before → after) and one to sign in the app ("Neen":
 * "In app"), and a failed save keeps every edit on screen. Issue 23: the wizard opens at its intro
 * page with the property in its header, its technical installations page offers every one the
 * report holds (the thermostat too), and no word on its cards breaks inside itself.
 */
import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { photoJpeg } from '../../server/test/tablet';
import { apiSend, finishedReport, signIn, unfoldPages } from './helpers';

/** Waits until report `id` has a ready version of its own PDF (and of each addendum) beyond `minimum`, none pending. */
async function documentsSettled(page: Page, id: number, minimum: { report: number; addenda: number }) {
  const send = await apiSend(page);
  await expect
    .poll(
      async () => {
        const { documents } = (await send({ method: 'GET', url: `/front/reports/${id}` })).body as {
          documents: { addendum_id: number | null; version: number; status: string }[];
        };
        const ready = (addendum: boolean) =>
          documents.filter((row) => (row.addendum_id !== null) === addendum && row.status === 'ready').length;
        return (
          !documents.some((row) => row.status === 'pending') &&
          ready(false) >= minimum.report &&
          ready(true) >= minimum.addenda
        );
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  await page.reload();
}

/** The text of the newest ready PDF of the document row `row` on the detail page. */
async function newestPdfText(page: Page, row: string) {
  const link = page.getByRole('row', { name: new RegExp(row) }).getByRole('link', { name: 'Downloaden' });
  await expect(link).toBeVisible({ timeout: 30_000 });
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
}

const openWizard = async (page: Page, id: number, choice: 'Nabewerking' | 'Addendum') => {
  await page.goto(`/reports/${id}`);
  await page.getByRole('button', { name: 'Aanpassen', exact: true }).click();
  await page.getByRole('dialog', { name: 'Aanpassen' }).getByRole('button', { name: choice }).click();
};

/** Opens the first room of the ground floor; returns its name. */
async function openFirstRoom(page: Page) {
  await page
    .getByRole('navigation', { name: 'Pagina’s van de nabewerking' })
    .getByRole('link', { name: 'Gelijkvloers' })
    .click();
  const room = page.locator('.wiz-card__title a').first();
  const name = (await room.textContent())!;
  await room.click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  return name;
}

test('post-editing: rename, add an object and an observation with a photo, remove a photo, save, see it in the PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'user');
  const { id } = await finishedReport(page, `Wizardstraat ${Date.now() % 100000}`, { photos: 3 });
  await openWizard(page, id, 'Nabewerking');
  await expect(page).toHaveURL(new RegExp(`/reports/${id}/post-editing/intro$`));
  await expect(page.getByRole('heading', { name: 'Inleiding' })).toBeVisible();

  await openFirstRoom(page);
  await page.getByLabel('Naam', { exact: true }).fill('Leefruimte E2E');
  await expect(page.getByRole('heading', { level: 2, name: 'Leefruimte E2E' })).toBeVisible();

  // an object from a type, with its question answered, and an observation with a photo
  await page.getByRole('radio', { name: 'Elektriciteit' }).check();
  await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Object toevoegen' });
  await dialog.getByPlaceholder('Zoeken').fill('Stopcont');
  await dialog.getByRole('button', { name: 'Stopcontacten', exact: true }).click();
  await dialog.getByLabel('Aantal').fill('4');
  await dialog.getByRole('button', { name: 'Vaststelling toevoegen' }).click();
  await dialog.getByLabel('Type vaststelling').selectOption({ label: 'Barst' });
  const photo = await photoJpeg(1600, 1200, 9);
  await dialog.locator('.wiz-observation-form input[type=file]').setInputFiles({
    name: 'barst.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(dialog.locator('.wiz-observation-form .wiz-thumb')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Vaststelling bewaren' }).click();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
  // the room has "Stopcontacten" already: the name counter makes it unique (docs/spec.md §4)
  await expect(page.getByRole('heading', { level: 3, name: 'Stopcontacten 2' })).toBeVisible();

  // a stored photo removed after confirming
  await page.getByRole('radio', { name: 'Basis' }).check();
  const withPhoto = page.locator('.wiz-card').filter({ hasText: /foto/ }).first();
  await withPhoto.getByRole('button', { name: /aanpassen/ }).click();
  dialog = page.getByRole('dialog', { name: 'Object aanpassen' });
  const thumbs = dialog.locator('.wiz-images').first().locator('.wiz-thumb');
  const before = await thumbs.count();
  expect(before).toBeGreaterThan(0);
  await thumbs.first().getByRole('button', { name: 'Afbeelding verwijderen' }).click();
  await page.getByRole('dialog', { name: 'Afbeelding verwijderen' }).getByRole('button', { name: 'Ja' }).click();
  await expect(thumbs).toHaveCount(before - 1);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();

  // save: the new image goes up first (the counter), then one save commits it with the removal
  await page.route('**/front/reports/*/answers/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await page.locator('.wiz-actions').getByRole('button', { name: 'Opslaan' }).click();
  await page.getByRole('dialog', { name: 'Wijzigingen opslaan' }).getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByText('Afbeeldingen: 0/1')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/reports/${id}$`));
  await expect(page.getByText('Wijzigingen opgeslagen · afbeeldingen 1/1')).toBeVisible();
  await page.unroute('**/front/reports/*/answers/**');

  // after a reload the changes are there, and the newest PDF version holds them
  await documentsSettled(page, id, { report: 2, addenda: 0 });
  const text = await newestPdfText(page, 'Intrede');
  expect(text).toContain('Leefruimte E2E');
  expect(text).toContain('Stopcontacten 2');
  expect(text).toContain('Aantal: 4');
  // the record says what changed since the parties signed (docs/product.md "Honest signatures")
  expect(text).toMatch(/Versie 2, gewijzigd op \d\d\/\d\d\/\d{4},? \d\d:\d\d door \S+/);
  expect(text).toContain('Wijzigingen sinds de ondertekende versie');
  expect(text).toMatch(/Leefruimte E2E[\s\S]*Vaststelling[\s\S]*Barst/);
  expect(text).toContain('werden gegeven op versie 1');
  expect(text).toMatch(/Ondertekend te Gent op \d\d\/\d\d\/\d{4}/);
  // regenerating the unchanged report adds no version
  await page
    .getByRole('row', { name: /Intrede/ })
    .getByRole('button', { name: 'Opnieuw genereren' })
    .click();
  await page.getByRole('dialog', { name: 'Opnieuw genereren' }).getByRole('button', { name: 'Ja' }).click();
  await expect(
    page.getByText('Er is niets gewijzigd sinds de laatste versie: er komt geen nieuwe versie bij.'),
  ).toBeVisible();
  await expect(page.getByText(/^v3 ·/)).toHaveCount(0);
  await openWizard(page, id, 'Nabewerking');
  await page
    .getByRole('navigation', { name: 'Pagina’s van de nabewerking' })
    .getByRole('link', { name: 'Gelijkvloers' })
    .click();
  await expect(page.getByRole('link', { name: 'Leefruimte E2E' })).toBeVisible();
});

test('addenda: "Ja" is finished with only the changed items, "Neen" waits in the app', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'user');
  const { id, content } = await finishedReport(page, `Addendumlaan ${Date.now() % 100000}`, { photos: 3 });

  await openWizard(page, id, 'Addendum');
  await page.getByRole('button', { name: 'Ja' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${id}/addenda`));
  const edited = await openFirstRoom(page);
  await page.getByLabel('Staat', { exact: true }).selectOption('Te repareren');
  await page.getByLabel('Opmerkingen').first().fill('Keuken na addendum');
  await page.locator('.wiz-actions').getByRole('button', { name: 'Opslaan' }).click();
  await page.getByRole('dialog', { name: 'Wijzigingen opslaan' }).getByRole('button', { name: 'Ja' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${id}$`));
  await documentsSettled(page, id, { report: 1, addenda: 1 });
  // an addendum is named by the reference its PDF prints (PB-000012-A7)
  const row = page.getByRole('row', { name: /Addendum PB-\d+-A\d+/ });
  await expect(row.getByRole('link', { name: 'Downloaden' })).toBeVisible();
  const text = await newestPdfText(page, 'Addendum PB-\\d+-A\\d+');
  expect(text).toContain('Keuken na addendum');
  // "Ja" carries the report's signatures in words, and each change shows before → after
  expect(text).toMatch(/Handtekeningen overgenomen van de plaatsbeschrijving PB-\d+, versie 1, ondertekend op/);
  expect(text).toContain('Wijzigingen ten opzichte van de plaatsbeschrijving');
  expect(text).toMatch(new RegExp(`${edited}[\\s\\S]*Staat[\\s\\S]*Goed[\\s\\S]*Te repareren`));
  // every other room of the report stays out of the addendum
  const untouched = content.homes
    .flatMap((home) => (home.floors ?? []).flatMap((floor) => floor.rooms ?? []))
    .map((room) => room.name)
    .filter((name) => name !== edited && !'Keuken na addendum'.includes(name));
  expect(untouched.length).toBeGreaterThan(0);
  for (const name of untouched) expect(text).not.toContain(name);

  await openWizard(page, id, 'Addendum');
  await page.getByRole('button', { name: 'Neen' }).click();
  await openFirstRoom(page);
  await page.getByLabel('Opmerkingen').first().fill('Nog te ondertekenen');
  await page.locator('.wiz-actions').getByRole('button', { name: 'Opslaan' }).click();
  await page.getByRole('dialog', { name: 'Wijzigingen opslaan' }).getByRole('button', { name: 'Ja' }).click();
  await expect(page).toHaveURL(new RegExp(`/reports/${id}$`));
  const addenda = page.getByRole('row', { name: /Addendum PB-\d+-A\d+/ });
  await expect(addenda).toHaveCount(2);
  await expect(addenda.filter({ hasText: 'In app' })).toHaveCount(1);
});

test('a failed save keeps every edit on screen', async ({ page }) => {
  await signIn(page, 'user');
  const { id } = await finishedReport(page, `Foutstraat ${Date.now() % 100000}`, { photos: 3 });
  await openWizard(page, id, 'Nabewerking');
  await openFirstRoom(page);
  await page.getByLabel('Naam', { exact: true }).fill('Niet verloren');
  await page.route('**/front/reports/*/addenda', (route) => route.abort());
  await page.locator('.wiz-actions').getByRole('button', { name: 'Opslaan' }).click();
  await page.getByRole('dialog', { name: 'Wijzigingen opslaan' }).getByRole('button', { name: 'Ja' }).click();
  await expect(page.getByRole('dialog', { name: 'Opslaan…' })).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/reports/${id}/post-editing/floor/room/`));
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Niet verloren');
  // moving between wizard pages keeps the edit; the guard only stops leaving the wizard
  await page.getByRole('link', { name: 'Meters' }).click();
  await page.goBack();
  await expect(page.getByLabel('Naam', { exact: true })).toHaveValue('Niet verloren');
});

test('the wizard opens at its intro page, names the property and offers every technical installation', async ({
  page,
}) => {
  await signIn(page, 'user');
  const street = `Thermostaatstraat ${Date.now() % 100000}`;
  const { id, content } = await finishedReport(page, street, { photos: 1 });
  // docs/spec.md §1: the bare wizard address redirects to its intro page
  await page.goto(`/reports/${id}/post-editing`);
  await expect(page).toHaveURL(new RegExp(`/reports/${id}/post-editing/intro$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Inleiding' })).toBeVisible();
  // the header names the property as the report detail does
  await expect(page.getByRole('heading', { level: 1, name: 'Nabewerking' })).toBeVisible();
  await expect(page.locator('.bo-page__header')).toContainText(`${street} 1, 9000 Gent`);

  // every technical installation of the report (as the PDF prints them) is on the page and editable
  const installations = content.homes
    .flatMap((home) => home.entities ?? [])
    .filter((entity) => entity.type.startsWith('tech.'));
  expect(installations.map((entity) => entity.type)).toContain('tech.heating');
  await page.getByRole('link', { name: 'Technische installaties' }).click();
  for (const installation of installations)
    await expect(page.getByRole('heading', { level: 3, name: installation.name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Thermostaat aanpassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Object aanpassen' });
  await dialog.getByLabel('Naam', { exact: true }).fill('Thermostaat woonkamer');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Thermostaat woonkamer' })).toBeVisible();
});

/**
 * Words of the wizard's cards drawn over more than one line: each word of each text node, its line
 * boxes measured with `Range.getClientRects()`.
 */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const broken: string[] = [];
    for (const card of document.querySelectorAll('.wiz-card')) {
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const boxes = [...range.getClientRects()].filter((box) => box.width > 0);
          const tops = boxes.map((box) => box.top);
          if (boxes.length && Math.max(...tops) - Math.min(...tops) > boxes[0].height / 2) broken.push(word[0]);
        }
    }
    return broken;
  });

test("no word on the wizard's cards breaks inside itself, at 1440 and at 390 px", async ({ page }) => {
  await signIn(page, 'user');
  const { id } = await finishedReport(page, `Woordstraat ${Date.now() % 100000}`, { photos: 3 });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/reports/${id}/post-editing/intro`);
    const nav = page.getByRole('navigation', { name: 'Pagina’s van de nabewerking' });
    const firstRoom = page.locator('.wiz-card__title a').first();
    const steps: [string, () => Promise<string>][] = [
      ['Gelijkvloers', async () => 'Gelijkvloers'],
      ['a room', async () => (await firstRoom.textContent())!],
      ['Technische installaties', async () => 'Technische installaties'],
      ['Sleutels', async () => 'Sleutels'],
      ['Partijen', async () => 'Partijen'],
    ];
    for (const [link, heading] of steps) {
      const title = await heading();
      // a page's link may carry its badge of missing items (docs/product.md "Regional completeness")
      if (link !== 'a room') await unfoldPages(nav);
      await (link === 'a room' ? firstRoom : nav.getByRole('link', { name: new RegExp(`^${link}( |$)`) })).click();
      await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      await expect(page.locator('.wiz-card').first()).toBeVisible();
      expect({ width, title, broken: await brokenWords(page) }).toEqual({ width, title, broken: [] });
    }
  }
});
