/**
 * Benchmarks in Chromium (`npm run bench:wizard`): the same server and browser as the
 * end-to-end tests, the specs of `bench/`, figures printed to stdout. Not part of `npm test`.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './bench',
  testMatch: '*.bench.ts',
  timeout: 600_000,
  reporter: [['list']],
});
