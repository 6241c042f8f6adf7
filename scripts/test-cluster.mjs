/**
 * `npm run test:cluster` (issue 28; README "Several nodes: `npm run test:cluster`"): the back-office
 * as several nodes on one machine. Installs what a fresh machine lacks (Debian's nginx and
 * postgresql with apt-get, the workspace packages with scripts/setup.sh, Debian's chromium-headless-shell for the
 * release's smoke check, the build with scripts/build.sh when `shell/dist` is missing), then runs
 * the scenario (scripts/cluster/scenario.mjs, under tsx so that it drives the server tests'
 * helpers) and prints the total time. Arguments go to the scenario (`--results <file>`).
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const repo = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const run = (command) => execSync(command, { cwd: repo, stdio: 'inherit' });
const has = (command) => {
  try {
    execSync(`command -v ${command}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const missing = [...(has('nginx') ? [] : ['nginx']), ...(fs.existsSync('/usr/lib/postgresql') ? [] : ['postgresql'])];
if (missing.length)
  run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')} >/dev/null`);
run('bash scripts/setup.sh >/dev/null');
run('bash scripts/ensure-chromium.sh >/dev/null');
if (!fs.existsSync(path.join(repo, 'shell/dist'))) run('bash scripts/build.sh');

// the scenario runs in server/ (where tsx is installed): a results file is named from here
const args = process.argv.slice(2).map((arg, index, all) => (all[index - 1] === '--results' ? path.resolve(arg) : arg));
const scenario = spawn(process.execPath, ['--import', 'tsx', '../scripts/cluster/scenario.mjs', ...args], {
  cwd: path.join(repo, 'server'),
  stdio: 'inherit',
});
// Ctrl-C reaches the scenario too (same process group), SIGTERM is passed on: it tears down, then this process reports
process.on('SIGINT', () => {});
process.on('SIGTERM', () => scenario.kill('SIGTERM'));
scenario.on('exit', (code) => {
  console.log(`test:cluster took ${Math.round((Date.now() - started) / 1000)} s`);
  process.exit(code ?? 1);
});
