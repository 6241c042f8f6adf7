/**
 * Credit and subscription transactions (docs/spec.md §2 transaction export modal, §7 "Users and money"):
 * one account's page of them, and the export of a date range or of one account as a CSV that
 * Excel opens as it is (UTF-8 BOM, `;` separator, decimal comma) or as `.xlsx` (ExcelJS).
 * Columns: date, user, e-mail, kind, credits, amount in euro, status, reference, made by.
 */
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import {
  LIST_DEFAULTS,
  type ExportFormat,
  type PagedResult,
  type Transaction,
  type TransactionKind,
} from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { Viewer } from '../../lib/actors';
import { toUnix } from '../../lib/time';
import { csvText } from '../../lib/csv';

/**
 * Which transactions: of one account, of one organisation's pool (every member's, issue 44), or
 * created within `[from, until]` (both Dates, inclusive).
 */
export interface TransactionFilter {
  userId?: number;
  organisationId?: number;
  from?: Date;
  until?: Date;
}

/**
 * Whose transactions the card and export of account `userId` show to `caller` (who may reach that
 * account): its organisation's pool, shared by its members, when the caller is an admin or a
 * company manager (docs/product.md "Organisations and roles": they keep the credits and
 * subscription); otherwise only the ones the account made.
 */
export async function transactionScope(db: DB, caller: Viewer, userId: number): Promise<TransactionFilter> {
  if (caller.role !== 'admin' && caller.orgRole !== 'company_manager') return { userId };
  const account = await db.selectFrom('users').select('organisation_id').where('id', '=', userId).executeTakeFirst();
  return account?.organisation_id ? { organisationId: account.organisation_id } : { userId };
}

interface Row {
  id: string;
  created_at: Date;
  kind: string;
  credits: number | null;
  valid_until: Date | null;
  amount_cents: number;
  status: string;
  reference: string | null;
  report_id: number | null;
  report_name: string | null;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  by_first: string | null;
  by_last: string | null;
}

/** Credit and subscription transactions of `filter` in one query (a union), in `order`. */
function transactions(
  db: DB,
  { userId, organisationId, from, until }: TransactionFilter,
  order: 'asc' | 'desc',
  page?: number,
) {
  const where = sql.join(
    [
      sql`true`,
      ...(userId !== undefined ? [sql`t.user_id = ${userId}`] : []),
      ...(organisationId !== undefined ? [sql`t.organisation_id = ${organisationId}`] : []),
      ...(from ? [sql`t.created_at >= ${from}`] : []),
      ...(until ? [sql`t.created_at <= ${until}`] : []),
    ],
    sql` AND `,
  );
  const people = sql`u.id AS user_id, u.first_name, u.last_name, u.email, c.first_name AS by_first, c.last_name AS by_last`;
  const direction = sql.raw(order === 'asc' ? 'ASC' : 'DESC');
  const limit = page ? sql`LIMIT ${PER_PAGE} OFFSET ${(page - 1) * PER_PAGE}` : sql``;
  return sql<Row>`
    SELECT * FROM (
      SELECT 'c' || t.id AS id, t.created_at, t.kind, t.credits, null::timestamptz AS valid_until,
        t.amount_cents, t.status, t.payment_reference AS reference, t.report_id, p.name AS report_name, ${people}
      FROM credit_transactions t JOIN users u ON u.id = t.user_id LEFT JOIN users c ON c.id = t.created_by
        LEFT JOIN reports r ON r.id = t.report_id LEFT JOIN places p ON p.id = r.place_id
      WHERE ${where}
      UNION ALL
      SELECT 's' || t.id, t.created_at, 'subscription', null, t.valid_until, 0, 'completed', null, null, null, ${people}
      FROM subscriptions t JOIN users u ON u.id = t.user_id LEFT JOIN users c ON c.id = t.created_by
      WHERE ${where}
    ) x ORDER BY created_at ${direction}, id ${direction} ${limit}`.execute(db);
}

/** The transactions card pages as every list does by default (docs/spec.md §9). */
const PER_PAGE = LIST_DEFAULTS.per_page;

const name = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

const wireOf = (row: Row): Transaction => ({
  id: row.id,
  created_at: toUnix(row.created_at)!,
  kind: row.kind as TransactionKind,
  credits: row.credits,
  valid_until: toUnix(row.valid_until),
  amount_cents: Number(row.amount_cents),
  status: row.status as Transaction['status'],
  reference: row.reference,
  report: row.report_id === null ? null : { id: row.report_id, name: row.report_name },
  user: { id: row.user_id, name: name(row.first_name, row.last_name), email: row.email },
  created_by: row.by_first === null ? null : name(row.by_first, row.by_last),
});

/**
 * Page `page` (10 a page) of the transactions of `scope` (one account's, or one organisation's
 * pool: {@link transactionScope}), newest first; each names the member and the report.
 */
export async function listTransactions(
  db: DB,
  scope: Pick<TransactionFilter, 'userId' | 'organisationId'>,
  page: number,
): Promise<PagedResult<Transaction>> {
  const column = sql.ref(scope.organisationId !== undefined ? 'organisation_id' : 'user_id');
  const value = scope.organisationId ?? scope.userId;
  const [count, { rows }] = await Promise.all([
    sql<{ total: number }>`SELECT
      (SELECT count(*) FROM credit_transactions WHERE ${column} = ${value})::int
      + (SELECT count(*) FROM subscriptions WHERE ${column} = ${value})::int AS total`.execute(db),
    transactions(db, scope, 'desc', page),
  ]);
  const total = count.rows[0].total;
  return {
    data: rows.map(wireOf),
    pagination: {
      total,
      total_relation: 'eq', // one account's transactions stay few: always counted
      count: rows.length,
      per_page: PER_PAGE,
      current_page: page,
      total_pages: Math.max(1, Math.ceil(total / PER_PAGE)),
    },
  };
}

/** Column headings and kind/status labels of the export (the bookkeeper's language). */
const HEADINGS = ['Datum', 'Gebruiker', 'E-mail', 'Soort', 'Credits', 'Bedrag (EUR)', 'Status', 'Referentie', 'Door'];
const KIND_LABELS: Record<string, string> = {
  initial: 'Startcredits',
  admin_grant: 'Toegekend door admin',
  purchase: 'Aankoop',
  report: 'Plaatsbeschrijving',
  refund: 'Terugbetaling verwijderd concept',
  subscription: 'Abonnement',
};
const STATUS_LABELS: Record<string, string> = {
  pending: 'In behandeling',
  completed: 'Voltooid',
  failed: 'Mislukt',
  cancelled: 'Geannuleerd',
};

const BRUSSELS = 'Europe/Brussels';
const dateTime = new Intl.DateTimeFormat('sv-SE', {
  timeZone: BRUSSELS,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** The kind as the bookkeeper reads it: a subscription's end, the report a credit paid for (`#id name`). */
function kindCell(t: Transaction): string {
  if (t.kind === 'subscription' && t.valid_until)
    return `${KIND_LABELS.subscription} tot ${dateTime.format(new Date(t.valid_until * 1000)).slice(0, 10)}`;
  if (t.report) return [`${KIND_LABELS[t.kind]} #${t.report.id}`, t.report.name].filter(Boolean).join(' ');
  return KIND_LABELS[t.kind];
}

/** The row's values in heading order; dates as Brussels local time `YYYY-MM-DD HH:mm`. */
const cellsOf = (t: Transaction) => [
  dateTime.format(new Date(t.created_at * 1000)),
  t.user.name,
  t.user.email,
  kindCell(t),
  t.credits,
  t.amount_cents / 100,
  STATUS_LABELS[t.status],
  t.reference ?? '',
  t.created_by ?? '',
];

/** The column of the amount in euro, written with two decimals and a decimal comma (`150,00`). */
const AMOUNT_COLUMN = 5;

/** An export file: its bytes, media type and download name. */
export interface ExportFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

/** The transactions of `filter` as a file of `format`, named `transacties-<label>.<format>`. */
export async function exportTransactions(
  db: DB,
  filter: TransactionFilter,
  format: ExportFormat,
  label: string,
): Promise<ExportFile> {
  const rows = (await transactions(db, filter, 'asc')).rows.map(wireOf).map(cellsOf);
  const filename = `transacties-${label}.${format}`;
  if (format === 'csv') {
    // text cells neutralised (lib/csv.ts); amounts with a decimal comma, as Excel reads them in Belgium
    const body = csvText([HEADINGS, ...rows], {
      bom: true,
      delimiter: ';',
      windows: true,
      numberText: (value, column) => (column === AMOUNT_COLUMN ? value.toFixed(2).replace('.', ',') : String(value)),
    });
    return { body: Buffer.from(body, 'utf8'), contentType: 'text/csv; charset=utf-8', filename };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Transacties');
  sheet.columns = HEADINGS.map((header, index) => ({ header, width: [18, 24, 30, 28, 9, 14, 16, 28, 20][index] }));
  sheet.getColumn(6).numFmt = '#,##0.00';
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows);
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { body, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', filename };
}
