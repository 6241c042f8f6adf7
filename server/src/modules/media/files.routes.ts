/**
 * `GET /files/*` (docs/operations.md "Files", issue 28): a stored file by its signed, expiring
 * URL (file-urls.ts), streamed through the storage interface from the local folder or the bucket.
 * The bare path and a tampered or expired URL answer 403; a signed URL of a missing file 404.
 */
import type { FastifyInstance } from 'fastify';
import { FILES_PREFIX } from './storage';
import { contentTypeOf } from '../../lib/content-type';
import { Forbidden, notFound } from '../../lib/errors';

/**
 * Streams the stored file with its content type (by extension) and length, cacheable by the
 * browser until the URL expires. 403 unless `expires` and `signature` sign the path; 404 when
 * the file is missing or the path malformed (`..`, empty segments).
 */
export default async function filesRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string }; Querystring: { expires?: string; signature?: string } }>(
    `${FILES_PREFIX}*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const urlPath = FILES_PREFIX + request.params['*'];
      if (!app.fileUrls.verify(urlPath, request.query)) throw new Forbidden('file.linkRefused');
      const size = await app.storage.size(urlPath).catch(() => null);
      if (size === null) throw notFound('file');
      const maxAge = Math.max(0, Number(request.query.expires) - Math.floor(Date.now() / 1000));
      return reply
        .header('Content-Type', contentTypeOf(urlPath))
        .header('Content-Length', size)
        .header('Cache-Control', `private, max-age=${maxAge}`)
        .send(app.storage.stream(urlPath));
    },
  );
}
