/**
 * Serves the built front end at one URL (DESIGN.md "One picture"):
 * - `/` and every plain path: the shell (`shell/dist`, SPA fallback to its index.html);
 * - `/mfe/<name>/…`: each remote's build (`mfe-<name>/dist`);
 * - `/remotes.json`: `[{name, entry}]`, discovered from the builds unless `REMOTES_JSON`
 *   (a JSON string or a file path) replaces it, so one remote can live elsewhere.
 * API paths that match nothing answer a JSON 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/front/', '/oauth/', '/mfe/', '/files/', '/docs', '/reports/pdf/', '/reports/mail_pdf/'];

export interface RemoteEntry {
  name: string;
  entry: string;
}

/** Remotes found as `<root>/mfe-<name>/dist/mf-manifest.json`; container name `mfe_<name>`. */
export function discoverRemotes(root: string): RemoteEntry[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root)
    .filter((dir) => dir.startsWith('mfe-') && fs.existsSync(path.join(root, dir, 'dist', 'mf-manifest.json')))
    .sort()
    .map((dir) => ({ name: dir.replace('-', '_'), entry: `/mfe/${dir.slice(4)}/mf-manifest.json` }));
}

/** The `/remotes.json` body: the override when given, else the discovered list. Throws on bad JSON. */
export function remotesList(override: string | undefined, root: string): RemoteEntry[] {
  if (!override) return discoverRemotes(root);
  const text = override.trim().startsWith('[') ? override : fs.readFileSync(override, 'utf8');
  return JSON.parse(text) as RemoteEntry[];
}

/** Files named by their content hash (`main.1a2b3c4d.js`) never change; any other name may. */
const cacheHeaders = (res: { setHeader(name: string, value: string): void }, file: string) => {
  const hashedName = /\.[0-9a-f]{8}\.(js|css)$/.test(file);
  res.setHeader('Cache-Control', hashedName ? 'public, max-age=31536000, immutable' : 'no-cache');
};

export default async function frontendRoutes(app: FastifyInstance) {
  const root = app.config.staticDir;
  const shellDir = root ? path.join(root, 'shell', 'dist') : undefined;
  const hasShell = Boolean(shellDir && fs.existsSync(path.join(shellDir, 'index.html')));

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remotesList(app.config.remotes, root ?? '');
  });

  if (root && hasShell) {
    await app.register(fastifyStatic, {
      root: shellDir!,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
    for (const remote of discoverRemotes(root)) {
      await app.register(fastifyStatic, {
        root: path.join(root, remote.name.replace('_', '-'), 'dist'),
        prefix: `/mfe/${remote.name.slice(4)}/`,
        decorateReply: false,
        cacheControl: false,
        setHeaders: cacheHeaders,
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const plainPath = !API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (hasShell && request.method === 'GET' && plainPath) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html').send(fs.createReadStream(path.join(shellDir!, 'index.html')));
    }
    return reply.status(404).send({ message: `Route ${request.method} ${request.url} not found.`, errors: {} });
  });
}
