/**
 * The durable job queue (issue 28 "A durable job queue"; docs/operations.md "Jobs"): pg-boss on
 * the application's own database, PostgreSQL or the embedded PGlite alike (through
 * `executeSql`, db/database.ts). Every node works every queue. A job whose handler throws is
 * retried with exponential backoff, {@link RETRY_LIMIT} times; a job whose node dies stays active
 * until `jobExpireSeconds` have passed, then the supervision of any node (every
 * {@link SUPERVISE_SECONDS} s) turns it back into a retry that another node takes. So a job may
 * run more than once, and every handler is idempotent.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { CompiledQuery } from 'kysely';
import { executeSql, type DB } from '../../db/database';
import type { Logger } from '../../lib/logger';
import type { Jobs, QueueDefinition } from '../../ports/jobs';

/** Attempts after the first before a job fails for good. */
export const RETRY_LIMIT = 4;
/** Seconds before the first retry; each next waits about twice as long (pg-boss backoff, with jitter). */
export const RETRY_DELAY_SECONDS = 1;
/** How often each node supervises jobs (expiry), in seconds: an expired job is retried ~10 s after it expired. */
export const SUPERVISE_SECONDS = 3;
/** How often an idle worker asks for a job, in seconds; a job sent on this node wakes it at once. */
const POLL_SECONDS = 2;

/** The queue of `db`; jobs expire `expireSeconds` after they started (config `jobExpireSeconds`). */
export function createJobs(options: { db: DB; expireSeconds: number; log: Logger }): Jobs {
  const { db, expireSeconds, log } = options;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => executeSql(db, text, values) },
    schedule: false,
    maintenanceIntervalSeconds: SUPERVISE_SECONDS,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  const definitions = new Map<string, QueueDefinition<object>>();
  const workers = new Map<string, string[]>();
  const sending = new Set<Promise<unknown>>();
  let state: 'created' | 'running' | 'stopping' = 'created';

  return {
    define(name, definition) {
      definitions.set(name, definition as QueueDefinition<object>);
    },
    async send(name, data, { singletonKey, trx } = {}) {
      const sent = boss.send(name, data, {
        singletonKey,
        ...(trx && {
          db: {
            executeSql: (text: string, values: unknown[] = []) => trx.executeQuery(CompiledQuery.raw(text, values)),
          },
        }),
      });
      sending.add(sent);
      try {
        const id = await sent;
        // a job sent on this node starts here at once rather than at the next poll
        if (id && !trx) for (const worker of workers.get(name) ?? []) boss.notifyWorker(worker);
        return id;
      } finally {
        sending.delete(sent);
      }
    },
    async start() {
      await boss.start();
      for (const [name, { handler, concurrency = 1, policy = 'standard' }] of definitions) {
        const queue = {
          name,
          policy,
          retryLimit: RETRY_LIMIT,
          retryDelay: RETRY_DELAY_SECONDS,
          retryBackoff: true,
          expireInSeconds: expireSeconds,
        };
        await boss.createQueue(name, queue);
        await boss.updateQueue(name, queue);
        const ids = [];
        for (let i = 0; i < concurrency; i++)
          ids.push(
            await boss.work<object>(
              name,
              { pollingIntervalSeconds: POLL_SECONDS, includeMetadata: true },
              async ([job]) => handler(job),
            ),
          );
        workers.set(name, ids);
      }
      state = 'running';
    },
    isRunning: () => state === 'running',
    async idle() {
      for (;;) {
        await Promise.allSettled([...sending]);
        const sizes = await Promise.all(
          [...definitions.keys()].map((name) => boss.getQueueSize(name, { before: 'completed' })),
        );
        if (sizes.every((size) => !size) && !sending.size) return;
        await sleep(100);
      }
    },
    async stop() {
      if (state !== 'running') return;
      state = 'stopping';
      await boss.stop({ graceful: true, wait: true, timeout: expireSeconds * 1000 });
    },
  };
}
