/**
 * Remarks become an addendum (docs/product.md "Sign-off by link"): the remarks one party gives
 * through its link are kept as a draft addendum of the report (an `addenda` row in state `start`,
 * never sent to the app) holding a copy of each remarked room or object whose remarks end with the
 * party's remark, name and time; general remarks are its place remarks. The finished record is not
 * written. The inspector accepts it (the addendum is finished and its version 1 requested, as any
 * addendum's) or rejects it with a reason mailed to the party.
 */
import type { Kysely } from 'kysely';
import { partyDisplayName, type ContentEntity, type ContentHome, type ContentRoom } from 'shared-api/contract';
import type { Database, StoredRemark } from '../../db/schema';
import type { Deps } from '../../ports/deps';
import { Conflict, invalidField, notFound } from '../../lib/errors';
import { applyContent, contentOf } from '../content';
import { editedPart, renewUuids } from '../post-editing';
import { newHashedId, reportReference } from '../reports';
import { requestDocument, DOCUMENT_LABELS, dateText } from '../documents';
import { recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import { documentWords, targetOf } from './document';
import { mailRemarksAccepted, mailRemarksRejected } from './mails';
import { signOffOverview, type RequestView } from './overview';

type Trx = Kysely<Database>;

/** `homes` with every remarked room and object marked edited, its remarks followed by `lines` of it. */
function remarkedTree(homes: ContentHome[], lines: Map<string, string[]>): ContentHome[] {
  const mark = <T extends ContentRoom | ContentEntity>(item: T): T => {
    const added = lines.get(item.uuid);
    const copy = { ...item, media: undefined };
    return added ? { ...copy, is_edited: true, remarks: [item.remarks, ...added].filter(Boolean).join('\n') } : copy;
  };
  return homes.map((home) => ({
    ...home,
    entities: home.entities?.map(mark),
    floors: home.floors?.map((floor) => ({
      ...floor,
      media: undefined,
      rooms: floor.rooms?.map((room) => ({ ...mark(room), entities: room.entities?.map(mark) })),
    })),
  }));
}

/**
 * Writes the draft addendum of `request`'s remarks inside `trx` (docs/product.md "Sign-off by
 * link", "Remarks become an addendum"): made on its first remarks, its
 * copied items rebuilt from every remark so far on later ones. 409 once the inspector answered.
 */
export async function draftRemarkAddendum(trx: Trx, request: RequestView, remarks: StoredRemark[]) {
  if (request.remark_state && request.remark_state !== 'draft') throw new Conflict('signOff.remarksAnswered');
  const labels = DOCUMENT_LABELS[request.language === 'fr' ? 'fr' : 'nl'];
  const line = (remark: StoredRemark) =>
    labels.remarkBy(request.name, dateText(remark.created_at, request.language, true), remark.text);
  const general = remarks.filter((remark) => remark.item_uuid === null).map(line);
  const lines = new Map<string, string[]>();
  for (const remark of remarks.filter((item) => item.item_uuid !== null))
    lines.set(remark.item_uuid!, [...(lines.get(remark.item_uuid!) ?? []), line(remark)]);
  let addendumId = request.remark_addendum_id;
  if (addendumId === null) {
    const report = await trx
      .selectFrom('reports')
      .select('type')
      .where('id', '=', request.report_id)
      .executeTakeFirstOrThrow();
    addendumId = (
      await trx
        .insertInto('addenda')
        .values({ hashed_id: newHashedId(), report_id: request.report_id, type: report.type, state: 'start' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await trx
      .updateTable('sign_off_requests')
      .set({ remark_addendum_id: addendumId, remark_state: 'draft', remark_created_at: new Date() })
      .where('id', '=', request.id)
      .execute();
  }
  await trx
    .updateTable('addenda')
    .set({ place_remarks: general.length ? general.join('\n') : null })
    .where('id', '=', addendumId)
    .execute();
  const source = await contentOf(trx, targetOf(request.report_id, request.document, request.addendum_id));
  const { homes } = renewUuids(editedPart(remarkedTree(source.homes, lines)));
  await applyContent(
    trx,
    { reportId: request.report_id, addendumId },
    { homes },
    { replaceHomes: true, manifest: false },
  );
}

/** The request of report `reportId` whose draft addendum is `addendumId`, locked; 404 when none, 409 once answered. */
async function lockDraft(trx: Trx, reportId: number, addendumId: number) {
  const row = await trx
    .selectFrom('sign_off_requests as s')
    .innerJoin('reports as r', 'r.id', 's.report_id')
    .select(['s.id', 's.name', 's.email', 's.language', 's.remark_state', 's.document', 's.addendum_id', 'r.user_id'])
    .where('s.report_id', '=', reportId)
    .where('s.remark_addendum_id', '=', addendumId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound('addendum');
  if (row.remark_state !== 'draft') throw new Conflict('signOff.remarksAnswered');
  return row;
}

/**
 * `POST /front/reports/{id}/sign-off/remark-addenda/{addendumId}/accept` (docs/product.md
 * "Sign-off by link"): finishes the draft
 * addendum, requests its version 1 (enqueued after the commit), writes a `remarks.accepted`
 * audit event and mails every party and representative of the report with an e-mail address.
 * Answers the overview. 404 for an addendum that is no remark addendum of the report; 409 once
 * answered.
 */
export async function acceptRemarks(
  deps: Pick<Deps, 'db' | 'mailer' | 'documents'>,
  reportId: number,
  addendumId: number,
  actor: AuditActor,
) {
  const { request, documentId } = await deps.db.transaction().execute(async (trx) => {
    const request = await lockDraft(trx, reportId, addendumId);
    await trx
      .updateTable('addenda')
      .set({ state: 'finished', finished_at: new Date(), allow_regenerate_pdf: true })
      .where('id', '=', addendumId)
      .execute();
    await trx.updateTable('sign_off_requests').set({ remark_state: 'accepted' }).where('id', '=', request.id).execute();
    const documentId = await requestDocument(trx, { reportId, addendumId }, actor.userId ?? null);
    await recordAuditEvent(trx, {
      ownerUserId: request.user_id,
      reportId,
      kind: 'remarks.accepted',
      subject: request.name,
      actor,
      detail: { request_id: request.id, addendum_id: addendumId },
    });
    return { request, documentId };
  });
  deps.documents.enqueue(documentId);
  const words = await documentWords(
    deps.db,
    targetOf(reportId, request.document, request.addendum_id),
    request.language,
  );
  const recipients = new Map(
    words.parties
      .flatMap((party) => [party, ...party.represented_by])
      .filter((person) => person.email?.trim())
      .map((person) => [person.email!.trim().toLowerCase(), person] as const),
  );
  for (const [email, person] of recipients)
    await mailRemarksAccepted(deps, { email, name: partyDisplayName(person) }, request.language, words, {
      party: request.name,
      addendum: reportReference(reportId, addendumId),
    });
  return signOffOverview(deps.db, reportId);
}

/**
 * `POST /front/reports/{id}/sign-off/remark-addenda/{addendumId}/reject` (docs/product.md
 * "Sign-off by link"): marks the remarks
 * rejected with `reason`, writes a `remarks.rejected` audit event and mails the reason to the
 * party; the draft addendum is never finished. Answers the overview. 422 on `reason` when empty;
 * 404 and 409 as {@link acceptRemarks}.
 */
export async function rejectRemarks(
  deps: Pick<Deps, 'db' | 'mailer'>,
  reportId: number,
  addendumId: number,
  reason: string,
  actor: AuditActor,
) {
  const trimmed = reason.trim();
  if (!trimmed) throw invalidField('reason', 'signOff.reasonRequired');
  const request = await deps.db.transaction().execute(async (trx) => {
    const request = await lockDraft(trx, reportId, addendumId);
    await trx
      .updateTable('sign_off_requests')
      .set({ remark_state: 'rejected', remark_reason: trimmed })
      .where('id', '=', request.id)
      .execute();
    await recordAuditEvent(trx, {
      ownerUserId: request.user_id,
      reportId,
      kind: 'remarks.rejected',
      subject: request.name,
      actor,
      detail: { request_id: request.id, addendum_id: addendumId, reason: trimmed },
    });
    return request;
  });
  const words = await documentWords(
    deps.db,
    targetOf(reportId, request.document, request.addendum_id),
    request.language,
  );
  await mailRemarksRejected(deps, request, request.language, words, trimmed);
  return signOffOverview(deps.db, reportId);
}
