/**
 * The audit trail (issue 25, issue 42; docs/product.md "Audit"): events are only added, never
 * changed (a trigger refuses UPDATE and DELETE, migration 024), and chained by SHA-256
 * (db/audit-chain.ts). Every writer appends under one lock, so the chain never forks on several nodes.
 * A report's owner and an admin read the report's own events; admins read and verify the whole
 * trail (trail.ts).
 */
import { sql } from 'kysely';
import { REPORT_AUDIT_KINDS, type AuditEvent, type AuditKind, type ReportAuditKind } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { toUnix } from '../../lib/time';
import type { AuditActor } from '../../lib/actors';
import { eventHash, GENESIS_HASH } from '../../db/audit-chain';

/**
 * The key of the PostgreSQL advisory lock every writer of the trail takes in its transaction
 * (`pg_advisory_xact_lock`), on every node: one append at a time, so each event's `prev_hash` is
 * the hash of the event committed just before. On PGlite (one connection) the same call is made.
 */
export const AUDIT_CHAIN_LOCK = 0x41554454; // 'AUDT'

/** Longest user agent kept, in characters. */
const MAX_USER_AGENT = 500;

/** What an event records (docs/product.md "Audit"). */
export interface NewAuditEvent {
  /** The account the event is about or whose data it touches (a report's owner, the account signing in); null when none is known. */
  ownerUserId?: number | null;
  /** The report it is about; null for events that are not about a report. */
  reportId?: number | null;
  kind: AuditKind;
  /** What it was about in words (a party's name, an account's name and e-mail). */
  subject?: string | null;
  actor: AuditActor;
  /** Facts of the event as plain JSON. Never a password, token or other secret. */
  detail?: Record<string, unknown>;
}

/**
 * Appends one event to the chain and returns its id. `db` may be a transaction, so the event is
 * written with the change it records or not at all; otherwise it gets a transaction of its own.
 * Takes the chain's lock (held until that transaction ends: call it last in a transaction that
 * also locks rows, to keep the wait short), reads the head, takes the next id and stores the
 * event with `prev_hash` and `hash` (db/audit-chain.ts). A user who acted and has no `name` is named as
 * they are named now (first and last name), so the trail keeps who it was. The time is this
 * node's clock in milliseconds.
 */
export async function recordAuditEvent(db: DB, event: NewAuditEvent): Promise<string> {
  const append = async (trx: DB): Promise<string> => {
    const { userId, name } = event.actor;
    const user =
      !name && userId
        ? await trx.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirst()
        : undefined;
    await sql`SELECT pg_advisory_xact_lock(${sql.lit(AUDIT_CHAIN_LOCK)})`.execute(trx);
    const head = await trx.selectFrom('audit_events').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const {
      rows: [{ id }],
    } = await sql<{ id: string }>`SELECT nextval(pg_get_serial_sequence('audit_events', 'id'))::text AS id`.execute(
      trx,
    );
    const fields = {
      id,
      created_at: new Date(),
      kind: event.kind,
      actor_user_id: userId ?? null,
      actor_name: name ?? (user ? `${user.first_name} ${user.last_name}`.trim() : null),
      owner_user_id: event.ownerUserId ?? null,
      report_id: event.reportId ?? null,
      subject: event.subject ?? null,
      ip: event.actor.ip ?? null,
      user_agent: event.actor.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      // as jsonb will give it back: undefined members dropped
      detail: JSON.parse(JSON.stringify(event.detail ?? {})) as Record<string, unknown>,
    };
    const prevHash = head?.hash ?? GENESIS_HASH;
    await trx
      .insertInto('audit_events')
      .values({
        ...fields,
        detail: JSON.stringify(fields.detail),
        prev_hash: prevHash,
        hash: eventHash(prevHash, fields),
      })
      .execute();
    return id;
  };
  return db.isTransaction ? append(db) : db.transaction().execute(append);
}

/**
 * An account as an event's subject names it: "First Last <e-mail>", as it is now; null for an
 * unknown id.
 */
export async function accountSubject(db: DB, userId: number): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return user ? `${`${user.first_name} ${user.last_name}`.trim()} <${user.email}>` : null;
}

/**
 * The events of report `reportId` that its "Logboek" shows (the kinds of `REPORT_AUDIT_KINDS`:
 * personal data and sign-off), newest first, at most `limit`. The caller checked access.
 */
export async function listAuditEvents(db: DB, reportId: number, limit = 500): Promise<AuditEvent[]> {
  const rows = await db
    .selectFrom('audit_events')
    .select(['id', 'kind', 'actor_name', 'subject', 'ip', 'user_agent', 'detail', 'created_at'])
    .where('report_id', '=', reportId)
    .where('kind', 'in', REPORT_AUDIT_KINDS)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    id: String(row.id),
    kind: row.kind as ReportAuditKind,
    created_at: toUnix(row.created_at) ?? 0,
  }));
}

/**
 * Records `export.downloaded` (docs/product.md "Audit"): `actor` downloaded `detail.what` (`audit`,
 * `transactions`, `photos`) with the filters or the account or report it covers. `ownerUserId`
 * and `reportId` name what the export is about, when it is one account's or one report's (a
 * report's owner is looked up when not given).
 * Returns the event's id: an export of the trail itself holds only the events before it.
 */
export async function recordExport(
  db: DB,
  actor: AuditActor,
  detail: { what: 'audit' | 'transactions' | 'photos' } & Record<string, unknown>,
  about: { ownerUserId?: number | null; reportId?: number | null; subject?: string | null } = {},
): Promise<string> {
  const owner =
    about.ownerUserId === undefined && about.reportId
      ? await db.selectFrom('reports').select('user_id').where('id', '=', about.reportId).executeTakeFirst()
      : undefined;
  const ownerUserId = about.ownerUserId ?? owner?.user_id ?? null;
  const subject =
    about.subject ?? (about.ownerUserId && !about.reportId ? await accountSubject(db, about.ownerUserId) : null);
  return recordAuditEvent(db, { kind: 'export.downloaded', actor, detail, ...about, ownerUserId, subject });
}
