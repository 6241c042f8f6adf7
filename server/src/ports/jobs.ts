/** The durable job queue (docs/ARCHITECTURE.md "Background work"); pg-boss behind it in modules/jobs/jobs.ts. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

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
