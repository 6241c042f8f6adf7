/**
 * Merging a duplicate place into the place to keep (issue 43; docs/product.md "Forms and lists",
 * "Merging places"): an admin sees what a merge of a place moves and which places it may go into,
 * then merges it. Every report of the duplicate moves to the kept place in one transaction, the
 * duplicate and its address go, and the audit trail records it. Stored PDF versions are files of
 * their own and never change; a later version of a moved report prints the kept place.
 */
import { sql } from 'kysely';
import type { PlaceMergeOptions } from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { Storage } from '../media/storage';
import { Conflict, invalidField, notFound } from '../../lib/errors';
import { searched } from '../../lib/paging';
import { recordAuditEvent, type AuditActor } from '../audit/audit';
import { placeOf, placeQuery } from './places';

/** At most this many places are offered to merge a place into. */
export const MERGE_CANDIDATES_SHOWN = 20;

/**
 * `GET /front/places/{id}/merge` (admin): how many reports use place `id` (those a merge moves),
 * and the places it may be merged into, each with its number of reports: the other places of the
 * same account, most alike first
 * (trigram similarity of name and address, then newest), at most {@link MERGE_CANDIDATES_SHOWN},
 * searched by `query` as every list is (every word, in any order and in part). 404 when place
 * `id` does not exist.
 */
export async function mergeOptions(db: DB, id: number, query: string | undefined): Promise<PlaceMergeOptions> {
  const place = await db
    .selectFrom('places')
    .select(['user_id', 'search_text'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!place) throw notFound('place');
  const [used, rows] = await Promise.all([
    db
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('place_id', '=', id)
      .executeTakeFirstOrThrow(),
    searched(
      placeQuery(db)
        .select((eb) =>
          eb
            .selectFrom('reports')
            .select(eb.fn.countAll<string>().as('count'))
            .whereRef('reports.place_id', '=', 'places.id')
            .as('reports'),
        )
        .where('places.user_id', '=', place.user_id)
        .where('places.id', '!=', id),
      'places.search_text',
      query,
    )
      .orderBy(sql`similarity(places.search_text, ${place.search_text})`, 'desc')
      .orderBy('places.id', 'desc')
      .limit(MERGE_CANDIDATES_SHOWN)
      .execute(),
  ]);
  return {
    reports: Number(used.count),
    candidates: rows.map((row) => ({ ...placeOf(row), reports: Number(row.reports) })),
  };
}

/**
 * `POST /front/places/{id}/merge` `{into}` (admin; docs/product.md "Merging places"): place `id`
 * is a duplicate of place `into`. In one transaction, with both places locked: every report of
 * the duplicate moves to the kept place (`reports.place_id` is the only foreign key to places,
 * which test/places.test.ts holds to the schema), the kept place keeps its name, address, front
 * picture and remarks and takes the duplicate's front picture or remarks where it has none, the
 * duplicate and its address are deleted, and the audit event `place.merged` records both ids and
 * names and the number of reports moved. After the commit a front picture nobody names any more
 * is removed from storage. Resolves to the number of reports moved.
 *
 * Errors: 404 when place `id` does not exist; 422 on `into` when it is `id` itself, does not
 * exist, or belongs to another account (a report uses only its owner's places); 409 when both
 * places have different remarks (a merge drops nothing an inspector wrote) or while a document
 * version of a report of the duplicate waits to be made (it would print the other place).
 */
export async function mergePlace(
  deps: { db: DB; storage: Storage },
  id: number,
  into: number,
  actor: AuditActor,
): Promise<{ reports_moved: number }> {
  if (into === id) throw invalidField('into', 'places.mergeSelf');
  const { moved, unused } = await deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('places')
      .select(['id', 'user_id', 'name', 'address_id', 'front_picture_path', 'remarks'])
      .where('id', 'in', [id, into])
      .orderBy('id')
      .forUpdate()
      .execute();
    const duplicate = rows.find((row) => row.id === id);
    const kept = rows.find((row) => row.id === into);
    if (!duplicate) throw notFound('place');
    if (!kept) throw invalidField('into', 'places.mergeUnknown');
    if (kept.user_id !== duplicate.user_id) throw invalidField('into', 'places.mergeOtherOwner');
    const [ownRemarks, duplicateRemarks] = [kept.remarks?.trim() || null, duplicate.remarks?.trim() || null];
    if (ownRemarks && duplicateRemarks && ownRemarks !== duplicateRemarks)
      throw new Conflict('places.mergeRemarksDiffer', { into: ['places.mergeRemarksDiffer'] });
    const pending = await trx
      .selectFrom('documents as d')
      .innerJoin('reports as r', 'r.id', 'd.report_id')
      .select('d.id')
      .where('r.place_id', '=', id)
      .where('d.status', '=', 'pending')
      .limit(1)
      .executeTakeFirst();
    if (pending) throw new Conflict('places.mergeVersionPending');

    const { numUpdatedRows } = await trx
      .updateTable('reports')
      .set({ place_id: into })
      .where('place_id', '=', id)
      .executeTakeFirst();
    await trx
      .updateTable('places')
      .set({
        front_picture_path: kept.front_picture_path ?? duplicate.front_picture_path,
        remarks: ownRemarks ? kept.remarks : duplicate.remarks,
        updated_at: new Date(),
      })
      .where('id', '=', into)
      .execute();
    await trx.deleteFrom('places').where('id', '=', id).execute();
    if (duplicate.address_id !== null)
      await trx.deleteFrom('addresses').where('id', '=', duplicate.address_id).execute();
    const count = Number(numUpdatedRows);
    await recordAuditEvent(trx, {
      kind: 'place.merged',
      ownerUserId: kept.user_id,
      subject: kept.name,
      actor,
      detail: { from: id, from_name: duplicate.name, into, into_name: kept.name, reports_moved: count },
    });
    const dropped =
      kept.front_picture_path && duplicate.front_picture_path !== kept.front_picture_path
        ? duplicate.front_picture_path
        : null;
    return { moved: count, unused: dropped };
  });
  // the file goes only after the commit that stops naming it (modules/media/file-sweep.ts)
  if (unused) await deps.storage.remove(unused);
  return { reports_moved: moved };
}
