/**
 * Mailing finished documents (docs/spec.md §2 documents table "Mailen", §4, §7
 * `POST /reports/mail_pdf/{hashed_id}`, §8 confirmation): one mail to every party and
 * representative with an e-mail address and to the configuration's e-mails. The newest ready
 * version of each selected document is attached when together they are at most 10 MB;
 * otherwise the mail carries signed download links of those versions, valid 30 days
 * (docs/product.md "Links to the record"). The body names the inspector, the company, the
 * property and each document with its version, greets each party and representative by name
 * (docs/product.md "Mail"); answers go to the inspector (Reply-To). Every
 * sending is recorded in `sent_mails` with the versions it carried (docs/product.md "Versions").
 */
import type { Deps } from '../../ports/deps';
import { partyDisplayName, placeText } from 'shared-api/contract';
import { Invalid, invalidField } from '../../lib/errors';
import { text as message } from '../../lib/messages';
import { DOCUMENT_LABELS } from './pdf/labels';
import { loadConfigurations } from '../document-configurations';
import { loadReports, reportReference } from '../reports';
import { withoutNumbers } from '../personal-data';
import { documentFileName, findFinishedDocument, storedVersion, type FinishedDocument } from './queue';
import { recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import { MAILED_PDF_LINK_LIFETIME, signedPdfPath } from './pdf-links';

/** Attachments together above this size go as links instead. */
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/**
 * Mails the documents `hashedIds` (the report's own or its addenda's, each finished with a ready
 * version) of report `reportId`. `sentBy` is the user who asked (with address and browser), or
 * null for the automatic mail, which names its `jobId` (modules/jobs/mail-jobs.ts). The sending
 * is kept in `sent_mails` and recorded as `document.mailed` with its recipients, in one transaction. Throws 422 on `ids` when one is not such a
 * document, and when nobody has an e-mail address.
 */
export async function mailDocuments(
  deps: Deps,
  reportId: number,
  hashedIds: string[],
  sentBy: AuditActor | null,
  jobId: string | null = null,
) {
  const [report] = await loadReports(deps.db, [reportId], withoutNumbers);
  const versions: {
    document: FinishedDocument;
    version: NonNullable<Awaited<ReturnType<typeof storedVersion>>>;
    path: string;
  }[] = [];
  for (const hashedId of new Set(hashedIds)) {
    const document = await findFinishedDocument(deps.db, hashedId);
    const version = document?.reportId === reportId ? await storedVersion(deps.db, document) : null;
    if (!document || !version?.path) throw invalidField('ids', message('documents.notReadyToMail', { id: hashedId }));
    versions.push({ document, version, path: version.path });
  }
  if (!versions.length) throw invalidField('ids', 'documents.selectOne');
  const [config] = report.config ? await loadConfigurations(deps.db, [report.config.id]) : [];
  // each address once, greeted by the first name it belongs to (none for a configuration address)
  const named = new Map<string, { email: string; name: string | null }>();
  for (const [email, name] of [
    ...report.parties.flatMap((party) => [
      [party.email, partyDisplayName(party)] as const,
      ...party.represented_by.map((rep) => [rep.email, partyDisplayName(rep)] as const),
    ]),
    ...(config?.emails ?? []).map((email) => [email, null] as const),
  ]) {
    const key = email?.trim().toLowerCase();
    if (key && !named.has(key)) named.set(key, { email: email!.trim(), name: name?.trim() || null });
  }
  const recipients = [...named.values()].map((recipient) => recipient.email);
  if (!recipients.length) throw invalidField('ids', 'documents.noRecipients');

  const total = versions.reduce((sum, item) => sum + (item.version.size_bytes ?? 0), 0);
  const attached = total <= MAX_ATTACHMENT_BYTES;
  const attachments = attached
    ? await Promise.all(
        versions.map(async (item) => ({
          filename: documentFileName(item.document, item.version.version),
          content: await deps.storage.read(item.path),
          contentType: 'application/pdf',
        })),
      )
    : undefined;
  const links = attached
    ? []
    : versions.map(
        (item) =>
          deps.config.publicUrl +
          signedPdfPath(deps.fileUrls, item.document.hashedId, item.version.version, MAILED_PDF_LINK_LIFETIME),
      );
  const labels = DOCUMENT_LABELS[config?.language ?? 'nl'];
  const title = labels.titles[report.type];
  const address = placeText(report.place);
  const inspector = await deps.db
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.email'])
    .where('r.id', '=', reportId)
    .executeTakeFirstOrThrow();
  const facts = {
    title,
    address,
    inspector: `${inspector.first_name} ${inspector.last_name}`.trim(),
    company: config?.company_name ?? '',
    documents: versions.map(({ document, version }) =>
      labels.documentVersion(
        document.addendumId === null ? title : labels.addendum,
        reportReference(document.reportId, document.addendumId),
        version.version,
      ),
    ),
    links,
  };
  for (const { email, name } of named.values()) {
    await deps.mailer.send({
      to: email,
      replyTo: inspector.email || config?.emails[0],
      subject: labels.mailSubject(title, address),
      text: labels.mailBody({ ...facts, name }),
      attachments,
    });
  }
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('sent_mails')
      .values({
        report_id: reportId,
        sent_by: sentBy?.userId ?? null,
        recipients: JSON.stringify(recipients),
        document_ids: JSON.stringify(versions.map((item) => item.version.id)),
        attached,
        job_id: jobId,
      })
      .execute();
    await recordAuditEvent(trx, {
      kind: 'document.mailed',
      ownerUserId: inspector.id,
      reportId,
      actor: sentBy ?? {},
      detail: {
        recipients,
        documents: versions.map((item) => ({
          document_id: item.version.id,
          addendum_id: item.document.addendumId,
          version: item.version.version,
        })),
        attached,
        automatic: sentBy === null,
      },
    });
  });
  return { recipients, attached };
}

/**
 * The mail job of a version just generated (`jobId`): the first version of a document goes out
 * when the report has `auto_mail_documents` (a settlement never does); nothing when nobody has
 * an e-mail address.
 */
export async function mailReadyDocument(deps: Deps, documentId: number, jobId: string): Promise<void> {
  const row = await deps.db
    .selectFrom('documents as d')
    .innerJoin('reports as r', 'r.id', 'd.report_id')
    .leftJoin('addenda as ad', 'ad.id', 'd.addendum_id')
    .select(['d.report_id', 'd.version', 'r.auto_mail_documents', 'r.hashed_id', 'ad.hashed_id as addendum_hashed_id'])
    .where('d.id', '=', documentId)
    .where('d.kind', '=', 'report')
    .executeTakeFirst();
  if (!row || row.version !== 1 || !row.auto_mail_documents) return;
  await mailDocuments(deps, row.report_id, [row.addendum_hashed_id ?? row.hashed_id], null, jobId).catch(
    (error: unknown) => {
      if (error instanceof Invalid) return; // nobody to mail
      throw error;
    },
  );
}
