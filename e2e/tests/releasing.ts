/**
 * Releasing remotes from a spec (issue 12): `npm run release` (build/release.mjs) on this
 * checkout's `releases/` while the server runs, with builds that are copies of the live one
 * with a marked byte, and the registries put back after the spec.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from '@playwright/test';

const repo = path.resolve(import.meta.dirname, '../..');
export const releases = path.join(repo, 'releases');
export const registryFile = (short: string) => path.join(releases, short, 'registry.json');
export const REMOTES = ['public', 'reports', 'templates', 'wizard', 'admin'];

/** Saves every remote's registry before the spec's tests and writes them back after them. */
export function keepRegistries() {
  const saved = new Map<string, string>();
  test.beforeAll(() => REMOTES.forEach((short) => saved.set(short, fs.readFileSync(registryFile(short), 'utf8'))));
  test.afterAll(() => saved.forEach((registry, short) => fs.writeFileSync(registryFile(short), registry)));
}

/** Runs `npm run release -- …args`; its exit status and output. */
export function release(...args: string[]) {
  const run = spawnSync('node', ['build/release.mjs', ...args], { cwd: repo, encoding: 'utf8' });
  return { ok: run.status === 0, output: run.stdout + run.stderr };
}

/** A copy of the live build of `short`, changed by `change` (default: one marked comment). */
export function variant(short: string, mark: string, change?: (dir: string) => void) {
  const live = JSON.parse(fs.readFileSync(registryFile(short), 'utf8')).live as string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `release-${short}-`));
  fs.cpSync(path.join(releases, short, live), dir, { recursive: true });
  (change ?? ((folder) => fs.appendFileSync(path.join(folder, 'remoteEntry.js'), `\n/* ${mark} */\n`)))(dir);
  return dir;
}
