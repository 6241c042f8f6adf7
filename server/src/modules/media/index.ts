/**
 * The one media service (docs/ARCHITECTURE.md "Documents, media and the tablet app"), the storage
 * backends, signed file URLs, uploads and the photo zip. This entry re-exports what other modules
 * use of it: a module imports another only through its entry (docs/ARCHITECTURE.md "Layers").
 */
export { RESIZED_EDGE, processImage, sha256Of, type ProcessedImage } from './media';
export { LOGO_EDGE, checkLogo, withLogoChange, type LogoChange } from './logo';
export { FILES_PREFIX } from './storage';
export { releaseFiles, storeMedia } from './upload';
export { photoZip } from './zip';
