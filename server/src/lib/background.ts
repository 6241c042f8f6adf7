/**
 * Work that runs after the answer is sent (issue 11: a password-reset request answers in the
 * same time whether or not the address exists, so its lookup, write and mail run afterwards).
 * Failures are logged; `idle()` waits for everything started (on close, and in tests).
 */
import type { Logger } from './logger';

export interface Background {
  /** Starts `task` now without waiting for it. */
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when every started task has ended. */
  idle(): Promise<void>;
}

export function createBackground(log: Logger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const job = task()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async idle() {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
