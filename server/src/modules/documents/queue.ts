/**
 * Documents of record (issue 8; docs/spec.md §2 documents table, §7 `/reports/pdf/{hashed_id}`): each
 * finished report or addendum has numbered PDF versions. A version is requested in the
 * transaction that finishes (or regenerates) the document, generated once off the request path
 * as a durable job (modules/jobs/jobs.ts) in a worker pool (piscina), and stored through the
 * storage interface with its SHA-256, size, page count and the content fingerprint printed on its
 * pages. Older versions stay. Pending versions survive a restart: `start()` queues them again.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Piscina } from 'piscina';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DB } from '../../db/database';
import type { DocumentVersion, Regeneration } from 'shared-api/contract';
import type { Deps } from '../../ports/deps';
import { signedPdfPath } from './pdf-links';
import { toUnix } from '../../lib/time';
import { loadDocumentModel } from './model';
import type { DocumentTarget, DocumentQueue } from '../../ports/documents';
import type { PdfTask } from './pdf/worker';
import type { Jobs } from '../../ports/jobs';
import type { FileUrls } from '../../ports/files';
import { versionGenerator, type GeneratorDeps } from './generate';
import { recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';

/** The kind of document `target` names: the report's own PDF unless it says otherwise. */
export const kindOf = (target: Pick<DocumentTarget, 'kind'>) => target.kind ?? 'report';

/**
 * Adds the next version of `target` (versions count per report, addendum and kind) as pending,
 * inside the caller's transaction; returns its id.
 * `requestedBy` is the user whose save or regeneration asks for it (printed on versions after the
 * first). Call {@link DocumentQueue.enqueue} after the transaction commits.
 */
export async function requestDocument(
  trx: Kysely<Database>,
  target: DocumentTarget,
  requestedBy: number | null = null,
): Promise<number> {
  const last = await trx
    .selectFrom('documents')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('report_id', '=', target.reportId)
    .where('addendum_id', target.addendumId === null ? 'is' : '=', target.addendumId)
    .where('kind', '=', kindOf(target))
    .executeTakeFirst();
  const created = await trx
    .insertInto('documents')
    .values({
      report_id: target.reportId,
      addendum_id: target.addendumId,
      kind: kindOf(target),
      version: Number(last?.version ?? 0) + 1,
      requested_by: requestedBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** A finished document found by its public id. */
export interface FinishedDocument {
  reportId: number;
  addendumId: number | null;
  hashedId: string;
  allowRegenerate: boolean;
}

/** Finds a finished report or addendum by `hashedId`; null when unknown or not finished. */
export async function findFinishedDocument(db: DB, hashedId: string): Promise<FinishedDocument | null> {
  const report = await db
    .selectFrom('reports')
    .select(['id', 'allow_regenerate_pdf'])
    .where('hashed_id', '=', hashedId)
    .where('state', '=', 'finished')
    .executeTakeFirst();
  if (report) return { reportId: report.id, addendumId: null, hashedId, allowRegenerate: report.allow_regenerate_pdf };
  const addendum = await db
    .selectFrom('addenda')
    .select(['id', 'report_id', 'allow_regenerate_pdf'])
    .where('hashed_id', '=', hashedId)
    .where('state', '=', 'finished')
    .executeTakeFirst();
  return addendum
    ? {
        reportId: addendum.report_id,
        addendumId: addendum.id,
        hashedId,
        allowRegenerate: addendum.allow_regenerate_pdf,
      }
    : null;
}

/** The newest ready version of a document, or `version` when given; null when none. */
export async function storedVersion(db: DB, document: DocumentTarget, version?: number) {
  let query = db
    .selectFrom('documents')
    .selectAll()
    .where('report_id', '=', document.reportId)
    .where('addendum_id', document.addendumId === null ? 'is' : '=', document.addendumId)
    .where('kind', '=', kindOf(document));
  query = version === undefined ? query.where('status', '=', 'ready') : query.where('version', '=', version);
  return (await query.orderBy('version', 'desc').executeTakeFirst()) ?? null;
}

/** Download file name of a document. */
export const documentFileName = (document: DocumentTarget, version: number) =>
  `${kindOf(document) === 'settlement' ? 'afrekening' : 'plaatsbeschrijving'}-${document.reportId}` +
  `${document.addendumId ? `-addendum-${document.addendumId}` : ''}-v${version}.pdf`;

/** Whether a version of `document` is waiting to be generated. */
export async function hasPendingVersion(db: DB, document: DocumentTarget) {
  const pending = await db
    .selectFrom('documents')
    .select('id')
    .where('report_id', '=', document.reportId)
    .where('addendum_id', document.addendumId === null ? 'is' : '=', document.addendumId)
    .where('kind', '=', kindOf(document))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Boolean(pending);
}

/**
 * Every version of the report's documents (the report's, its addenda's and its settlements),
 * newest first (DocumentVersion). A ready report or addendum version carries the signed, expiring
 * URL of its PDF (docs/product.md "Links to the record"); a settlement's downloads with the token.
 */
export async function documentVersions(
  deps: Pick<Deps, 'db' | 'fileUrls'>,
  reportId: number,
  progress: (id: number) => number | null,
): Promise<DocumentVersion[]> {
  const rows = await deps.db
    .selectFrom('documents as d')
    .innerJoin('reports as r', 'r.id', 'd.report_id')
    .leftJoin('addenda as a', 'a.id', 'd.addendum_id')
    .selectAll('d')
    .select(['r.hashed_id as report_hashed_id', 'a.hashed_id as addendum_hashed_id'])
    .where('d.report_id', '=', reportId)
    .orderBy('d.addendum_id')
    .orderBy('d.kind')
    .orderBy('d.version', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    addendum_id: row.addendum_id,
    kind: row.kind,
    version: row.version,
    status: row.status,
    progress: row.status === 'pending' ? (progress(row.id) ?? 0) : null,
    fingerprint: row.fingerprint,
    sha256: row.sha256,
    size_bytes: row.size_bytes,
    page_count: row.page_count,
    created_at: toUnix(row.created_at)!,
    generated_at: toUnix(row.generated_at),
    url:
      row.status === 'ready' && row.kind === 'report'
        ? signedPdfPath(deps.fileUrls, row.addendum_hashed_id ?? row.report_hashed_id, row.version)
        : null,
  }));
}

/**
 * `DELETE /reports/pdf/{hashed_id}` and `POST /front/reports/{id}/settlement/document`
 * (docs/product.md "Versions"): requests a newer version of `document` (of its kind, the report's
 * own PDF by default) unless one already shows its content. A version still waiting is answered as
 * it is (at most one pending version per document); when the content's fingerprint equals the
 * newest ready version's, no version is added and `unchanged` is true. Each request records
 * `document.regenerated` by `actor` with its outcome (`requested`, `pending`, `unchanged`).
 */
export async function regenerateDocument(
  app: { db: DB; documents: Pick<DocumentQueue, 'fingerprint'> },
  document: Pick<DocumentTarget, 'reportId' | 'addendumId' | 'kind'>,
  actor: AuditActor,
): Promise<Regeneration> {
  const fingerprint = await app.documents.fingerprint(document);
  return app.db.transaction().execute(async (trx) => {
    const report = await trx
      .selectFrom('reports')
      .select(['id', 'user_id'])
      .where('id', '=', document.reportId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const newest = await trx
      .selectFrom('documents')
      .select(['id', 'version', 'status', 'fingerprint'])
      .where('report_id', '=', document.reportId)
      .where('addendum_id', document.addendumId === null ? 'is' : '=', document.addendumId)
      .where('kind', '=', kindOf(document))
      .where('status', '!=', 'failed')
      .orderBy('version', 'desc')
      .executeTakeFirst();
    let answer: Regeneration;
    let outcome: 'requested' | 'pending' | 'unchanged' = 'requested';
    if (newest?.status === 'pending') {
      answer = { id: newest.id, version: newest.version, unchanged: false };
      outcome = 'pending';
    } else if (newest?.fingerprint === fingerprint) {
      answer = { id: newest.id, version: newest.version, unchanged: true };
      outcome = 'unchanged';
    } else {
      const id = await requestDocument(trx, document, actor.userId ?? null);
      const { version } = await trx
        .selectFrom('documents')
        .select('version')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      answer = { id, version, unchanged: false };
    }
    await recordAuditEvent(trx, {
      kind: 'document.regenerated',
      ownerUserId: report.user_id,
      reportId: document.reportId,
      actor,
      detail: { addendum_id: document.addendumId, document_id: answer.id, version: answer.version, outcome },
    });
    return answer;
  });
}

const PDF_QUEUE = 'pdf';

export interface DocumentQueueOptions extends Omit<GeneratorDeps, 'pool' | 'progress'> {
  jobs: Jobs;
  /** Signs the PDF links of the versions it lists (`versions`). */
  fileUrls: FileUrls;
  threads?: number;
}

/**
 * The PDF worker's entry: its source beside this module when the server runs from source, or
 * `pdf-worker.js` beside the compiled server (`server/build.mjs` bundles this module into `dist/main.js`).
 */
const WORKER_ENTRY = import.meta.url.endsWith('.ts')
  ? new URL('./pdf/worker.ts', import.meta.url)
  : new URL('./pdf-worker.js', import.meta.url);

type RenderPool = Piscina<PdfTask, { bytes: Uint8Array; pageCount: number; dpi: number }>;
const renderPools = new Map<number, RenderPool>();

/**
 * The worker pool of `threads` render threads, one per process and size, shared by every app this
 * process builds: a thread loads the PDF code once (about 2 s of CPU) and renders for each of them.
 * Its threads start on the first render and end after 30 s without one; an idle thread never keeps
 * the process alive.
 */
function renderPool(threads: number): RenderPool {
  const pool =
    renderPools.get(threads) ??
    new Piscina({ filename: WORKER_ENTRY.href, minThreads: 0, maxThreads: threads, idleTimeout: 30_000 });
  renderPools.set(threads, pool);
  return pool;
}

/**
 * Creates the queue: version `id` is a job of the `pdf` queue (issue 28, modules/jobs/jobs.ts),
 * rendered in the process's worker pool of `threads` (default: half the cores, at least 1;
 * {@link renderPool}), as many jobs at once on this node (generate.ts).
 */
export function createDocumentQueue(options: DocumentQueueOptions): DocumentQueue {
  const { db, storage, jobs, log, personalData, fileUrls } = options;
  const threads = options.threads ?? Math.max(1, Math.floor(os.availableParallelism() / 2));
  const pool = renderPool(threads);
  const progress = new Map<number, number>();
  let state: 'created' | 'started' | 'closing' = 'created';

  jobs.define<{ id: number }>(PDF_QUEUE, {
    handler: versionGenerator({ ...options, pool, progress }),
    concurrency: threads,
    policy: 'stately',
  });

  const queue: DocumentQueue = {
    enqueue(id) {
      jobs
        .send(PDF_QUEUE, { id }, { singletonKey: String(id) })
        .catch((error: unknown) =>
          log.error({ err: error, id }, 'document job not queued: left pending for the next start'),
        );
    },
    progress: (id) => progress.get(id) ?? null,
    versions: (reportId) => documentVersions({ db, fileUrls }, reportId, queue.progress),
    async fingerprint(target) {
      const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-fingerprint-'));
      try {
        return (await loadDocumentModel(db, storage, workDir, target, personalData)).fingerprint;
      } finally {
        await fs.rm(workDir, { recursive: true, force: true });
      }
    },
    async start() {
      const pending = await db
        .selectFrom('documents')
        .select('id')
        .where('status', '=', 'pending')
        .orderBy('id')
        .execute();
      if (state === 'created') state = 'started';
      for (const { id } of pending) queue.enqueue(id);
    },
    isOpen: () => state === 'started' && jobs.isRunning(),
    idle: () => jobs.idle(),
    async close() {
      state = 'closing';
      // the render threads stay for the process's other apps, and end once idle (renderPool)
      await jobs.stop();
    },
  };
  return queue;
}
