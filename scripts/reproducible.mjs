/**
 * Reproducible builds (issue 28): builds one remote (mfe-public, the smallest) in two checkouts of
 * HEAD in different folders, each with its own `pnpm install` (scripts/setup.sh), and checks that
 * both builds get the same release version (build/release/version.mjs). Slow (two installs and two
 * builds), hence not in `npm test`: `npm run test:reproducible`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseVersion } from '../build/release/version.mjs';

const repo = path.resolve(import.meta.dirname, '..');
const app = 'mfe-public';
const run = (command, args, cwd, env = {}) =>
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'reproducible-'));
const checkouts = [path.join(root, 'one'), path.join(root, 'elsewhere', 'two')];
let failed = false;
try {
  const versions = checkouts.map((dir) => {
    run('git', ['worktree', 'add', '--detach', dir, 'HEAD'], repo);
    run('bash', ['scripts/setup.sh'], dir);
    run('npx', ['rspack', 'build'], path.join(dir, app), { NODE_ENV: 'production' });
    const { version } = JSON.parse(fs.readFileSync(path.join(dir, app, 'package.json'), 'utf8'));
    return releaseVersion(version, path.join(dir, app, 'dist'));
  });
  checkouts.forEach((dir, i) => console.log(`${app} built in ${dir}: ${versions[i]}`));
  failed = versions[0] !== versions[1];
  console.log(failed ? 'NOT reproducible: the versions differ' : 'reproducible: same version');
} finally {
  for (const dir of process.env.KEEP ? [] : checkouts) {
    if (fs.existsSync(dir)) run('git', ['worktree', 'remove', '--force', dir], repo);
  }
  if (!process.env.KEEP) fs.rmSync(root, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
