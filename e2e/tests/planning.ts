/**
 * What the agenda's browser tests share (agenda.spec.ts, team.spec.ts): the `.ics` invitation in the
 * outbox, a report's address and planned day as the screens write them, and the agenda's rows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { addDays, todayInBrussels, weekdayOf, type Report } from '../../shared-api/src/contract';
import { E2E_DATA_DIR } from '../playwright.config';

/** The `inspectie.ics` of the newest mail to `to` whose calendar matches `wanted`, waiting up to 15 s. */
export async function invitationTo(to: string, wanted: RegExp): Promise<string> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  for (let attempt = 0; attempt < 75; attempt++) {
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
    for (const file of files) {
      const mail = await simpleParser(fs.readFileSync(path.join(outbox, file)));
      if (!JSON.stringify(mail.to ?? '').includes(to)) continue;
      const ics = mail.attachments.find((attachment) => attachment.filename === 'inspectie.ics');
      const text = ics?.content.toString('utf8') ?? '';
      if (wanted.test(text)) return text;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no invitation to ${to} matching ${wanted}`);
}

/** A report's address as the screens write it. */
export const addressOf = (report: Report) => {
  const address = report.place!.address!;
  return `${address.street} ${address.street_number}, ${address.zipcode} ${address.city}`;
};

/** `text` as a regular expression that matches it literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A working day of next week (Brussels), `YYYY-MM-DD`: always in the future. */
export function nextWednesday(): string {
  const today = todayInBrussels();
  return addDays(today, 7 - weekdayOf(today) + 3);
}

/** The day as the field app and the detail write it: "woensdag 2 december 2026". */
export const fullDay = (day: string) =>
  new Intl.DateTimeFormat('nl', { dateStyle: 'full', timeZone: 'Europe/Brussels' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** The agenda's row of `name` in the week grid. */
export const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
