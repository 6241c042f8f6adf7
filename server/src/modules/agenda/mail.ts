/**
 * The inspector's mail of a plan (docs/product.md "Assignment and agenda"), sent as a job of the
 * mail queue (modules/jobs/mail-jobs.ts): formal ("u"), greeting by name, in Dutch, French and
 * English one after the other (a member's language is not stored), with the `.ics` attached:
 * METHOD:REQUEST on assignment and each change, METHOD:CANCEL when the inspection is taken away.
 */
import { CALENDAR_ZONE } from 'shared-api/contract';
import type { Deps } from '../../ports/deps';
import { text, translate } from '../../lib/messages';
import type { ReaderLanguage } from '../../lib/reader-language';
import { reportReference } from '../reports';
import type { PlanningMail } from '../jobs';
import { addressesOf, calendarText, inspectionUrl } from './ics';

const LANGUAGES: ReaderLanguage[] = ['nl', 'fr', 'en'];
const LOCALES: Record<ReaderLanguage, string> = { nl: 'nl-BE', fr: 'fr-BE', en: 'en-GB' };

/** `unixSeconds` on the Brussels wall clock as a reader of `language` writes a day and time. */
const when = (unixSeconds: number, language: ReaderLanguage) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: CALENDAR_ZONE,
    dateStyle: 'full',
    timeStyle: 'short',
  }).format(new Date(unixSeconds * 1000));

/**
 * Mails inspector `mail.inspectorId` the invitation or cancellation `mail` with its `.ics`
 * (`inspectie.ics`). Throws when the mail cannot be sent (the job is retried); an inspector
 * account that no longer exists is skipped.
 */
export async function mailPlanning(deps: Pick<Deps, 'db' | 'mailer' | 'config'>, mail: PlanningMail): Promise<void> {
  const inspector = await deps.db
    .selectFrom('users')
    .select(['email', 'first_name', 'last_name'])
    .where('id', '=', mail.inspectorId)
    .executeTakeFirst();
  if (!inspector) return;
  const address = (await addressesOf(deps.db, [mail.reportId])).get(mail.reportId) ?? null;
  const name = `${inspector.first_name} ${inspector.last_name}`.trim();
  const url = inspectionUrl(deps.config.publicUrl, mail.reportId);
  const ics = calendarText(
    [
      {
        reportId: mail.reportId,
        sequence: mail.sequence,
        start: mail.start,
        minutes: mail.minutes,
        address,
        url,
        inspector: { name, email: inspector.email },
      },
    ],
    mail.method,
  );
  const key = mail.method === 'CANCEL' ? 'mail.planningCancelled' : 'mail.planning';
  const values = (language: ReaderLanguage) => ({
    name,
    reference: reportReference(mail.reportId, null),
    address: address ?? '—',
    when: when(mail.start, language),
    minutes: mail.minutes,
    link: url,
  });
  await deps.mailer.send({
    to: inspector.email,
    subject: LANGUAGES.map((language) => translate(text(`${key}.subject`, values(language)), language)).join(' / '),
    text: LANGUAGES.map((language) => translate(text(`${key}.body`, values(language)), language)).join('\n— — —\n\n'),
    attachments: [
      {
        filename: 'inspectie.ics',
        content: Buffer.from(ics),
        contentType: `text/calendar; charset=utf-8; method=${mail.method}`,
      },
    ],
  });
}
