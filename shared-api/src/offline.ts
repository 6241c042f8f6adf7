/**
 * The URLs the back-office's offline layer and the server agree on (docs/ARCHITECTURE.md
 * "Offline: the service worker"). Framework-free: the server, the shell and its service worker
 * import it.
 */

/** The service worker's script, served by the server with its precache list; scope `/`. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The web app manifest (name, icons, `start_url`), served by the server. */
export const WEB_MANIFEST_URL = '/manifest.webmanifest';

/**
 * The app-shell page: the shell's `index.html` with the live registry, no first requests and the
 * hints of {@link APP_SHELL_HINTS_FOR}.
 * The service worker precaches it and answers a navigation with it when the network fails.
 */
export const APP_SHELL_URL = '/app-shell.html';

/**
 * Whose files the app-shell page hints (`<link rel="preload">`): the field app's, since offline
 * the field app is what a tablet opens (docs/product.md "The field app").
 */
export const APP_SHELL_HINTS_FOR = '/inspections';

/**
 * Paths that are never a page of the shell: the API, stored files, released remote files, the
 * OpenAPI UI, PDFs and the server's own pages. The server answers an unknown one with a JSON 404
 * instead of the shell's page; the service worker never answers a navigation to one.
 */
export const NOT_PAGE_PREFIXES = [
  '/front/',
  '/oauth/',
  '/app/',
  '/payments/',
  '/test-checkout/',
  '/public/',
  '/mfe/',
  '/files/',
  '/docs',
  '/reports/pdf/',
  '/reports/mail_pdf/',
  '/health/',
];
