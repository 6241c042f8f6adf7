/**
 * The README's screenshots (`npm run screenshots`, issue 13): six screens at 1440 px, written to
 * `docs/screenshots/<screen>-<label>.png`. `SCREENSHOT_LABEL` names the set ("after" by default);
 * `SCREENSHOT_SERVER_DIR` serves another checkout's server and build, for the "before" set.
 * Not part of `npm test`.
 */
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

const serverDir = process.env.SCREENSHOT_SERVER_DIR ?? path.resolve(import.meta.dirname, '../server');
const server = base.webServer as { env: Record<string, string> };
const dataDir = path.resolve(import.meta.dirname, '.data-screenshots');

export default defineConfig({
  ...base,
  testDir: './screens',
  testMatch: '*.screens.ts',
  timeout: 300_000,
  reporter: [['list']],
  webServer: {
    ...server,
    command: `rm -rf '${dataDir}' && node --import tsx src/main.ts`,
    cwd: serverDir,
    env: { ...server.env, DATA_DIR: dataDir },
  },
});
