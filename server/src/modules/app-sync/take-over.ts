/**
 * Taking a document over on another device (issue 41, docs/product.md "One device at a time"):
 * the inspector moves a report or addendum waiting in the app to the device they hold now. The
 * device that held it learns so at its next sync (its writes get 409 on `device`) and keeps its
 * local work; nothing is overwritten silently.
 */
import type { DB } from '../../db/database';
import { toUnix } from '../../lib/time';
import { recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import { replaceClaim } from './device-claim';
import { assertInApp, lockWaiting, type SyncTarget } from './sync';

/**
 * `POST /app/reports/{id}/take-over` (and `/app/addenda/{id}/take-over`): claims `target` for
 * `target.device`, replacing any claim, under the document's row lock, and records the audit event
 * `device.taken_over` (docs/product.md "Audit") acted by `actor`. Returns the claim's time in unix
 * seconds. 409 when the document no longer waits in the app (finished, or a draft).
 */
export async function takeOver(db: DB, target: SyncTarget, actor: AuditActor): Promise<{ claimed_at: number }> {
  assertInApp(target);
  return db.transaction().execute(async (trx) => {
    const before = await lockWaiting(trx, target);
    const claimedAt = await replaceClaim(trx, target);
    const owner = await trx
      .selectFrom('reports')
      .select('user_id')
      .where('id', '=', target.reportId)
      .executeTakeFirstOrThrow();
    await recordAuditEvent(trx, {
      ownerUserId: owner.user_id,
      reportId: target.reportId,
      kind: 'device.taken_over',
      actor,
      detail: {
        addendum_id: target.addendumId,
        previous_claimed_at: toUnix(before.device_claimed_at),
        from_other_device: before.device_id !== null && before.device_id !== target.device,
      },
    });
    return { claimed_at: toUnix(claimedAt)! };
  });
}
