/**
 * The audit trail (issue 25, docs/product.md "Audit"): events are only added, never changed,
 * and read per report by its owner or an admin.
 */
import type { AuditEvent, AuditKind } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { toUnix } from '../../lib/time';

/** Who acted and from where: a signed-in user (`userId`) or a party through a link (`name` only). */
export interface AuditActor {
  userId?: number | null;
  name?: string | null;
  ip?: string | null;
  userAgent?: string | null;
}

/**
 * Adds one event on the data of user `ownerUserId` (the report's owner). `db` may be a
 * transaction, so the event is written with the change it records or not at all. A user who
 * acted is named as they are named now (first and last name), so the trail keeps who it was.
 */
export async function recordAuditEvent(
  db: DB,
  event: {
    ownerUserId: number;
    reportId: number | null;
    kind: AuditKind;
    subject?: string | null;
    actor: AuditActor;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  const { userId, name } = event.actor;
  const user =
    !name && userId
      ? await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst()
      : undefined;
  await db
    .insertInto('audit_events')
    .values({
      owner_user_id: event.ownerUserId,
      report_id: event.reportId,
      actor_user_id: event.actor.userId ?? null,
      actor_name: name ?? (user ? `${user.first_name} ${user.last_name}`.trim() : null),
      kind: event.kind,
      subject: event.subject ?? null,
      ip: event.actor.ip ?? null,
      user_agent: event.actor.userAgent?.slice(0, 500) ?? null,
      detail: JSON.stringify(event.detail ?? {}),
    })
    .execute();
}

/** The events of report `reportId`, newest first, at most `limit`. The caller checked access. */
export async function listAuditEvents(db: DB, reportId: number, limit = 500): Promise<AuditEvent[]> {
  const rows = await db
    .selectFrom('audit_events')
    .select(['id', 'kind', 'actor_name', 'subject', 'ip', 'user_agent', 'detail', 'created_at'])
    .where('report_id', '=', reportId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    id: String(row.id),
    kind: row.kind as AuditKind,
    created_at: toUnix(row.created_at) ?? 0,
  }));
}
