/**
 * Compression as the browser receives it (issue 27): every JavaScript, CSS or JSON answer over
 * 1 KiB reaches a browser that accepts br and gzip (Chromium always does) with a
 * `Content-Encoding`. `watchCompression(page)` starts listening and answers a function that
 * takes the offenders seen since its last call, as `path (bytes)`.
 */
import type { Page, Response } from '@playwright/test';

const TEXT_TYPES = /javascript|css|json/;

async function uncompressedOver1KiB(response: Response): Promise<string | undefined> {
  const headers = await response.allHeaders();
  if (response.status() !== 200 || headers['content-encoding'] || !TEXT_TYPES.test(headers['content-type'] ?? ''))
    return undefined;
  const bytes = (await response.body().catch(() => Buffer.alloc(0))).length;
  return bytes > 1024 ? `${new URL(response.url()).pathname} (${bytes} bytes)` : undefined;
}

export function watchCompression(page: Page): () => Promise<string[]> {
  let pending: Promise<string | undefined>[] = [];
  page.on('response', (response) => pending.push(uncompressedOver1KiB(response)));
  return async () => {
    const taken = pending;
    pending = [];
    return (await Promise.all(taken)).filter((found): found is string => found !== undefined);
  };
}
