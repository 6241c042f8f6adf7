/**
 * Mails sent as jobs (issue 28 "A durable job queue"; docs/operations.md "Jobs"): a password-reset
 * link, a new account's welcome link, and the automatic mail of a document's first version
 * (modules/documents/mail.ts). A job mails each recipient once: `job_mails` records the mail after
 * it left and a later run of the same job skips that recipient. Only a node dying between the
 * mail and its record sends it again. The mails themselves are written by the modules that own them
 * (modules/auth, modules/accounts, modules/documents): app.ts passes them as {@link MailSenders}.
 */
import type { Kysely } from 'kysely';
import type { DB } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Deps } from '../../ports/deps';
import type { Mailer } from '../../lib/mailer';
import type { ReaderLanguage } from '../../lib/reader-language';
import type { Job, Jobs } from '../../ports/jobs';

export const MAIL_QUEUE = 'mail';

/**
 * An inspector's plan by mail (modules/agenda/mail.ts): an invitation (`REQUEST`) or its
 * cancellation, `sequence` the invitation's SEQUENCE, `start` unix seconds, `minutes` its length.
 */
export interface PlanningMail {
  kind: 'planning';
  method: 'REQUEST' | 'CANCEL';
  reportId: number;
  inspectorId: number;
  sequence: number;
  start: number;
  minutes: number;
}

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

/** The writers of each kind of mail job, over the job's `deps` (its mailer mails each recipient once). */
export interface MailSenders {
  /** A reset link to `email` if it has an account (`requestPasswordReset`, modules/auth). */
  passwordReset(
    deps: Deps,
    email: string,
    language: ReaderLanguage,
    actor: { ip?: string | null; userAgent?: string | null },
  ): Promise<unknown>;
  /** A new account's welcome link (`welcome`, modules/accounts). */
  welcome(deps: Deps, userId: number): Promise<unknown>;
  /** The automatic mail of a ready document (`mailReadyDocument`, modules/documents). */
  document(deps: Deps, documentId: number, jobId: string): Promise<unknown>;
  /** An inspector's plan with its `.ics` (`mailPlanning`, modules/agenda). */
  planning(deps: Deps, mail: PlanningMail): Promise<unknown>;
}

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
 * The handler of the mail queue over `deps`, mailing through `senders`. Throws when a mail cannot be sent (the job is
 * retried). A password link is made anew on each run, voiding the one before: once a reset or
 * welcome job has mailed, a later run ends at once so the mailed link stays valid. A document's
 * mail ends at once when the job recorded it; otherwise it mails the recipients not mailed yet.
 */
export function mailJobHandler(deps: Deps, senders: MailSenders) {
  return async (job: Job<MailJob>): Promise<void> => {
    const { data } = job;
    const done = data.kind === 'document' ? documentMailed(deps.db, job.id) : mailed(deps.db, job.id);
    if (await done) return;
    const once = { ...deps, mailer: onceMailer(deps.db, deps.mailer, job.id) };
    if (data.kind === 'password-reset')
      await senders.passwordReset(once, data.email, data.language, { ip: data.ip, userAgent: data.userAgent });
    else if (data.kind === 'welcome') await senders.welcome(once, data.userId);
    else if (data.kind === 'planning') await senders.planning(once, data);
    else await senders.document(once, data.documentId, job.id);
  };
}
