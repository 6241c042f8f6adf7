/**
 * The photo zip of a report (docs/spec.md §7 `GET /front/reports/{id}/download-media`, issue 8): the
 * original photos in folders per floor, room and object (and observation), stored without
 * deflate (yazl) so the size is known up front and sent as `Content-Length` for progress.
 * Photos of the report and its addenda; the place picture under the place's name.
 */
import yazl from 'yazl';
import type { Readable } from 'node:stream';
import type { DB } from '../../db/database';
import type { Storage } from '../../ports/files';
import { loadContentTree } from '../content';

/**
 * A folder or file name without separators or control characters, and never `.`, `..` or any
 * other name of dots alone, which unzippers (and yazl itself: "invalid relative path") refuse or
 * read as a step up (issue 42). Names are typed by people and the app: `..` is a room name too.
 */
const safe = (name: string) => {
  const cleaned = name
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_')
    .trim()
    .slice(0, 80)
    .trim();
  return /^\.*$/.test(cleaned) ? '_' : cleaned;
};

/** Zip entry folder per media owner uuid, from the report's own tree and its addenda's. */
async function folders(db: DB, reportId: number): Promise<Map<string, string>> {
  const addenda = await db.selectFrom('addenda').select('id').where('report_id', '=', reportId).orderBy('id').execute();
  const result = new Map<string, string>();
  for (const addendumId of [null, ...addenda.map((row) => row.id)]) {
    const tree = await loadContentTree(db, reportId, addendumId);
    const root = addendumId ? `Addendum ${addendumId}/` : '';
    const homes = new Map(tree.homes.map((home) => [home.uuid, `${root}${safe(home.name)}`]));
    const floors = new Map(
      tree.floors.map((floor) => [floor.uuid, `${homes.get(floor.home_uuid)}/${safe(floor.name)}`]),
    );
    const rooms = new Map(tree.rooms.map((room) => [room.uuid, `${floors.get(room.floor_uuid)}/${safe(room.name)}`]));
    const entities = new Map(
      tree.entities.map((entity) => [
        entity.uuid,
        `${entity.room_uuid ? rooms.get(entity.room_uuid) : homes.get(entity.home_uuid!)}/${safe(entity.name)}`,
      ]),
    );
    for (const map of [floors, rooms, entities]) for (const [uuid, folder] of map) result.set(uuid, folder);
    for (const observation of tree.observations)
      result.set(observation.uuid, `${entities.get(observation.entity_uuid)}/${safe(observation.name)}`);
  }
  return result;
}

/**
 * A zip of report `reportId`'s original photos; resolves with the stream, its exact byte size
 * and the number of photos. Files missing from storage are left out.
 */
export async function photoZip(
  db: DB,
  storage: Storage,
  reportId: number,
): Promise<{ stream: Readable; size: number; count: number }> {
  const [media, byOwner] = await Promise.all([
    db
      .selectFrom('media')
      .select(['owner_uuid', 'owner_kind', 'path', 'mime_type', 'caption', 'created_at'])
      .where('report_id', '=', reportId)
      .where('draft', '=', false)
      .orderBy('captured_at')
      .orderBy('id')
      .execute(),
    folders(db, reportId),
  ]);
  const zip = new yazl.ZipFile();
  const counters = new Map<string, number>();
  let count = 0;
  for (const item of media) {
    const size = await storage.size(item.path);
    if (size === null) continue;
    const folder = byOwner.get(item.owner_uuid) ?? (item.owner_kind === 'place' ? 'Pand' : 'Overige');
    const number = (counters.get(folder) ?? 0) + 1;
    counters.set(folder, number);
    const ext = item.mime_type === 'image/png' ? 'png' : 'jpg';
    const name = `${folder}/${String(number).padStart(3, '0')}${item.caption ? ` ${safe(item.caption)}` : ''}.${ext}`;
    zip.addReadStreamLazy(name, { size, compress: false, mtime: item.created_at }, (callback) =>
      callback(null, storage.stream(item.path)),
    );
    count++;
  }
  const size = await new Promise<number>((resolve) =>
    zip.end({ forceZip64Format: false, comment: '' }, ((total: number) => resolve(total)) as () => void),
  );
  return { stream: zip.outputStream as Readable, size, count };
}
