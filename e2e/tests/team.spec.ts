/**
 * The team of an organisation (issue 44, docs/product.md "Organisations and roles"): the seeded
 * firm's company manager invites a branch manager and an inspector for Antwerpen from the Team
 * screen; each invitee opens the mailed link in a browser of their own, is refused another
 * address on the e-mail field, makes the account and signs in; the new branch manager sees only
 * Antwerpen's members; the company manager moves the inspector, disables and enables a member,
 * and is refused demoting the firm's last company manager (themselves). Before that, the new branch
 * manager plans a new report for the new inspector in the agenda: the `.ics` mail and the field
 * app's list show it, and a Gent report is a "not found" page for them. A used, withdrawn or
 * unknown link shows its own page. The profile makes and revokes the calendar feed URL. The company
 * manager changes the organisation's VAT number and billing address on the Team screen, which the
 * Gent branch manager reads without a form.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Report } from '../../shared-api/src/contract';
import { account, apiSend, createReport, latestMailTo, notice, signIn } from './helpers';
import { fullDay, invitationTo, nextWednesday, rowOf } from './planning';

const FIRM = 'Expertisebureau Schelde bv';
const PASSWORD = 'Nieuw-lid-2026!';

/** Unique addresses per run: the e2e database lives for the whole run. */
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const branchManager = { first: 'Ward', last: `Antwerps-${run}`, email: `ward.${run}@schelde-expertise.be` };
const inspector = { first: 'Noor', last: `Haven-${run}`, email: `noor.${run}@schelde-expertise.be` };
const withdrawn = { first: 'Tijs', last: `Later-${run}`, email: `tijs.${run}@schelde-expertise.be` };
type Person = typeof branchManager;
const nameOf = (person: Person) => `${person.first} ${person.last}`;

/** Opens the Team screen through the sidebar and waits for its members. */
async function openTeam(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Leden' })).toBeVisible();
}

/** The table of the card headed `heading` ("Leden", "Openstaande uitnodigingen"). */
const card = (page: Page, heading: string) => page.getByRole('region', { name: heading });

/** Invites `person` as `role` in `branch` through the invite dialog. */
async function invite(page: Page, person: Person, role: string, branch: string) {
  await page.getByRole('button', { name: 'Uitnodigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Uitnodigen' });
  await dialog.getByLabel('Voornaam').fill(person.first);
  await dialog.getByLabel('Achternaam').fill(person.last);
  await dialog.getByLabel('E-mail').fill(person.email);
  await dialog.getByLabel('Rol').selectOption({ label: role });
  await dialog.getByLabel('Vestiging').selectOption({ label: branch });
  await dialog.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await notice(page, `Uitnodiging verstuurd naar ${person.email}.`);
  await expect(dialog).toHaveCount(0);
  const row = card(page, 'Openstaande uitnodigingen').getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText(role);
  await expect(row).toContainText(branch);
}

/** The path of the invitation link in the newest mail to `email`. */
async function invitationPath(email: string): Promise<string> {
  const link = /(https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]+)/.exec(await latestMailTo(email))?.[1];
  expect(link, `an invitation link in the mail to ${email}`).toBeTruthy();
  return new URL(link!).pathname;
}

/** A page in a browser context of its own (another person's browser), opened at `path`. */
async function freshPage(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/**
 * `person` accepts the invitation at `path` in a fresh browser: first with another address (refused
 * on the e-mail field), then with the right one; lands on the login page with the address filled
 * in and signs in. Returns the signed-in page.
 */
async function join(browser: Browser, path: string, person: Person, role: string) {
  const page = await freshPage(browser, path);
  await expect(page.getByRole('heading', { name: 'Uitnodiging' })).toBeVisible();
  const facts = page.locator('.pub-facts');
  await expect(facts).toContainText(FIRM);
  await expect(facts).toContainText(role);
  await expect(facts).toContainText('Antwerpen');
  await expect(facts).toContainText(`${account('firmManager').first_name} ${account('firmManager').last_name}`);
  await expect(page.getByText(`Welkom ${nameOf(person)}!`)).toBeVisible();

  const email = page.getByLabel('E-mailadres waarop je de uitnodiging kreeg');
  await email.fill(`iemand-anders.${run}@schelde-expertise.be`);
  await page.getByLabel('Nieuw wachtwoord').fill(PASSWORD);
  await page.getByLabel('Bevestig wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Account maken' }).click();
  await expect(email).toHaveAccessibleDescription('Deze uitnodiging werd naar een ander e-mailadres gestuurd.');
  await expect(page).toHaveURL(new RegExp(`${path}$`));

  await email.fill(person.email);
  await page.getByRole('button', { name: 'Account maken' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await notice(page, 'Je account is klaar.');
  await expect(page.getByLabel('E-mailadres').first()).toHaveValue(person.email);
  await page.getByLabel('Wachtwoord').fill(PASSWORD);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: 'Woningen' })).toBeVisible();
  return page;
}

/** Opens the row actions of `name` in the members table and picks `item`. */
async function memberAction(page: Page, name: string, item: string) {
  await card(page, 'Leden')
    .getByRole('button', { name: `Acties voor ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

/**
 * The invited branch manager (`branchPage`) sends a new Antwerpen report to the app and plans it
 * for the invited inspector from the agenda's "Nog in te plannen"; the inspector's mail carries
 * the `.ics` and their field app (`inspectorPage`) lists it with its time; a Gent report, read
 * through the company manager's API (`managerPage`), is a "not found" page for the branch manager.
 */
async function planForTheNewInspector(managerPage: Page, branchPage: Page, inspectorPage: Page) {
  const street = `Ankerrui ${run}`;
  await createReport(branchPage, {
    street,
    number: '7',
    city: { zipcode: '2000', name: 'Antwerpen' },
    parties: [],
    readyForApp: true,
  });
  const address = `${street} 7, 2000 Antwerpen`;
  const day = nextWednesday();
  await branchPage.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Agenda' }).click();
  await expect(rowOf(branchPage, nameOf(inspector))).toBeVisible();
  await branchPage.getByRole('button', { name: `${address} inplannen` }).click();
  const dialog = branchPage.getByRole('dialog', { name: 'Inplannen' });
  await dialog.getByLabel('Inspecteur').selectOption({ label: `${nameOf(inspector)} (Antwerpen)` });
  await dialog.getByLabel('Dag').fill(day);
  await dialog.getByLabel('Beginuur').fill('09:00');
  await dialog.getByLabel('Duur (minuten)').fill('60');
  await dialog.getByRole('button', { name: 'Planning opslaan' }).click();
  await notice(branchPage, 'De planning is opgeslagen.');
  await expect(branchPage.getByRole('button', { name: `${address} inplannen` })).toHaveCount(0);
  await invitationTo(
    inspector.email,
    new RegExp(`^DTSTART;TZID=Europe/Brussels:${day.replace(/-/g, '')}T090000\\r?$`, 'm'),
  );

  await inspectorPage.goto('/inspections');
  await expect(
    inspectorPage
      .getByRole('region', { name: 'Klaar voor inspectie' })
      .getByRole('listitem')
      .filter({ hasText: address }),
  ).toContainText(`Gepland: ${fullDay(day)}, 09:00–10:00`);

  const send = await apiSend(managerPage);
  const me = (await send({ method: 'GET', url: '/front/me' })).body as { organisation: { id: number } };
  const firm = (await send({ method: 'GET', url: `/front/organisations/${me.organisation.id}` })).body as {
    branches: { id: number; name: string }[];
  };
  const gentId = firm.branches.find((branch) => branch.name === 'Gent')!.id;
  const gent = (
    (await send({ method: 'GET', url: `/front/reports/?branch_id=${gentId}&per_page=10` })).body as {
      data: Report[];
    }
  ).data[0];
  expect(gent, 'a report of Gent').toBeTruthy();
  await branchPage.goto(`/reports/${gent!.id}`);
  await expect(
    branchPage
      .getByRole('alert')
      .filter({ hasText: 'Deze plaatsbeschrijving bestaat niet of je hebt er geen toegang toe.' }),
  ).toBeVisible();
}

test('a company manager builds the Antwerpen team by invitation; the branch manager plans for the new inspector and sees only that branch', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const manager = `${account('firmManager').first_name} ${account('firmManager').last_name}`;
  await signIn(page, 'firmManager');
  await openTeam(page);
  await expect(page.getByText(FIRM)).toBeVisible();
  const branches = page.getByRole('region', { name: 'Vestigingen' });
  // by name
  await expect(branches.getByRole('listitem')).toHaveText([/^Antwerpen/, /^Gent/]);
  await expect(card(page, 'Leden').getByRole('row').filter({ hasText: manager })).toContainText('Bedrijfsbeheerder');

  await invite(page, branchManager, 'Vestigingsbeheerder', 'Antwerpen');
  await invite(page, inspector, 'Inspecteur', 'Antwerpen');
  const [managerLink, inspectorLink] = [
    await invitationPath(branchManager.email),
    await invitationPath(inspector.email),
  ];

  const inspectorPage = await join(browser, inspectorLink, inspector, 'Inspecteur');
  // an inspector does not run a team: no Team in the sidebar
  await expect(inspectorPage.getByRole('navigation').getByRole('link', { name: 'Team' })).toHaveCount(0);

  const branchPage = await join(browser, managerLink, branchManager, 'Vestigingsbeheerder');
  await openTeam(branchPage);
  const members = card(branchPage, 'Leden').locator('tbody tr');
  await expect(members).toHaveCount(2);
  await expect(members.filter({ hasText: nameOf(branchManager) })).toContainText('Antwerpen');
  await expect(members.filter({ hasText: nameOf(inspector) })).toContainText('Inspecteur');
  await expect(members.filter({ hasText: 'Lien Goossens' })).toHaveCount(0);
  await expect(members.filter({ hasText: manager })).toHaveCount(0);
  // read-only: no invitations, branches or member changes offered
  await expect(branchPage.getByRole('button', { name: 'Uitnodigen' })).toHaveCount(0);
  await expect(branchPage.getByRole('button', { name: 'Vestiging toevoegen' })).toHaveCount(0);
  await expect(branchPage.getByRole('button', { name: /^Acties voor/ })).toHaveCount(0);

  await planForTheNewInspector(page, branchPage, inspectorPage);
  await inspectorPage.context().close();

  // both joined: members now, no longer open invitations
  await page.reload();
  await expect(
    card(page, 'Leden')
      .getByRole('row')
      .filter({ hasText: nameOf(inspector) }),
  ).toContainText('Antwerpen');
  await expect(card(page, 'Openstaande uitnodigingen').getByRole('row').filter({ hasText: run })).toHaveCount(0);

  // the inspector moves to Gent
  await memberAction(page, nameOf(inspector), 'Rol of vestiging wijzigen');
  const change = page.getByRole('dialog', { name: `Rol of vestiging van ${nameOf(inspector)}` });
  await change.getByLabel('Vestiging').selectOption({ label: 'Gent' });
  await change.getByRole('button', { name: 'Opslaan' }).click();
  await notice(page, 'Lid bijgewerkt');
  await expect(change).toHaveCount(0);
  await expect(
    card(page, 'Leden')
      .getByRole('row')
      .filter({ hasText: nameOf(inspector) }),
  ).toContainText('Gent');
  // and leaves the branch manager's list
  await openTeam(branchPage);
  await expect(card(branchPage, 'Leden').locator('tbody tr')).toHaveCount(1);
  await branchPage.context().close();

  // disabling asks first; enabling too
  const branchRow = card(page, 'Leden')
    .getByRole('row')
    .filter({ hasText: nameOf(branchManager) });
  await memberAction(page, nameOf(branchManager), 'Account uitschakelen');
  await page.getByRole('dialog', { name: 'Account uitschakelen' }).getByRole('button', { name: 'Ja' }).click();
  await notice(page, 'Account uitgeschakeld');
  await expect(branchRow).toContainText('Uitgeschakeld');
  await memberAction(page, nameOf(branchManager), 'Account inschakelen');
  await page.getByRole('dialog', { name: 'Account inschakelen' }).getByRole('button', { name: 'Ja' }).click();
  await notice(page, 'Account ingeschakeld');
  await expect(branchRow).toContainText('Actief');

  // the firm's only company manager cannot demote themselves, nor disable their own account
  await card(page, 'Leden')
    .getByRole('button', { name: `Acties voor ${manager}` })
    .click();
  await expect(page.getByRole('menuitem')).toHaveText(['Rol of vestiging wijzigen']);
  await page.getByRole('menuitem', { name: 'Rol of vestiging wijzigen' }).click();
  const own = page.getByRole('dialog', { name: `Rol of vestiging van ${manager}` });
  await own.getByLabel('Rol').selectOption({ label: 'Inspecteur' });
  await own.getByLabel('Vestiging').selectOption({ label: 'Gent' });
  await own.getByRole('button', { name: 'Opslaan' }).click();
  await expect(own.getByRole('alert')).toHaveText(
    'Dit is de laatste bedrijfsbeheerder van de organisatie: maak eerst iemand anders bedrijfsbeheerder.',
  );
  await own.getByRole('button', { name: 'Annuleren' }).click();
  await expect(card(page, 'Leden').getByRole('row').filter({ hasText: manager })).toContainText('Bedrijfsbeheerder');

  // a used link says so, on a page of its own
  const used = await freshPage(browser, inspectorLink);
  await expect(used.getByRole('heading', { name: 'Deze uitnodiging werkt niet meer' })).toBeVisible();
  await expect(used.getByRole('alert')).toHaveText(/Deze uitnodiging werd al gebruikt\./);
  await expect(used.getByLabel('Nieuw wachtwoord')).toHaveCount(0);
  await used.context().close();
});

test('a withdrawn invitation and an unknown link show their own page', async ({ page, browser }) => {
  await signIn(page, 'firmManager');
  await openTeam(page);
  await invite(page, withdrawn, 'Verkoper', 'Gent');
  const path = await invitationPath(withdrawn.email);
  const row = card(page, 'Openstaande uitnodigingen').getByRole('row').filter({ hasText: withdrawn.email });
  await row.getByRole('button', { name: `Acties voor ${nameOf(withdrawn)}` }).click();
  await page.getByRole('menuitem', { name: 'Uitnodiging intrekken' }).click();
  const question = page.getByRole('dialog', { name: 'Uitnodiging intrekken' });
  await expect(question).toContainText(withdrawn.email);
  await question.getByRole('button', { name: 'Ja' }).click();
  await notice(page, 'Uitnodiging ingetrokken');
  await expect(row).toHaveCount(0);

  const gone = await freshPage(browser, path);
  await expect(gone.getByRole('heading', { name: 'Deze uitnodiging werkt niet meer' })).toBeVisible();
  await expect(gone.getByRole('alert')).toHaveText('Deze uitnodiging werd ingetrokken.');
  // in the visitor's language
  await gone.getByRole('combobox', { name: 'Taal' }).selectOption('fr');
  await expect(gone.getByRole('heading', { name: 'Cette invitation ne fonctionne plus' })).toBeVisible();
  await expect(gone.getByRole('alert')).toHaveText('Cette invitation a été retirée.');

  await gone.goto(`/invitations/${'x'.repeat(43)}`);
  await expect(gone.getByRole('heading', { name: 'Ce lien n’existe pas' })).toBeVisible();
  await gone.context().close();
});

test('a member makes a private calendar feed URL on the profile, and revokes it', async ({ page }) => {
  await signIn(page, 'firmInspector');
  await page.goto('/profile');
  const feed = page.getByRole('region', { name: 'Agenda-feed' });
  await feed.getByRole('button', { name: 'URL maken' }).click();
  await notice(page, 'Nieuwe agenda-URL gemaakt');
  const url = feed.getByLabel('Uw privé-URL');
  await expect(url).toHaveValue(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const address = new URL(await url.inputValue()).pathname;
  const served = await page.request.get(address);
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain('BEGIN:VCALENDAR');

  await feed.getByRole('button', { name: 'URL intrekken' }).click();
  await page.getByRole('dialog', { name: 'URL intrekken' }).getByRole('button', { name: 'Ja' }).click();
  await notice(page, 'Agenda-URL ingetrokken');
  await expect(url).toHaveCount(0);
  expect((await page.request.get(address)).status()).toBe(404);
});

test("an admin opens a member's organisation from the user editor and sees its team", async ({ page }) => {
  await signIn(page, 'admin');
  const send = await apiSend(page);
  const email = account('branchManager').email;
  const users = (await send({ method: 'GET', url: `/front/users/?query=${encodeURIComponent(email)}` })).body as {
    data: { id: number; email: string }[];
  };
  const member = users.data.find((user) => user.email === email)!;
  await page.goto(`/users/${member.id}/edit`);
  const accountCard = page.getByRole('region', { name: 'Account' });
  await expect(accountCard).toContainText(`Lid van ${FIRM} (Vestigingsbeheerder).`);
  await accountCard.getByRole('link', { name: `Team van ${FIRM} openen` }).click();
  await expect(page).toHaveURL(/\/team\/\d+$/);
  await expect(page.getByText(FIRM)).toBeVisible();
  await expect(card(page, 'Leden').getByRole('row').filter({ hasText: 'Lien Goossens' })).toContainText('Inspecteur');
});

test("the company manager changes the organisation's billing address and VAT number on the Team screen; the branch manager reads them", async ({
  page,
  browser,
}) => {
  await signIn(page, 'firmManager');
  await openTeam(page);
  const organisation = page.getByRole('region', { name: 'Organisatie', exact: true });
  await organisation.getByLabel('Btw-nummer').fill('BE 0417.497.106');
  await organisation.getByLabel('Straat').fill('Kouter');
  await organisation.getByLabel('Nummer', { exact: true }).fill('10');
  await organisation.getByLabel('Postcode').fill('9000');
  await organisation.getByLabel('Gemeente').fill('Gent');
  // the keyboard saves the form: Enter in a field submits it
  await organisation.getByLabel('Gemeente').press('Enter');
  await notice(page, 'Organisatiegegevens opgeslagen');

  await page.reload();
  await expect(organisation.getByLabel('Btw-nummer')).toHaveValue('BE0417497106');
  await expect(organisation.getByLabel('Straat')).toHaveValue('Kouter');
  await expect(organisation.getByLabel('Nummer', { exact: true })).toHaveValue('10');
  await expect(organisation.getByLabel('Postcode')).toHaveValue('9000');
  await expect(organisation.getByLabel('Gemeente')).toHaveValue('Gent');

  const context = await browser.newContext();
  const branch = await context.newPage();
  await signIn(branch, 'branchManager');
  await openTeam(branch);
  const facts = branch.getByRole('region', { name: 'Organisatie', exact: true });
  await expect(facts).toContainText(FIRM);
  await expect(facts).toContainText('BE0417497106');
  await expect(facts).toContainText('Kouter 10, 9000 Gent');
  await expect(facts.getByRole('textbox')).toHaveCount(0);
  await expect(facts.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
  await context.close();
});
