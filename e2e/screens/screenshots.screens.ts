/**
 * The README's screens at 1440 px (issue 13): reports list, report form (a draft with a
 * tenant and a landlord), report detail (a finished report), home editor, configuration editor
 * and login, on the seeded data plus one finished and one draft report made through the API.
 * The new-report form with its credit notice, a wizard room page, and the lists on a phone (390 px, issue 23):
 * reports, users and inquiries as cards.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSend, createReport, finishedReport, personParty, signIn } from '../tests/helpers';

const LABEL = process.env.SCREENSHOT_LABEL ?? 'after';
const OUT = path.resolve(import.meta.dirname, '../../docs/screenshots');

test.use({ viewport: { width: 1440, height: 900 } });

const VELDSTRAAT = { street: 'Veldstraat', street_number: '48', zipcode: '9000', city: 'Gent', country: 'BE' };

const shoot = async (page: Page, name: string) => {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: path.join(OUT, `${name}-${LABEL}.png`), fullPage: true });
};

test('six screens', async ({ page, browser }) => {
  await page.goto('/login');
  await shoot(page, 'login');

  await signIn(page, 'user');
  const { id: finished, content } = await finishedReport(page, 'Kouter 12', { photos: 2 });
  const draft = await createReport(page, {
    street: 'Sint-Pietersnieuwstraat',
    number: '125',
    readyForApp: false,
    parties: [
      personParty('tenant', 'Lotte', 'Vermeulen', 'lotte.vermeulen@voorbeeld.be'),
      personParty('landlord', 'Pieter', 'De Smet', 'pieter.desmet.verhuur@immobilienvoorbeeld.be'),
    ].map((party) => ({ ...party, phone: '+32 470 12 34 56', address: VELDSTRAAT })),
  });
  await page.goto('/reports');
  await shoot(page, 'reports-list');
  await page.goto(`/reports/${draft.id}/edit`);
  await shoot(page, 'report-form');
  // a new report says what saving costs (issue 23)
  await page.goto('/reports/create');
  await shoot(page, 'report-form-new');
  await page.goto(`/reports/${finished}`);
  await shoot(page, 'report-detail');
  await page.goto(`/configurations/${draft.configurationId}/edit`);
  await shoot(page, 'configuration-editor');
  // the wizard's object cards (issue 23: words never break inside themselves)
  const room = content.homes[0].floors![0].rooms![0];
  await page.goto(`/reports/${finished}/post-editing/floor/room/${room.uuid}`);
  await page.getByRole('heading', { level: 2, name: room.name }).waitFor();
  await shoot(page, 'wizard-room');

  const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(admin, 'admin');
  const homes = (await (await apiSend(admin))({ method: 'GET', url: '/front/homes/?extra=0' })).body as {
    data: { id: number }[];
  };
  await admin.goto(`/homes/${homes.data[0].id}/edit`);
  await shoot(admin, 'home-editor');
  await admin.close();
});

test('lists on a phone', async ({ browser }) => {
  const phone = { viewport: { width: 390, height: 844 } };
  const user = await browser.newPage(phone);
  await signIn(user, 'user');
  await shoot(user, 'reports-list-phone');
  await user.close();
  const admin = await browser.newPage(phone);
  await signIn(admin, 'admin');
  // an open inquiry, so that its list shows a card
  const send = await apiSend(admin);
  await send({
    method: 'POST',
    url: '/front/inquiries',
    json: {
      company: 'Immo Vandenbroucke bv',
      email: 'sofie.vandenbroucke@immovandenbroucke.be',
      first_name: 'Sofie',
      last_name: 'Vandenbroucke',
      phone: '+32 9 234 56 78',
      policy_accepted: 1,
    },
  });
  for (const [path, name] of [
    ['/users', 'users-list-phone'],
    ['/inquiries', 'inquiries-list-phone'],
  ]) {
    await admin.goto(path);
    await shoot(admin, name);
  }
  await admin.close();
});
