/**
 * The field app (issue 41, docs/product.md "The field app", "One device at a time") in Chromium:
 * a report downloaded at `/inspections` is carried out offline after a reload (a room, an object
 * with a typed answer, a meter reading, an observation, 12 photos of 12 MP, two parties' signatures),
 * survives the tab being closed, and once online the outbox drains and the server finishes it:
 * the receipt lists every photo and the PDF of record shows them and the signatures. A sync cut
 * off mid-way with the tab closed resumes and the server holds every photo exactly once. Two
 * devices on one report: the second is refused clearly, takes over, and the first keeps and
 * exports its local work. An exit report shows, beside an object, what the entry report found
 * (state and photos, from the device). Signed out by the server with photos waiting, the inspector
 * signs in again and the outbox goes on. Only the offline test lets the service worker run.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import {
  BACK_OFFICE_CLIENT,
  type AppReport,
  type MediaReceipt,
  type PostEditingReport,
  type ReportDetail,
} from '../../shared-api/src/contract';
import { photoJpeg, type Send } from '../../server/test/tablet';
import {
  apiSend,
  createReport,
  finishedReport,
  newestPdfUrl,
  personParty,
  precached,
  precacheUrls,
  signIn,
} from './helpers';

// a tablet in landscape (the sweep covers 390 px phones)
test.use({ viewport: { width: 1024, height: 768 } });

/** A device id of the `X-Device-Id` pattern for the test's own reads of the sync API. */
const READER = { 'x-device-id': 'e2e-reader-0001' };

/** The two parties of the field app's reports. */
const parties = () => [
  personParty('tenant', 'Tine', 'Veldhuurder', 'tine@voorbeeld.be'),
  personParty('landlord', 'Lode', 'Veldverhuurder', 'lode@voorbeeld.be'),
];

/** A street no other run of the spec uses. */
const uniqueStreet = (name: string) => `${name} ${Date.now() % 100000}`;

/** The card of `street` in the section `section` ("Op dit toestel" or "Klaar voor inspectie") of `/inspections`. */
const card = (page: Page, section: 'Op dit toestel' | 'Klaar voor inspectie', street: string) =>
  page.getByRole('region', { name: section }).getByRole('listitem').filter({ hasText: street });

/** Downloads the report of `street` on `/inspections` to the device; waits until its card is held. */
async function download(page: Page, street: string) {
  await page.goto('/inspections');
  await card(page, 'Klaar voor inspectie', street).getByRole('button', { name: 'Downloaden' }).click();
  await expect(card(page, 'Op dit toestel', street)).toBeVisible();
}

/** The editor's page navigation. */
const editorNav = (page: Page) => page.getByRole('navigation', { name: 'Pagina’s van de inspectie' });

/** The uuids of the photos the device holds (the field app's IndexedDB, read as a page script). */
const devicePhotos = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('bo-field');
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const keys = db.transaction('photos').objectStore('photos').getAllKeys();
          keys.onerror = () => reject(keys.error);
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result as string[]);
          };
        };
      }),
  );

/** `count` JPEGs of `width`×`height` written to the test's output folder (large files go to the browser by path). */
async function photoFiles(count: number, width: number, height: number, outputPath: (name: string) => string) {
  const images = await Promise.all(Array.from({ length: count }, (_, index) => photoJpeg(width, height, index + 1)));
  return images.map((bytes, index) => {
    const file = outputPath(`foto-${index + 1}.jpg`);
    fs.writeFileSync(file, bytes);
    return file;
  });
}

/** The image field's own file input in `scope` (the field app adds a camera input beside it). */
const fileInput = (scope: ReturnType<Page['locator']>) => scope.locator('input[type=file]:not([capture])');

/** The server's receipt of report `id` (a read, allowed from any device). */
async function receipt(send: Send, id: number): Promise<MediaReceipt> {
  const answer = await send({ method: 'GET', url: `/app/reports/${id}/receipt`, headers: READER });
  expect(answer.status).toBe(200);
  return answer.body as MediaReceipt;
}

/** The answer to "Meterstand" of the meter `name` of report `id` as the server holds it. */
async function serverReading(page: Page, id: number, name: string) {
  const send = await apiSend(page);
  const { content } = (await send({ method: 'GET', url: `/app/reports/${id}`, headers: READER })).body as AppReport;
  const meter = content.homes.flatMap((home) => home.entities ?? []).find((entity) => entity.name === name);
  return meter?.questions?.find((question) => question.question === 'Meterstand')?.answers[0];
}

/** On the inspection page: enters `reading` as the "Meterstand" of the meter `name` on the meters page. */
async function enterReading(page: Page, name: string, reading: string) {
  await editorNav(page).getByRole('link', { name: 'Meters' }).click();
  await page.getByRole('button', { name: `${name} aanpassen` }).click();
  const dialog = page.getByRole('dialog', { name: 'Object aanpassen' });
  await dialog.getByLabel('Meterstand', { exact: true }).fill(reading);
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toBeHidden();
}

/** The reading of the meter `name` as the inspection page shows it (its dialog opened and closed again). */
async function shownReading(page: Page, name: string) {
  await editorNav(page).getByRole('link', { name: 'Meters' }).click();
  await page.getByRole('button', { name: `${name} aanpassen` }).click();
  const dialog = page.getByRole('dialog', { name: 'Object aanpassen' });
  const value = await dialog.getByLabel('Meterstand', { exact: true }).inputValue();
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  return value;
}

/** Draws a stroke across the canvas `canvas` with the mouse. */
async function drawSignature(page: Page, canvas: ReturnType<Page['getByRole']>) {
  // the mouse reaches only what is in view
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++)
    await page.mouse.move(box.x + 30 + step * 20, box.y + box.height / 2 + (step % 2 ? -25 : 25), { steps: 4 });
  await page.mouse.up();
}

/** The text of the newest ready PDF of record of report `id`, by the signed link its detail gives. */
async function pdfText(page: Page, send: Send, id: number) {
  const pdf = await page.request.get(await newestPdfUrl(send, id));
  expect(pdf.status()).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(await pdf.body()) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text;
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('offline after a reload the inspection goes on, a closed tab loses nothing, online it is finished with every photo', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(600_000);
    const files = photoFiles(12, 4000, 3000, (name) => testInfo.outputPath(name));
    await signIn(page, 'user');
    const street = uniqueStreet('Veldwerkstraat');
    const { id } = await createReport(page, { street, readyForApp: true, parties: parties() });

    await download(page, street);
    const held = card(page, 'Op dit toestel', street);
    // the start is on the server: the device claimed the report
    await expect(held).toContainText('Alles staat op de server.');
    await precached(page, await precacheUrls(page));

    // offline, the reloaded page still lists and opens what the device holds
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('De server is niet bereikbaar')).toBeVisible();
    await held.getByRole('link', { name: 'Openen' }).click();
    await expect(page).toHaveURL(new RegExp(`/inspections/report/${id}/intro$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Inspectie' })).toBeVisible();
    await expect(page.locator('.bo-page__header')).toContainText(`${street} 1, 9000 Gent`);

    // a room on the ground floor
    await editorNav(page)
      .getByRole('link', { name: /^Gelijkvloers/ })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: 'Gelijkvloers' })).toBeVisible();
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await page.getByRole('dialog', { name: 'Kamer toevoegen' }).getByRole('button', { name: 'Nieuwe kamer' }).click();
    await expect(page).toHaveURL(/\/floor\/room\//);
    await page.getByLabel('Naam', { exact: true }).fill('Veldkamer');
    await expect(page.getByRole('heading', { level: 2, name: 'Veldkamer' })).toBeVisible();

    // an object with a typed answer, 11 photos and an observation with one more
    await page.getByRole('radio', { name: 'Elektriciteit' }).check();
    await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Object toevoegen' });
    await dialog.getByPlaceholder('Zoeken').fill('Stopcont');
    await dialog.getByRole('button', { name: 'Stopcontacten', exact: true }).click();
    await dialog.getByLabel('Aantal').fill('4');
    const paths = await files;
    const objectImages = dialog.locator('.wiz-object-form > .wiz-images');
    await fileInput(objectImages).setInputFiles(paths.slice(0, 11));
    await expect(objectImages.locator('.wiz-thumb')).toHaveCount(11, { timeout: 180_000 });
    await dialog.getByRole('button', { name: 'Vaststelling toevoegen' }).click();
    await dialog.getByLabel('Type vaststelling').selectOption({ label: 'Barst' });
    const observation = dialog.locator('.wiz-observation-form');
    await fileInput(observation).setInputFiles(paths[11]);
    await expect(observation.locator('.wiz-thumb')).toHaveCount(1, { timeout: 60_000 });
    await dialog.getByRole('button', { name: 'Vaststelling bewaren' }).click();
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.wiz-card').filter({ hasText: 'Stopcontacten' })).toContainText('11 foto’s');

    // a meter reading on the meters page
    await editorNav(page).getByRole('link', { name: 'Meters' }).click();
    await page.getByRole('button', { name: 'Gas aanpassen' }).click();
    const meter = page.getByRole('dialog', { name: 'Object aanpassen' });
    await meter.getByLabel('Meternummer').fill('541448820044556677');
    await meter.getByLabel('Meterstand', { exact: true }).fill('731.5');
    await meter.getByRole('button', { name: 'Opslaan' }).click();
    await expect(meter).toBeHidden();

    // everything is on the device, nothing on the server yet
    const syncState = page.locator('.field-sync__state');
    await expect(syncState).toContainText(/Nog niet op de server: \d+ wijzigingen, 12 foto’s/);
    await expect(page.getByRole('status').filter({ hasText: 'Opgeslagen op dit toestel' })).toBeVisible();
    const photoUuids = await devicePhotos(page);
    expect(photoUuids).toHaveLength(12);

    // the tab is closed; a new one, still offline, finds every edit and every photo
    await page.close();
    const next = await context.newPage();
    await next.goto('/inspections');
    const heldAgain = card(next, 'Op dit toestel', street);
    await expect(heldAgain).toContainText(/Nog niet op de server: \d+ wijzigingen, 12 foto’s/);
    await heldAgain.getByRole('link', { name: 'Openen' }).click();
    await expect(next.locator('.field-sync__state')).toContainText(/12 foto’s/);
    await editorNav(next)
      .getByRole('link', { name: /^Gelijkvloers/ })
      .click();
    await next.getByRole('link', { name: 'Veldkamer' }).click();
    await next.getByRole('radio', { name: 'Elektriciteit' }).check();
    await next.getByRole('button', { name: 'Stopcontacten aanpassen' }).click();
    const reopened = next.getByRole('dialog', { name: 'Object aanpassen' });
    await expect(reopened.getByLabel('Aantal')).toHaveValue('4');
    await expect(reopened.getByText('Vaststelling 1 · Barst')).toBeVisible();
    const thumbs = reopened.locator('.wiz-object-form > .wiz-images .wiz-thumb img');
    await expect(thumbs).toHaveCount(11);
    // each thumbnail is drawn from the bytes on the device
    await expect
      .poll(() =>
        thumbs.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length),
      )
      .toBe(11);
    await reopened.getByRole('button', { name: 'Annuleren' }).click();
    await editorNav(next).getByRole('link', { name: 'Meters' }).click();
    await next.getByRole('button', { name: 'Gas aanpassen' }).click();
    await expect(
      next.getByRole('dialog', { name: 'Object aanpassen' }).getByLabel('Meterstand', { exact: true }),
    ).toHaveValue('731.5');
    await next.getByRole('dialog', { name: 'Object aanpassen' }).getByRole('button', { name: 'Annuleren' }).click();

    // signing, offline: the deviations agreed, each party signs (one draws, one types), and the inspector
    await next.getByRole('link', { name: 'Ondertekenen' }).click();
    await expect(next.getByRole('heading', { level: 1, name: 'Ondertekenen' })).toBeVisible();
    const deviations = next.getByRole('group', { name: 'Gewestelijke volledigheid' }).getByRole('checkbox');
    for (const deviation of await deviations.all()) await deviation.check();
    await drawSignature(next, next.getByRole('img', { name: 'Handtekening van Tine Veldhuurder' }));
    await next
      .getByRole('group', { name: 'Lode Veldverhuurder' })
      .getByLabel('Of typ je naam')
      .fill('Lode Veldverhuurder');
    await drawSignature(next, next.getByRole('img', { name: 'Handtekening van Jan Janssens' }));
    await expect(next.getByLabel('Opgemaakt te')).toHaveValue('Gent');
    await next.getByRole('button', { name: 'Afronden' }).click();
    await expect(next).toHaveURL(/\/inspections$/);
    await expect(card(next, 'Op dit toestel', street)).toContainText(
      /Nog niet op de server: \d+ wijzigingen, 12 foto’s/,
    );
    // the test's own calls reach the server, the browser's did not: it holds no photo yet
    expect((await receipt(await apiSend(next), id)).media).toEqual([]);

    // online again: the outbox drains and the server finishes the report
    await context.setOffline(false);
    await expect(card(next, 'Op dit toestel', street)).toContainText('Afgerond: de server heeft alles ontvangen.', {
      timeout: 240_000,
    });
    const send = await apiSend(next);
    await expect
      .poll(
        async () => {
          const detail = (await send({ method: 'GET', url: `/front/reports/${id}` })).body as ReportDetail;
          return [detail.state, detail.documents.some((row) => row.status === 'ready')];
        },
        { timeout: 120_000 },
      )
      .toEqual(['finished', true]);
    const held2 = await receipt(send, id);
    expect(held2.missing).toEqual([]);
    expect(held2.media.map((row) => row.uuid).sort()).toEqual([...photoUuids].sort());
    const edited = (await send({ method: 'GET', url: `/front/reports/${id}/post-editing` })).body as PostEditingReport;
    expect(edited.media.map((row) => row.uuid).sort()).toEqual([...photoUuids].sort());

    const text = await pdfText(next, send, id);
    expect(text).toContain('Veldkamer');
    expect(text).toContain('Aantal: 4');
    expect(text).toContain('Meterstand: 731,5');
    expect(text).toContain('Barst');
    expect(text).toMatch(/Foto 12 –/);
    expect(text).not.toMatch(/Foto 13 –/);
    const signatures = text.slice(text.lastIndexOf('Handtekeningen'));
    // each missing item was ticked before signing: agreed, none printed as merely missing
    expect(signatures).toContain('Partijen zijn overeengekomen af te wijken van:');
    expect(signatures).not.toContain('Ontbreekt in deze plaatsbeschrijving');
    expect(signatures).toContain('Tine Veldhuurder');
    expect(signatures).toContain('Lode Veldverhuurder');
    expect(signatures).toMatch(/Plaatsbeschrijver\s+Jan Janssens/);
    expect(signatures).toMatch(/Ondertekend te Gent op \d\d\/\d\d\/\d{4}/);
  });
});

test('a sync cut off after three uploads, the tab closed mid-way, resumes: the server holds every photo exactly once', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(300_000);
  const files = photoFiles(8, 1600, 1200, (name) => testInfo.outputPath(name));
  await signIn(page, 'user');
  const street = uniqueStreet('Onderbrekingstraat');
  const { id } = await createReport(page, { street, readyForApp: true, parties: parties() });
  await download(page, street);
  const held = card(page, 'Op dit toestel', street);
  await expect(held).toContainText('Alles staat op de server.');
  await held.getByRole('link', { name: 'Openen' }).click();

  await editorNav(page).getByRole('link', { name: 'Meters' }).click();
  await page.getByRole('button', { name: 'Water aanpassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Object aanpassen' });
  const images = dialog.locator('.wiz-object-form > .wiz-images');
  await fileInput(images).setInputFiles(await files);
  await expect(images.locator('.wiz-thumb')).toHaveCount(8, { timeout: 120_000 });

  // three uploads go through; the fourth reaches the server but its answer is lost; then no network
  let uploads = 0;
  let cutOff!: () => void;
  const cut = new Promise<void>((resolve) => (cutOff = resolve));
  await page.route('**/app/reports/*/media', async (route) => {
    uploads += 1;
    if (uploads <= 3) return route.continue();
    if (uploads === 4) {
      await route.fetch();
      cutOff();
    }
    // the tab may be closed by now
    await route.abort('internetdisconnected').catch(() => undefined);
  });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await cut;
  const photoUuids = await devicePhotos(page);
  expect(photoUuids).toHaveLength(8);
  const send = await apiSend(page);
  await page.close();
  // the server holds four, the device believes three were sent
  expect((await receipt(send, id)).media).toHaveLength(4);

  const next = await context.newPage();
  await next.goto('/inspections');
  await expect(card(next, 'Op dit toestel', street)).toContainText('Alles staat op de server.', { timeout: 120_000 });
  await expect(next.locator('.field-sync__state')).toContainText('Alles staat op de server.');
  const held2 = await receipt(send, id);
  expect(held2.missing).toEqual([]);
  // one media row per photo of the device: none lost, none twice
  expect(held2.media.map((row) => row.uuid).sort()).toEqual([...photoUuids].sort());
});

test('two devices on one report: the second is refused clearly, takes over, and the first keeps and exports its work', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const [one, two] = await Promise.all([1, 2].map(async () => (await browser.newContext()).newPage()));
  await signIn(one, 'user');
  await signIn(two, 'user');
  const street = uniqueStreet('Tweetoestellenlaan');
  const { id } = await createReport(one, { street, readyForApp: true, parties: parties() });

  // device 1 downloads (its start claims the report) and enters a reading
  await download(one, street);
  await card(one, 'Op dit toestel', street).getByRole('link', { name: 'Openen' }).click();
  await enterReading(one, 'Gas', '100');
  // the edit is written to the device, then sent: the server has it once the outbox drained
  await expect.poll(() => serverReading(one, id, 'Gas')).toBe(100);
  await expect(one.locator('.field-sync__state')).toContainText('Alles staat op de server.');

  // device 2 is told before and after its download that another device holds it
  await two.goto('/inspections');
  const since = /Deze plaatsbeschrijving wordt uitgevoerd op een ander toestel sinds \d\d\/\d\d\/\d{4} \d\d:\d\d\./;
  await expect(card(two, 'Klaar voor inspectie', street)).toContainText(since);
  await download(two, street);
  const heldOnTwo = card(two, 'Op dit toestel', street);
  await expect(heldOnTwo).toContainText(
    /Wordt uitgevoerd op een ander toestel sinds \d\d\/\d\d\/\d{4} \d\d:\d\d; je werk hier blijft bewaard\./,
  );
  await heldOnTwo.getByRole('link', { name: 'Openen' }).click();
  // the region that says another device holds the inspection, with its actions
  const banner = (page: Page) => page.getByRole('region', { name: 'Ander toestel' });
  await expect(banner(two)).toContainText(
    /Deze plaatsbeschrijving wordt uitgevoerd op een ander toestel sinds \d\d\/\d\d\/\d{4} \d\d:\d\d\./,
  );

  // device 2 takes over; its edit reaches the server
  await banner(two).getByRole('button', { name: 'Overnemen' }).click();
  await two.getByRole('dialog', { name: 'Overnemen' }).getByRole('button', { name: 'Ja' }).click();
  await expect(banner(two)).toBeHidden();
  await enterReading(two, 'Gas', '200');
  await expect(two.locator('.field-sync__state')).toContainText('Alles staat op de server.');
  await expect.poll(() => serverReading(two, id, 'Gas')).toBe(200);

  // device 1 edits again: refused, said so, and its work is kept, after a reload too, and exported
  await enterReading(one, 'Gas', '300');
  await expect(banner(one)).toBeVisible();
  await expect(banner(one)).toContainText('wordt uitgevoerd op een ander toestel');
  expect(await serverReading(one, id, 'Gas')).toBe(200);
  await one.reload();
  await expect(banner(one)).toBeVisible();
  expect(await shownReading(one, 'Gas')).toBe('300');
  const saving = one.waitForEvent('download');
  await banner(one).getByRole('button', { name: 'Bewaren als bestand' }).click();
  const file = await saving;
  expect(file.suggestedFilename()).toMatch(/\.json$/);
  const exported = JSON.parse(fs.readFileSync((await file.path())!, 'utf8')) as { tree: AppReport['content'] };
  const gas = exported.tree.homes.flatMap((home) => home.entities ?? []).find((entity) => entity.name === 'Gas');
  expect(gas?.questions?.find((question) => question.question === 'Meterstand')?.answers).toEqual([300]);
  await Promise.all([one.context().close(), two.context().close()]);
});

test('an exit report shows, beside an object, what the entry report found: its state and its photos', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'user');
  const street = uniqueStreet('Intredelaan');
  const { id: entryId } = await finishedReport(page, street, { photos: 4 });
  const send = await apiSend(page);
  const followed = await send({ method: 'POST', url: `/front/reports/${entryId}/follow_up`, json: { type: 'exit' } });
  expect(followed.status, JSON.stringify(followed.body)).toBe(201);
  const exitId = (followed.body as { id: number }).id;
  // made ready for the app in the back-office
  await page.goto(`/reports/${exitId}/edit`);
  await page.getByRole('button', { name: 'Klaarzetten voor app' }).click();
  await expect(page).toHaveURL(/\/reports$/);

  // an object the entry report assessed and photographed, and where it is in the exit report
  const { content, entry } = (await send({ method: 'GET', url: `/app/reports/${exitId}`, headers: READER }))
    .body as AppReport;
  expect(entry?.report_id).toBe(entryId);
  const found = content.homes
    .flatMap((home) => home.floors ?? [])
    .flatMap((floor) => (floor.rooms ?? []).map((room) => ({ floor, room })))
    .flatMap(({ floor, room }) => (room.entities ?? []).map((object) => ({ floor, room, object })))
    .map((place) => ({ ...place, finding: entry!.items.find((item) => item.uuid === place.object.uuid) }))
    .find(({ finding }) => finding?.state && finding.photos.length);
  expect(found, 'an object with a state and photos at entry').toBeTruthy();
  const { floor, room, object, finding } = found!;

  await download(page, street);
  await card(page, 'Op dit toestel', street).getByRole('link', { name: 'Openen' }).click();
  await editorNav(page).getByRole('link', { name: floor.name }).click();
  await page.getByRole('link', { name: room.name, exact: true }).click();
  await page.getByRole('button', { name: `${object.name} aanpassen` }).click();
  const dialog = page.getByRole('dialog', { name: 'Object aanpassen' });
  const atEntry = dialog.getByRole('complementary', { name: /^Bij de vorige plaatsbeschrijving/ });
  await expect(atEntry).toBeVisible();
  await expect(atEntry).toContainText(finding!.state!);
  const photos = atEntry.getByRole('img');
  await expect(photos).toHaveCount(finding!.photos.length);
  // drawn from the device's copy, not fetched from the server
  expect(await photos.first().getAttribute('src')).toMatch(/^blob:/);
  await expect
    .poll(() => photos.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
});

test('signed out with photos waiting (the sign-in revoked): the inspector signs in again and the outbox goes on, nothing lost', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const files = photoFiles(3, 1600, 1200, (name) => testInfo.outputPath(name));
  await signIn(page, 'user');
  const street = uniqueStreet('Heraanmeldstraat');
  const { id } = await createReport(page, { street, readyForApp: true, parties: parties() });
  await download(page, street);
  await card(page, 'Op dit toestel', street).getByRole('link', { name: 'Openen' }).click();

  // three photos wait on the device: their uploads find no network
  await page.route('**/app/reports/*/media', (route) => route.abort('internetdisconnected'));
  await editorNav(page).getByRole('link', { name: 'Meters' }).click();
  await page.getByRole('button', { name: 'Water aanpassen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Object aanpassen' });
  const images = dialog.locator('.wiz-object-form > .wiz-images');
  await fileInput(images).setInputFiles(await files);
  await expect(images.locator('.wiz-thumb')).toHaveCount(3, { timeout: 60_000 });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.locator('.field-sync__state')).toContainText(/3 foto’s/);
  const photoUuids = await devicePhotos(page);
  expect(photoUuids).toHaveLength(3);

  // the sign-in ends on the server (as after a password reset elsewhere): neither token works any more
  const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
  const revoked = await page.request.post('/oauth/revoke', {
    form: { token: refreshToken!, client_id: BACK_OFFICE_CLIENT.id, client_secret: BACK_OFFICE_CLIENT.secret },
  });
  expect(revoked.status()).toBe(200);
  await page.unroute('**/app/reports/*/media');
  await page.getByRole('button', { name: 'Nu verzenden' }).click();
  // the refresh is refused: the inspector is signed out; the device keeps every photo
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  expect(await devicePhotos(page)).toHaveLength(3);

  await signIn(page, 'user');
  await page.goto('/inspections');
  const send = await apiSend(page);
  // the server holds every waiting photo once the outbox has gone on (it backs off after the refusals)
  await expect
    .poll(async () => (await receipt(send, id)).media.map((row) => row.uuid).sort(), { timeout: 180_000 })
    .toEqual([...photoUuids].sort());
  await expect(card(page, 'Op dit toestel', street)).toContainText('Alles staat op de server.', { timeout: 60_000 });
  const held = await receipt(send, id);
  expect(held.missing).toEqual([]);
  expect(held.media.map((row) => row.uuid).sort()).toEqual([...photoUuids].sort());
});
