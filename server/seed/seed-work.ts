/**
 * The seeded finished reports look like real work (docs/product.md "A realistic seed"): each is
 * completed through the same services the tablet app's sync API uses: answers that fit their
 * questions, states, cleanliness, remarks, findings and meter readings, ten photos of rooms
 * (1600×1200), one signature per party and representative, then finished, so its PDF of record is
 * requested like any other. Its place gets a front picture. The sample images are generated and
 * passed through the media service once, then stored per report.
 */
import { v7 as uuid } from 'uuid';
import { LEGACY_DEVICE, type ContentEntity, type ContentTree } from 'shared-api/contract';
import type { DB } from '../src/db/database';
import type { Storage } from '../src/ports/files';
import { processImage, sha256Of, type ProcessedImage } from '../src/modules/media/media';
import { storeMedia } from '../src/modules/media/upload';
import { uploadContent } from '../src/modules/app-sync/sync';
import { contentOf } from '../src/modules/content/read';
import { finishDocument } from '../src/modules/app-sync/finish';
import { loadParties } from '../src/modules/reports/parties';
import { withoutNumbers } from '../src/modules/personal-data/cipher';
import { facadeSvg, fillEntity, photoJpeg, signaturePng } from './sample-work';
import { CIRCUMSTANCES } from './seed-data';

const PHOTOS_PER_REPORT = 10;
/** Distinct sample photos of rooms. */
const DISTINCT_PHOTOS = 4;

/** A sample photo: its JPEG bytes, their checksum and the media service's processing of them. */
export interface SamplePhoto {
  bytes: Buffer;
  sha256: string;
  image: ProcessedImage;
}
/** What finishing seeded reports needs: the database, the storage, the sample photos and the façade. */
export interface SeedKit {
  deps: { db: DB; storage: Storage };
  photos: SamplePhoto[];
  facade: ProcessedImage;
}
/** A report to finish (state ongoing), dated `finishedAt` and signed in `city`. */
export interface FinishedSeed {
  id: number;
  finishedAt: Date;
  city: string;
}
/** A photo to store on an object: the sample, its new media uuid and the object's uuid. */
export interface SeedUpload {
  photo: SamplePhoto;
  media: string;
  owner: string;
}

/** Generates the sample photos and passes them through the media service once; `facadeSeed` varies the façade. */
export async function sampleKit(db: DB, storage: Storage, facadeSeed: number): Promise<SeedKit> {
  const photos = await Promise.all(
    Array.from({ length: DISTINCT_PHOTOS }, async (_, index) => {
      const bytes = await photoJpeg(1600, 1200, index + 1, { grain: 'light' });
      return { bytes, sha256: sha256Of(bytes), image: await processImage(bytes) };
    }),
  );
  const facade = await processImage(await photoJpeg(1200, 900, 3, { grain: 'light', svg: facadeSvg(facadeSeed) }), {
    resizedEdge: 1600,
  });
  return { deps: { db, storage }, photos, facade };
}

/** Names a new photo of `photo` in `owner`'s media list (as the app does) and returns it to store. */
export function photograph(owner: ContentEntity, photo: SamplePhoto): SeedUpload {
  const media = uuid();
  (owner.media ??= []).push(media);
  return { photo, media, owner: owner.uuid };
}

/** The name a signer writes under their signature: first and last name, or the company's. */
const partyName = (signer: { first_name?: string | null; last_name?: string | null; company_name?: string | null }) =>
  [signer.first_name, signer.last_name].filter(Boolean).join(' ') || signer.company_name || '';

/** The main home's rooms of `content`. */
export const roomsOf = (content: ContentTree) => {
  const main = content.homes.find((home) => home.type === 'main') ?? content.homes[0];
  return { main, rooms: (main.floors ?? []).flatMap((floor) => floor.rooms ?? []) };
};

/**
 * Circumstances that can hold together, one set per report: the weather of the day (one of them)
 * and whether the property is furnished or empty, never both of a pair.
 */
const CIRCUMSTANCE_SETS = [
  ['dry', 'empty'],
  ['rain', 'empty', 'artificial_light'],
  ['dry', 'furnished'],
  ['frost', 'empty', 'utilities_off'],
];

/**
 * Fills `content` as an inspector would on `day` (every object and room of every building, and the
 * circumstances) with ten photos of the main building's rooms; `variant` picks one consistent set
 * of circumstances.
 */
export function sampleWork(content: ContentTree, photos: SamplePhoto[], day: Date, variant = 0): SeedUpload[] {
  const { rooms } = roomsOf(content);
  // every building is inspected, the extra ones (a garden shed) too
  const everyRoom = content.homes.flatMap((home) => (home.floors ?? []).flatMap((floor) => floor.rooms ?? []));
  [
    ...everyRoom.flatMap((room) => room.entities ?? []),
    ...content.homes.flatMap((home) => home.entities ?? []),
  ].forEach((entity, index) => fillEntity(entity, index, day));
  everyRoom.forEach((room, index) => {
    room.state = ['Goed', 'Zeer goed'][index % 2];
    room.cleanliness = 'Proper';
    room.remarks = index % 3 === 0 ? 'Muren en plafond zonder zichtbare schade.' : null;
  });
  const known = new Set(CIRCUMSTANCES.map(([key]) => key));
  content.circumstances = CIRCUMSTANCE_SETS[variant % CIRCUMSTANCE_SETS.length].filter((key) => known.has(key));
  const owners = rooms.flatMap((room) => (room.entities ?? []).slice(0, 2));
  return Array.from({ length: PHOTOS_PER_REPORT }, (_, index) =>
    photograph(owners[index % owners.length], photos[index % DISTINCT_PHOTOS]),
  );
}

/**
 * Completes `report` through the sync services: `work` changes its content and names the photos
 * to store, then the content is uploaded, the photos stored, every party and representative signs,
 * the inspector signs, and the report is finished and dated. Its place gets the kit's façade when it has no front picture.
 */
export async function finishSeeded(
  kit: SeedKit,
  report: FinishedSeed,
  work: (content: ContentTree, photos: SamplePhoto[], day: Date, variant: number) => SeedUpload[],
) {
  const { deps } = kit;
  const { db, storage } = deps;
  // the work of a tablet app that sends no device id (docs/product.md "One device at a time")
  const target = {
    reportId: report.id,
    addendumId: null,
    state: 'ongoing' as const,
    device: LEGACY_DEVICE,
    device_id: null,
    device_claimed_at: null,
  };
  const content = await contentOf(db, target);
  const uploads = work(content, kit.photos, report.finishedAt, report.id);
  const place = await db
    .selectFrom('reports as r')
    .innerJoin('places as p', 'p.id', 'r.place_id')
    .select(['p.id', 'p.front_picture_path'])
    .where('r.id', '=', report.id)
    .executeTakeFirst();
  if (place && !place.front_picture_path)
    await db
      .updateTable('places')
      .set({ front_picture_path: await storage.put('places', kit.facade.ext, kit.facade.resized) })
      .where('id', '=', place.id)
      .execute();
  await uploadContent(db, target, content);
  const signedAt = Math.floor(report.finishedAt.getTime() / 1000);
  // the photos are taken during the visit, a minute and a half apart, the last well before signing
  const firstPhotoAt = signedAt - 20 * 60 - uploads.length * 90;
  for (const [index, { photo, media, owner }] of uploads.entries())
    await storeMedia(
      deps,
      report.id,
      {
        uuid: media,
        owner_uuid: owner,
        owner_kind: 'entity',
        sha256: photo.sha256,
        caption: 'Overzicht',
        captured_at: firstPhotoAt + index * 90,
      },
      photo.bytes,
      { processed: photo.image },
    );
  const parties = (await loadParties(db, [report.id], withoutNumbers)).get(report.id) ?? [];
  const signatures = [];
  for (const party of parties) {
    signatures.push({
      party_uuid: party.uuid,
      image: (await signaturePng(partyName(party), party.uuid)).toString('base64'),
    });
    for (const representative of party.represented_by)
      signatures.push({
        party_uuid: party.uuid,
        representative_key: representative.key,
        image: (await signaturePng(partyName(representative), `${party.uuid}:${representative.key}`)).toString(
          'base64',
        ),
      });
  }
  const inspector = await db
    .selectFrom('reports as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.user_id', 'u.first_name', 'u.last_name'])
    .where('r.id', '=', report.id)
    .executeTakeFirstOrThrow();
  // the inspector signs too, with a signature of their own (docs/product.md "Honest signatures")
  const inspectorSignature = (await signaturePng(`${inspector.first_name} ${inspector.last_name}`)).toString('base64');
  await finishDocument(
    deps,
    target,
    { signed_place: report.city, signed_at: signedAt, signatures, inspector_signature: inspectorSignature },
    { userId: inspector.user_id },
  );
  await db.updateTable('reports').set({ finished_at: report.finishedAt }).where('id', '=', report.id).execute();
}

/** Completes each of `reports` (state ongoing) with {@link sampleWork} and dates it `finishedAt`. */
export async function seedFinishedWork(kit: SeedKit, reports: FinishedSeed[]) {
  for (const report of reports) await finishSeeded(kit, report, sampleWork);
}
