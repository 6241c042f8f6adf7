/**
 * The content type of a stored file by its extension (docs/ARCHITECTURE.md "Runtime data"): the
 * stored kinds are PNG and JPEG images and PDFs; anything else is served as bytes.
 */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
};

/** `image/png` for `/files/a/b.png`; `application/octet-stream` for an unknown extension. */
export function contentTypeOf(urlPath: string): string {
  const ext = urlPath.slice(urlPath.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}
