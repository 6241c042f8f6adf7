/**
 * The stored files (docs/ARCHITECTURE.md "Runtime data"): the storage interface and the signer of
 * file URLs, as services name them (`Pick<Deps, 'storage' | 'fileUrls'>`). The backends and the
 * signer are in modules/media (storage.ts, s3-storage.ts, file-urls.ts).
 */
import type { Readable } from 'node:stream';

/** A signing window: URLs signed at `signedAt` (unix s) expire at `expires` (unix s). */
export interface UrlWindow {
  signedAt: number;
  expires: number;
}

export interface Storage {
  /** Stores `bytes` under `folder` with extension `ext`; returns the URL path (`/files/folder/name.ext`). */
  put(folder: string, ext: string, bytes: Buffer): Promise<string>;
  /** Removes a stored file by its URL path; a missing file is not an error. */
  remove(urlPath: string): Promise<void>;
  /** The bytes of a stored file. Throws when it is missing. */
  read(urlPath: string): Promise<Buffer>;
  /** A stream of a stored file, opened when first read. */
  stream(urlPath: string): Readable;
  /** Size in bytes of a stored file, or null when it is missing. */
  size(urlPath: string): Promise<number | null>;
  /** The URL paths of every stored file, or of those last written before `writtenBefore`. */
  list(writtenBefore?: Date): Promise<string[]>;
  /**
   * Cheap readiness probe (docs/operations.md "Health checks"): resolves when the backend works
   * now (the local folder: a tiny file stored, read back and removed; a bucket: `HeadBucket`),
   * throws otherwise. Leaves nothing behind.
   */
  check(): Promise<void>;
  /**
   * A URL a browser can GET the file by until `window.expires` (unix s), signed by the backend
   * itself (a bucket's presigned URL). Absent on the local backend: `/files/…` is signed by
   * the server (file-urls.ts).
   */
  presignedUrl?(urlPath: string, window: UrlWindow): Promise<string>;
}

/** The signer of one application (`app.fileUrls`). */
export interface FileUrls {
  /** The signed URL of stored file `urlPath` (null stays null), valid 15–20 minutes from now. */
  sign(urlPath: string): Promise<string>;
  sign(urlPath: string | null): Promise<string | null>;
  /**
   * The HMAC-signed URL of `urlPath`, a route this server answers itself and may still refuse
   * (never a bucket's presigned URL); a query in `urlPath` is covered by the signature. Valid
   * 15–20 minutes, or `lifetime` to `lifetime` + 5 minutes (seconds) when given. Checked by `verify`.
   */
  signRoute(urlPath: string, lifetime?: number): string;
  /** The window URLs signed now get: every URL signed in it is the same (answers may be kept that long). */
  window(): UrlWindow;
  /** Whether the query signs `urlPath` and has not expired (the `/files/*` route). */
  verify(urlPath: string, query: { expires?: unknown; signature?: unknown }): boolean;
}
