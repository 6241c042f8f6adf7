/**
 * The one media service (docs/ARCHITECTURE.md "Documents, media and the tablet app"; docs/spec.md §5 uploads):
 * every image the server reads (logos, photos, signatures, place pictures) comes through here.
 * The real type comes from the bytes (png, jpg, gif), the size is at most 50 MB and the declared
 * pixel count at most 50 megapixels (or the caller's lower limit: a signature's), read from the
 * file's own header by {@link headerSize} before sharp sees the bytes, so nothing is decoded.
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
import { text } from '../../lib/messages';
import type { Storage } from '../../ports/files';

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

/** A JPEG marker that starts a frame (SOF0–SOF15 but DHT, JPG and DAC): it holds the size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** The size a JPEG's first frame header declares, or null when none comes before the image data. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2; // after SOI
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1];
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2; // markers without a segment
      continue;
    }
    if (marker === 0xda || marker === 0xd9) return null; // image data or end before any frame
    const length = bytes.readUInt16BE(at + 2);
    if (isStartOfFrame(marker))
      return at + 9 <= bytes.length ? { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) } : null;
    at += 2 + length;
  }
  return null;
}

/**
 * The width and height in pixels `bytes` declares in its header, read without decoding (PNG:
 * IHDR; JPEG: the first frame header; GIF: the logical screen), or null when the header is cut off
 * or malformed. `mime` is the type found from the bytes.
 */
export function headerSize(bytes: Buffer, mime: string): { width: number; height: number } | null {
  if (mime === 'image/png')
    return bytes.length >= 24 && bytes.toString('latin1', 12, 16) === 'IHDR'
      ? { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
      : null;
  if (mime === 'image/jpeg') return jpegSize(bytes);
  if (mime === 'image/gif')
    return bytes.length >= 10 ? { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) } : null;
  return null;
}

/** 422 on `field` unless `size` is an image of at most `maxPixels` pixels. */
function assertPixels(field: string, size: { width?: number; height?: number } | null, maxPixels: number) {
  if (!size?.width || !size.height) throw invalidField(field, 'media.unreadable');
  if (size.width * size.height > maxPixels)
    throw invalidField(field, text('media.megapixels', { max: maxPixels / 1_000_000 }));
}

/**
 * Checks and re-encodes `bytes`. `field` names the form field in errors; `maxPixels` lowers the
 * pixel limit for this kind of image (a signature's). Throws 413 over 50 MB; 422 when the type is
 * not png/jpg/gif, the header declares more than `maxPixels` (50 megapixels by default; checked
 * before anything is decoded), or it cannot be decoded (corrupt or truncated).
 */
export async function processImage(
  bytes: Buffer,
  {
    field = 'file',
    resizedEdge = RESIZED_EDGE,
    maxPixels = MAX_IMAGE_PIXELS,
  }: { field?: string; resizedEdge?: number; maxPixels?: number } = {},
): Promise<ProcessedImage> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new TooLarge('media.tooLarge');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(LOGO_MIME_TYPES as readonly string[]).includes(type.mime)) throw invalidField(field, 'media.type');
  // the file's own header first: a pixel bomb is refused by what it declares, before sharp reads it
  assertPixels(field, headerSize(bytes, type.mime), maxPixels);
  const options = { limitInputPixels: maxPixels, failOn: 'error' as const };
  try {
    // libvips' reading of the header too (and the EXIF), still without decoding
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    assertPixels(field, meta, maxPixels);
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
