/**
 * `GET /files/*` from the storage interface, registered only when files are in a bucket
 * (`STORAGE_URL`; docs/ARCHITECTURE.md "Runtime data", "Several nodes"). The local backend is
 * served by `@fastify/static` instead. Files stay public under unguessable names until signed,
 * expiring URLs replace this route (issue 28).
 */
import type { FastifyInstance } from 'fastify';
import { FILES_PREFIX } from './storage';
import { contentTypeOf } from './content-type';
import { notFound } from '../../lib/errors';

/**
 * Streams the stored file named by the URL with its content type (by extension) and length;
 * 404 when it is missing or the path is malformed (`..`, empty segments).
 */
export default async function filesRoutes(app: FastifyInstance) {
  app.get<{ Params: { '*': string } }>(`${FILES_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const urlPath = FILES_PREFIX + request.params['*'];
    const size = await app.storage.size(urlPath).catch(() => null);
    if (size === null) throw notFound('file');
    return reply
      .header('Content-Type', contentTypeOf(urlPath))
      .header('Content-Length', size)
      .send(app.storage.stream(urlPath));
  });
}
