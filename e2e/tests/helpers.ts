/** Shared steps of the end-to-end specs: seeded accounts, signing in, reading the mail outbox. */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { SEED_ACCOUNTS } from '../../server/src/db/seed-data';
import { E2E_DATA_DIR } from '../playwright.config';

export type AccountKey = (typeof SEED_ACCOUNTS)[number]['key'];
export const account = (key: AccountKey) => SEED_ACCOUNTS.find((candidate) => candidate.key === key)!;

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

/** Rows of the data table body. */
export const tableRows = (page: Page) => page.locator('.bo-table tbody tr');
