/**
 * An S3-compatible server for tests (docs/ARCHITECTURE.md "Testing"): s3rver in this process on
 * a free loopback port, with one bucket `test`, its files under `directory`.
 */
import S3rver from 's3rver';
import type { S3StorageOptions } from '../src/lib/s3';

/** Credentials s3rver accepts. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** Starts the server; `options` address its bucket, `storageUrl` the same as `STORAGE_URL`. */
export async function startS3rver(directory: string) {
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'test' }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const options: S3StorageOptions = {
    bucket: 'test',
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  };
  return {
    options,
    storageUrl: `s3://test?endpoint=${encodeURIComponent(endpoint)}&force_path_style=1`,
    close: () => server.close(),
  };
}
