/**
 * The settlement document of an exit report (issue 24, docs/product.md "The settlement"): a
 * document of record of its own kind, versioned per report like the report's PDF and generated
 * by the same queue (documents/queue.ts), with the same rule: unchanged content makes no version.
 */
import type { DocumentVersion } from 'shared-api/contract';
import type { Deps } from '../../ports/deps';
import { Conflict } from '../../lib/errors';
import { documentVersions, regenerateDocument } from './queue';
import { comparableReport } from '../comparison';
import type { AuditActor } from '../../lib/actors';

/**
 * Requests the next settlement version of report `reportId` (visible to the caller), asked for by
 * `actor` (recorded as `document.regenerated`; docs/product.md "The settlement", "Versions"): a new version is queued and
 * answered pending; a version still waiting is answered as it is; when the newest ready version
 * already prints the same content (its fingerprint), none is added and that version is answered
 * with `unchanged` true. 409 as `comparableReport`, or `settlement.noDamages` before the damage
 * lines and deposit were saved.
 */
export async function requestSettlementDocument(
  deps: Pick<Deps, 'db' | 'documents' | 'fileUrls'>,
  reportId: number,
  actor: AuditActor,
): Promise<{ version: DocumentVersion; unchanged: boolean }> {
  const { db, documents } = deps;
  await comparableReport(db, reportId);
  const saved = await db
    .selectFrom('damage_settlements')
    .select('report_id')
    .where('report_id', '=', reportId)
    .executeTakeFirst();
  if (!saved) throw new Conflict('settlement.noDamages');
  const { id, unchanged } = await regenerateDocument(deps, { reportId, addendumId: null, kind: 'settlement' }, actor);
  if (!unchanged) documents.enqueue(id);
  const version = (await documentVersions(deps, reportId, documents.progress)).find((row) => row.id === id)!;
  return { version, unchanged };
}
