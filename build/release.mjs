/**
 * `npm run release -- <remote> [--from <dir>]`, `npm run release -- <remote> --rollback`,
 * `npm run release -- --all [--no-smoke]` (issue 12, README "Shipping one remote").
 *
 * Releases one remote as an immutable version: builds it (or takes the build in `--from`),
 * copies it to `<releases>/<short>/<version>/` (`RELEASES_DIR`, default `releases/`), smoke-checks
 * it (build/release/smoke.mjs) and only then switches its registry to it atomically. The server
 * serves the new version at once and keeps every earlier one. A refused release is removed and
 * the live version stays. `--rollback` makes the previous live version live again (after the
 * same check). `--no-smoke` (with `--all` only) skips the check: `npm start` needs no browser. `--all` releases every remote's current `dist/` without building (the
 * project's build script does this). With `STORAGE_URL` a live remote is then published to the
 * bucket, so every node serves it (issue 28). Exits 1 on a refusal or an error.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { APPS, federationName } from './apps.mjs';
import { readRegistry, withLock, writeRegistry } from './release/registry.mjs';
import { openSmokeBrowser, smokeCheck } from './release/smoke.mjs';
import { releaseVersion } from './release/version.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const releasesDir = path.resolve(repo, process.env.RELEASES_DIR ?? 'releases');
const shellDir = path.resolve(repo, process.env.SHELL_DIST ?? 'shell/dist');

/** `reports` or `mfe-reports` → its app folder, short name and federation name; throws if unknown. */
function remoteOf(argument) {
  const dir = argument.startsWith('mfe-') ? argument : `mfe-${argument}`;
  if (!APPS.some((app) => app.dir === dir)) throw new Error(`${argument} is not a remote of build/apps.mjs`);
  return { dir, short: dir.slice(4), name: federationName(dir) };
}

/** Copies `from` into the releases folder as `version` (via a temporary folder and a rename). */
function store(from, short, version) {
  const target = path.join(releasesDir, short, version);
  if (fs.existsSync(target)) return false;
  const temporary = `${target}.${process.pid}.tmp`;
  fs.cpSync(from, temporary, { recursive: true });
  fs.renameSync(temporary, target);
  return true;
}

/** Prints why `what` was refused and what stays live; returns false. */
function refused(what, stays, problems) {
  console.error(`${what} refused; ${stays}:`);
  for (const problem of problems) console.error(`  - ${problem}`);
  return false;
}

/** Releases the build in `from`; returns true when it is live. */
async function release(browser, remote, from) {
  const { version: packageVersion } = JSON.parse(fs.readFileSync(path.join(repo, remote.dir, 'package.json'), 'utf8'));
  const version = releaseVersion(packageVersion, from);
  return withLock(releasesDir, remote.short, async () => {
    const registry = readRegistry(releasesDir, remote.short);
    if (registry?.live === version) {
      console.log(`${remote.dir} ${version} is already live`);
      return true;
    }
    const created = store(from, remote.short, version);
    const problems = browser ? await smokeCheck(browser, { releasesDir, shellDir, version, ...remote }) : [];
    if (problems.length) {
      if (created) fs.rmSync(path.join(releasesDir, remote.short, version), { recursive: true, force: true });
      return refused(
        `${remote.dir} ${version}`,
        registry ? `${registry.live} stays live` : 'nothing is live',
        problems,
      );
    }
    writeRegistry(releasesDir, remote.short, {
      name: remote.name,
      live: version,
      history: [...(registry?.history ?? []), version],
    });
    console.log(`${remote.dir} ${version} is live${registry ? ` (was ${registry.live})` : ''}`);
    return true;
  });
}

/** Makes the previous live version live again; returns true when it is. */
async function rollback(browser, remote) {
  return withLock(releasesDir, remote.short, async () => {
    const registry = readRegistry(releasesDir, remote.short);
    if (!registry || registry.history.length < 2) throw new Error(`${remote.dir} has no earlier version to go back to`);
    const history = registry.history.slice(0, -1);
    const version = history.at(-1);
    const problems = await smokeCheck(browser, { releasesDir, shellDir, version, ...remote });
    if (problems.length) {
      return refused(`${remote.dir} rollback to ${version}`, `${registry.live} stays live`, problems);
    }
    writeRegistry(releasesDir, remote.short, { ...registry, live: version, history });
    console.log(`${remote.dir} ${version} is live again (was ${registry.live})`);
    return true;
  });
}

/**
 * With `STORAGE_URL`, copies the remote's versions and registry to the bucket, from which every
 * node takes them (docs/operations.md "Releases on several nodes"); throws when that fails.
 */
function publish(remote) {
  if (!process.env.STORAGE_URL) return;
  execFileSync('node', ['--import', 'tsx', 'src/cli/publish-release.ts', remote.short], {
    cwd: path.join(repo, 'server'),
    stdio: 'inherit',
    env: { ...process.env, RELEASES_DIR: releasesDir },
  });
}

async function main(args) {
  const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const [target] = args.filter((arg, index) => !arg.startsWith('--') && args[index - 1] !== '--from');
  if (!target && !args.includes('--all'))
    throw new Error('usage: npm run release -- <remote> [--from <dir>] | <remote> --rollback | --all');
  const remotes = args.includes('--all')
    ? APPS.filter((app) => app.dir !== 'shell').map((app) => remoteOf(app.dir))
    : [remoteOf(target)];
  if (!args.includes('--all') && !args.includes('--rollback') && !option('--from')) {
    execFileSync('npx', ['-y', 'pnpm@10', '--filter', remotes[0].dir, 'run', 'build'], {
      cwd: repo,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  // `--no-smoke` (with `--all`): the local build `npm start` serves, released for this machine only
  const unchecked = args.includes('--all') && args.includes('--no-smoke');
  if (unchecked)
    console.log('release: smoke check skipped (npm start; npm test, CI and npm run release check every release)');
  const browser = unchecked ? null : await openSmokeBrowser();
  try {
    let ok = true;
    for (const remote of remotes) {
      const from = path.resolve(option('--from') ?? path.join(repo, remote.dir, 'dist'));
      const live = args.includes('--rollback') ? await rollback(browser, remote) : await release(browser, remote, from);
      if (live) publish(remote);
      ok = live && ok;
    }
    return ok;
  } finally {
    await browser?.close();
  }
}

main(process.argv.slice(2)).then(
  (ok) => process.exit(ok ? 0 : 1),
  (error) => {
    console.error(error.message);
    process.exit(1);
  },
);
