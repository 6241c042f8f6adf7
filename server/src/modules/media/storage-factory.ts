/**
 * Picks the storage backend from the configuration (docs/ARCHITECTURE.md "Runtime data",
 * "Several nodes"): a bucket when `STORAGE_URL` is set, else the local `<DATA_DIR>/files`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { localStorage } from './storage';
import type { Storage } from '../../ports/files';
import { s3Storage } from './s3-storage';
import { parseStorageUrl } from '../../lib/s3';

/** The local folder holding stored files when no `STORAGE_URL` is set. */
export const filesDirOf = (config: Config) => path.join(config.dataDir, 'files');

/**
 * The application's one `Storage`: the S3 backend when `config.storageUrl` is set (credentials
 * from the SDK's default chain), else the local directory `<dataDir>/files`, created if absent.
 */
export function createStorage(config: Config): Storage {
  if (config.storageUrl) return s3Storage(parseStorageUrl(config.storageUrl));
  const filesDir = filesDirOf(config);
  fs.mkdirSync(filesDir, { recursive: true });
  return localStorage(filesDir);
}
