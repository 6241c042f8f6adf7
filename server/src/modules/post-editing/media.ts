/**
 * The media calls of post-editing (docs/spec.md §7 "Post-editing"): an image for an item of a report or
 * of one of its addenda (`answers/{answerUuid}/media`, multipart field `media`), removing one,
 * and the front picture of the report's place. Every image goes through the media service. An
 * image for a finished report waits as a draft until the save that names it.
 */
import type { Deps } from '../../ports/deps';
import type { FileUrls } from '../../ports/files';
import { v7 as uuid } from 'uuid';
import type { StoredMedia } from 'shared-api/contract';
import { Conflict, notFound } from '../../lib/errors';
import type { DB } from '../../db/database';
import { processImage, sha256Of, releaseFiles, storeMedia } from '../media';
import type { Upload } from '../../plugins/upload-form';
import type { DocumentTarget } from '../../ports/documents';

type App = Pick<Deps, 'db' | 'storage' | 'documents' | 'fileUrls'>;
type OwnerKind = 'floor' | 'room' | 'entity' | 'observation';

/** The media row as the wizard shows it, its files by signed, expiring URLs (docs/operations.md "Files"). */
export const storedMedia = async (
  fileUrls: FileUrls,
  row: {
    id: number;
    uuid: string;
    owner_uuid: string;
    path: string;
    resized_path: string | null;
    width: number;
    height: number;
  },
): Promise<StoredMedia> => ({
  id: row.id,
  uuid: row.uuid,
  owner_uuid: row.owner_uuid,
  url: await fileUrls.sign(row.path),
  resized_url: await fileUrls.sign(row.resized_path),
  width: row.width,
  height: row.height,
});

/**
 * The kind of item `itemUuid` and the document it belongs to, when it is an item of report
 * `reportId` (its own tree or an addendum's); null when no item has that uuid (a new item of the
 * wizard's next save); 404 when it is an item of another report.
 */
async function itemOf(
  db: DB,
  reportId: number,
  itemUuid: string,
): Promise<{ kind: OwnerKind; target: DocumentTarget } | null> {
  const observation = await db
    .selectFrom('report_observations')
    .select('entity_uuid')
    .where('uuid', '=', itemUuid)
    .executeTakeFirst();
  const entity = await db
    .selectFrom('report_entities')
    .select(['home_uuid', 'room_uuid'])
    .where('uuid', '=', observation?.entity_uuid ?? itemUuid)
    .executeTakeFirst();
  const roomUuid = entity ? entity.room_uuid : itemUuid;
  const room = roomUuid
    ? await db.selectFrom('report_rooms').select('floor_uuid').where('uuid', '=', roomUuid).executeTakeFirst()
    : undefined;
  const floorUuid = room ? room.floor_uuid : entity ? null : itemUuid;
  const floor = floorUuid
    ? await db.selectFrom('report_floors').select('home_uuid').where('uuid', '=', floorUuid).executeTakeFirst()
    : undefined;
  const homeUuid = entity?.home_uuid ?? floor?.home_uuid;
  if (!homeUuid) return null;
  const home = await db
    .selectFrom('report_homes')
    .select(['report_id', 'addendum_id'])
    .where('uuid', '=', homeUuid)
    .executeTakeFirst();
  if (!home || home.report_id !== reportId) throw notFound('item');
  const kind = observation ? 'observation' : entity ? 'entity' : room ? 'room' : 'floor';
  return { kind, target: { reportId, addendumId: home.addendum_id } };
}

/** The state of `target`'s document row. */
async function stateOf(db: DB, target: DocumentTarget) {
  const row =
    target.addendumId === null
      ? await db.selectFrom('reports').select('state').where('id', '=', target.reportId).executeTakeFirst()
      : await db.selectFrom('addenda').select('state').where('id', '=', target.addendumId).executeTakeFirst();
  return row?.state;
}

/**
 * `POST /front/reports/{id}/answers/{answerUuid}/media`: stores the image of field `media` for
 * the item (floor, room, object or observation). For a finished report the image is a draft
 * (docs/product.md "Post-editing is a draft"): it waits, unprinted, for the save that names it in
 * the item's `media` list, so `answerUuid` may also be an item that save will create. An optional
 * `uuid` field makes a retry store nothing twice. 404 for an item of another report, or an
 * unknown item of a report that is not finished; 409 for an item of a finished addendum;
 * 413/415/422 as the media service says.
 */
export async function uploadItemMedia(
  deps: App,
  reportId: number,
  itemUuid: string,
  readUpload: () => Promise<Upload<{ uuid?: string }>>,
): Promise<StoredMedia> {
  const item = await itemOf(deps.db, reportId, itemUuid);
  const state = await stateOf(deps.db, item?.target ?? { reportId, addendumId: null });
  if (!item && state !== 'finished') throw notFound('item');
  if (item?.target.addendumId && state === 'finished') throw new Conflict('media.finishedRecord');
  const { fields, file } = await readUpload();
  const processed = await processImage(file, { field: 'media' });
  const stored = await storeMedia(
    deps,
    reportId,
    { uuid: fields.uuid ?? uuid(), owner_uuid: itemUuid, owner_kind: item?.kind ?? 'entity', sha256: sha256Of(file) },
    file,
    { processed, draft: state === 'finished' },
  );
  const row = await deps.db.selectFrom('media').selectAll().where('uuid', '=', stored.uuid).executeTakeFirstOrThrow();
  return storedMedia(deps.fileUrls, row);
}

/**
 * `DELETE /front/reports/{id}/answers/{answerUuid}/media/{fileId}`: removes a draft image, or an
 * image of a document that is not finished. 404 unless the image belongs to that item of the
 * report; 409 for a photo of a finished document's record (a post-editing save that leaves it
 * out of the item's `media` list removes it).
 */
export async function deleteItemMedia(deps: App, reportId: number, itemUuid: string, fileId: number): Promise<void> {
  const row = await deps.db
    .selectFrom('media')
    .select(['draft'])
    .where('id', '=', fileId)
    .where('report_id', '=', reportId)
    .where('owner_uuid', '=', itemUuid)
    .executeTakeFirst();
  if (!row) throw notFound('image');
  const item = await itemOf(deps.db, reportId, itemUuid);
  if (!row.draft && item && (await stateOf(deps.db, item.target)) === 'finished')
    throw new Conflict('media.finishedRecord');
  const removed = await deps.db
    .deleteFrom('media')
    .where('id', '=', fileId)
    .returning(['path', 'resized_path'])
    .executeTakeFirst();
  if (removed) await releaseFiles(deps, [removed.path, removed.resized_path]);
}

/** Longest edge of a stored front picture, in pixels. */
const FRONT_PICTURE_EDGE = 1600;

/**
 * `POST /front/reports/{id}/place/{placeId}/media`: replaces the front picture of the report's
 * place (field `media`); returns its URL path. 404 when `placeId` is not the report's place.
 */
export async function uploadPlacePicture(
  deps: App,
  reportId: number,
  placeId: number,
  readUpload: () => Promise<Upload<{ uuid?: string }>>,
): Promise<{ front_picture_url: string }> {
  const place = await deps.db
    .selectFrom('reports as r')
    .innerJoin('places as p', 'p.id', 'r.place_id')
    .select(['p.id', 'p.front_picture_path'])
    .where('r.id', '=', reportId)
    .where('p.id', '=', placeId)
    .executeTakeFirst();
  if (!place) throw notFound('place');
  const { file } = await readUpload();
  const image = await processImage(file, { field: 'media', resizedEdge: FRONT_PICTURE_EDGE });
  const path = await deps.storage.put('places', image.ext, image.resized);
  await deps.db
    .updateTable('places')
    .set({ front_picture_path: path, updated_at: new Date() })
    .where('id', '=', place.id)
    .execute();
  if (place.front_picture_path) await deps.storage.remove(place.front_picture_path);
  return { front_picture_url: await deps.fileUrls.sign(path) };
}
