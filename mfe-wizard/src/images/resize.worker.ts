/**
 * Web Worker of the wizard's image processing (issue 9): decodes a photo with its EXIF
 * orientation, scales it down to `maxEdge` pixels on its longest side and re-encodes it in its
 * own type (PNG stays PNG, everything else becomes JPEG at `quality`), all off the main thread.
 * Message in: `{ id, file, maxEdge, quality }`; out: `{ id, blob, width, height }` or `{ id, error }`.
 */
interface ResizeRequest {
  id: number;
  file: Blob;
  maxEdge: number;
  quality: number;
}

const scope = self as unknown as {
  onmessage: (event: MessageEvent<ResizeRequest>) => void;
  postMessage(data: unknown): void;
};

scope.onmessage = async ({ data: { id, file, maxEdge, quality } }) => {
  try {
    const probe = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, maxEdge / Math.max(probe.width, probe.height));
    const width = Math.max(1, Math.round(probe.width * scale));
    const height = Math.max(1, Math.round(probe.height * scale));
    probe.close();
    const bitmap = await createImageBitmap(file, {
      imageOrientation: 'from-image',
      resizeWidth: width,
      resizeHeight: height,
      resizeQuality: 'high',
    });
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    bitmap.close();
    const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
    const blob = await canvas.convertToBlob({ type, quality });
    scope.postMessage({ id, blob, width, height });
  } catch (error) {
    scope.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
