/**
 * Serves the built front end at one URL (docs/ARCHITECTURE.md "One picture"):
 * - `/` and every plain path: the shell (`shell/dist`, SPA fallback to its index.html, written
 *   with the registry and preload hints of `first-screen.ts`); built files go out as their
 *   brotli or gzip siblings (`.br`, `.gz`, issue 27);
 * - `/mfe/<name>/<version>/…`: every released version of each remote (`releases/`, issue 12),
 *   old ones included, so a tab opened before a release keeps loading its lazy chunks;
 * - `/remotes.json`: `[{name, version, entry}]`, the live registry read on every request, unless
 *   `REMOTES_JSON` (a JSON string or a file path) replaces it, so one remote can live elsewhere.
 *   With `STORAGE_URL` the releases folder mirrors the bucket's releases (shared-releases.ts):
 *   the registry every two seconds, an older version on the first request for one of its files.
 * - `/sw.js`: the service worker with the precache list of what is live now (service-worker.ts),
 *   `/manifest.webmanifest` and `/icons/…`: the web app manifest and its icons (web-manifest.ts)
 *   (docs/ARCHITECTURE.md "Offline: the service worker").
 * Paths that are never a page (`NOT_PAGE_PREFIXES` of shared-api/offline) and match nothing
 * answer a JSON 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isReleaseFile, liveRemotes, type RemoteEntry } from './remote-registry';
import { firstScreenHtml } from './first-screen';
import { bucketReleases } from './shared-releases';
import { parseStorageUrl } from '../../lib/s3';
import { text, translateFor } from '../../lib/messages';
import { readerLanguage } from '../../lib/reader-language';
import { NOT_PAGE_PREFIXES, SERVICE_WORKER_URL, WEB_MANIFEST_URL } from 'shared-api/offline';
import { serviceWorkerScripts } from './service-worker';
import { ICONS, shellLook, webManifest } from './web-manifest';

/** The `/remotes.json` body: the override when given, else the live registry. Throws on bad JSON. */
export function remotesList(override: string | undefined, releasesDir: string): RemoteEntry[] {
  if (!override) return liveRemotes(releasesDir);
  const text = override.trim().startsWith('[') ? override : fs.readFileSync(override, 'utf8');
  return JSON.parse(text) as RemoteEntry[];
}

/** How often a node copies the bucket's registries (docs/operations.md "Releases on several nodes"). */
const SYNC_INTERVAL_MS = 2_000;

type Headers = { setHeader(name: string, value: string): void };
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A built file may go out as its `.br` or `.gz` sibling: caches keep one copy per encoding. */
const cacheHeaders = (res: Headers, cacheControl: string) => {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', 'Accept-Encoding');
};

/**
 * The shell's files named by their content hash (`main.1a2b3c4d.js`, sent as it is or as its
 * `.br`/`.gz` sibling, whose path is the one given here) never change; any other name may.
 */
const shellCacheHeaders = (res: Headers, file: string) =>
  cacheHeaders(res, /\.[0-9a-f]{8}\.(js|css)(\.br|\.gz)?$/.test(file) ? IMMUTABLE : 'no-cache');

/**
 * A released version's files never change (issue 12), its manifest is read for revalidation all
 * the same, as `/remotes.json` and `index.html` are (issue 27).
 */
const releaseCacheHeaders = (res: Headers, file: string) =>
  cacheHeaders(res, /mf-(manifest|stats)\.json$/.test(file) ? 'no-cache' : IMMUTABLE);

/**
 * Whether the raw request `url` (path and query) may be a page of the shell: it starts with one
 * slash, not two (`//[`, `//a:99999/`, `//@` name another host to a URL parser, and `/\` counts as
 * `//` in one), and lies under no prefix of `NOT_PAGE_PREFIXES` (issue 42).
 */
export const isPagePath = (url: string) =>
  /^\/(?![/\\])/.test(url) && !NOT_PAGE_PREFIXES.some((prefix) => url.startsWith(prefix));

/** The JSON 404 of a path that is no page and matches no route. */
const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send({
    message: translateFor(request.headers, text('routeNotFound', { method: request.method, url: request.url })),
    errors: {},
  });

export default async function frontendRoutes(app: FastifyInstance) {
  const root = app.config.staticDir;
  const releasesDir = app.config.releasesDir ?? '';
  const shellDir = root ? path.join(root, 'shell', 'dist') : undefined;
  const hasShell = Boolean(shellDir && fs.existsSync(path.join(shellDir, 'index.html')));

  app.get('/remotes.json', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remotesList(app.config.remotes, releasesDir);
  });

  if (shellDir && hasShell) {
    const scripts = serviceWorkerScripts(shellDir, releasesDir, (message) => app.log.warn(message));
    app.get(SERVICE_WORKER_URL, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const script = scripts(remotesList(app.config.remotes, releasesDir));
      if (script === null) return notFound(request, reply);
      // checked on every start of the app; the worker may control every page of the origin
      reply.header('Cache-Control', 'no-cache').header('Service-Worker-Allowed', '/');
      return reply.type('text/javascript; charset=utf-8').send(script);
    });
    const look = shellLook(shellDir);
    app.get(WEB_MANIFEST_URL, { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Language');
      const manifest = webManifest(readerLanguage(request.headers['accept-language']), look()!.themeColor);
      return reply.type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifest));
    });
    for (const { src } of ICONS) {
      app.get(src, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
        reply.header('Cache-Control', 'no-cache');
        return reply.type('image/png').send(await look()!.icon(src));
      });
    }
  }

  if (root && hasShell) {
    await app.register(fastifyStatic, {
      root: shellDir!,
      prefix: '/',
      index: false,
      wildcard: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: shellCacheHeaders,
      // the worker goes out with its precache list, from its own route above
      globIgnore: [`${SERVICE_WORKER_URL.slice(1)}*`],
    });
  }
  const shared =
    releasesDir && app.config.storageUrl && !app.config.remotes
      ? bucketReleases(parseStorageUrl(app.config.storageUrl), releasesDir)
      : null;
  if (shared) {
    const sync = () => shared.sync().catch((error: unknown) => app.log.error({ err: error }, 'release sync failed'));
    await sync();
    const timer = setInterval(sync, SYNC_INTERVAL_MS);
    app.addHook('onClose', async () => clearInterval(timer));
  }
  if (releasesDir) {
    fs.mkdirSync(releasesDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: releasesDir,
      prefix: '/mfe/',
      decorateReply: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: releaseCacheHeaders,
      allowedPath: (pathName) => isReleaseFile(pathName),
    });
  }

  const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
    // a version this node has not copied yet (a tab opened on another node before a release)
    const release = /^\/mfe\/([^/]+)\/([^/]+)\//.exec(request.url);
    if (shared && release && request.method === 'GET' && (await shared.fetchVersion(release[1], release[2]))) {
      return reply.redirect(request.url, 307);
    }
    if (hasShell && request.method === 'GET' && isPagePath(request.url)) {
      reply.header('Cache-Control', 'no-cache');
      const remotes = remotesList(app.config.remotes, releasesDir);
      return reply.type('text/html').send(firstScreenHtml(shellDir!, releasesDir, remotes, request.url));
    }
    return notFound(request, reply);
  };
  // the pages as a route of their own, not only the not-found handler: only a route's answers
  // leave compressed (@fastify/compress hooks each route), and the page is the first byte of a load
  if (hasShell) app.get('/*', { config: { access: 'public' }, schema: { hide: true } }, fallback);
  app.setNotFoundHandler(fallback);
}
