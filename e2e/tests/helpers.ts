/** Shared steps of the end-to-end specs: seeded accounts, signing in, reading the mail outbox. */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SEED_ACCOUNTS } from '../../server/seed/seed-data';
import { completeInApp, type Send, type TabletOptions } from '../../server/test/tablet';
import { E2E_DATA_DIR } from '../playwright.config';

export type AccountKey = (typeof SEED_ACCOUNTS)[number]['key'];
export const account = (key: AccountKey) => SEED_ACCOUNTS.find((candidate) => candidate.key === key)!;

const axeCore = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core');

/**
 * AxeBuilder that puts axe-core's source (about 500 kB) into each frame of the page only when the
 * frame has none yet: AxeBuilder evaluates its source twice in every check, which took about 500 ms
 * of a 700 ms check, where axe's own run takes 100 to 200 ms.
 */
class PageAxe extends AxeBuilder {
  constructor(private readonly target: Page) {
    // what AxeBuilder evaluates itself: nothing, axe is there already
    super({ page: target, axeSource: ';' });
  }

  override async analyze() {
    for (const frame of this.target.frames())
      if (!(await frame.evaluate('Boolean(window.axe)'))) await frame.evaluate(axeCore.source as string);
    return super.analyze();
  }
}

/**
 * axe-core on `page`, run in the page's own frame (legacy mode: by default every run ends in a new
 * blank page, which took about 300 ms of each check; the back-office has no cross-origin frames)
 * and collecting violations only. Narrow it with `include` or `withRules` as on AxeBuilder.
 */
export const axe = (page: Page) => new PageAxe(page).setLegacyMode().options({ resultTypes: ['violations'] });

/** Signs in through the login page and waits for the reports list. */
export async function signIn(page: Page, key: AccountKey, password: string = account(key).password) {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').first().fill(account(key).email);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: 'Woningen' })).toBeVisible();
}

/** The text of the newest outbox mail to `to`, waiting up to 10 s for it. */
export async function latestMailTo(to: string): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
      if (mail.to && JSON.stringify(mail.to).includes(to)) return mail.text ?? '';
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to}`);
}

/** A `width`×`height` PNG of one `colour`, drawn by the page's browser. */
export async function drawnPng(page: Page, width: number, height: number, colour: string): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, w, h);
      return canvas.toDataURL('image/png').split(',')[1];
    },
    [width, height, colour] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** Waits for a snackbar or status message holding `text`. */
export const notice = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();

/** Rows of the data table body. */
export const tableRows = (page: Page) => page.locator('.bo-table tbody tr');

/**
 * The API's and the tablet's calls with the signed-in user's token, through the page's request
 * context. Like the field app, it asks again while the server answers 503 (busy, or a PDF still
 * being made: both say `Retry-After`), up to 30 times a second apart, then returns the last answer.
 */
export async function apiSend(page: Page): Promise<Send> {
  const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
  return async ({ method, url, json, payload, headers }) => {
    for (let attempt = 1; ; attempt++) {
      const response = await page.request.fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, ...headers },
        data: json ?? payload,
        timeout: 300_000,
      });
      if (response.status() === 503 && attempt < 30) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        continue;
      }
      const type = response.headers()['content-type'] ?? '';
      return { status: response.status(), body: type.includes('json') ? await response.json() : await response.text() };
    }
  };
}

/** A party of a report body: a person of `type` with an e-mail address. */
export const personParty = (type: string, first_name: string, last_name: string, email: string) => ({
  uuid: null,
  type,
  first_name,
  last_name,
  email,
});

/**
 * Creates a report of the signed-in user through the API (an entry report on the template
 * Eengezinswoning and the first document configuration unless `configurationId` names one) at
 * `street` `number` in `city` (default 9000 Gent), with `parties` and an optional lease start date
 * (`YYYY-MM-DD`); returns its id and the configuration's id.
 */
export async function createReport(
  page: Page,
  options: {
    street: string;
    number?: string;
    city?: { zipcode: string; name: string };
    parties: object[];
    readyForApp: boolean;
    configurationId?: number;
    leaseStartDate?: string;
  },
) {
  const send = await apiSend(page);
  const form = (await send({ method: 'GET', url: '/front/reports/create' })).body as {
    homes: { id: number; name: string }[];
    document_configurations: { id: number }[];
  };
  const configurationId = options.configurationId ?? form.document_configurations[0].id;
  const created = await send({
    method: 'POST',
    url: '/front/reports/',
    json: {
      type: 'enter',
      home_id: form.homes.find((home) => home.name === 'Eengezinswoning')!.id,
      document_configuration_id: configurationId,
      ready_for_app: options.readyForApp,
      auto_mail_documents: false,
      ...(options.leaseStartDate ? { lease_start_date: options.leaseStartDate } : {}),
      place: {
        address: {
          street: options.street,
          street_number: options.number ?? '1',
          zipcode: options.city?.zipcode ?? '9000',
          city: options.city?.name ?? 'Gent',
          country: 'BE',
        },
      },
      parties: options.parties,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: (created.body as { id: number }).id, configurationId };
}

/**
 * A report of the signed-in user at `street` 1, Gent (enter, Eengezinswoning, a tenant), finished
 * through the tablet's sync API with `options`; returns its id and the uploaded content.
 */
export async function finishedReport(
  page: Page,
  street: string,
  options: TabletOptions,
  /** How long to wait for the first PDF, in ms (a report of hundreds of rooms takes minutes). */
  pdfTimeout = 60_000,
) {
  const { id } = await createReport(page, {
    street,
    readyForApp: true,
    parties: [personParty('tenant', 'Lotte', 'Wizard', 'lotte@voorbeeld.be')],
  });
  const send = await apiSend(page);
  const { content } = await completeInApp(send, id, options);
  // version 1 is the signed record; a post-edit waits until it is made (docs/product.md "Honest signatures")
  await documentsMade(send, id, pdfTimeout);
  return { id, content };
}

/** Waits until report `id` has documents and none is pending, at most `timeout` ms. */
export async function documentsMade(send: Send, id: number, timeout: number) {
  await expect
    .poll(
      async () => {
        const { documents } = (await send({ method: 'GET', url: `/front/reports/${id}` })).body as {
          documents: { status: string }[];
        };
        return documents.length > 0 && documents.every((row) => row.status !== 'pending');
      },
      { timeout },
    )
    .toBe(true);
}

/**
 * The signed, expiring URL of the newest ready PDF of report `id` itself (not an addendum's), as
 * its detail gives it (docs/product.md "Links to the record"): the bare link is refused.
 */
export async function newestPdfUrl(send: Send, id: number): Promise<string> {
  const { documents } = (await send({ method: 'GET', url: `/front/reports/${id}` })).body as {
    documents: { kind: string; addendum_id: number | null; status: string; url: string | null }[];
  };
  const newest = documents.find((row) => row.kind === 'report' && row.addendum_id === null && row.status === 'ready');
  expect(newest?.url, `a ready PDF of report ${id}`).toBeTruthy();
  return newest!.url!;
}

/** Picks `file` through the drop zone `zone` as a user does: a click opens the file chooser. */
export async function chooseFile(page: Page, zone: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await zone.click();
  await (await chooser).setFiles(file);
}

/**
 * The day of `ms` (unix milliseconds) in Brussels as the screens write it, `DD-MM-YYYY`
 * (docs/product.md "Calendar dates"); the test machine's own time zone may differ.
 */
export function brusselsDay(ms: number): string {
  const [day, month, year] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  })
    .format(new Date(ms))
    .split('/');
  return `${day}-${month}-${year}`;
}

/** The URLs of the precache list that `/sw.js` gives now. */
export async function precacheUrls(page: Page): Promise<string[]> {
  const script = await (await page.request.get('/sw.js')).text();
  const list = JSON.parse(/\[\{"url":[^\]]*\]/.exec(script)![0]) as { url: string }[];
  return list.map((entry) => entry.url);
}

/** Waits until the page's active worker holds every URL of `urls` in its precache; returns what the caches hold. */
export async function precached(page: Page, urls: string[]): Promise<string[]> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cachedPaths = () =>
    page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
  await expect
    .poll(
      async () => {
        const cached = await cachedPaths();
        return urls.filter((url) => !cached.includes(url));
      },
      { timeout: 30_000 },
    )
    .toEqual([]);
  return cachedPaths();
}

/**
 * Unfolds the wizard's page list when it is folded behind its "Onderdelen" button (900 px and less,
 * issue 43); does nothing when it shows already. `nav` is the wizard's navigation.
 */
export async function unfoldPages(nav: Locator) {
  const toggle = nav.locator('.wiz-nav__toggle');
  await toggle.waitFor({ state: 'attached' });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** The id of the seeded lease's exit report (Sint-Pietersnieuwstraat 48, Gent; README "seed"), for the signed-in inspector. */
export async function seededLeaseExit(page: Page): Promise<number> {
  const send = await apiSend(page);
  const { body } = await send({ method: 'GET', url: '/front/reports/?query=Sint-Pietersnieuwstraat&per_page=100' });
  const exit = (body as { data: { id: number; type: string }[] }).data.find((report) => report.type === 'exit');
  if (!exit) throw new Error('no seeded exit report at Sint-Pietersnieuwstraat');
  return exit.id;
}
