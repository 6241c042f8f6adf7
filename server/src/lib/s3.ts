/**
 * An S3-compatible bucket (docs/ARCHITECTURE.md "Several nodes"): its options from `STORAGE_URL`
 * and a client for them. The stored files' backend (modules/media/s3-storage.ts) and the shared
 * releases (modules/frontend/shared-releases.ts) both use it.
 */
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';

/** Where the bucket is and how to reach it. */
export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible server's URL (MinIO, s3rver, …); AWS's own endpoint when unset. */
  endpoint?: string;
  region: string;
  /** `http://host/bucket/key` addressing instead of `http://bucket.host/key` (most non-AWS servers). */
  forcePathStyle: boolean;
  /** Explicit credentials (tests); the SDK's default chain when unset. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

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

/**
 * An S3 client for `options`. Checksums are computed and validated only when an operation
 * requires them: the SDK's default (CRC32 headers on every upload since 3.729) is refused by some
 * S3-compatible servers that predate it, and each file's SHA-256 is kept in its row anyway.
 * (s3rver 3.7 accepts both settings: the contract suite passes without these two options.)
 */
export function s3Client(options: S3StorageOptions): S3Client {
  const config: S3ClientConfig = {
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  return new S3Client(config);
}
