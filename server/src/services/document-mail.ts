/**
 * Mailing finished documents (spec §2 documents table "Mailen", §4, §7
 * `POST /reports/mail_pdf/{hashed_id}`, §8 confirmation): one mail to every party and
 * representative with an e-mail address and to the configuration's e-mails. The newest ready
 * version of each selected document is attached when together they are at most 10 MB;
 * otherwise the mail carries download links. Every sending is recorded in `sent_mails`.
 */
import type { FastifyInstance } from 'fastify';
import { placeText } from 'shared-api/contract';
import type { DB } from '../db/database';
import { HttpError, validationError } from '../lib/http-errors';
import { toUnix } from '../lib/time';
import { DOCUMENT_LABELS } from '../pdf/labels';
import { loadConfigurations } from './configurations';
import { loadReports } from './report-reader';

/** Attachments together above this size go as links instead. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** A finished document found by its public id. */
export interface FinishedDocument {
  reportId: number;
  addendumId: number | null;
  hashedId: string;
  allowRegenerate: boolean;
}

/** Finds a finished report or addendum by `hashedId`; null when unknown or not finished. */
export async function findFinishedDocument(db: DB, hashedId: string): Promise<FinishedDocument | null> {
  const report = await db
    .selectFrom('reports')
    .select(['id', 'allow_regenerate_pdf'])
    .where('hashed_id', '=', hashedId)
    .where('state', '=', 'finished')
    .executeTakeFirst();
  if (report) return { reportId: report.id, addendumId: null, hashedId, allowRegenerate: report.allow_regenerate_pdf };
  const addendum = await db
    .selectFrom('addenda')
    .select(['id', 'report_id', 'allow_regenerate_pdf'])
    .where('hashed_id', '=', hashedId)
    .where('state', '=', 'finished')
    .executeTakeFirst();
  return addendum
    ? {
        reportId: addendum.report_id,
        addendumId: addendum.id,
        hashedId,
        allowRegenerate: addendum.allow_regenerate_pdf,
      }
    : null;
}

/** The newest ready version of a document, or `version` when given; null when none. */
export async function storedVersion(
  db: DB,
  document: Pick<FinishedDocument, 'reportId' | 'addendumId'>,
  version?: number,
) {
  let query = db
    .selectFrom('documents')
    .selectAll()
    .where('report_id', '=', document.reportId)
    .where('addendum_id', document.addendumId === null ? 'is' : '=', document.addendumId);
  query = version === undefined ? query.where('status', '=', 'ready') : query.where('version', '=', version);
  return (await query.orderBy('version', 'desc').executeTakeFirst()) ?? null;
}

/** Download file name of a document. */
export const documentFileName = (document: Pick<FinishedDocument, 'reportId' | 'addendumId'>, version: number) =>
  `plaatsbeschrijving-${document.reportId}${document.addendumId ? `-addendum-${document.addendumId}` : ''}-v${version}.pdf`;

/** Sent mails of a report, newest first (detail page). Times in unix seconds. */
export async function sentMails(db: DB, reportId: number) {
  const rows = await db
    .selectFrom('sent_mails')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    recipients: row.recipients,
    document_ids: row.document_ids,
    attached: row.attached,
    created_at: toUnix(row.created_at)!,
  }));
}

/**
 * Mails the documents `hashedIds` (the report's own or its addenda's, each finished with a ready
 * version) of report `reportId`. `sentBy` is the user, or null for the automatic mail.
 * Throws 422 on `ids` when one is not such a document, and when nobody has an e-mail address.
 */
export async function mailDocuments(
  app: FastifyInstance,
  reportId: number,
  hashedIds: string[],
  sentBy: number | null,
) {
  const [report] = await loadReports(app.db, [reportId]);
  const versions = [];
  for (const hashedId of new Set(hashedIds)) {
    const document = await findFinishedDocument(app.db, hashedId);
    const version = document?.reportId === reportId ? await storedVersion(app.db, document) : null;
    if (!document || !version?.path)
      throw validationError({ ids: [`Document ${hashedId} is not ready to be mailed.`] });
    versions.push({ document, version, path: version.path });
  }
  if (!versions.length) throw validationError({ ids: ['Select at least one document.'] });
  const [config] = report.config ? await loadConfigurations(app.db, [report.config.id]) : [];
  const recipients = [
    ...new Map(
      [
        ...report.parties.flatMap((party) => [party.email, ...party.represented_by.map((rep) => rep.email)]),
        ...(config?.emails ?? []),
      ]
        .filter((email): email is string => Boolean(email?.trim()))
        .map((email) => [email.trim().toLowerCase(), email.trim()]),
    ).values(),
  ];
  if (!recipients.length) throw validationError({ ids: ['No party has an e-mail address.'] });

  const total = versions.reduce((sum, item) => sum + (item.version.size_bytes ?? 0), 0);
  const attached = total <= MAX_ATTACHMENT_BYTES;
  const attachments = attached
    ? await Promise.all(
        versions.map(async (item) => ({
          filename: documentFileName(item.document, item.version.version),
          content: await app.storage.read(item.path),
          contentType: 'application/pdf',
        })),
      )
    : undefined;
  const links = attached ? [] : versions.map((item) => `${app.config.publicUrl}/reports/pdf/${item.document.hashedId}`);
  const labels = DOCUMENT_LABELS[config?.language ?? 'nl'];
  const title = labels.titles[report.type];
  const address = placeText(report.place);
  for (const to of recipients) {
    await app.mailer.send({
      to,
      subject: labels.mailSubject(title, address),
      text: labels.mailBody(title, address, links),
      attachments,
    });
  }
  await app.db
    .insertInto('sent_mails')
    .values({
      report_id: reportId,
      sent_by: sentBy,
      recipients: JSON.stringify(recipients),
      document_ids: JSON.stringify(versions.map((item) => item.version.id)),
      attached,
    })
    .execute();
  return { recipients, attached };
}

/** After-generation hook: the first version of a document goes out when the report has `auto_mail_documents`. */
export async function mailReadyDocument(app: FastifyInstance, documentId: number): Promise<void> {
  const row = await app.db
    .selectFrom('documents as d')
    .innerJoin('reports as r', 'r.id', 'd.report_id')
    .leftJoin('addenda as ad', 'ad.id', 'd.addendum_id')
    .select(['d.report_id', 'd.version', 'r.auto_mail_documents', 'r.hashed_id', 'ad.hashed_id as addendum_hashed_id'])
    .where('d.id', '=', documentId)
    .executeTakeFirst();
  if (!row || row.version !== 1 || !row.auto_mail_documents) return;
  await mailDocuments(app, row.report_id, [row.addendum_hashed_id ?? row.hashed_id], null).catch((error: unknown) => {
    if (error instanceof HttpError && error.statusCode === 422) return; // nobody to mail
    throw error;
  });
}
