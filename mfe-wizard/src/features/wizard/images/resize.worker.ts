/**
 * Web Worker of the editor's image processing (issue 9, docs/product.md "The field app"): decodes a
 * photo with its EXIF orientation, scales it down to `maxEdge` pixels on its longest side and
 * re-encodes it (a PNG stays PNG when `keepPng`, everything else becomes JPEG at `quality`), makes
 * a thumbnail and the SHA-256 of the result, all off the main thread. The only canvases are the
 * output's (at most `maxEdge`² px) and the thumbnail's.
 * Message in: `{ id, file, maxEdge, keepPng, quality }`; out: `{ id, blob, preview, width, height, sha256 }`
 * or `{ id, error }`.
 */
interface ResizeRequest {
  id: number;
  file: Blob;
  maxEdge: number;
  keepPng: boolean;
  quality: number;
  /** Files over this many bytes are refused with 'tooLarge' (their size is read here, off the main thread). */
  maxBytes: number;
}

/** Longest edge of a thumbnail preview in pixels (96 px shown, sharp on high-density screens). */
const PREVIEW_EDGE = 192;

const scope = self as unknown as {
  onmessage: (event: MessageEvent<ResizeRequest>) => void;
  postMessage(data: unknown): void;
};

scope.onmessage = async ({ data: { id, file, maxEdge, keepPng, quality, maxBytes } }) => {
  try {
    if (file.size > maxBytes) throw new Error('tooLarge');
    // decoded once; the scaled copy is made from the decoded bitmap
    const decoded = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, maxEdge / Math.max(decoded.width, decoded.height));
    const width = Math.max(1, Math.round(decoded.width * scale));
    const height = Math.max(1, Math.round(decoded.height * scale));
    const bitmap =
      scale === 1
        ? decoded
        : await createImageBitmap(decoded, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
    if (bitmap !== decoded) decoded.close();
    const encode = async (image: ImageBitmap, w: number, h: number, type: string, q: number) => {
      const canvas = new OffscreenCanvas(w, h);
      canvas.getContext('2d')!.drawImage(image, 0, 0);
      return canvas.convertToBlob({ type, quality: q });
    };
    const type = keepPng && file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    const blob = await encode(bitmap, width, height, type, quality);
    const small = Math.min(1, PREVIEW_EDGE / Math.max(width, height));
    const [previewWidth, previewHeight] = [
      Math.max(1, Math.round(width * small)),
      Math.max(1, Math.round(height * small)),
    ];
    const thumb = await createImageBitmap(bitmap, {
      resizeWidth: previewWidth,
      resizeHeight: previewHeight,
      resizeQuality: 'medium',
    });
    bitmap.close();
    const preview = await encode(thumb, previewWidth, previewHeight, 'image/jpeg', 0.8);
    thumb.close();
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
    const sha256 = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
    scope.postMessage({ id, blob, preview, width, height, sha256 });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
