import { SERVICE_WORKER_URL } from 'shared-api/offline';

/**
 * Registers the service worker (`/sw.js`, its folder `/` as scope) once the page has loaded,
 * where the browser offers service workers: `navigator.serviceWorker` exists only in a secure
 * context (https, or http on localhost). Called before the page's `load` (the bootstrap chunk
 * delays it). A failed registration changes nothing: the back-office works online without it.
 * Kept this small for the first-load budget (docs/ARCHITECTURE.md "First load"); the worker's
 * update rules: docs/ARCHITECTURE.md "Offline: the service worker".
 */
export const registerServiceWorker = () =>
  addEventListener('load', () => navigator.serviceWorker?.register(SERVICE_WORKER_URL).catch(() => {}));
