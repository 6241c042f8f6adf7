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
import { CompiledQuery, type Kysely } from 'kysely';
import { executeSql, type DB } from '../../db/database';
import type { Database } from '../../db/schema';
import type { Logger } from '../../lib/logger';

/** Attempts after the first before a job fails for good. */
export const RETRY_LIMIT = 4;
/** Seconds before the first retry; each next waits about twice as long (pg-boss backoff, with jitter). */
export const RETRY_DELAY_SECONDS = 1;
/** How often each node supervises jobs (expiry), in seconds: an expired job is retried ~10 s after it expired. */
export const SUPERVISE_SECONDS = 3;
/** How often an idle worker asks for a job, in seconds; a job sent on this node wakes it at once. */
const POLL_SECONDS = 2;

/** A job as its handler gets it: `retryCount` attempts ran before this one, of at most `retryLimit` retries. */
export interface Job<T> {
  id: string;
  data: T;
  retryCount: number;
  retryLimit: number;
}

/** What a queue runs: `handler` resolves when the job is done, throws to have it retried. */
export interface QueueDefinition<T> {
  handler: (job: Job<T>) => Promise<void>;
  /** Jobs of this queue one node runs at once (default 1). */
  concurrency?: number;
  /** `stately`: a `singletonKey` is queued at most once while waiting (pg-boss queue policy). */
  policy?: 'standard' | 'stately';
}

export interface Jobs {
  /** Declares queue `name`; call before {@link Jobs.start}. */
  define<T extends object>(name: string, definition: QueueDefinition<T>): void;
  /**
   * Queues a job for `name` with `data` (JSON); in `trx` when given, so it exists only if that
   * transaction commits. Resolves to its id, or null when `singletonKey` is already waiting.
   */
  send(name: string, data: object, options?: { singletonKey?: string; trx?: Kysely<Database> }): Promise<string | null>;
  /** Starts pg-boss (creating or upgrading its schema) and this node's workers. */
  start(): Promise<void>;
  /** Whether `start()` has run and `stop()` has not begun. */
  isRunning(): boolean;
  /** Resolves when no job of a declared queue is waiting, due for a retry or running, on any node. */
  idle(): Promise<void>;
  /**
   * Stops taking jobs and waits for the running ones, at most `jobExpireSeconds` (after that they
   * are failed, hence retried). Idempotent.
   */
  stop(): Promise<void>;
}

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
