/**
 * Six screens at 1440 px for the README (issue 13): reports list, report form (a draft with a
 * tenant and a landlord), report detail (a finished report), home editor, configuration editor
 * and login, on the seeded data plus one finished and one draft report made through the API.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSend, finishedReport, signIn } from '../tests/helpers';

const LABEL = process.env.SCREENSHOT_LABEL ?? 'after';
const OUT = path.resolve(import.meta.dirname, '../../docs/screenshots');

test.use({ viewport: { width: 1440, height: 900 } });

const shoot = async (page: Page, name: string) => {
  await expect(page.locator('h1, h2').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.screenshot({ path: path.join(OUT, `${name}-${LABEL}.png`), fullPage: true });
};

test('six screens', async ({ page, browser }) => {
  await page.goto('/login');
  await shoot(page, 'login');

  await signIn(page, 'user');
  const { id: finished } = await finishedReport(page, 'Kouter 12', { photos: 2 });
  const send = await apiSend(page);
  const form = (await send({ method: 'GET', url: '/front/reports/create' })).body as {
    homes: { id: number; name: string }[];
    document_configurations: { id: number }[];
  };
  const party = (type: string, first_name: string, last_name: string, email: string) => ({
    uuid: null,
    type,
    first_name,
    last_name,
    email,
    phone: '+32 470 12 34 56',
    address: { street: 'Veldstraat', street_number: '48', zipcode: '9000', city: 'Gent', country: 'BE' },
  });
  const draft = await send({
    method: 'POST',
    url: '/front/reports/',
    json: {
      type: 'enter',
      home_id: form.homes[0].id,
      document_configuration_id: form.document_configurations[0].id,
      ready_for_app: false,
      auto_mail_documents: false,
      place: {
        address: {
          street: 'Sint-Pietersnieuwstraat',
          street_number: '125',
          zipcode: '9000',
          city: 'Gent',
          country: 'BE',
        },
      },
      parties: [
        party('tenant', 'Lotte', 'Vermeulen', 'lotte.vermeulen@voorbeeld.be'),
        party('landlord', 'Pieter', 'De Smet', 'pieter.desmet.verhuur@immobilienvoorbeeld.be'),
      ],
    },
  });
  await page.goto('/reports');
  await shoot(page, 'reports-list');
  await page.goto(`/reports/${(draft.body as { id: number }).id}/edit`);
  await shoot(page, 'report-form');
  await page.goto(`/reports/${finished}`);
  await shoot(page, 'report-detail');
  await page.goto(`/configurations/${form.document_configurations[0].id}/edit`);
  await shoot(page, 'configuration-editor');

  const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(admin, 'admin');
  const homes = (await (await apiSend(admin))({ method: 'GET', url: '/front/homes/?extra=0' })).body as {
    data: { id: number }[];
  };
  await admin.goto(`/homes/${homes.data[0].id}/edit`);
  await shoot(admin, 'home-editor');
});
