/**
 * The party's side of sign-off by link (docs/product.md "Sign-off by link"), reached with the
 * token alone: reading the page and the PDF version it shows, and adding remarks until the
 * deadline (signing: signature.ts). Each step writes an audit event naming the party, its
 * address and user agent.
 */
import { SIGN_OFF_LIMITS, type SignOffRemarksInput } from 'shared-api/contract';
import type { StoredRemark } from '../../db/schema';
import type { DB } from '../../db/database';
import type { Deps } from '../../ports/deps';
import { invalid, invalidField } from '../../lib/errors';
import { text, type FieldErrors } from '../../lib/messages';
import { toUnix } from '../../lib/time';
import { recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import { targetOf } from './document';
import { draftRemarkAddendum } from './remark-addenda';
import { assertReadable, assertUsable, itemsOf, partyActor, requestById, requestOf, viewOf } from './link';
import { requestState } from './overview';

/**
 * `GET /public/sign-off/{token}` (docs/product.md "Sign-off by link"): what the party's page shows.
 * The first read marks the request opened and writes a `sign_off.opened` audit event. 404 for an
 * unknown token; 410 once withdrawn or expired. A signed link still reads (state `signed`), so the
 * party can download what they signed; remarks and a second signature are refused (410).
 */
export async function openSignOff(deps: Pick<Deps, 'db' | 'fileUrls'>, token: string, actor: AuditActor) {
  const row = await requestOf(deps.db, token);
  assertReadable(row);
  if (!row.opened_at) {
    const openedAt = new Date();
    await deps.db.transaction().execute(async (trx) => {
      const first = await trx
        .updateTable('sign_off_requests')
        .set({ opened_at: openedAt })
        .where('id', '=', row.id)
        .where('opened_at', 'is', null)
        .executeTakeFirst();
      if (Number(first.numUpdatedRows))
        await recordAuditEvent(trx, {
          ownerUserId: row.user_id,
          reportId: row.report_id,
          kind: 'sign_off.opened',
          subject: row.name,
          actor: partyActor(row, actor),
          detail: { request_id: row.id },
        });
    });
    row.opened_at = openedAt;
  }
  return viewOf(deps, row);
}

/**
 * `GET /public/sign-off/{token}/pdf`: the document and number of the PDF version the link shows;
 * 404 and 410 as {@link openSignOff}.
 */
export async function signOffPdf(db: DB, token: string) {
  const row = await requestOf(db, token);
  assertReadable(row);
  return { version: row.version, target: targetOf(row.report_id, row.document, row.addendum_id) };
}

/**
 * `GET /public/sign-off/requests/{id}/pdf`, the signed `pdf_url` of the page (the route checks the
 * signature): the document and number of the PDF version request `requestId` shows. 404 for an
 * unknown request; 410 from the moment the link is withdrawn or its remark window ends
 * (docs/product.md "Sign-off by link"). A party who signed may still read what they signed.
 */
export async function linkedPdf(db: DB, requestId: number) {
  const row = await requestById(db, requestId);
  const state = requestState(row);
  // a withdrawn or expired link is refused with the page's own 410
  if (state === 'revoked' || state === 'expired') assertUsable(row);
  return { version: row.version, target: targetOf(row.report_id, row.document, row.addendum_id) };
}

/**
 * 422 on `remarks` when `added` would take the link's remarks (`given` so far) over its bounds:
 * {@link SIGN_OFF_LIMITS} `remarksPerLink` remarks and `remarkBytesPerLink` UTF-8 bytes of text.
 */
function assertRemarksFit(given: StoredRemark[], added: StoredRemark[]) {
  const all = [...given, ...added];
  const bytes = all.reduce((sum, remark) => sum + Buffer.byteLength(remark.text, 'utf8'), 0);
  if (all.length > SIGN_OFF_LIMITS.remarksPerLink || bytes > SIGN_OFF_LIMITS.remarkBytesPerLink)
    throw invalidField(
      'remarks',
      text('signOff.remarksFull', {
        max: SIGN_OFF_LIMITS.remarksPerLink,
        kilobytes: SIGN_OFF_LIMITS.remarkBytesPerLink / 1000,
      }),
    );
}

/**
 * `POST /public/sign-off/{token}/remarks` (docs/product.md "Sign-off by link"): adds
 * `input.remarks` (each on a room or object of the document, or general) to the party's remarks,
 * marks the request remarked, writes the draft addendum they become and a `sign_off.remarked` audit
 * event. 422 on `remarks.{i}.text` when empty and on `remarks.{i}.item_uuid` for an item the
 * document lacks, and on `remarks` when the link would hold more than its bounds allow
 * (`SIGN_OFF_LIMITS`: 100 remarks, 64 kB of text); 404 and 410 as {@link openSignOff}; 409 once
 * the inspector answered the remarks.
 */
export async function addRemarks(
  deps: Pick<Deps, 'db' | 'fileUrls'>,
  token: string,
  input: SignOffRemarksInput,
  actor: AuditActor,
) {
  const found = await requestOf(deps.db, token);
  assertUsable(found);
  const items = new Map((await itemsOf(deps.db, found)).map((item) => [String(item.uuid), item.path]));
  const errors: FieldErrors = {};
  input.remarks.forEach((remark, index) => {
    if (!remark.text.trim()) errors[`remarks.${index}.text`] = ['signOff.emptyRemark'];
    if (remark.item_uuid !== null && !items.has(remark.item_uuid))
      errors[`remarks.${index}.item_uuid`] = ['signOff.unknownItem'];
  });
  if (Object.keys(errors).length) throw invalid(errors);
  const now = new Date();
  const added: StoredRemark[] = input.remarks.map((remark) => ({
    item_uuid: remark.item_uuid,
    path: remark.item_uuid === null ? [] : items.get(remark.item_uuid)!,
    text: remark.text.trim(),
    created_at: toUnix(now)!,
  }));
  await deps.db.transaction().execute(async (trx) => {
    const row = await requestOf(trx, token, true);
    assertUsable(row);
    assertRemarksFit(row.remarks, added);
    const remarks = [...row.remarks, ...added];
    await draftRemarkAddendum(trx, row, remarks);
    await trx
      .updateTable('sign_off_requests')
      .set({ remarks: JSON.stringify(remarks), remarked_at: now })
      .where('id', '=', row.id)
      .execute();
    await recordAuditEvent(trx, {
      ownerUserId: row.user_id,
      reportId: row.report_id,
      kind: 'sign_off.remarked',
      subject: row.name,
      actor: partyActor(row, actor),
      detail: { request_id: row.id, remarks: added.length },
    });
  });
  return viewOf(deps, await requestOf(deps.db, token));
}
