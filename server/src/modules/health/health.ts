/**
 * Health of one API node (issue 28 "Operations"; docs/operations.md "Health checks"). Liveness
 * checks nothing but that the process answers; readiness checks what a request needs: the
 * database, the file storage and the document queue, and turns `draining` as soon as shutdown
 * begins, so a load balancer stops sending new requests while in-flight ones finish.
 */
import { sql } from 'kysely';
import type { DB } from '../../db/database';
import type { Storage } from '../../ports/files';
import type { DocumentQueue } from '../../ports/documents';

/** The dependencies readiness checks, in the order they are reported. */
export const CHECKS = ['database', 'storage', 'queue'] as const;
export type CheckName = (typeof CHECKS)[number];

/** The readiness answer: `ok` when every check is `ok`; `failed` names the failing checks; `draining` on shutdown. */
export interface Readiness {
  status: 'ok' | 'failed' | 'draining';
  checks: Partial<Record<CheckName, 'ok' | 'failed'>>;
}

export interface HealthDeps {
  db: DB;
  storage: Pick<Storage, 'check'>;
  documents: Pick<DocumentQueue, 'isOpen'>;
}

/** The node's health: readiness checks and the drain flag. */
export interface Health {
  /** Runs every check at once, each bounded by `timeoutMs` (a check still running then is `failed`). */
  ready(): Promise<Readiness>;
  /** Marks the node as draining: from now on readiness answers `draining` (503). Idempotent. */
  drain(): void;
  readonly draining: boolean;
}

/** Rejects after `ms` milliseconds unless `work` settles first. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`check timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Creates the health of a node over `deps`. A check fails when it throws or takes longer than
 * `timeoutMs` (default 2,000 ms: a probe must answer before the balancer's own timeout).
 */
export function createHealth(deps: HealthDeps, timeoutMs = 2_000): Health {
  let draining = false;
  const run: Record<CheckName, () => Promise<unknown>> = {
    database: () => sql`select 1`.execute(deps.db),
    storage: () => deps.storage.check(),
    queue: async () => {
      if (!deps.documents.isOpen()) throw new Error('document queue not started or closed');
    },
  };
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
    async ready() {
      if (draining) return { status: 'draining', checks: {} };
      const results = await Promise.all(
        CHECKS.map((name) =>
          within(run[name](), timeoutMs).then(
            () => 'ok' as const,
            () => 'failed' as const,
          ),
        ),
      );
      const checks = Object.fromEntries(CHECKS.map((name, i) => [name, results[i]])) as Readiness['checks'];
      return { status: results.every((result) => result === 'ok') ? 'ok' : 'failed', checks };
    },
  };
}

/**
 * Graceful shutdown (docs/operations.md "Graceful shutdown"): readiness turns 503 at once, then
 * after `delayMs` (time for the balancer's probes to notice; 0 by default) `app.close()` stops
 * accepting connections, lets in-flight requests finish, and its onClose hooks stop taking jobs
 * and wait for the running ones (PDF versions and mails, modules/jobs/jobs.ts). Resolves when all
 * of that has ended.
 */
export async function drainAndClose(app: { health: Health; close(): Promise<unknown> }, delayMs = 0): Promise<void> {
  app.health.drain();
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await app.close();
}
