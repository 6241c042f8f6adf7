/**
 * Generating one PDF version as a job of the `pdf` queue (issue 28 "A durable job queue";
 * docs/ARCHITECTURE.md "Background work"): the version's row is claimed first, the model is
 * loaded with its images copied from storage into a private work folder, the worker pool renders
 * it, and the stored PDF marks the row ready in the transaction that queues its mail.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import type { Piscina } from 'piscina';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DB } from '../../db/database';
import type { Logger } from '../../lib/logger';
import { copyImages, loadDocumentModel } from './model';
import { sha256Of } from '../media';
import { factsOf, factsSha256 } from './record-facts';
import { recordContext } from './record-context';
import type { Storage } from '../../ports/files';
import type { PdfTask } from './pdf/worker';
import type { Job } from '../../ports/jobs';
import type { PersonalData } from '../../ports/personal-data';
import { recordAuditEvent } from '../audit';

export interface GeneratorDeps {
  db: DB;
  storage: Storage;
  log: Logger;
  /** Opens the national register numbers a configuration prints (docs/product.md "Personal data"). */
  personalData: PersonalData;
  /** Seconds after which a generation that has not ended counts as lost (config `jobExpireSeconds`). */
  expireSeconds: number;
  pool: Piscina<PdfTask, { bytes: Uint8Array; pageCount: number; dpi: number }>;
  /** Progress 0..1 of the versions this node generates, by id; written while they render. */
  progress: Map<number, number>;
  /** Runs in the transaction that marks a version ready (to queue its mail). */
  onReady?: (trx: Kysely<Database>, documentId: number) => Promise<unknown>;
}

/**
 * Claims pending version `id` for a generation: it was never started, or its start is older than
 * `expireSeconds` (its node died). Resolves to the row with its new `started_at`, or null when the
 * version is ready, failed or being generated elsewhere.
 */
async function claim(db: DB, id: number, expireSeconds: number) {
  const now = new Date();
  return db
    .updateTable('documents')
    .set({ started_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) =>
      eb.or([eb('started_at', 'is', null), eb('started_at', '<', new Date(now.getTime() - expireSeconds * 1000))]),
    )
    .returningAll()
    .executeTakeFirst();
}

/**
 * The handler of a `pdf` job `{ id }`. A version is generated once: only the claim's holder marks
 * it ready (a node that took it over after an expiry makes the other's result void). A failed
 * attempt releases the claim and throws, so the job is retried; after the last retry the version
 * is `failed` with its error. Logs `document generation started` with `{ id, node }` on a claim.
 * A version made records `document.version_made` (its number, SHA-256 and pages) in the
 * transaction that marks it ready, naming the user who asked for it.
 */
export function versionGenerator(deps: GeneratorDeps) {
  const { db, storage, log, expireSeconds, pool, progress, personalData } = deps;
  return async (job: Job<{ id: number }>): Promise<void> => {
    const { id } = job.data;
    const row = await claim(db, id, expireSeconds);
    if (!row) return;
    log.info({ id, node: process.pid }, 'document generation started');
    const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bo-pdf-'));
    const { port1, port2 } = new MessageChannel();
    try {
      progress.set(id, 0);
      port1.on('message', (fraction: number) => progress.set(id, fraction));
      const model = await loadDocumentModel(
        db,
        storage,
        workDir,
        { reportId: row.report_id, addendumId: row.addendum_id, kind: row.kind },
        personalData,
      );
      await copyImages(model, storage, workDir);
      const facts = factsOf(model);
      await db
        .updateTable('documents')
        .set({ facts: JSON.stringify(facts), content_sha256: factsSha256(facts) })
        .where('id', '=', id)
        .execute();
      const record = await recordContext(db, row, facts);
      const { bytes, pageCount } = await pool.run(
        { model: { ...model, record }, workDir, port: port2 },
        { transferList: [port2] },
      );
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const stored = await storage.put('documents', 'pdf', buffer);
      const kept = await db.transaction().execute(async (trx) => {
        const ready = await trx
          .updateTable('documents')
          .set({
            status: 'ready',
            path: stored,
            sha256: sha256Of(buffer),
            size_bytes: buffer.length,
            page_count: pageCount,
            fingerprint: model.fingerprint,
            generated_at: new Date(),
          })
          .where('id', '=', id)
          .where('status', '=', 'pending')
          .where('started_at', '=', row.started_at)
          .executeTakeFirst();
        if (!Number(ready.numUpdatedRows)) return false;
        await deps.onReady?.(trx, id);
        const owner = await trx
          .selectFrom('reports')
          .select('user_id')
          .where('id', '=', row.report_id)
          .executeTakeFirstOrThrow();
        await recordAuditEvent(trx, {
          kind: 'document.version_made',
          ownerUserId: owner.user_id,
          reportId: row.report_id,
          // made by the server for the user whose save, finish or regeneration asked for it
          actor: { userId: row.requested_by },
          detail: {
            document_id: id,
            addendum_id: row.addendum_id,
            kind: row.kind,
            version: row.version,
            sha256: sha256Of(buffer),
            pages: pageCount,
          },
        });
        return true;
      });
      // another node took the version over after an expiry: its copy counts, this one goes
      if (!kept) await storage.remove(stored);
    } catch (error) {
      const last = job.retryCount >= job.retryLimit;
      log.error({ err: error, id, attempt: job.retryCount + 1, last }, 'document generation failed');
      await db
        .updateTable('documents')
        .set(
          last
            ? { status: 'failed', error: String((error as Error).message ?? error).slice(0, 500) }
            : { started_at: null },
        )
        .where('id', '=', id)
        .where('started_at', '=', row.started_at)
        .execute();
      throw error;
    } finally {
      port1.close();
      progress.delete(id);
      await fs.rm(workDir, { recursive: true, force: true });
    }
  };
}
