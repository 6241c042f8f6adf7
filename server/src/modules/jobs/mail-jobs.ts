/**
 * Mails sent as jobs (issue 28 "A durable job queue"; docs/operations.md "Jobs"): a password-reset
 * link, a new account's welcome link, and the automatic mail of a document's first version
 * (modules/documents/mail.ts). A job mails each recipient once: `job_mails` records the mail after
 * it left and a later run of the same job skips that recipient. Only a node dying between the
 * mail and its record sends it again.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Deps } from '../../lib/deps';
import type { Mailer } from '../../lib/mailer';
import type { ReaderLanguage } from '../../lib/reader-language';
import { requestPasswordReset } from '../auth/password-reset';
import { welcome } from '../accounts/users';
import { mailReadyDocument } from '../documents/mail';
import { mailPlanning, type PlanningMail } from '../agenda/mail';
import type { Job, Jobs } from './jobs';

export const MAIL_QUEUE = 'mail';

/** What a mail job sends: a reset link to `email` (if it has an account), a welcome, a document's mail, or an inspector's plan (modules/agenda/mail.ts). */
export type MailJob =
  | {
      kind: 'password-reset';
      email: string;
      language: ReaderLanguage;
      /** Who asked, for the audit trail: the address and browser of the request. */
      ip?: string | null;
      userAgent?: string | null;
    }
  | { kind: 'welcome'; userId: number }
  | { kind: 'document'; documentId: number }
  | PlanningMail;

/** Queues `job` (in transaction `trx` when given); resolves once it is stored. */
export const sendMailJob = (jobs: Pick<Jobs, 'send'>, job: MailJob, trx?: Kysely<Database>) =>
  jobs.send(MAIL_QUEUE, job, { trx });

/** Whether job `jobId` has mailed `recipient`, or anyone when `recipient` is not given. */
async function mailed(db: DB, jobId: string, recipient?: string) {
  let query = db.selectFrom('job_mails').select('job_id').where('job_id', '=', jobId);
  if (recipient !== undefined) query = query.where('recipient', '=', recipient);
  return Boolean(await query.executeTakeFirst());
}

/** `mailer` as job `jobId` uses it: each recipient is mailed at most once over the job's runs. */
export function onceMailer(db: DB, mailer: Mailer, jobId: string): Mailer {
  return {
    outbox: mailer.outbox,
    async send(message) {
      if (await mailed(db, jobId, message.to)) return;
      await mailer.send(message);
      await db
        .insertInto('job_mails')
        .values({ job_id: jobId, recipient: message.to })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
    },
  };
}

/** Whether job `jobId` recorded a document's mail in `sent_mails` (it ended). */
async function documentMailed(db: DB, jobId: string) {
  return Boolean(await db.selectFrom('sent_mails').select('id').where('job_id', '=', jobId).executeTakeFirst());
}

/**
 * The handler of the mail queue over `deps`. Throws when a mail cannot be sent (the job is
 * retried). A password link is made anew on each run, voiding the one before: once a reset or
 * welcome job has mailed, a later run ends at once so the mailed link stays valid. A document's
 * mail ends at once when the job recorded it; otherwise it mails the recipients not mailed yet.
 */
export function mailJobHandler(deps: Deps) {
  return async (job: Job<MailJob>): Promise<void> => {
    const { data } = job;
    const done = data.kind === 'document' ? documentMailed(deps.db, job.id) : mailed(deps.db, job.id);
    if (await done) return;
    const once = { ...deps, mailer: onceMailer(deps.db, deps.mailer, job.id) };
    if (data.kind === 'password-reset')
      await requestPasswordReset(once, data.email, data.language, { ip: data.ip, userAgent: data.userAgent });
    else if (data.kind === 'welcome') await welcome(once, data.userId);
    else if (data.kind === 'planning') await mailPlanning(once, data);
    else await mailReadyDocument(once, data.documentId, job.id);
  };
}
