/**
 * The documents of record as other code asks for them (`app.documents`): which document, and the
 * queue that generates its versions. The queue is modules/documents/queue.ts.
 */
import type { DocumentKind, DocumentVersion } from 'shared-api/contract';

/** What identifies one document of record; `kind` is `report` (the report's own PDF) when left out. */
export interface DocumentTarget {
  reportId: number;
  addendumId: number | null;
  kind?: DocumentKind;
}

/** The generator of pending versions. */
export interface DocumentQueue {
  /** Queues a job generating version `id` (after the transaction that requested it commits); a version already queued is not queued twice. */
  enqueue(id: number): void;
  /** The fingerprint the content of `target` would print now (modules/documents/model.ts). */
  fingerprint(target: DocumentTarget): Promise<string>;
  /** Progress 0..1 of a version being generated on this node, else null. */
  progress(id: number): number | null;
  /** Every version of report `reportId`'s documents, newest first, as its detail lists them (with `progress`). */
  versions(reportId: number): Promise<DocumentVersion[]>;
  /** Queues every pending version (after a restart) and opens the queue for readiness. */
  start(): Promise<void>;
  /** Resolves when no job is waiting, due for a retry or running, on any node (modules/jobs/jobs.ts). */
  idle(): Promise<void>;
  /**
   * Stops taking jobs and waits for running ones (the process's render threads end once idle). A
   * version enqueued after this began is still queued in the database, for any other node.
   */
  close(): Promise<void>;
  /** Whether `start()` has run, the job queue runs and `close()` has not begun (readiness, modules/health/health.ts). */
  isOpen(): boolean;
}
