/**
 * The entry of modules/media (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { RESIZED_EDGE, processImage, sha256Of, type ProcessedImage } from './media';
export { FILES_PREFIX } from './storage';
export { releaseFiles, storeMedia } from './upload';
export { photoZip } from './zip';
