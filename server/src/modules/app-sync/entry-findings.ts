/**
 * What the entry report found, for the field app's exit (docs/product.md "The field app", "Entry
 * against exit"): a follow-up report's floors, rooms and objects that were copied from the report it
 * follows (their `source_uuid`), each with that report's state, cleanliness, remarks, observations
 * and photos (signed URLs of the resized copies, valid for the file URL window: the app downloads
 * them with the report). Read-only: nothing here changes either report.
 */
import type { EntryFindings } from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { Deps } from '../../ports/deps';
import { toUnix } from '../../lib/time';
import { loadContentTree } from '../content';
import { reportReference } from '../reports';

type Assessed = { uuid: string; source_uuid: string | null; name: string } & Record<
  'state' | 'cleanliness' | 'remarks',
  string | null
>;

/**
 * The findings of the report that report `reportId` follows, by the follow-up's item uuid; null for
 * a report that follows none (or for an addendum: `addendum` true).
 */
export async function entryFindings(
  { db, fileUrls }: Pick<Deps, 'fileUrls'> & { db: DB },
  reportId: number,
  addendum: boolean,
): Promise<EntryFindings | null> {
  if (addendum) return null;
  const report = await db
    .selectFrom('reports')
    .select('follow_up_of_id')
    .where('id', '=', reportId)
    .executeTakeFirstOrThrow();
  if (report.follow_up_of_id === null) return null;
  const entryId = report.follow_up_of_id;
  const [exit, entry, entryReport, media] = await Promise.all([
    loadContentTree(db, reportId, null),
    loadContentTree(db, entryId, null),
    db.selectFrom('reports').select(['id', 'finished_at']).where('id', '=', entryId).executeTakeFirstOrThrow(),
    db
      .selectFrom('media')
      .select(['uuid', 'owner_uuid', 'path', 'resized_path'])
      .where('report_id', '=', entryId)
      .where('draft', '=', false)
      .orderBy('id')
      .execute(),
  ]);
  const entryItems = new Map<string, Assessed>(
    [...entry.floors, ...entry.rooms, ...entry.entities].map((row) => [row.uuid, row]),
  );
  const observationsOf = (entityUuid: string) =>
    entry.observations
      .filter((row) => row.entity_uuid === entityUuid)
      .map((row) => ({ name: row.name, type: row.type, remarks: row.remarks }));
  const photosOf = (owner: string) =>
    Promise.all(
      media
        .filter((row) => row.owner_uuid === owner)
        .map(async (row) => ({ uuid: row.uuid, url: await fileUrls.sign(row.resized_path ?? row.path) })),
    );
  const paired = [...exit.floors, ...exit.rooms, ...exit.entities].flatMap((row: Assessed) => {
    const found = row.source_uuid === null ? undefined : entryItems.get(row.source_uuid);
    return found ? [{ uuid: row.uuid, found }] : [];
  });
  const items = await Promise.all(
    paired.map(async ({ uuid, found }) => ({
      uuid,
      name: found.name,
      state: found.state,
      cleanliness: found.cleanliness,
      remarks: found.remarks,
      observations: observationsOf(found.uuid),
      photos: await photosOf(found.uuid),
    })),
  );
  return {
    report_id: entryReport.id,
    reference: reportReference(entryReport.id, null),
    finished_at: toUnix(entryReport.finished_at),
    items,
  };
}
