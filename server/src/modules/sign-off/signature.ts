/**
 * Signing through a sign-off link (docs/product.md "Sign-off by link", "Honest signatures"): once,
 * with the mention approved and a PNG the media service accepts; the signature binds the version
 * the link shows and keeps its evidence beside it.
 */
import type { SignOffSignatureInput } from 'shared-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../ports/deps';
import type { DocumentTarget } from '../../ports/documents';
import { invalidField } from '../../lib/errors';
import { recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import { processImage } from '../media';
import { kindOf, requestDocument } from '../documents';
import { targetOf } from './document';
import { assertUsable, partyActor, requestOf, viewOf } from './link';

/**
 * Most pixels a signature drawn on the page may have (docs/product.md "Sign-off by link"): the
 * canvas at four times the screen's density is far below it. Checked from the PNG's header
 * before anything is decoded (media/media.ts).
 */
export const MAX_SIGNATURE_PIXELS = 4_000_000;

/** The bytes of a `data:image/png;base64,…` URL; 422 on `signature` for anything else. */
function pngOf(dataUrl: string): Buffer {
  const match = /^data:image\/png;base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  const bytes = match ? Buffer.from(match[1], 'base64') : Buffer.alloc(0);
  if (!bytes.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')))
    throw invalidField('signature', 'signOff.signaturePng');
  return bytes;
}

/**
 * Asks, in the signing transaction `trx`, for the version of `target` that prints a new signature;
 * its id, or null when a version still waits unclaimed (docs/product.md "Versions": it will read
 * the signature). The waiting row is locked, so a generator claims it only after the signature
 * is committed; one already claimed may have read the document before, so another is asked for.
 */
async function nextVersion(trx: Kysely<Database>, target: DocumentTarget): Promise<number | null> {
  const waiting = await trx
    .selectFrom('documents')
    .select(['id', 'started_at'])
    .where('report_id', '=', target.reportId)
    .where('addendum_id', target.addendumId === null ? 'is' : '=', target.addendumId)
    .where('kind', '=', kindOf(target))
    .where('status', '=', 'pending')
    .orderBy('version', 'desc')
    .forUpdate()
    .executeTakeFirst();
  return waiting && waiting.started_at === null ? null : requestDocument(trx, target, null);
}

/**
 * `POST /public/sign-off/{token}/signature` (docs/product.md "Sign-off by link", "Honest
 * signatures"): the party signs the version its link shows, once.
 * The PNG goes through the media service; the signature is a `signatures` row bound to that
 * version (its number and content SHA-256, docs/product.md "Honest signatures"), with its evidence
 * (time, address, user agent, the PDF's and the content's SHA-256, the remarks given so far) and a
 * `sign_off.signed` audit event. A new version of the document is asked for in the same
 * transaction ({@link nextVersion}); it prints the signature and the certificate page. 422 on `approved` unless true and on `signature` unless a
 * real PNG of at most {@link MAX_SIGNATURE_PIXELS} pixels; 404 and 410 as {@link openSignOff} (a second signature is 410).
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
  const image = await processImage(pngOf(input.signature), { field: 'signature', maxPixels: MAX_SIGNATURE_PIXELS });
  if (image.mime !== 'image/png') throw invalidField('signature', 'signOff.signaturePng');
  const stored = await deps.storage.put('signatures', image.ext, image.resized);
  const target = targetOf(found.report_id, found.document, found.addendum_id);
  try {
    const documentId = await deps.db.transaction().execute(async (trx) => {
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
      return nextVersion(trx, target);
    });
    if (documentId !== null) deps.documents.enqueue(documentId);
  } catch (error) {
    await deps.storage.remove(stored);
    throw error;
  }
  return viewOf(deps, await requestOf(deps.db, token));
}
