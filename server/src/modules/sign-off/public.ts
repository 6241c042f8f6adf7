/**
 * The party's side of sign-off by link (docs/product.md "Sign-off by link"), reached with the
 * token alone: reading the page and the PDF version it shows, adding remarks until the deadline,
 * and signing once. An unknown or altered token is not found; a signed, withdrawn or expired link
 * is gone. Each step writes an audit event naming the party, its address and user agent.
 */
import type { Kysely } from 'kysely';
import type { PublicSignOff, SignOffRemarksInput, SignOffSignatureInput } from 'shared-api/contract';
import type { Database, StoredRemark } from '../../db/schema';
import type { DB } from '../../db/database';
import type { Deps } from '../../lib/deps';
import { Gone, invalid, invalidField, NotFound } from '../../lib/errors';
import type { FieldErrors } from '../../lib/messages';
import { toUnix } from '../../lib/time';
import { recordAuditEvent, type AuditActor } from '../audit/audit';
import { loadContentTree, nestContentTree } from '../content/read';
import { processImage } from '../media/media';
import { regenerateDocument } from '../documents/queue';
import { documentWords, targetOf } from './document';
import { draftRemarkAddendum } from './remark-addenda';
import { REQUEST_COLUMNS, requestState, type RequestView } from './overview';
import { tokenHash } from './requests';

/** What a token looks like (requests.ts `newToken`); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** The request of `token` with its version and the report's owner, locked in `trx` when given; 404 when none. */
async function requestOf(db: Kysely<Database>, token: string, lock = false) {
  if (!TOKEN.test(token)) throw new NotFound('signOff.linkUnknown');
  let query = db
    .selectFrom('sign_off_requests as s')
    .innerJoin('documents as d', 'd.id', 's.document_id')
    .innerJoin('reports as r', 'r.id', 's.report_id')
    .select(REQUEST_COLUMNS.map((column) => `s.${column}` as const))
    .select(['d.version', 'd.path', 'd.sha256', 'd.content_sha256', 'r.user_id'])
    .where('s.token_hash', '=', tokenHash(token));
  if (lock) query = query.forUpdate('s');
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFound('signOff.linkUnknown');
  return row;
}

/** 410 unless the link of `row` may still be used: not signed, withdrawn or past its deadline. */
function assertUsable(row: RequestView) {
  const state = requestState(row);
  if (state === 'signed') throw new Gone('signOff.linkUsed');
  if (state === 'revoked') throw new Gone('signOff.linkRevoked');
  if (state === 'expired') throw new Gone('signOff.linkExpired');
}

/** The rooms and objects of the document of `row`, each with its path of names. */
async function itemsOf(db: DB, row: RequestView) {
  const target = targetOf(row.report_id, row.document, row.addendum_id);
  const homes = nestContentTree(await loadContentTree(db, target.reportId, target.addendumId));
  return homes.flatMap((home) => [
    ...home.entities.map((entity) => ({ uuid: entity.row.uuid, path: [home.row.name, entity.row.name] })),
    ...home.floors.flatMap((floor) =>
      floor.rooms.flatMap((room) => {
        const path = [home.row.name, floor.row.name, room.row.name];
        return [
          { uuid: room.row.uuid, path },
          ...room.entities.map((entity) => ({ uuid: entity.row.uuid, path: [...path, entity.row.name] })),
        ];
      }),
    ),
  ]);
}

type Found = Awaited<ReturnType<typeof requestOf>>;

/** The page's view of `row` (PublicSignOff); `pdfUrl` is a signed, expiring URL of that PDF version. */
async function viewOf(deps: Pick<Deps, 'db' | 'fileUrls'>, row: Found): Promise<PublicSignOff> {
  const target = targetOf(row.report_id, row.document, row.addendum_id);
  const words = await documentWords(deps.db, target, row.language);
  return {
    title: words.title,
    reference: words.reference,
    version: row.version,
    sha256: row.sha256!,
    pdf_url: await deps.fileUrls.sign(row.path!),
    language: row.language,
    party_name: row.name,
    remark_deadline: toUnix(row.expires_at)!,
    state: requestState(row),
    items: (await itemsOf(deps.db, row)).map((item) => ({ uuid: String(item.uuid), path: item.path })),
    remarks: row.remarks,
    signed_at: toUnix(row.signed_at),
  };
}

/** The audit actor of a party acting through its link. */
const partyActor = (row: RequestView, actor: AuditActor): AuditActor => ({ ...actor, userId: null, name: row.name });

/**
 * `GET /public/sign-off/{token}`: what the party's page shows. The first read marks the request
 * opened and writes a `sign_off.opened` audit event. 404 for an unknown token; 410 once signed,
 * withdrawn or expired.
 */
export async function openSignOff(deps: Pick<Deps, 'db' | 'fileUrls'>, token: string, actor: AuditActor) {
  const row = await requestOf(deps.db, token);
  assertUsable(row);
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

/** `GET /public/sign-off/{token}/pdf`: the document and number of the PDF version the link shows; 404 and 410 as {@link openSignOff}. */
export async function signOffPdf(db: DB, token: string) {
  const row = await requestOf(db, token);
  assertUsable(row);
  return { version: row.version, target: targetOf(row.report_id, row.document, row.addendum_id) };
}

/**
 * `POST /public/sign-off/{token}/remarks`: adds `input.remarks` (each on a room or object of the
 * document, or general) to the party's remarks, marks the request remarked, writes the draft
 * addendum they become and a `sign_off.remarked` audit event. 422 on `remarks.{i}.text` when
 * empty and on `remarks.{i}.item_uuid` for an item the document lacks; 404 and 410 as
 * {@link openSignOff}; 409 once the inspector answered the remarks.
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

/** The bytes of a `data:image/png;base64,…` URL; 422 on `signature` for anything else. */
function pngOf(dataUrl: string): Buffer {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  const bytes = match ? Buffer.from(match[1], 'base64') : Buffer.alloc(0);
  if (!bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')))
    throw invalidField('signature', 'signOff.signaturePng');
  return bytes;
}

/**
 * `POST /public/sign-off/{token}/signature`: the party signs the version its link shows, once.
 * The PNG goes through the media service; the signature is a `signatures` row bound to that
 * version (its number and content SHA-256, docs/product.md "Honest signatures"), with its evidence
 * (time, address, user agent, the PDF's and the content's SHA-256, the remarks given so far) and a
 * `sign_off.signed` audit event. Then a new version of the document is asked for, which prints the
 * signature and the certificate page. 422 on `approved` unless true and on `signature` unless a
 * real PNG; 404 and 410 as {@link openSignOff} (a second signature is 410).
 */
export async function signByLink(
  deps: Pick<Deps, 'db' | 'fileUrls' | 'storage' | 'documents'>,
  token: string,
  input: SignOffSignatureInput,
  actor: AuditActor,
) {
  const found = await requestOf(deps.db, token);
  assertUsable(found);
  if (input.approved !== true) throw invalidField('approved', 'signOff.approvalRequired');
  const image = await processImage(pngOf(input.signature), { field: 'signature' });
  if (image.mime !== 'image/png') throw invalidField('signature', 'signOff.signaturePng');
  const stored = await deps.storage.put('signatures', image.ext, image.resized);
  const target = targetOf(found.report_id, found.document, found.addendum_id);
  try {
    await deps.db.transaction().execute(async (trx) => {
      const row = await requestOf(trx, token, true);
      assertUsable(row);
      const signedAt = new Date();
      const signature = await trx
        .insertInto('signatures')
        .values({
          report_id: row.report_id,
          addendum_id: target.addendumId,
          kind: target.kind,
          party_id: row.party_id,
          representative_id: row.representative_id,
          name: row.name,
          image_path: stored,
          signed_place: '',
          signed_at: signedAt,
          content_sha256: row.content_sha256,
          version: row.version,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('sign_off_signatures')
        .values({
          request_id: row.id,
          signature_id: signature.id,
          report_id: row.report_id,
          addendum_id: target.addendumId,
          kind: target.kind ?? 'report',
          name: row.name,
          role: row.role,
          version: row.version,
          pdf_sha256: row.sha256!,
          content_sha256: row.content_sha256!,
          ip: actor.ip ?? null,
          user_agent: actor.userAgent?.slice(0, 500) ?? null,
          remarks: JSON.stringify(row.remarks),
          signed_at: signedAt,
        })
        .execute();
      await trx.updateTable('sign_off_requests').set({ signed_at: signedAt }).where('id', '=', row.id).execute();
      await recordAuditEvent(trx, {
        ownerUserId: row.user_id,
        reportId: row.report_id,
        kind: 'sign_off.signed',
        subject: row.name,
        actor: partyActor(row, actor),
        detail: {
          request_id: row.id,
          version: row.version,
          pdf_sha256: row.sha256,
          content_sha256: row.content_sha256,
        },
      });
    });
  } catch (error) {
    await deps.storage.remove(stored);
    throw error;
  }
  const next = await regenerateDocument(deps, target, null);
  if (!next.unchanged) deps.documents.enqueue(next.id);
  return viewOf(deps, await requestOf(deps.db, token));
}
