/**
 * The whole audit trail for admins (issue 42; docs/product.md "Audit"): one paged list filtered by
 * kind, actor, account, report, a calendar-day range and text; its CSV export with exactly the
 * same filters; the chain's head; and the verification of the chain, whose every run is kept.
 */
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import {
  addDays,
  isCalendarDay,
  LIST_DEFAULTS,
  startOfDay,
  type AuditChain,
  type AuditExportQuery,
  type AuditKind,
  type AuditListQuery,
  type AuditTrailEvent,
  type AuditVerification,
  AUDIT_ORDER_COLUMNS,
  type PagedResult,
} from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { Database } from '../../db/schema';
import { invalid } from '../../lib/errors';
import type { FieldErrors } from '../../lib/messages';
import { listPage, searched, type ListSpec } from '../../lib/paging';
import { toUnix } from '../../lib/time';
import { csvText, type CsvCell } from '../../lib/csv';
import { chainWalker } from '../../db/audit-chain';

/** Rows as the audit export writes them: `;` and CRLF, as Excel reads them in Belgium, every cell neutralised. */
const csvRows = (rows: CsvCell[][]) => csvText(rows, { delimiter: ';', windows: true });

type AuditOrder = (typeof AUDIT_ORDER_COLUMNS)[number];

const AUDIT_LIST: ListSpec<AuditOrder> = {
  search: 'search_text',
  orders: { id: 'id', created_at: 'created_at' },
};

const COLUMNS = [
  'id',
  'kind',
  'created_at',
  'actor_user_id',
  'actor_name',
  'owner_user_id',
  'report_id',
  'subject',
  'ip',
  'user_agent',
  'detail',
  'hash',
] as const;

type Row = Pick<Database['audit_events'], (typeof COLUMNS)[number]> & { id: string; created_at: Date };

const wireOf = (row: Row): AuditTrailEvent => ({
  id: String(row.id),
  kind: row.kind as AuditKind,
  created_at: toUnix(row.created_at)!,
  actor_user_id: row.actor_user_id,
  actor_name: row.actor_name,
  subject_user_id: row.owner_user_id,
  report_id: row.report_id,
  subject: row.subject,
  ip: row.ip,
  user_agent: row.user_agent,
  detail: row.detail as Record<string, unknown>,
  hash: row.hash,
});

/**
 * The instants `[from, before)` of the calendar days `from`..`until` (both included, Brussels;
 * docs/product.md "Calendar dates"). 422 on `from`/`until` for a day that does not exist, and on
 * `until` when it comes before `from`.
 */
function dayRange(filters: Pick<AuditExportQuery, 'from' | 'until'>): { from?: Date; before?: Date } {
  const errors: FieldErrors = {};
  for (const field of ['from', 'until'] as const) {
    const day = filters[field];
    if (day !== undefined && !isCalendarDay(day)) errors[field] = ['audit.day'];
  }
  if (!Object.keys(errors).length && filters.from && filters.until && filters.until < filters.from)
    errors.until = ['field.endBeforeStart'];
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    from: filters.from ? new Date(startOfDay(filters.from) * 1000) : undefined,
    before: filters.until ? new Date(startOfDay(addDays(filters.until, 1)) * 1000) : undefined,
  };
}

/**
 * The events `filters` select (every filter applied, none ignored): kinds, actor, the account
 * (`owner_user_id`), report, days and search text. 422 as {@link dayRange}.
 */
function filtered(db: DB, filters: AuditExportQuery) {
  const { from, before } = dayRange(filters);
  let query = db.selectFrom('audit_events');
  if (filters.kind?.length) query = query.where('kind', 'in', filters.kind);
  if (filters.actor !== undefined) query = query.where('actor_user_id', '=', filters.actor);
  if (filters.user !== undefined) query = query.where('owner_user_id', '=', filters.user);
  if (filters.report !== undefined) query = query.where('report_id', '=', filters.report);
  if (from) query = query.where('created_at', '>=', from);
  if (before) query = query.where('created_at', '<', before);
  return searched(query, AUDIT_LIST.search, filters.query);
}

/**
 * `GET /front/audit`: one page of the events `params` filter (see {@link filtered}), newest first
 * unless `order`/`order_type` say otherwise; totals exact up to 10,000 (docs/product.md "Forms
 * and lists"). 422 on a day that does not exist or a range that ends before it starts.
 */
export async function listAuditTrail(db: DB, params: AuditListQuery): Promise<PagedResult<AuditTrailEvent>> {
  const page = await listPage(
    db,
    filtered(db, params).select(COLUMNS),
    {
      ...params,
      query: undefined,
      order: params.order ?? 'id',
      order_type: params.order_type ?? 'desc',
      page: params.page ?? LIST_DEFAULTS.page,
      per_page: params.per_page ?? LIST_DEFAULTS.per_page,
    },
    AUDIT_LIST,
  );
  return { ...page, data: page.data.map((row) => wireOf(row as Row)) };
}

/** Column names of the CSV export, in order. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'created_at',
  'kind',
  'actor_user_id',
  'actor_name',
  'subject_user_id',
  'report_id',
  'subject',
  'ip',
  'user_agent',
  'detail',
  'hash',
] as const;

/** The Brussels wall clock of an instant, `YYYY-MM-DD HH:MM:SS` (the export's time column). */
const BRUSSELS = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Brussels',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** Rows of the export read per query. */
const EXPORT_BATCH = 1000;

/**
 * `GET /front/audit.csv`: checks `filters` at once (422 as the list) and gives the CSV of every
 * event they select made before event `beforeId` (the export's own), in the list's order: text
 * chunks of up to 1,000 rows read one after the other (keyset on the order's column and the id).
 * UTF-8 with BOM, `;`, CRLF; cells neutralised against formula injection (lib/csv.ts). Columns:
 * AUDIT_CSV_COLUMNS, the time as Brussels wall clock, `detail` as JSON.
 */
export function auditCsv(db: DB, filters: AuditExportQuery): (beforeId: string) => AsyncGenerator<string> {
  const selected = filtered(db, filters);
  const order = filters.order ?? 'id';
  const descending = (filters.order_type ?? 'desc') === 'desc';
  const direction = descending ? 'desc' : 'asc';
  return async function* rows(beforeId) {
    const base = selected.where('id', '<', beforeId);
    yield `\uFEFF${csvRows([[...AUDIT_CSV_COLUMNS]])}`;
    let last: Row | undefined;
    for (;;) {
      let query = base.select(COLUMNS) as unknown as SelectQueryBuilder<Database, 'audit_events', Row>;
      if (last) {
        const comparison = sql.raw(descending ? '<' : '>');
        query =
          order === 'id'
            ? query.where(sql<boolean>`id ${comparison} ${last.id}::bigint`)
            : query.where(sql<boolean>`(created_at, id) ${comparison} (${last.created_at}, ${last.id}::bigint)`);
      }
      if (order === 'created_at') query = query.orderBy('created_at', direction);
      const batch = await query.orderBy('id', direction).limit(EXPORT_BATCH).execute();
      if (!batch.length) return;
      yield csvRows(
        batch.map((row) => [
          String(row.id),
          BRUSSELS.format(row.created_at),
          row.kind,
          row.actor_user_id,
          row.actor_name,
          row.owner_user_id,
          row.report_id,
          row.subject,
          row.ip,
          row.user_agent,
          JSON.stringify(row.detail),
          row.hash,
        ]),
      );
      if (batch.length < EXPORT_BATCH) return;
      last = batch[batch.length - 1];
    }
  };
}

const verificationOf = (row: Selectable<Database['audit_verifications']>): AuditVerification => ({
  ran_at: toUnix(row.ran_at)!,
  ok: row.ok,
  count: row.event_count,
  head_hash: row.head_hash,
  broken_id: row.broken_id === null ? null : String(row.broken_id),
  reason: row.reason,
  source: row.source,
});

/** The newest verification run, or null when none ran. */
async function lastVerification(db: DB) {
  return db.selectFrom('audit_verifications').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** `GET /front/audit/chain`: the number of events, the newest (its id, hash and time) and the last verification. */
export async function auditChain(db: DB): Promise<AuditChain> {
  const [count, head, last] = await Promise.all([
    db
      .selectFrom('audit_events')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('audit_events')
      .select(['id', 'hash', 'created_at'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    lastVerification(db),
  ]);
  return {
    count: Number(count.count),
    head: head ? { id: String(head.id), hash: head.hash, created_at: toUnix(head.created_at)! } : null,
    last_verification: last ? verificationOf(last) : null,
  };
}

/** Events read per query while the chain is verified. */
const VERIFY_BATCH = 5000;

/**
 * Walks the whole chain in id order (db/audit-chain.ts `chainWalker`): each event's `prev_hash` must be the
 * hash of the one before and its `hash` must match its content; the head of the last
 * verification that held must still be there unchanged (so a chain cut at its end or rewritten
 * from some event on is found). Records the run in `audit_verifications` (`source` screen or cli,
 * `ranBy` the admin) and returns it: ok with the count and head hash, or the first broken event.
 */
export async function verifyAuditChain(
  db: DB,
  source: 'screen' | 'cli',
  ranBy: number | null = null,
): Promise<AuditVerification> {
  const anchor = await db
    .selectFrom('audit_verifications')
    .select(['head_id', 'head_hash'])
    .where('ok', '=', true)
    .where('head_id', 'is not', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const walker = chainWalker(anchor ? { id: String(anchor.head_id), hash: anchor.head_hash! } : null);
  let after = '0';
  for (;;) {
    const rows = await db
      .selectFrom('audit_events')
      .select([...COLUMNS, 'owner_user_id', 'prev_hash'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(VERIFY_BATCH)
      .execute();
    if (!rows.length || !walker.next(rows)) break;
    after = String(rows[rows.length - 1].id);
  }
  const { broken, count, head } = walker.end();
  const row = await db
    .insertInto('audit_verifications')
    .values({
      ok: !broken,
      event_count: count,
      head_id: broken ? null : (head?.id ?? null),
      head_hash: broken ? null : (head?.hash ?? null),
      broken_id: broken?.id ?? null,
      reason: broken?.reason ?? null,
      source,
      ran_by: ranBy,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return verificationOf(row);
}
