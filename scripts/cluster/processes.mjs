/**
 * The processes and temporary files of `npm run test:cluster` (README "Several nodes:
 * `npm run test:cluster`", issue 28): every process started here is remembered and ended by
 * `teardown()`, which also runs on failure and on Ctrl-C, and removes the temporary folder.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const running = new Set();

/** The run's temporary folder (readable by the `postgres` user, which runs the database in it). */
export const tmpRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-cluster-'));
fs.chmodSync(tmpRoot, 0o755);

/** A free loopback port. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts `command` with `args`, its output appended to `log`; `options` as `spawn`'s (cwd, env,
 * uid, gid) plus `stopSignal` (SIGTERM by default). The child is ended at teardown unless it exited before.
 */
export function start(command, args, log, { stopSignal = 'SIGTERM', ...options } = {}) {
  const out = fs.openSync(log, 'a');
  const child = spawn(command, args, { ...options, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  child.stopSignal = stopSignal;
  running.add(child);
  child.on('exit', () => running.delete(child));
  return child;
}

/** Resolves when `child` has exited (at once if it already has). */
export const exited = (child) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', resolve));

/** Polls `check` every `every` ms until it returns a truthy value (returned); throws `message` after `ms`. */
export async function waitFor(check, ms, message, every = 250) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`${message} (waited ${Math.round(ms / 1000)} s)`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/** Ends every running child (its stop signal, SIGKILL after 5 s) and removes the temporary folder. */
export async function teardown() {
  const children = [...running];
  for (const child of children) child.kill(child.stopSignal);
  const timer = setTimeout(() => children.forEach((child) => child.kill('SIGKILL')), 5_000);
  await Promise.all(children.map(exited));
  clearTimeout(timer);
  fs.rmSync(tmpRoot, { recursive: true, force: true });
}
