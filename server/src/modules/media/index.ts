/**
 * The entry of modules/media (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { contentTypeOf } from './content-type';
export { RESIZED_EDGE, processImage, sha256Of, type ProcessedImage } from './media';
export { s3Client, type S3StorageOptions } from './s3-storage';
export { FILES_PREFIX } from './storage';
export { parseStorageUrl } from './storage-factory';
export { releaseFiles, storeMedia } from './upload';
export { photoZip } from './zip';
