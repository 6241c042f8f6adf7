/**
 * The settlement document of an exit report (issue 24, docs/product.md "The settlement"): a
 * document of record of its own kind, versioned per report like the report's PDF and generated
 * by the same queue (documents/queue.ts).
 */
import type { DocumentVersion } from 'shared-api/contract';
import type { Deps } from '../../lib/deps';
import { Conflict } from '../../lib/errors';
import { documentVersions, requestDocument } from '../documents/queue';
import { comparableReport } from './comparison';

/**
 * Requests the next settlement version of report `reportId` (visible to the caller), asked for by
 * user `userId`, queues it and answers it (pending). 409 as `comparableReport`, or
 * `settlement.noDamages` before the damage lines and deposit were saved.
 */
export async function requestSettlementDocument(
  deps: Pick<Deps, 'db' | 'documents'>,
  reportId: number,
  userId: number,
): Promise<DocumentVersion> {
  const { db, documents } = deps;
  await comparableReport(db, reportId);
  const id = await db.transaction().execute(async (trx) => {
    const saved = await trx
      .selectFrom('damage_settlements')
      .select('report_id')
      .where('report_id', '=', reportId)
      .forUpdate()
      .executeTakeFirst();
    if (!saved) throw new Conflict('settlement.noDamages');
    return requestDocument(trx, { reportId, addendumId: null, kind: 'settlement' }, userId);
  });
  documents.enqueue(id);
  return (await documentVersions(db, reportId, documents.progress)).find((version) => version.id === id)!;
}
