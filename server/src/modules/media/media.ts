/**
 * The one media service (docs/ARCHITECTURE.md "Documents, media and the tablet app"; docs/spec.md §5 uploads):
 * every image the server reads (logos, photos, signatures, place pictures) comes through here.
 * The real type comes from the bytes (png, jpg, gif), the size is at most 50 MB and the declared
 * pixel count at most 50 megapixels, checked from the header before anything is decoded.
 * Decoding and encoding run in `sharp` on libuv's thread pool, never on the request thread.
 * The EXIF orientation is applied, and every stored copy is re-encoded without metadata (no GPS);
 * the capture time is read from EXIF first and kept as a column.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import exifReader from 'exif-reader';
import { fileTypeFromBuffer } from 'file-type';
import { LOGO_MIME_TYPES, MAX_UPLOAD_BYTES } from 'shared-api/contract';
import { DomainError, invalidField, TooLarge } from '../../lib/errors';
import type { Storage } from './storage';

/** Images above this many pixels are refused before decoding (422). */
export const MAX_IMAGE_PIXELS = 50_000_000;
/**
 * Longest edge in pixels of the resized copy shown in lists and embedded in PDFs: a photo in the
 * PDF's three-column grid is 166 pt (2.3 in) wide, so 512 px print at 220 dpi.
 */
export const RESIZED_EDGE = 512;

sharp.cache(false);

/** An image checked and re-encoded by {@link processImage}. */
export interface ProcessedImage {
  /** `png` or `jpg`: gif becomes png. */
  ext: 'png' | 'jpg';
  mime: 'image/png' | 'image/jpeg';
  /** Size after orientation, in pixels. */
  width: number;
  height: number;
  /** EXIF DateTimeOriginal, or null. */
  capturedAt: Date | null;
  /** SHA-256 (hex) of the bytes as received: what the client computed. */
  sha256: string;
  /** Full-size copy, oriented, without metadata. */
  original: Buffer;
  /** Copy whose longest edge is at most `resizedEdge`. */
  resized: Buffer;
}

/** SHA-256 of `bytes` as lowercase hex. */
export const sha256Of = (bytes: Buffer | Uint8Array) => crypto.createHash('sha256').update(bytes).digest('hex');

function captureTime(exif: Buffer | undefined): Date | null {
  if (!exif) return null;
  try {
    const taken = exifReader(exif).Photo?.DateTimeOriginal;
    return taken instanceof Date && !Number.isNaN(taken.getTime()) ? taken : null;
  } catch {
    return null;
  }
}

/**
 * Checks and re-encodes `bytes`. `field` names the form field in errors.
 * Throws 413 over 50 MB; 422 when the type is not png/jpg/gif, the image declares more than
 * 50 megapixels, or it cannot be decoded (corrupt or truncated).
 */
export async function processImage(
  bytes: Buffer,
  { field = 'file', resizedEdge = RESIZED_EDGE }: { field?: string; resizedEdge?: number } = {},
): Promise<ProcessedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new TooLarge('media.tooLarge');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(LOGO_MIME_TYPES as readonly string[]).includes(type.mime)) throw invalidField(field, 'media.type');
  const options = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' as const };
  try {
    // the header alone, to refuse a pixel bomb by what it declares before any decoding
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_IMAGE_PIXELS)
      throw invalidField(field, 'media.megapixels');
    const png = type.mime !== 'image/jpeg';
    const encode = (image: sharp.Sharp) => (png ? image.png({ compressionLevel: 9 }) : image.jpeg({ quality: 90 }));
    const oriented = () => sharp(bytes, options).rotate();
    const original = await encode(oriented()).toBuffer({ resolveWithObject: true });
    const resized = await (
      png
        ? oriented().resize(resizedEdge, resizedEdge, { fit: 'inside', withoutEnlargement: true }).png()
        : oriented()
            .resize(resizedEdge, resizedEdge, { fit: 'inside', withoutEnlargement: true })
            .jpeg({ quality: 65, mozjpeg: true })
    ).toBuffer();
    return {
      ext: png ? 'png' : 'jpg',
      mime: png ? 'image/png' : 'image/jpeg',
      width: original.info.width,
      height: original.info.height,
      capturedAt: captureTime(meta.exif),
      sha256: sha256Of(bytes),
      original: original.data,
      resized,
    };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw invalidField(field, 'media.unreadable');
  }
}

/** Stores both copies of `image` under `folder`; returns their URL paths. */
export async function storeImage(storage: Storage, folder: string, image: ProcessedImage) {
  const path = await storage.put(folder, image.ext, image.original);
  const resizedPath = await storage.put(folder, image.ext, image.resized).catch(async (error: unknown) => {
    await storage.remove(path);
    throw error;
  });
  return { path, resizedPath };
}
