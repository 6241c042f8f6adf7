/**
 * Playwright in Debian's headless Chromium (chromium-headless-shell) against the real server on a fresh database (docs/ARCHITECTURE.md).
 * The web server is the production build served by `server/` with its own data folder, an
 * SMTP-less mail outbox the tests read, and a high auth rate limit so tests can sign in often.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
export const E2E_DATA_DIR = path.resolve(import.meta.dirname, '.data');
/** The web server's log of the run (pino lines at level info; scripts/summary.mjs reads it). */
export const E2E_SERVER_LOG = path.resolve(import.meta.dirname, 'server.log');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  // the inspector's credits topped up for the whole suite (global-setup.ts)
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    locale: 'nl-BE',
    // no trace: recording one for every test (kept on failure) cost about 9 % of the suite's time;
    // `npx playwright test --trace on …` records one when a failure needs it
    trace: 'off',
    screenshot: 'only-on-failure',
    // no service worker unless a spec asks for one (tests/offline-shell.spec.ts): the others, the
    // first-load budget among them, measure and drive the network as a first visit does
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // a fresh database for every run, on the compiled server `npm start` runs (scripts/build.sh made
    // it); its request log goes to E2E_SERVER_LOG, where the summary finds what a failed test met
    command: `rm -rf '${E2E_DATA_DIR}' && node --enable-source-maps dist/main.js > '${E2E_SERVER_LOG}'`,
    cwd: path.resolve(import.meta.dirname, '../server'),
    url: `http://localhost:${E2E_PORT}/remotes.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      AUTH_RATE_LIMIT: '1000',
      LOG_LEVEL: 'info',
      TEST_CHECKOUT: '1',
    },
  },
});
