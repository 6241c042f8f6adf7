/**
 * Benchmarks in Chromium (`npm run bench:wizard`): the same server and browser as the
 * end-to-end tests, the specs of `bench/`, figures printed to stdout, without trace recording.
 * Not part of `npm test`.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  timeout: 600_000,
  reporter: [['list']],
  // measured as users run it: Playwright's trace recording (screencast, a DOM snapshot per action)
  // takes CPU from the page on this 2-core machine
  use: { ...base.use, trace: 'off' },
});
