/// <reference lib="webworker" />
/**
 * The back-office's service worker (docs/ARCHITECTURE.md "Offline: the service worker"), served
 * by the server at `/sw.js` with `self.__WB_MANIFEST` replaced by the precache list of what is
 * live (server/src/modules/frontend/service-worker.ts):
 * - installing precaches every URL of the list: the shell's files, every file of each live
 *   remote version, `/remotes.json` and the app-shell page; those files are answered from the
 *   cache from then on (a URL names one content for good, or the list gives its revision);
 * - a navigation goes to the network first; when the network fails or takes longer than
 *   {@link NETWORK_TIMEOUT_SECONDS}, the precached app-shell page answers, whose registry names
 *   exactly the remote versions this worker holds. `/remotes.json` likewise. Paths that are never
 *   a page (`NOT_PAGE_PREFIXES`) are left alone;
 * - nothing else is touched: API answers are never cached (the field app keeps its data in
 *   IndexedDB itself).
 * Updates: no `skipWaiting()`. A new worker (a release or a new shell changed the list) installs
 * in the background and waits until every tab of the old one is closed, so a tab never mixes two
 * releases; the next start runs the new one. `clientsClaim()` lets the first worker of a browser
 * serve the tab that installed it (there is no older worker to wait for then).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute, PrecacheFallbackPlugin } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { APP_SHELL_URL, NOT_PAGE_PREFIXES } from 'shared-api/offline';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: { url: string; revision: string | null }[];
};

/** How long a navigation waits for the network before the app-shell page answers, in seconds. */
const NETWORK_TIMEOUT_SECONDS = 4;

/** The network's answer, else the precached copy of `fallbackURL`. */
const networkElsePrecached = (fallbackURL: string) =>
  new NetworkOnly({
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new PrecacheFallbackPlugin({ fallbackURL })],
  });

const escaped = (prefix: string) => prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

// first match wins: these two come before the precache's own route, which would answer from the cache
registerRoute(
  new NavigationRoute(networkElsePrecached(APP_SHELL_URL), {
    denylist: NOT_PAGE_PREFIXES.map((prefix) => new RegExp(`^${escaped(prefix)}`)),
  }),
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/remotes.json',
  networkElsePrecached('/remotes.json'),
);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();
