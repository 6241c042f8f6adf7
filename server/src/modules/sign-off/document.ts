/**
 * The document a sign-off request is about (docs/product.md "Sign-off by link"): a finished
 * report, one of its finished addenda, or its settlement, and the newest ready version of it,
 * which the link shows and a signature binds. Also the words a mail and the public page use to
 * name it, in the document's language.
 */
import { placeText, type DocumentLanguage, type SignOffRequestInput } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { Conflict, invalidField } from '../../lib/errors';
import { storedVersion, DOCUMENT_LABELS } from '../documents';
import { reportReference, loadReports } from '../reports';
import type { DocumentTarget } from '../../ports/documents';
import { withoutNumbers } from '../personal-data';

/** Which document: `document` as the request names it and the target of its versions. */
export interface SignOffDocument {
  document: NonNullable<SignOffRequestInput['document']>;
  target: DocumentTarget;
}

/** The target of versions of `document` of report `reportId`. */
export const targetOf = (
  reportId: number,
  document: SignOffDocument['document'],
  addendumId: number | null,
): DocumentTarget => ({
  reportId,
  addendumId: document === 'addendum' ? addendumId : null,
  kind: document === 'settlement' ? 'settlement' : 'report',
});

/**
 * The document `input` names of report `reportId` and its newest ready version. 422 on
 * `addendum_id` when an addendum is asked for without one of this report; 409 when the report or
 * addendum is not finished or no version of the document is ready.
 */
export async function signableVersion(db: DB, reportId: number, input: SignOffRequestInput) {
  const document = input.document ?? 'report';
  const report = await db.selectFrom('reports').select('state').where('id', '=', reportId).executeTakeFirstOrThrow();
  if (report.state !== 'finished') throw new Conflict('signOff.notFinished');
  if (document === 'addendum') {
    const addendum =
      input.addendum_id === undefined
        ? undefined
        : await db
            .selectFrom('addenda')
            .select('state')
            .where('id', '=', input.addendum_id)
            .where('report_id', '=', reportId)
            .executeTakeFirst();
    if (!addendum) throw invalidField('addendum_id', 'signOff.unknownAddendum');
    if (addendum.state !== 'finished') throw new Conflict('signOff.notFinished');
  }
  const target = targetOf(reportId, document, input.addendum_id ?? null);
  const version = await storedVersion(db, target);
  if (!version?.path || !version.sha256 || !version.content_sha256) throw new Conflict('signOff.noVersion');
  return { document, target, version };
}

/** How a mail and the public page name a document, in `language` (the PDF's words; French or Dutch). */
export async function documentWords(db: DB, target: DocumentTarget, language: DocumentLanguage | 'en') {
  const [report] = await loadReports(db, [target.reportId], withoutNumbers);
  const labels = DOCUMENT_LABELS[language === 'fr' ? 'fr' : 'nl'];
  const reportTitle = labels.titles[report.type];
  const inspector = await db
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.first_name', 'u.last_name', 'u.email', 'r.user_id'])
    .where('r.id', '=', target.reportId)
    .executeTakeFirstOrThrow();
  return {
    title:
      target.kind === 'settlement'
        ? labels.settlementTitle
        : target.addendumId !== null
          ? labels.addendumTitle(reportTitle)
          : reportTitle,
    reference: reportReference(target.reportId, target.addendumId),
    address: placeText(report.place),
    inspector: `${inspector.first_name} ${inspector.last_name}`.trim(),
    inspectorEmail: inspector.email,
    ownerUserId: inspector.user_id,
    parties: report.parties,
    configId: report.config?.id ?? null,
  };
}
