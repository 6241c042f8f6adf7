/**
 * A tablet app in a test (issue 8): drives the sync API as the real app would. It downloads a
 * report, starts work, fills in every object (answers, state, cleanliness, remarks, an observation
 * on every third) or makes the given edits, adds rooms up to `rooms`, attaches `photos` generated JPEGs, uploads the tree
 * and the photos with their SHA-256, checks the receipt and finishes with a PNG signature per
 * party and representative (and the inspector's, with `inspectorSignature`). Used by server tests, the e2e test and `npm run bench:pdf`.
 */
import crypto from 'node:crypto';
import { v7 as uuid } from 'uuid';
import type { AppReport, FinishBody, MediaReceipt, ContentTree, ContentEntity } from 'shared-api/contract';
import { fillEntity, photoJpeg, signaturePng } from '../seed/sample-work';

export { photoJpeg, signaturePng };

/** One HTTP call: JSON in and out, or a raw multipart payload. */
export type Send = (request: {
  method: string;
  url: string;
  json?: unknown;
  payload?: Buffer;
  headers?: Record<string, string>;
}) => Promise<{ status: number; body: unknown }>;

export const sha256 = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

/** Multipart body of a media upload. */
export async function mediaUpload(fields: Record<string, string>, file: Buffer) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

/** A floor and walls, for rooms the tablet adds. */
const sampleObjects = (): ContentEntity[] =>
  ['Vloer', 'Muren'].map((name, order) => ({
    uuid: uuid(),
    name,
    type: 'base',
    order,
    questions: [],
    observations: [],
  }));

export interface TabletOptions {
  /** Number of photos, spread over the objects of the rooms. */
  photos: number;
  /** Photo size in pixels. */
  photoSize?: [number, number];
  /** Adds rooms (with two objects each) until the report has this many. */
  rooms?: number;
  /** Distinct photo images to generate (they repeat after that). */
  distinctPhotos?: number;
  signedPlace?: string;
  /**
   * Sends the inspector's signature too (docs/product.md "Honest signatures"), a drawn PNG with this
   * name on it, as the field app does; without it the finish is the tablet app's, parties only.
   */
  inspectorSignature?: string;
  /** The keys of missing completeness items the parties agree to leave out (none when absent). */
  agreedDeviations?: string[];
  /** Adds a main home of this name with one floor and one room first (an addendum starts empty). */
  addHome?: string;
  /**
   * Applied to the downloaded content instead of filling in every object: a follow-up starts from
   * the findings of the report it copies, and `edit` makes the changes found at exit.
   */
  edit?: (content: ContentTree) => void;
}

/**
 * Completes report `reportId` (or addendum, with `kind`) through the sync API and finishes it.
 * Returns the uploaded content, the receipt and the finish answer. Throws on any unexpected status.
 */
export async function completeInApp(
  send: Send,
  reportId: number,
  options: TabletOptions,
  kind: 'reports' | 'addenda' = 'reports',
) {
  const base = `/app/${kind}/${reportId}`;
  const expect = async (status: number, request: Parameters<Send>[0]) => {
    const response = await send(request);
    if (response.status !== status)
      throw new Error(
        `${request.method} ${request.url}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`,
      );
    return response.body;
  };
  await expect(200, { method: 'POST', url: `${base}/start` });
  const report = (await expect(200, { method: 'GET', url: base })) as AppReport;
  const content: ContentTree = structuredClone(report.content);
  if (options.addHome)
    content.homes.unshift({
      uuid: uuid(),
      type: 'main',
      name: options.addHome,
      floors: [
        {
          uuid: uuid(),
          name: 'Gelijkvloers',
          rooms: [{ uuid: uuid(), name: 'Keuken na ondertekening', entities: sampleObjects() }],
        },
      ],
    });
  const main = content.homes.find((home) => home.type === 'main') ?? content.homes[0];
  const floors = main.floors ?? [];
  let rooms = floors.flatMap((floor) => floor.rooms ?? []);
  for (let next = rooms.length; next < (options.rooms ?? 0); next++) {
    const floor = floors[next % floors.length];
    (floor.rooms ??= []).push({
      uuid: uuid(),
      name: `Slaapkamer ${next + 1}`,
      order: next + 1,
      entities: sampleObjects(),
    });
  }
  rooms = floors.flatMap((floor) => floor.rooms ?? []);
  if (options.edit) options.edit(content);
  else {
    [...rooms.flatMap((room) => room.entities ?? []), ...(main.entities ?? [])].forEach((entity, index) =>
      fillEntity(entity, index, new Date()),
    );
    for (const room of rooms) room.state = 'Goed';
  }

  const [width, height] = options.photoSize ?? [1600, 1200];
  const distinct = Math.min(options.photos, options.distinctPhotos ?? options.photos);
  const images = await Promise.all(Array.from({ length: distinct }, (_, index) => photoJpeg(width, height, index + 1)));
  // photos spread over the rooms: photo i goes to an object of room i (mod the room count)
  const withObjects = rooms.filter((room) => room.entities?.length);
  const photos = Array.from({ length: options.photos }, (_, index) => {
    const objects = withObjects[index % withObjects.length].entities!;
    const owner = objects[Math.floor(index / withObjects.length) % objects.length];
    const media = uuid();
    (owner.media ??= []).push(media);
    return { media, owner: owner.uuid, bytes: images[index % distinct] };
  });
  await expect(204, { method: 'PUT', url: `${base}/content`, json: content });
  for (const photo of photos) {
    const { payload, contentType } = await mediaUpload(
      {
        uuid: photo.media,
        owner_uuid: photo.owner,
        owner_kind: 'entity',
        sha256: sha256(photo.bytes),
        caption: 'Detail',
      },
      photo.bytes,
    );
    await expect(201, { method: 'POST', url: `${base}/media`, payload, headers: { 'content-type': contentType } });
  }
  const receipt = (await expect(200, { method: 'GET', url: `${base}/receipt` })) as MediaReceipt;
  if (receipt.missing.length) throw new Error(`missing media ${receipt.missing.join(', ')}`);
  const signatures: FinishBody['signatures'] = [];
  for (const party of report.parties) {
    signatures.push({ party_uuid: party.uuid, image: (await signaturePng(party.last_name ?? 'x')).toString('base64') });
    for (const representative of party.represented_by)
      signatures.push({
        party_uuid: party.uuid,
        representative_key: representative.key,
        image: (await signaturePng(representative.last_name ?? 'y')).toString('base64'),
      });
  }
  const finish = await expect(200, {
    method: 'POST',
    url: `${base}/finish`,
    json: {
      signed_place: options.signedPlace ?? 'Gent',
      signed_at: Math.floor(Date.now() / 1000),
      signatures,
      ...(options.inspectorSignature === undefined
        ? {}
        : { inspector_signature: (await signaturePng(options.inspectorSignature)).toString('base64') }),
      ...(options.agreedDeviations ? { agreed_deviations: options.agreedDeviations } : {}),
    } satisfies FinishBody,
  });
  return { report, content, receipt, finish: finish as { document_id: number; finished_at: number } };
}
