/**
 * What the back-office sees of a report's sign-off requests (docs/product.md "Sign-off by link"):
 * each request with its state and times, and the draft addenda the remarks became. Never a
 * token: only its hash is stored, and it is never selected here. Times in unix seconds.
 */
import type { RemarkAddendum, SignOffOverview, SignOffRequest } from 'shared-api/contract';
import type { Selectable } from 'kysely';
import type { DB } from '../../db/database';
import type { SignOffRequestTable } from '../../db/schema';
import { toUnix } from '../../lib/time';
import { reportReference } from '../reports';

/** A request row as stored. */
export type RequestRow = Selectable<SignOffRequestTable>;

/** Columns every reader of a request needs: all but the token's hash. */
export const REQUEST_COLUMNS = [
  'id',
  'report_id',
  'addendum_id',
  'document',
  'document_id',
  'party_id',
  'representative_id',
  'name',
  'role',
  'email',
  'language',
  'requested_by',
  'sent_at',
  'opened_at',
  'remarked_at',
  'signed_at',
  'revoked_at',
  'expires_at',
  'remarks',
  'remark_addendum_id',
  'remark_state',
  'remark_reason',
  'remark_created_at',
] as const;

/** A request row without its token's hash. */
export type RequestView = Omit<RequestRow, 'token_hash'>;

/**
 * The state of a request at `now` (unix seconds): revoked and signed are final; past its
 * deadline an unsigned link is expired; otherwise remarked, opened or sent, the furthest reached.
 */
export function requestState(row: RequestView, now = Math.floor(Date.now() / 1000)): SignOffRequest['state'] {
  if (row.revoked_at) return 'revoked';
  if (row.signed_at) return 'signed';
  if (toUnix(row.expires_at)! <= now) return 'expired';
  if (row.remarked_at) return 'remarked';
  return row.opened_at ? 'opened' : 'sent';
}

/** One request on the wire, with the number of the version it shows and its party's uuid. */
const requestOf = (row: RequestView & { version: number; party_uuid: string }): SignOffRequest => ({
  id: row.id,
  party_uuid: String(row.party_uuid),
  name: row.name,
  role: row.role,
  email: row.email,
  document: row.document,
  addendum_id: row.addendum_id,
  version: row.version,
  state: requestState(row),
  sent_at: toUnix(row.sent_at)!,
  opened_at: toUnix(row.opened_at),
  remarked_at: toUnix(row.remarked_at),
  signed_at: toUnix(row.signed_at),
  revoked_at: toUnix(row.revoked_at),
  expires_at: toUnix(row.expires_at)!,
});

/**
 * `GET /front/reports/{id}/sign-off` (docs/product.md "Sign-off by link"): every request of report
 * `reportId`, oldest first, and its remark addenda.
 */
export async function signOffOverview(db: DB, reportId: number): Promise<SignOffOverview> {
  const rows = await db
    .selectFrom('sign_off_requests as s')
    .innerJoin('documents as d', 'd.id', 's.document_id')
    .innerJoin('parties as p', 'p.id', 's.party_id')
    .select(REQUEST_COLUMNS.map((column) => `s.${column}` as const))
    .select(['d.version', 'p.uuid as party_uuid'])
    .where('s.report_id', '=', reportId)
    .orderBy('s.id')
    .execute();
  const requests = rows.map(requestOf);
  const remarkAddenda: RemarkAddendum[] = rows.flatMap((row) =>
    row.remark_addendum_id !== null && row.remark_state
      ? [
          {
            addendum_id: row.remark_addendum_id,
            reference: reportReference(reportId, row.remark_addendum_id),
            request_id: row.id,
            party_name: row.name,
            state: row.remark_state,
            remarks: row.remarks,
            reason: row.remark_reason,
            created_at: toUnix(row.remark_created_at)!,
          },
        ]
      : [],
  );
  return { requests, remark_addenda: remarkAddenda };
}
