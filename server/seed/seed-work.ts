/**
 * The seeded finished reports look like real work (docs/product.md "A realistic seed"): each is
 * completed through the same services the tablet app's sync API uses: answers that fit their
 * questions, states, cleanliness, remarks, findings and meter readings, ten photos of rooms
 * (1600×1200), one signature per party and representative, then finished, so its PDF of record is
 * requested like any other. Its place gets a front picture. The sample images are generated and
 * passed through the media service once, then stored per report.
 */
import { v7 as uuid } from 'uuid';
import type { DB } from '../src/db/database';
import type { Storage } from '../src/modules/media/storage';
import { processImage, sha256Of } from '../src/modules/media/media';
import { storeMedia } from '../src/modules/media/upload';
import { uploadContent } from '../src/modules/app-sync/sync';
import { contentOf } from '../src/modules/content/read';
import { finishDocument } from '../src/modules/documents/finish';
import { loadParties } from '../src/modules/reports/parties';
import { facadeSvg, fillEntity, photoJpeg, signaturePng } from './sample-work';
import { CIRCUMSTANCES } from './seed-data';

const PHOTOS_PER_REPORT = 10;
/** Distinct sample photos of rooms. */
const DISTINCT_PHOTOS = 4;

/** Completes each of `reports` (state ongoing) and dates it `finishedAt`. */
export async function seedFinishedWork(
  db: DB,
  storage: Storage,
  reports: { id: number; finishedAt: Date; city: string }[],
) {
  if (!reports.length) return;
  const samples = await Promise.all(
    Array.from({ length: DISTINCT_PHOTOS }, async (_, index) => {
      const bytes = await photoJpeg(1600, 1200, index + 1, { grain: 'light' });
      return { bytes, sha256: sha256Of(bytes), image: await processImage(bytes) };
    }),
  );
  const facade = await processImage(await photoJpeg(1200, 900, 3, { grain: 'light', svg: facadeSvg(reports.length) }), {
    resizedEdge: 1600,
  });
  const photos = Array.from({ length: PHOTOS_PER_REPORT }, (_, index) => samples[index % DISTINCT_PHOTOS]);
  const deps = { db, storage };
  for (const report of reports) {
    const target = { reportId: report.id, addendumId: null, state: 'ongoing' as const };
    const content = await contentOf(db, target);
    const main = content.homes.find((home) => home.type === 'main') ?? content.homes[0];
    const rooms = (main.floors ?? []).flatMap((floor) => floor.rooms ?? []);
    [...rooms.flatMap((room) => room.entities ?? []), ...(main.entities ?? [])].forEach(fillEntity);
    rooms.forEach((room, index) => {
      room.state = ['Goed', 'Zeer goed'][index % 2];
      room.cleanliness = 'Proper';
      room.remarks = index % 3 === 0 ? 'Muren en plafond zonder zichtbare schade.' : null;
    });
    const owners = rooms.flatMap((room) => (room.entities ?? []).slice(0, 2));
    const uploads = photos.map((photo, index) => {
      const owner = owners[index % owners.length];
      const media = uuid();
      (owner.media ??= []).push(media);
      return { photo, media, owner: owner.uuid };
    });
    content.circumstances = CIRCUMSTANCES.slice(0, 2).map(([key]) => key);
    const place = await db
      .selectFrom('reports as r')
      .innerJoin('places as p', 'p.id', 'r.place_id')
      .select(['p.id', 'p.front_picture_path'])
      .where('r.id', '=', report.id)
      .executeTakeFirst();
    if (place && !place.front_picture_path)
      await db
        .updateTable('places')
        .set({ front_picture_path: await storage.put('places', facade.ext, facade.resized) })
        .where('id', '=', place.id)
        .execute();
    await uploadContent(db, target, content);
    for (const { photo, media, owner } of uploads)
      await storeMedia(
        deps,
        report.id,
        { uuid: media, owner_uuid: owner, owner_kind: 'entity', sha256: photo.sha256, caption: 'Overzicht' },
        photo.bytes,
        { processed: photo.image },
      );
    const parties = (await loadParties(db, [report.id])).get(report.id) ?? [];
    const signatures = [];
    for (const party of parties) {
      signatures.push({
        party_uuid: party.uuid,
        image: (await signaturePng(party.last_name ?? party.company_name ?? '')).toString('base64'),
      });
      for (const representative of party.represented_by)
        signatures.push({
          party_uuid: party.uuid,
          representative_key: representative.key,
          image: (await signaturePng(representative.last_name ?? '')).toString('base64'),
        });
    }
    const signedAt = Math.floor(report.finishedAt.getTime() / 1000);
    await finishDocument(deps, target, { signed_place: report.city, signed_at: signedAt, signatures });
    await db.updateTable('reports').set({ finished_at: report.finishedAt }).where('id', '=', report.id).execute();
  }
}
