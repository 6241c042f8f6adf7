/**
 * The screen sweep of issue 13: every route of the shell's route table (the field app's list, an
 * inspection and its signing page included), and every dialog, menu and picker on them, as guest, user and admin, at 1440 and 390 px, in Dutch and in French.
 * Each screen must have zero axe-core violations, no console errors, no sideways scroll at
 * 390 px, and no English catalogue text (checked against the `en` catalogues, the server's
 * messages included; one screen shows a server refusal). In its tables no word breaks inside
 * itself and no cell is narrower than its longest word (issue 23); at 390 px no word anywhere on
 * the page breaks inside itself, and no coded value (a state, a cleanliness, an observation type, a
 * report type…) shows as its raw code or, on a French page, as its Dutch word (issue 43). Every
 * JavaScript, CSS or JSON answer over 1 KiB arrives compressed (issue 27).
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  account,
  apiSend,
  axe,
  chooseFile,
  createReport,
  latestMailTo,
  drawnPng,
  finishedReport,
  personParty,
  seededLeaseExit,
  signIn,
  unfoldPages,
} from './helpers';
import { englishLeftIn, text, type SweepLocale } from './sweep/catalogues';
import { tableWordProblems } from './sweep/tables';
import { watchCompression } from './sweep/compression';
import { brokenWords } from './sweep/words';
import { codesLeftIn, shownPieces } from './sweep/codes';

type Role = 'guest' | 'user' | 'admin';
type Ids = Record<
  'finished' | 'draft' | 'lease' | 'configuration' | 'user' | 'place' | 'entity' | 'home' | 'extra',
  number
> & { invitation: string };
type T = (key: string, values?: Record<string, string>) => string;

interface Screen {
  path: (ids: Ids) => string;
  /** Dialogs, menus and pickers opened from the screen: each returns what it opened. */
  opens?: Record<string, (page: Page, t: T) => Promise<Locator>>;
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).first();
const dialogAfter = async (page: Page, name: string) => {
  await button(page, name).click();
  return page.getByRole('dialog').last();
};
const rowMenu = async (page: Page, t: T) => {
  await page
    .getByRole('button', { name: new RegExp(`^${t('ui.rowActions', { name: '' })}`) })
    .first()
    .click();
  return page.getByRole('menu');
};
const datePicker = async (page: Page, t: T, scope: Locator) => {
  await scope
    .getByRole('button', { name: t('ui.chooseDate') })
    .first()
    .click();
  return page.getByRole('grid');
};

const SCREENS: Record<Role, Record<string, Screen>> = {
  guest: {
    landing: { path: () => '/' },
    login: { path: () => '/login' },
    'reset password': { path: () => '/reset_password' },
    'cookie policy': { path: () => '/policies/cookies' },
    'privacy policy': { path: () => '/policies/privacy' },
    terms: { path: () => '/policies/terms' },
    'not found': { path: () => '/no-such-page' },
    // an invitee's page (docs/product.md "Organisations and roles"; its closed links: team.spec.ts)
    invitation: { path: (ids) => ids.invitation },
  },
  user: {
    reports: {
      path: () => '/reports',
      opens: {
        'row menu': rowMenu,
      },
    },
    'new report': {
      path: () => '/reports/0/edit',
      opens: {
        'address dialog': (page, t) => dialogAfter(page, t('form.newAddress')),
        'party dialog': (page, t) => dialogAfter(page, t('form.addParty')),
        'date of birth picker': async (page, t) => datePicker(page, t, await dialogAfter(page, t('form.addParty'))),
      },
    },
    'draft report': {
      path: (ids) => `/reports/${ids.draft}/edit`,
      opens: { delete: (page, t) => dialogAfter(page, t('ui.delete')) },
    },
    'finished report': {
      path: (ids) => `/reports/${ids.finished}`,
      opens: {
        amend: (page, t) => dialogAfter(page, t('detail.amend')),
        copy: (page, t) => dialogAfter(page, t('detail.copy')),
        regenerate: (page, t) => dialogAfter(page, t('documents.regenerate')),
      },
    },
    // the seeded lease's exit report and its comparison with the entry (docs/product.md "Entry against exit")
    'exit report': { path: (ids) => `/reports/${ids.lease}` },
    comparison: {
      path: (ids) => `/reports/${ids.lease}/comparison`,
      opens: {
        'every item': (page, t) =>
          page
            .getByRole('radio', { name: new RegExp(`^${t('comparison.filter.all')}`) })
            .check()
            .then(() => page.locator('.cmp-list')),
      },
    },
    'post-editing wizard': { path: (ids) => `/reports/${ids.finished}/post-editing` },
    'addendum wizard': { path: (ids) => `/reports/${ids.finished}/addenda` },
    configurations: { path: () => '/configurations' },
    'new configuration': { path: () => '/configurations/0/edit' },
    configuration: { path: (ids) => `/configurations/${ids.configuration}/edit` },
    // the user is the company manager of an organisation of one (docs/product.md "Organisations and roles")
    team: {
      path: () => '/team',
      opens: {
        invite: (page, t) => dialogAfter(page, t('team.invite')),
        'member menu': rowMenu,
      },
    },
    profile: {
      path: () => '/profile',
      opens: {
        'picture crop': async (page, t) => {
          await chooseFile(page, page.getByRole('button', { name: new RegExp(`^${t('profile.picture')}`) }), {
            name: 'foto.png',
            mimeType: 'image/png',
            buffer: await drawnPng(page, 400, 300, '#047857'),
          });
          return page.getByRole('dialog');
        },
      },
    },
  },
  admin: {
    users: { path: () => '/users', opens: { export: (page, t) => dialogAfter(page, t('users.export')) } },
    'new user': { path: () => '/users/0/edit' },
    user: {
      path: (ids) => `/users/${ids.user}/edit`,
      opens: {
        'subscription dialog': (page, t) => dialogAfter(page, t('subscription.extend')),
        'subscription picker': async (page, t) =>
          datePicker(page, t, await dialogAfter(page, t('subscription.extend'))),
        'credits dialog': (page, t) => dialogAfter(page, t('credits.grant')),
        // a refusal of the server, shown in the page's language on its field (issue 23)
        'credits refused': async (page, t) => {
          const dialog = await dialogAfter(page, t('credits.grant'));
          await dialog.getByLabel(t('credits.amount')).fill('-99999');
          await dialog.getByRole('button', { name: t('credits.grant') }).click();
          const [refusal] = t('server.accounts.creditsBelowZero', { count: '#' }).split('#');
          await expect(dialog.getByText(refusal)).toBeVisible();
          return dialog;
        },
      },
    },
    inquiries: {
      path: () => '/inquiries',
      opens: {
        activation: async (page, t) => {
          await (await rowMenu(page, t)).getByRole('menuitem', { name: t('inquiries.activate') }).click();
          return page.getByRole('dialog');
        },
        delete: async (page, t) => {
          await (await rowMenu(page, t)).getByRole('menuitem', { name: t('inquiries.delete') }).click();
          return page.getByRole('dialog');
        },
      },
    },
    places: { path: () => '/places' },
    // the whole audit trail with its chain card and filters (docs/product.md "Audit")
    audit: { path: () => '/audit?per_page=100' },
    'new place': { path: () => '/places/create' },
    place: { path: (ids) => `/places/${ids.place}/edit` },
    ...Object.fromEntries(
      ['homes', 'extras', 'floors', 'rooms', 'entities'].map((tab) => [
        `templates: ${tab}`,
        { path: () => `/templates/${tab}` },
      ]),
    ),
    'template overview': { path: (ids) => `/templates/${ids.home}/edit` },
    home: {
      path: (ids) => `/homes/${ids.home}/edit`,
      opens: { 'pick a floor': (page, t) => dialogAfter(page, t('home.addFloor')) },
    },
    extra: { path: (ids) => `/extras/${ids.extra}/edit` },
    'new floor': { path: () => '/floors/create' },
    'new room': { path: () => '/rooms/create' },
    entity: {
      path: (ids) => `/entities/${ids.entity}/edit`,
      opens: { question: (page, t) => dialogAfter(page, t('entity.addQuestion')) },
    },
  },
};

/** The ids the screens need: a finished and a draft report, and a record of each kind. */
async function prepare(browser: Browser): Promise<Ids> {
  let page = await browser.newPage();
  await signIn(page, 'user');
  const { id: finished } = await finishedReport(page, `Sweepstraat ${Date.now() % 100000}`, { photos: 1 });
  let send = await apiSend(page);
  const first = async (url: string) =>
    ((await send({ method: 'GET', url })).body as { data: { id: number }[] }).data[0].id;
  const { id: draft } = await createReport(page, {
    street: `Sweepdraft ${Date.now() % 100000}`,
    readyForApp: false,
    parties: [],
  });
  const configuration = await first('/front/document_configurations/');
  const lease = await seededLeaseExit(page);
  // an open invitation of the user's organisation, for the invitee's page
  const organisation = ((await send({ method: 'GET', url: '/front/me' })).body as { organisation: { id: number } })
    .organisation.id;
  const invitee = `sweep-invitee-${Date.now()}@voorbeeld.be`;
  const invited = await send({
    method: 'POST',
    url: `/front/organisations/${organisation}/invitations`,
    json: { email: invitee, first_name: 'Ines', last_name: 'Sweep', org_role: 'company_manager', branch_id: null },
  });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const invitation = new URL(/(https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]+)/.exec(await latestMailTo(invitee))![1])
    .pathname;
  await send({
    method: 'POST',
    url: '/front/inquiries',
    json: {
      company: 'Sweep bv',
      email: `sweep-${Date.now()}@voorbeeld.be`,
      first_name: 'Sara',
      last_name: 'Sweep',
      phone: '0470123456',
      policy_accepted: 1,
    },
  });
  await page.close();
  page = await browser.newPage();
  await signIn(page, 'admin');
  send = await apiSend(page);
  const ids = {
    invitation,
    finished,
    draft,
    lease,
    configuration,
    user: await first(`/front/users/?query=${encodeURIComponent(account('expiring').email)}`),
    place: await first('/front/places/'),
    entity: await first('/front/entities/'),
    home: await first('/front/homes/?extra=0'),
    extra: await first('/front/homes/?extra=1'),
  };
  await page.close();
  return ids;
}

/** What a screen reader and a sighted user get: the visible text plus names, placeholders and titles. */
const shownText = (page: Page) =>
  page.evaluate(() =>
    [
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')].flatMap((element) =>
        ['aria-label', 'placeholder', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join('\n'),
  );

// a control that is not there fails its screen quickly instead of the whole sweep
test.use({ actionTimeout: 15_000 });

let ids: Ids;
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  ids = await prepare(browser);
});

for (const role of ['guest', 'user', 'admin'] as const) {
  for (const locale of ['nl', 'fr'] as const) {
    for (const width of [1440, 390]) {
      test(`every ${role} screen at ${width} px in ${locale}`, async ({ page }) => {
        test.setTimeout(600_000);
        await page.setViewportSize({ width, height: width > 900 ? 900 : 844 });
        const errors: string[] = [];
        // a 422 is a refusal the page shows on its fields ("credits refused"), not an error of the page
        const refusal = /^Failed to load resource: the server responded with a status of 422/;
        page.on('console', (message) => {
          if (message.type() === 'error' && !refusal.test(message.text())) errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        const uncompressed = watchCompression(page);
        if (role !== 'guest') await signIn(page, role);
        await page.addInitScript((chosen) => localStorage.setItem('locale', chosen), locale as SweepLocale);
        const t: T = (key, values) => text(locale, key, values);

        // axe checks what an opener `opened` in full, and of the page under it, audited just before,
        // only what opening may have broken there: focus left inside what it hid
        const axeViolations = async (opened?: Locator) => {
          if (!opened) return (await axe(page).analyze()).violations;
          await opened.evaluate((element) => element.setAttribute('data-sweep-opened', ''));
          const inside = await axe(page).include('[data-sweep-opened]').analyze();
          await opened.evaluate((element) => element.removeAttribute('data-sweep-opened'));
          const under = await axe(page).withRules(['aria-hidden-focus', 'aria-hidden-body']).analyze();
          return [...inside.violations, ...under.violations];
        };
        const audit = async (label: string, opened?: Locator) => {
          const violations = await axeViolations(opened);
          expect
            .soft(
              violations.map(
                (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
              ),
              `axe on ${label}`,
            )
            .toEqual([]);
          if (width < 900) {
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect.soft(overflow, `sideways scroll on ${label}`).toBeLessThanOrEqual(0);
            expect.soft(await brokenWords(page), `words broken inside themselves on ${label}`).toEqual([]);
          }
          const tables = await tableWordProblems(page);
          expect.soft(tables.broken, `words broken inside themselves in tables on ${label}`).toEqual([]);
          expect.soft(tables.narrow, `table cells narrower than their longest word on ${label}`).toEqual([]);
          expect.soft(englishLeftIn(locale, await shownText(page)), `English on ${label}`).toEqual([]);
          expect
            .soft(codesLeftIn(locale, await shownPieces(page)), `coded values not in the page's language on ${label}`)
            .toEqual([]);
          expect.soft(errors.splice(0), `console errors on ${label}`).toEqual([]);
          expect.soft(await uncompressed(), `answers over 1 KiB sent uncompressed on ${label}`).toEqual([]);
        };

        for (const [name, screen] of Object.entries(SCREENS[role])) {
          await test.step(name, async () => {
            await page.goto(screen.path(ids));
            await expect(page.locator('main h1, main h2').first()).toBeVisible();
            await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
            await audit(name);
            for (const [index, [opened, open]] of Object.entries(screen.opens ?? {}).entries()) {
              // the audit leaves the page as it found it: the first opener starts from it, the others afresh
              if (index > 0) {
                await page.goto(screen.path(ids));
                await expect(page.locator('main h1, main h2').first()).toBeVisible();
              }
              const shown = await open(page, t);
              await expect(shown).toBeVisible();
              await audit(`${name}, ${opened}`, shown);
            }
          });
        }
        if (role === 'user') {
          // every page of the post-editing wizard, from its own sidebar
          await page.goto(`/reports/${ids.finished}/post-editing`);
          const nav = page.getByRole('navigation', { name: t('nav.label') });
          await expect(nav).toBeVisible();
          // on a phone the page list is folded: its links are hidden until it is unfolded
          await unfoldPages(nav);
          const pages = await nav
            .getByRole('link')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
          for (const href of [...new Set(pages)]) {
            await test.step(`wizard ${href}`, async () => {
              await unfoldPages(nav);
              await nav.locator(`a[href="${href}"]`).first().click();
              await expect(page.locator('main h2').first()).toBeVisible();
              await audit(`wizard ${href}`);
            });
          }
          await test.step('wizard room and object dialog', async () => {
            await unfoldPages(nav);
            await nav
              .locator(`a[href="${pages.find((href) => href.includes('/floor/'))}"]`)
              .first()
              .click();
            await page.locator('.wiz-card__title a').first().click();
            await expect(page).toHaveURL(/\/room\//);
            await audit('wizard room');
            await page
              .getByRole('button', { name: t('ui.add'), exact: true })
              .first()
              .click();
            await expect(page.getByRole('dialog')).toBeVisible();
            await audit('wizard object dialog', page.getByRole('dialog'));
          });
          // the field app (docs/product.md "The field app"): its list, a downloaded inspection and its signing page
          await test.step('field app', async () => {
            const street = `Veldstraat ${locale} ${width}`;
            await createReport(page, {
              street,
              readyForApp: true,
              parties: [personParty('tenant', 'Vera', 'Veld', 'vera@voorbeeld.be')],
            });
            await page.goto('/inspections');
            const waiting = page.getByRole('region', { name: t('field.waiting') }).getByRole('listitem');
            await waiting
              .filter({ hasText: street })
              .getByRole('button', { name: t('field.download') })
              .click();
            const held = page.getByRole('region', { name: t('field.held') }).getByRole('listitem');
            await expect(held.filter({ hasText: street })).toBeVisible();
            await audit('inspections');
            await held
              .filter({ hasText: street })
              .getByRole('link', { name: t('field.open') })
              .click();
            await expect(page.getByRole('navigation', { name: t('nav.labelField') })).toBeVisible();
            await audit('inspection');
            await page.getByRole('link', { name: t('field.sign'), exact: true }).click();
            await expect(page.locator('main h1')).toHaveText(t('field.sign.title'));
            await audit('inspection signing');
          });
        }
      });
    }
  }
}
