/**
 * The object-storage backend of `Storage` (docs/ARCHITECTURE.md "Runtime data", "Several nodes"):
 * one S3 bucket shared by every node, with the local backend's semantics. The object key is the
 * URL path without `/files/` (`documents/<uuid>.pdf`). Credentials come from the SDK's default
 * chain (`AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, profiles, instance roles) unless given.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { v4 as randomUuid } from 'uuid';
import { FILES_PREFIX } from './storage';
import type { Storage } from '../../ports/files';
import { s3Client, type S3StorageOptions } from '../../lib/s3';
import { contentTypeOf } from '../../lib/content-type';

/** True when `error` is the SDK's answer for a missing object (404, `NoSuchKey`, `NotFound`). */
function isMissing(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
}

/**
 * The object key of a stored file's URL path (`/files/a/b.jpg` → `a/b.jpg`). Throws on a path
 * outside `/files/` or with `..`/empty segments, as the local backend refuses paths leaving its root.
 */
function keyOf(urlPath: string): string {
  const key = urlPath.startsWith(FILES_PREFIX) ? urlPath.slice(FILES_PREFIX.length) : '';
  if (!key || key.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    throw new Error(`Bad storage path ${urlPath}`);
  }
  return key;
}

/**
 * Storage in the bucket `options.bucket`. `put` uploads through `Upload` (multipart above 5 MiB
 * parts); `stream` asks for the object on its first read and errors (`NoSuchKey`) when it is
 * missing; `read` rejects when missing; `size` is null when missing; `remove` of a missing key
 * succeeds; `list` pages through every key (1,000 per request); `presignedUrl` signs a GET for
 * the window's start, so one file keeps one URL for the window's five minutes.
 */
export function s3Storage(options: S3StorageOptions, client: S3Client = s3Client(options)): Storage {
  const Bucket = options.bucket;
  const body = async (urlPath: string) => {
    const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(urlPath) }));
    return answer.Body as Readable;
  };
  return {
    async put(folder, ext, bytes) {
      const urlPath = `${FILES_PREFIX}${folder}/${randomUuid()}.${ext}`;
      const upload = new Upload({
        client,
        params: { Bucket, Key: keyOf(urlPath), Body: bytes, ContentType: contentTypeOf(urlPath) },
      });
      await upload.done();
      return urlPath;
    },
    async remove(urlPath) {
      // DeleteObject answers 204 for a missing key; a 404 from a stricter server is fine too
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(urlPath) })).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },
    async read(urlPath) {
      const chunks: Buffer[] = [];
      for await (const chunk of await body(urlPath)) chunks.push(Buffer.from(chunk as Uint8Array));
      return Buffer.concat(chunks);
    },
    stream(urlPath) {
      // the generator runs, and GetObject is sent, only when the stream is first read
      return Readable.from(
        (async function* () {
          yield* await body(urlPath);
        })(),
        { objectMode: false },
      );
    },
    async size(urlPath) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(urlPath) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    presignedUrl: (urlPath, window) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket, Key: keyOf(urlPath) }), {
        signingDate: new Date(window.signedAt * 1000),
        expiresIn: window.expires - window.signedAt,
      }),
    async list(writtenBefore) {
      const paths: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const old = !writtenBefore || (object.LastModified !== undefined && object.LastModified < writtenBefore);
          if (object.Key && old) paths.push(FILES_PREFIX + object.Key);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return paths;
    },
  };
}
