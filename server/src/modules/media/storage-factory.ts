/**
 * Picks the storage backend from the configuration (docs/ARCHITECTURE.md "Runtime data",
 * "Several nodes"): a bucket when `STORAGE_URL` is set, else the local `<DATA_DIR>/files`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config';
import { localStorage } from './storage';
import type { Storage } from '../../ports/files';
import { s3Storage, type S3StorageOptions } from './s3-storage';

/**
 * The options of `s3://<bucket>?endpoint=<url>&region=<r>&force_path_style=1`. `region` defaults
 * to `us-east-1`, `force_path_style` to off (`1` or `true` turns it on). Throws on another scheme
 * or a missing bucket.
 */
export function parseStorageUrl(storageUrl: string): S3StorageOptions {
  const url = new URL(storageUrl);
  if (url.protocol !== 's3:' || !url.hostname) throw new Error(`STORAGE_URL must be s3://<bucket>?…: ${storageUrl}`);
  const query = url.searchParams;
  return {
    bucket: url.hostname,
    endpoint: query.get('endpoint') || undefined,
    region: query.get('region') || 'us-east-1',
    forcePathStyle: ['1', 'true'].includes(query.get('force_path_style') ?? ''),
  };
}

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
