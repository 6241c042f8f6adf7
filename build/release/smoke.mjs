/**
 * The smoke check a release must pass before it goes live (issue 12). For a build in
 * `<releasesDir>/<short>/<version>/` it checks:
 * 1. the manifest: readable, named after the remote, exposing at least one module, and every
 *    file it lists (remote entry, exposed modules' and shared packages' chunks) is there;
 * 2. the shared singletons: the remote does not share whole a package that the back-office shares
 *    through a door (`DOORS` of `mf-shared.mjs`; a build made with an older map would run a
 *    second router beside the shell's), and every package it requires with a version range is
 *    provided by the live shell (`shell/dist/mf-manifest.json`) in a version that satisfies it;
 * 3. the modules: in Chromium, a throwaway HTTP server serves the shell and the candidate; the
 *    shell's own federation runtime loads the candidate's manifest and each exposed module (one
 *    fresh page each), with the shell's shared singletons, as a user's tab would. A load error,
 *    a page error or a failed request of the candidate's files fails the check.
 * The candidate's files each module's load requested are written to its `first-load.json`
 * (`{ "<Module>": ["mf-manifest.json", "remoteEntry.js", …] }`, issue 27): the server preloads
 * them in the page of a route of that module, the remote's shared packages the shell does not
 * provide included.
 * Returns the problems found (none: the release may go live).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import semver from 'semver';
import { DOORS } from '../mf-shared.mjs';

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html' };

/** Launches the Chromium the tests use (Debian's headless shell, `CHROMIUM_PATH` to override). */
export const openSmokeBrowser = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-sync'],
  });

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Problems of the manifest and of the shared versions (checks 1 and 2). */
function staticProblems({ candidateDir, name, shellDir }) {
  let manifest;
  try {
    manifest = readJson(path.join(candidateDir, 'mf-manifest.json'));
  } catch (error) {
    return { problems: [`mf-manifest.json cannot be read: ${error.message}`] };
  }
  const problems = [];
  if (manifest.name !== name) problems.push(`the manifest names ${manifest.name}, not ${name}`);
  if (!manifest.exposes?.length) problems.push('the manifest exposes no module');
  const assets = (entry) =>
    ['js', 'css'].flatMap((kind) => [...(entry.assets?.[kind]?.sync ?? []), ...(entry.assets?.[kind]?.async ?? [])]);
  const listed = [
    manifest.metaData?.remoteEntry?.name,
    ...(manifest.exposes ?? []).flatMap(assets),
    ...(manifest.shared ?? []).flatMap(assets),
  ];
  for (const file of new Set(listed.filter(Boolean)))
    if (!fs.existsSync(path.join(candidateDir, file))) problems.push(`${file} is listed in the manifest but missing`);

  for (const shared of manifest.shared ?? []) {
    const door = Object.entries(DOORS).find(([pkg]) => shared.name === pkg || shared.name.startsWith(`${pkg}/`));
    if (door) problems.push(`${shared.name}: the remote shares it whole; the back-office shares it through ${door[1]}`);
  }

  const provided = new Map(
    readJson(path.join(shellDir, 'mf-manifest.json')).shared.map((shared) => [shared.name, shared.version]),
  );
  for (const shared of manifest.shared ?? []) {
    const range = shared.requiredVersion;
    const version = provided.get(shared.name);
    if (typeof range !== 'string' || range === '*' || !version) continue;
    if (!semver.satisfies(version, range))
      problems.push(`${shared.name}: the remote requires ${range}, the shell provides ${version}`);
  }
  return { manifest, problems };
}

/** Serves the shell (SPA fallback, API answered 401) and the candidate under its release URL. */
function harness(shellDir, releaseUrl, candidateDir) {
  const server = http.createServer((request, response) => {
    const url = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    const send = (file) => {
      response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
      fs.createReadStream(file).pipe(response);
    };
    if (url === '/remotes.json') return response.end('[]');
    if (url.startsWith(releaseUrl)) {
      const file = path.join(candidateDir, path.normalize(url.slice(releaseUrl.length)));
      if (file.startsWith(candidateDir) && fs.existsSync(file) && fs.statSync(file).isFile()) return send(file);
      response.writeHead(404);
      return response.end();
    }
    const file = path.join(shellDir, path.normalize(url));
    if (file.startsWith(shellDir) && fs.existsSync(file) && fs.statSync(file).isFile()) return send(file);
    if (/^\/(front|oauth|mfe)\//.test(url)) {
      response.writeHead(401, { 'content-type': 'application/json' });
      return response.end('{"message":"smoke check","errors":{}}');
    }
    send(path.join(shellDir, 'index.html'));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Smoke-checks the candidate. `browser` from `openSmokeBrowser`; `name` the federation name
 * (`mfe_reports`), `short` its URL name (`reports`). Resolves to a list of problems.
 */
export async function smokeCheck(browser, { releasesDir, short, version, name, shellDir }) {
  const candidateDir = path.join(releasesDir, short, version);
  const { manifest, problems } = staticProblems({ candidateDir, name, shellDir });
  if (!manifest || problems.length) return problems;

  const releaseUrl = `/mfe/${short}/${version}/`;
  const server = await harness(shellDir, releaseUrl, candidateDir);
  const base = `http://127.0.0.1:${server.address().port}`;
  const firstLoad = {};
  try {
    for (const expose of manifest.exposes.map((exposed) => exposed.name)) {
      const { files, problems: found } = await loadModule(browser, { base, releaseUrl, name, expose });
      problems.push(...found);
      firstLoad[expose] = files;
    }
  } finally {
    server.close();
  }
  if (!problems.length) fs.writeFileSync(path.join(candidateDir, 'first-load.json'), `${JSON.stringify(firstLoad)}\n`);
  return problems;
}

/** Loads `<name>/<expose>` in a fresh page of the harness at `base`; the candidate's files it requested, and problems. */
async function loadModule(browser, { base, releaseUrl, name, expose }) {
  const problems = [];
  const files = [];
  const page = await browser.newPage();
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(releaseUrl)) files.push(pathname.slice(releaseUrl.length));
  });
  page.on('response', (response) => {
    if (response.url().includes(releaseUrl) && response.status() >= 400)
      problems.push(`${response.url().slice(base.length)} answered ${response.status()}`);
  });
  try {
    await page.goto(`${base}/`);
    await page.waitForFunction(() =>
      globalThis.__FEDERATION__?.__INSTANCES__?.some((instance) => instance.name === 'shell'),
    );
    const failure = await page.evaluate(
      async ({ name, entry, expose }) => {
        const shell = globalThis.__FEDERATION__.__INSTANCES__.find((instance) => instance.name === 'shell');
        shell.registerRemotes([{ name, entry }], { force: true });
        try {
          const loaded = await shell.loadRemote(`${name}/${expose}`);
          if (!loaded || (typeof loaded === 'object' && !Object.keys(loaded).length))
            return `${expose} exports nothing`;
        } catch (error) {
          return `${expose} does not load: ${error.message}`;
        }
        return undefined;
      },
      { name, entry: `${base}${releaseUrl}mf-manifest.json`, expose },
    );
    if (failure) problems.push(failure);
  } catch (error) {
    problems.push(`the modules could not be loaded: ${error.message}`);
  } finally {
    await page.close();
  }
  return { files: [...new Set(files)], problems };
}
