/**
 * Issue 25 end to end (docs/product.md "Sign-off by link"): a report with a tenant and a landlord
 * with e-mail addresses, finished through the tablet's sync API. The inspector asks both to sign
 * on the report detail; each finds a personal link in the outbox. The tenant opens the page
 * (axe clean, nothing sideways at 390 px) and adds a remark on an object; the landlord signs by
 * drawing on the canvas with the mention checked, after which the link is used (410 page). The
 * inspector accepts the tenant's remarks as an addendum (the audit trail "Logboek" names the
 * signature and the answer), and the newest PDF of the report prints the certificate page with
 * the signed version's PDF and content hashes. A second test: the party of another report signs
 * with the keyboard alone, its typed name being the signature.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { completeInApp } from '../../server/test/tablet';
import {
  apiSend,
  axe,
  createReport,
  documentsMade,
  latestMailTo,
  newestPdfUrl,
  notice,
  personParty,
  signIn,
} from './helpers';

test.setTimeout(240_000);

const TENANT = { first: 'Tine', last: 'Huurder', email: 'tine.huurder@voorbeeld.be' };
const LANDLORD = { first: 'Luc', last: 'Verhuurder', email: 'luc.verhuurder@voorbeeld.be' };

/** The personal link in the newest mail to `email`. */
async function linkFor(email: string) {
  const link = /https?:\/\/\S+\/sign-off\/[A-Za-z0-9_-]+/.exec(await latestMailTo(email))?.[0];
  expect(link, `a sign-off link mailed to ${email}`).toBeTruthy();
  return link!;
}

/** A fresh browser page without an account, as a party opens its mail. */
async function partyPage(browser: Browser, link: string) {
  const page = await (await browser.newContext({ locale: 'nl-BE' })).newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

/** How far the page scrolls sideways, in CSS pixels. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The text of a PDF with all white space removed (hashes wrap over lines). */
async function pdfText(bytes: Buffer) {
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  const { text } = await parser.getText();
  await parser.destroy();
  return text.replace(/\s+/g, '');
}

test('two parties by link: one remarks, one signs on the canvas; the remarks become an addendum; the PDF certifies the signature', async ({
  page,
  browser,
}, testInfo) => {
  await signIn(page, 'user');
  const { id } = await createReport(page, {
    street: `Tekenstraat ${Date.now() % 100000}`,
    readyForApp: true,
    parties: [
      personParty('tenant', TENANT.first, TENANT.last, TENANT.email),
      personParty('landlord', LANDLORD.first, LANDLORD.last, LANDLORD.email),
    ],
  });
  const send = await apiSend(page);
  await completeInApp(send, id, { photos: 0 });
  await documentsMade(send, id, 60_000);

  // the inspector asks both parties on the report detail
  await page.goto(`/reports/${id}`);
  const section = page.getByRole('region', { name: 'Ondertekening op afstand' });
  await section.getByRole('button', { name: 'Ondertekening aanvragen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ondertekening aanvragen' });
  await expect(dialog.getByRole('checkbox', { name: new RegExp(TENANT.email) })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: new RegExp(LANDLORD.email) })).toBeChecked();
  await expect(dialog.getByLabel('Dagen voor opmerkingen')).toHaveValue('10');
  await expect(dialog.getByRole('radio', { name: 'De plaatsbeschrijving' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Links versturen' }).click();
  await notice(page, '2 links zijn verstuurd.');
  await expect(section.getByText('Verstuurd', { exact: true })).toHaveCount(2);

  const tenantLink = await linkFor(TENANT.email);
  const landlordLink = await linkFor(LANDLORD.email);
  expect(tenantLink).not.toBe(landlordLink);

  // the tenant reads and remarks on an object
  const tenant = await partyPage(browser, tenantLink);
  await expect(tenant.getByText(`Voor ${TENANT.first} ${TENANT.last}`)).toBeVisible();
  const shownHash = (await tenant.locator('.so-facts__hash code').textContent())!;
  expect(shownHash).toMatch(/^[0-9a-f]{64}$/);
  await expect(tenant.getByRole('link', { name: 'Pdf downloaden' })).toBeVisible();
  const about = tenant.getByLabel('Waarover');
  const item = (await about.locator('option').nth(1).textContent())!;
  await about.selectOption({ label: item });
  await tenant.getByLabel('Opmerking', { exact: true }).fill('Kras op de deur die niet vermeld staat');
  await tenant.getByRole('button', { name: 'Opmerking toevoegen' }).click();
  await notice(tenant, 'Je opmerking is bewaard.');
  const given = tenant.locator('.so-remarks > li').filter({ has: tenant.getByRole('heading', { name: item }) });
  await expect(given).toContainText('Kras op de deur die niet vermeld staat');

  const { violations } = await axe(tenant).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  await tenant.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysScroll(tenant)).toBe(0);
  await expect(tenant.getByRole('img', { name: 'Handtekeningvak' })).toBeVisible();
  await tenant.screenshot({ path: testInfo.outputPath('sign-off-390.png'), fullPage: true });
  await tenant.context().close();

  // the landlord signs: an empty canvas and a missing mention are refused on their fields
  const landlord = await partyPage(browser, landlordLink);
  // the page names the property and says beforehand that signing closes the remarks (issue 43)
  await expect(landlord.getByText(/^Tekenstraat \d+/)).toBeVisible();
  await expect(
    landlord.getByText('Na het ondertekenen kun je geen opmerkingen meer geven.', { exact: false }),
  ).toBeVisible();
  const sign = landlord.getByRole('button', { name: 'Document ondertekenen' });
  await sign.click();
  await expect(landlord.getByText('Teken eerst je handtekening of typ je naam.')).toBeVisible();
  const canvas = landlord.getByRole('img', { name: 'Handtekeningvak' });
  const box = (await canvas.boundingBox())!;
  await landlord.mouse.move(box.x + 30, box.y + box.height / 2);
  await landlord.mouse.down();
  for (let step = 1; step <= 12; step++)
    await landlord.mouse.move(box.x + 30 + step * 20, box.y + box.height / 2 + (step % 2 ? -30 : 30), { steps: 4 });
  await landlord.mouse.up();
  await expect(landlord.getByText('Teken eerst je handtekening of typ je naam.')).toBeHidden();
  await sign.click();
  const mention = landlord.getByRole('checkbox', { name: 'Gelezen en goedgekeurd' });
  await expect(mention).toHaveAttribute('aria-invalid', 'true');
  await mention.check();
  await sign.click();
  await notice(landlord, 'Je ondertekende dit document op');
  // after signing, even after a reload, the party still downloads the PDF they signed (issue 43)
  await landlord.reload();
  await expect(landlord.getByText(/^Je ondertekende dit document op/)).toBeVisible();
  await expect(landlord.getByRole('button', { name: 'Document ondertekenen' })).toHaveCount(0);
  const signedHref = (await landlord.getByRole('link', { name: 'Pdf downloaden' }).getAttribute('href'))!;
  const signedPdf = await landlord.request.get(signedHref);
  expect(signedPdf.status()).toBe(200);
  expect(signedPdf.headers()['content-type']).toBe('application/pdf');
  await landlord.context().close();

  // the inspector sees both answers and accepts the remarks as an addendum
  await page.reload();
  await expect(section.getByText('Ondertekend', { exact: true })).toBeVisible();
  await expect(section.getByText('Opmerkingen gegeven', { exact: true })).toBeVisible();
  const remarks = section.locator('.rep-signoff__addendum');
  await expect(remarks).toContainText(`${TENANT.first} ${TENANT.last}`);
  await expect(remarks).toContainText(item);
  await expect(remarks).toContainText('Kras op de deur die niet vermeld staat');
  const sectionAxe = await axe(page).include('.rep-signoff').analyze();
  expect(sectionAxe.violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)).toEqual([]);
  // before the decision the remark addendum is named by its reference alike in both places, and
  // the documents table says it waits for the decision (it never goes to the app)
  const reference = /Addendum (PB-\d{6}-A\d+):/.exec((await remarks.locator('h4').textContent()) ?? '')?.[1];
  expect(reference).toBeTruthy();
  const addendumRow = page
    .getByRole('table', { name: 'Documenten' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: `Addendum ${reference}`, exact: true }) });
  await expect(addendumRow).toContainText('Opmerkingen wachten op je beslissing');
  await expect(addendumRow).not.toContainText('In app');
  // accepting mails every party: it asks first
  await remarks.getByRole('button', { name: 'Aanvaarden' }).click();
  const confirm = page.getByRole('dialog', { name: 'Opmerkingen aanvaarden' });
  await expect(confirm).toContainText(`Addendum ${reference} wordt afgewerkt met de opmerkingen van`);
  await confirm.getByRole('button', { name: 'Ja' }).click();
  await notice(page, 'De opmerkingen zijn aanvaard als addendum.');
  await expect(remarks.getByText('Aanvaard', { exact: true })).toBeVisible();
  // the audit trail, read when opened, says in words what happened and who it was about
  await page.getByRole('heading', { level: 2, name: 'Logboek' }).click();
  const trail = page.locator('details').filter({ has: page.getByRole('heading', { name: 'Logboek' }) });
  for (const event of [
    `Ondertekend via link door ${LANDLORD.first} ${LANDLORD.last}`,
    `Opmerkingen van ${TENANT.first} ${TENANT.last} aanvaard`,
  ])
    await expect(trail.getByRole('cell', { name: event })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysScroll(page)).toBe(0);
  await section.screenshot({ path: testInfo.outputPath('report-detail-390.png') });

  // the newest PDF of the report certifies the landlord's signature with both hashes
  await documentsMade(send, id, 60_000);
  const pdf = await page.request.get(await newestPdfUrl(send, id));
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = await pdfText(await pdf.body());
  expect(text).toContain('Handtekeningcertificaat');
  expect(text).toContain(`${LANDLORD.first}${LANDLORD.last}`);
  expect(text).toContain(`SHA-256vandepdf${shownHash}`);
  expect(text).toMatch(/SHA-256vandeinhoud[0-9a-f]{64}/);
});

test('a party signs with the keyboard alone: the typed name is the signature', async ({ page, browser }, testInfo) => {
  await signIn(page, 'user');
  const { id } = await createReport(page, {
    street: `Toetsenbordstraat ${Date.now() % 100000}`,
    readyForApp: true,
    parties: [personParty('tenant', 'Kees', 'Toets', 'kees.toets@voorbeeld.be')],
  });
  const send = await apiSend(page);
  await completeInApp(send, id, { photos: 0 });
  await documentsMade(send, id, 60_000);
  const { parties } = (await send({ method: 'GET', url: `/front/reports/${id}` })).body as {
    parties: { uuid: string }[];
  };
  const asked = await send({
    method: 'POST',
    url: `/front/reports/${id}/sign-off`,
    json: { party_uuids: [parties[0].uuid] },
  });
  expect(asked.status).toBe(200);

  const party = await partyPage(browser, await linkFor('kees.toets@voorbeeld.be'));
  await party.getByLabel('Of typ je naam').focus();
  await party.keyboard.type('Kees Toets');
  await party.keyboard.press('Tab');
  await expect(party.getByRole('checkbox', { name: 'Gelezen en goedgekeurd' })).toBeFocused();
  await party.keyboard.press('Space');
  await party.keyboard.press('Tab');
  await expect(party.getByRole('button', { name: 'Document ondertekenen' })).toBeFocused();
  await party.locator('.bo-signature').screenshot({ path: testInfo.outputPath('typed-signature.png') });
  await party.keyboard.press('Enter');
  await notice(party, 'Je ondertekende dit document op');
  await party.context().close();

  const overview = (await send({ method: 'GET', url: `/front/reports/${id}/sign-off` })).body as {
    requests: { state: string }[];
  };
  expect(overview.requests.map((request) => request.state)).toEqual(['signed']);
});
