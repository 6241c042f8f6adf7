/**
 * A sign-off link as the party's routes find it (docs/product.md "Sign-off by link"): the request
 * its token names, whether it may still be used, and the page's view of it. An unknown or altered
 * token is not found; a signed, withdrawn or expired link is gone.
 */
import type { Kysely } from 'kysely';
import type { PublicSignOff } from 'shared-api/contract';
import type { Database } from '../../db/schema';
import type { DB } from '../../db/database';
import type { Deps } from '../../ports/deps';
import { Gone, NotFound } from '../../lib/errors';
import { toUnix } from '../../lib/time';
import type { AuditActor } from '../../lib/actors';
import { loadContentTree, nestContentTree } from '../content';
import { documentWords, targetOf } from './document';
import { REQUEST_COLUMNS, requestState, type RequestView } from './overview';
import { tokenHash } from './requests';

/** What a token looks like (requests.ts `newToken`); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** Requests with the number, file and hashes of the version each shows and the report's owner. */
const requestQuery = (db: Kysely<Database>) =>
  db
    .selectFrom('sign_off_requests as s')
    .innerJoin('documents as d', 'd.id', 's.document_id')
    .innerJoin('reports as r', 'r.id', 's.report_id')
    .select(REQUEST_COLUMNS.map((column) => `s.${column}` as const))
    .select(['d.version', 'd.path', 'd.sha256', 'd.content_sha256', 'r.user_id']);

/**
 * The request of `token` with its version and the report's owner, locked when `lock` (inside a
 * transaction); 404 when none.
 */
export async function requestOf(db: Kysely<Database>, token: string, lock = false) {
  if (!TOKEN.test(token)) throw new NotFound('signOff.linkUnknown');
  let query = requestQuery(db).where('s.token_hash', '=', tokenHash(token));
  if (lock) query = query.forUpdate('s');
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFound('signOff.linkUnknown');
  return row;
}

/** The request `requestId` as {@link requestOf} gives it; 404 when none. */
export async function requestById(db: DB, requestId: number) {
  const row = await requestQuery(db).where('s.id', '=', requestId).executeTakeFirst();
  if (!row) throw new NotFound('signOff.linkUnknown');
  return row;
}

/** The path of the PDF request `requestId` shows, which the page gets signed (`pdf_url`). */
export const linkPdfPath = (requestId: number) => `/public/sign-off/requests/${requestId}/pdf`;

/** 410 unless the link of `row` may still be used: not signed, withdrawn or past its deadline. */
export function assertUsable(row: RequestView) {
  const state = requestState(row);
  if (state === 'signed') throw new Gone('signOff.linkUsed');
  if (state === 'revoked') throw new Gone('signOff.linkRevoked');
  if (state === 'expired') throw new Gone('signOff.linkExpired');
}

/**
 * 410 unless the page of `row` may still be read: as {@link assertUsable}, except that a party who
 * signed keeps reading (and downloading) what they signed.
 */
export function assertReadable(row: RequestView) {
  if (requestState(row) !== 'signed') assertUsable(row);
}

/** The rooms and objects of the document of `row`, each with its path of names. */
export async function itemsOf(db: DB, row: RequestView) {
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

export type Found = Awaited<ReturnType<typeof requestOf>>;

/**
 * The page's view of `row` (PublicSignOff); `pdf_url` is a signed, expiring URL of that PDF version
 * (15–20 minutes), served only while the link is neither withdrawn nor expired ({@link linkPdfPath}).
 */
export async function viewOf(deps: Pick<Deps, 'db' | 'fileUrls'>, row: Found): Promise<PublicSignOff> {
  const target = targetOf(row.report_id, row.document, row.addendum_id);
  const words = await documentWords(deps.db, target, row.language);
  return {
    title: words.title,
    reference: words.reference,
    address: words.address,
    version: row.version,
    sha256: row.sha256!,
    pdf_url: deps.fileUrls.signRoute(linkPdfPath(row.id)),
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
export const partyActor = (row: RequestView, actor: AuditActor): AuditActor => ({
  ...actor,
  userId: null,
  name: row.name,
});
