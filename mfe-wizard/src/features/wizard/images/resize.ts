/**
 * Image processing for the editor's uploads, off the main thread (issue 9): a small pool of
 * Web Workers (`resize.worker.ts`) resizes each photo to at most its profile's long edge,
 * re-encodes it, makes its thumbnail preview and its SHA-256, so typing never waits for it.
 * Rejects with the worker's error for a file the browser cannot decode.
 */
import { MAX_UPLOAD_BYTES } from 'shared-api/contract';

export interface ProcessedImage {
  /** The upload: at most the profile's `maxEdge` pixels. */
  blob: Blob;
  /** A small JPEG for the thumbnail. */
  preview: Blob;
  width: number;
  height: number;
  /** SHA-256 of `blob` in hex: what the server checks (docs/product.md "The field app"). */
  sha256: string;
}

/** How photos are processed: the longest edge in pixels, and whether a PNG stays PNG. */
export interface ImageProfile {
  maxEdge: number;
  keepPng: boolean;
}

/** The wizard's uploads: sharp on a full A4 page, a quarter of a 12 MP original's pixels; PNG stays PNG. */
export const WIZARD_IMAGES: ImageProfile = { maxEdge: 2048, keepPng: true };
/**
 * The field app's photos (docs/product.md "The field app"): long edge at most 2,560 px, always
 * JPEG; the canvas is never larger than 2,560² px, far below iOS's 16.7-megapixel limit.
 */
export const FIELD_IMAGES: ImageProfile = { maxEdge: 2560, keepPng: false };
const QUALITY = 0.85;

/** Where this remote's files are served (rspack: the remote's own URL); the worker is built beside them. */
declare const __webpack_public_path__: string;

type Pending = { resolve: (image: ProcessedImage) => void; reject: (error: Error) => void };
type Task = { id: number; file: Blob; maxEdge: number; keepPng: boolean; quality: number; maxBytes: number };

/** The error of a file over MAX_UPLOAD_BYTES, whose size the worker reads (not the main thread). */
export const TOO_LARGE = 'tooLarge';
const pending = new Map<number, Pending>();
/** Files waiting for a free worker, oldest first. */
const waiting: Task[] = [];
/** Workers processing a file now. */
const busy = new Set<Worker>();
let workers: Worker[] = [];
let counter = 0;

/** Hands waiting files to free workers, one each: twenty files chosen at once cost the main thread two hand-overs, then one per photo done. */
function dispatch() {
  for (const worker of pool()) {
    if (!waiting.length) return;
    if (busy.has(worker)) continue;
    busy.add(worker);
    worker.postMessage(waiting.shift());
  }
}

/**
 * The workers: one per core but one, at least two (measured on 2 cores: 20 photos of 12 MP in
 * 7.3 s with two, 10.3 s with one, keystrokes answered in under 100 ms either way).
 */
function pool(): Worker[] {
  if (workers.length) return workers;
  const size = Math.max(2, Math.min(4, (navigator.hardwareConcurrency || 2) - 1));
  workers = Array.from({ length: size }, () => {
    const worker = new Worker(new URL('resize.worker.js', __webpack_public_path__));
    worker.onmessage = ({ data }: MessageEvent<{ id: number; error?: string } & Partial<ProcessedImage>>) => {
      busy.delete(worker);
      // the next file is handed over in a task of its own: posting a picked file reads it from the
      // file system, which would lengthen the task that shows this photo
      setTimeout(dispatch);
      const job = pending.get(data.id);
      pending.delete(data.id);
      if (data.error || !data.blob) job?.reject(new Error(data.error ?? 'The image could not be processed.'));
      else
        job?.resolve({
          blob: data.blob,
          preview: data.preview!,
          width: data.width!,
          height: data.height!,
          sha256: data.sha256!,
        });
    };
    return worker;
  });
  return workers;
}

/**
 * Resizes and re-encodes `file` in a worker as `profile` says, once a worker is free. Rejects with
 * {@link TOO_LARGE} for a file over MAX_UPLOAD_BYTES, else with the worker's error.
 */
export function processImage(file: Blob, profile: ImageProfile = WIZARD_IMAGES): Promise<ProcessedImage> {
  const id = ++counter;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    waiting.push({
      id,
      file,
      maxEdge: profile.maxEdge,
      keepPng: profile.keepPng,
      quality: QUALITY,
      maxBytes: MAX_UPLOAD_BYTES,
    });
    dispatch();
  });
}
