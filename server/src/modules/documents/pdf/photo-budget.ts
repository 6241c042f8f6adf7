/**
 * The PDF's size budget for photos (docs/product.md "The PDF layout"): when the stored copies of
 * a document's photos together exceed the budget, each is re-encoded by the media service with a
 * shorter edge, never below 150 dpi at its printed width in the grid.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DocumentModel, ModelEntity, ModelPhoto } from '../model-types';
import { processImage, RESIZED_EDGE } from '../../media';
import { PHOTO_WIDTH } from './inventory';

/** What the photos of one PDF may weigh together: 10 MB less room for text, fonts, logo and signatures. */
export const PHOTO_BUDGET_BYTES = 9 * 1024 * 1024;
/** The lowest resolution a photo prints at, in dots per inch of its printed width. */
export const MIN_DPI = 150;
const PRINTED_INCHES = PHOTO_WIDTH / 72;

/**
 * The longest edge, in pixels, that photos whose stored copies weigh `totalBytes` together are
 * printed with: the stored edge within the budget, else smaller (bytes scale with the square of
 * the edge), never below {@link MIN_DPI}.
 */
export function fittedEdge(totalBytes: number, budget = PHOTO_BUDGET_BYTES): number {
  if (totalBytes <= budget) return RESIZED_EDGE;
  return Math.max(Math.ceil(MIN_DPI * PRINTED_INCHES), Math.floor(RESIZED_EDGE * Math.sqrt(budget / totalBytes)));
}

/** The resolution, in dpi, of a photo printed with longest edge `edge` across its grid cell. */
export const printedDpi = (edge: number) => Math.round(edge / PRINTED_INCHES);

/** Every photo object of `model` (inventory, comparison and settlement), in no particular order. */
export function photosOf(model: DocumentModel): ModelPhoto[] {
  const ofEntity = (entity: ModelEntity) => [
    ...entity.photos,
    ...entity.observations.flatMap((observation) => observation.photos),
  ];
  return [
    ...model.homes.flatMap((home) => [
      ...home.entities.flatMap(ofEntity),
      ...home.floors.flatMap((floor) => [
        ...floor.photos,
        ...floor.entities.flatMap(ofEntity),
        ...floor.rooms.flatMap((room) => [...room.photos, ...room.entities.flatMap(ofEntity)]),
      ]),
    ]),
    ...(model.comparison?.items ?? []).flatMap((item) => [...(item.entry?.media ?? []), ...(item.exit?.media ?? [])]),
    ...(model.settlement?.lines ?? []).flatMap((line) => [...line.entry_photos, ...line.exit_photos]),
  ];
}

/**
 * `model` with its photos fitted to `budget` bytes (re-encoded copies in `workDir`),
 * and the resolution the photos print at in dpi. Photos that cannot be read keep their file.
 */
export async function fitPhotos(
  model: DocumentModel,
  workDir: string,
  budget = PHOTO_BUDGET_BYTES,
): Promise<{ model: DocumentModel; dpi: number }> {
  const photos = photosOf(model);
  const files = [...new Set(photos.map((photo) => photo.file))];
  const sizes = await Promise.all(
    files.map((file) =>
      fs.stat(file).then(
        (stat) => stat.size,
        () => 0,
      ),
    ),
  );
  const total = photos.reduce((sum, photo) => sum + sizes[files.indexOf(photo.file)], 0);
  const edge = fittedEdge(total, budget);
  if (edge === RESIZED_EDGE) return { model, dpi: printedDpi(edge) };
  const fitted = new Map<string, string>();
  for (const [index, file] of files.entries()) {
    const image = await fs
      .readFile(file)
      .then((bytes) => processImage(bytes, { resizedEdge: edge }))
      .catch(() => null);
    if (!image) continue;
    const copy = path.join(workDir, `photo-${index}.${image.ext}`);
    await fs.writeFile(copy, image.resized);
    fitted.set(file, copy);
  }
  for (const photo of photos) photo.file = fitted.get(photo.file) ?? photo.file;
  return { model, dpi: printedDpi(edge) };
}
