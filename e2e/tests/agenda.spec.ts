/**
 * The agenda (issue 44, docs/product.md "Assignment and agenda") in Chromium on the seeded firm
 * "Expertisebureau Schelde bv": the Gent branch manager plans a report sent to the app for the
 * inspector from "Nog in te plannen" on `/agenda`, then moves it in the week; the inspector's mail
 * carries `inspectie.ics` (METHOD:REQUEST, DTSTART on the Brussels clock) and their field app
 * lists the inspection with its planned time; the report detail shows the plan; another branch's
 * report is a "not found" page for the branch manager. At 390 px the week is a list per day
 * without horizontal scrolling.
 */
import { expect, test } from '@playwright/test';
import { addDays, todayInBrussels, type Report } from '../../shared-api/src/contract';
import { account, apiSend, notice, signIn } from './helpers';
import { addressOf, fullDay, invitationTo, literally, nextWednesday, rowOf } from './planning';

test('a branch manager plans and moves an inspection in the agenda; the inspector is invited and sees it in the field app', async ({
  page,
  browser,
}) => {
  await signIn(page, 'branchManager');
  const send = await apiSend(page);
  const list = await send({ method: 'GET', url: '/front/reports/?state=app&per_page=100' });
  const report = (list.body as { data: Report[] }).data.find(
    (candidate) => candidate.assigned_inspector_id === null && candidate.planned_start == null,
  )!;
  expect(report, 'a Gent report in the app without a plan').toBeTruthy();
  const address = addressOf(report);
  const day = nextWednesday();
  const inspector = account('firmInspector');

  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  // the branch's inspectors are the rows; sales members are not
  await expect(rowOf(page, 'Lien Goossens')).toBeVisible();
  await expect(rowOf(page, 'Koen De Smet')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Bram Willems' })).toHaveCount(0);

  // to next week (the URL says which), and plan the report from "Nog in te plannen"
  await page.getByRole('button', { name: 'Volgende week' }).click();
  await expect(page).toHaveURL(new RegExp(`view=week&date=${addDays(todayInBrussels(), 7)}`));
  await page.getByRole('button', { name: `${address} inplannen` }).click();
  const dialog = page.getByRole('dialog', { name: 'Inplannen' });
  await dialog.getByLabel('Inspecteur').selectOption({ label: 'Lien Goossens (Gent)' });
  await dialog.getByLabel('Dag').fill(day);
  await dialog.getByLabel('Beginuur').fill('10:30');
  await dialog.getByLabel('Duur (minuten)').fill('0');
  await dialog.getByRole('button', { name: 'Planning opslaan' }).click();
  // a duration of nothing stays in the dialog, said under its field
  await expect(dialog.getByLabel('Duur (minuten)')).toHaveAccessibleDescription(
    'Geef een duur van 1 tot 1440 minuten.',
  );
  await dialog.getByLabel('Duur (minuten)').fill('90');
  await dialog.getByRole('button', { name: 'Planning opslaan' }).click();
  await notice(page, 'De planning is opgeslagen.');
  await expect(dialog).toBeHidden();
  const entry = rowOf(page, 'Lien Goossens').getByRole('button', {
    name: new RegExp(`^10:30–12:00.*${literally(address)}`),
  });
  await expect(entry).toBeVisible();
  await expect(page.getByRole('button', { name: `${address} inplannen` })).toHaveCount(0);
  await invitationTo(
    inspector.email,
    new RegExp(`^DTSTART;TZID=Europe/Brussels:${day.replace(/-/g, '')}T103000\\r?$`, 'm'),
  );

  // move it to the afternoon of the next day
  await entry.click();
  const move = page.getByRole('dialog', { name: 'Inspectie verplaatsen' });
  await expect(move.getByLabel('Dag')).toHaveValue(day);
  await expect(move.getByLabel('Beginuur')).toHaveValue('10:30');
  const later = addDays(day, 1);
  await move.getByLabel('Dag').fill(later);
  await move.getByLabel('Beginuur').fill('14:00');
  await move.getByRole('button', { name: 'Planning opslaan' }).click();
  await expect(move).toBeHidden();
  await expect(
    rowOf(page, 'Lien Goossens').getByRole('button', { name: new RegExp(`^14:00–15:30.*${literally(address)}`) }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^10:30–12:00.*${literally(address)}`) })).toHaveCount(0);
  const ics = await invitationTo(
    inspector.email,
    new RegExp(`^DTSTART;TZID=Europe/Brussels:${later.replace(/-/g, '')}T140000\\r?$`, 'm'),
  );
  expect(ics).toMatch(/^METHOD:REQUEST\r?$/m);
  expect(ics).toMatch(new RegExp(`^UID:report-${report.id}@plaatsbeschrijving\\r?$`, 'm'));
  expect(ics).toMatch(/^BEGIN:VTIMEZONE\r?$/m);

  // the report's own page shows the plan
  await page.goto(`/reports/${report.id}`);
  const planning = page.getByRole('region', { name: 'Planning' });
  await expect(planning).toContainText('Lien Goossens');
  await expect(planning).toContainText(`${fullDay(later)}, 14:00–15:30 (90 minuten)`);

  // the inspector finds it in the field app with its time
  const inspectorContext = await browser.newContext();
  const field = await inspectorContext.newPage();
  await signIn(field, 'firmInspector');
  await field.goto('/inspections');
  const card = field
    .getByRole('region', { name: 'Klaar voor inspectie' })
    .getByRole('listitem')
    .filter({ hasText: address });
  await expect(card).toContainText(`Gepland: ${fullDay(later)}, 14:00–15:30`);
  await inspectorContext.close();
});

test('a branch manager does not reach another branch’s report', async ({ page }) => {
  await signIn(page, 'firmManager');
  const manager = await apiSend(page);
  const me = (await manager({ method: 'GET', url: '/front/me' })).body as { organisation: { id: number } };
  const organisation = (await manager({ method: 'GET', url: `/front/organisations/${me.organisation.id}` })).body as {
    branches: { id: number; name: string }[];
  };
  const antwerpen = organisation.branches.find((branch) => branch.name === 'Antwerpen')!;
  const reports = (await manager({ method: 'GET', url: `/front/reports/?branch_id=${antwerpen.id}&per_page=100` }))
    .body as { data: Report[] };
  const other = reports.data[0];
  expect(other, 'a report of Antwerpen').toBeTruthy();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'branchManager');
  await page.goto(`/reports/${other.id}`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Deze plaatsbeschrijving bestaat niet of je hebt er geen toegang toe.' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Planning' })).toHaveCount(0);
});

test('at 390 px the agenda week is a list per day without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'branchManager');
  const monday = addDays(nextWednesday(), -2);
  await page.goto(`/agenda?view=week&date=${monday}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  // seven days, each a heading of its own
  const dayHeadings = page
    .getByRole('heading', { level: 2 })
    .filter({ hasText: /maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag/ });
  await expect(dayHeadings).toHaveCount(7);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Nog in te plannen' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'no horizontal page scroll').toBeLessThanOrEqual(0);
  // the day view fits as well
  await page.getByRole('button', { name: 'Dag', exact: true }).click();
  await expect(page).toHaveURL(/view=day/);
  await expect(dayHeadings).toHaveCount(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
