/**
 * Reads reports into the wire shape of docs/spec.md §3 Report, for the list and the detail.
 * `reportListQuery` applies the one report rule of db/owned.ts (`visibleReports`: by the caller's
 * role in their organisation, docs/product.md "Organisations and roles"); `reportList` says how the
 * list searches, sorts and counts.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import {
  endOfDay,
  partyDisplayName,
  regionOfPostcode,
  REPORT_ORDER_COLUMNS,
  startOfDay,
  type Report,
  type ReportListQuery,
} from 'shared-api/contract';
import { byShownWords, type ListSpec } from '../../lib/paging';
import type { ReaderLanguage } from '../../lib/reader-language';
import type { DB } from '../../db/database';
import type { AuthUser } from '../../lib/actors';
import { toUnix } from '../../lib/time';
import { reportReference } from './reference';
import { owned, reportsCountedPerAccount, visibleReports } from '../../db/owned';
import { loadParties } from './parties';
import type { NumberView } from '../../ports/personal-data';
import { ADDRESS_COLUMNS, addressOf } from '../places';
import { REPORT_STATE_WORDS, REPORT_TYPE_WORDS } from '../../db/shown-words';

/**
 * Reports visible to `user` (`r`) by the one report rule (`visibleReports`): all for an admin; for
 * a member, by their role: the organisation's, their branch's, or those they own or are assigned.
 */
export function reportListQuery(db: DB, user: AuthUser) {
  return db.selectFrom('reports as r').$call(visibleReports(user, 'r'));
}

/**
 * The reports list's filters of `query` (docs/product.md "Assignment and agenda"): `branch_id`,
 * `inspector_id` (the assigned member) and the planned days `planned_from`–`planned_to`
 * (`YYYY-MM-DD`, Brussels days, both included; either alone leaves that side open; a report
 * without a plan is outside any range). `apply` narrows a select over `r`; `any` says whether
 * one is given (the list then counts its rows). They narrow the one report rule, never widen it.
 */
export function reportFilters(query: ReportListQuery) {
  const { branch_id: branchId, inspector_id: inspectorId, planned_from: from, planned_to: to } = query;
  return {
    any: [branchId, inspectorId, from, to].some((value) => value !== undefined),
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- applies to a select over `reports as r`
    apply: <QB extends SelectQueryBuilder<any, any, any>>(select: QB): QB => {
      let narrowed = select;
      if (branchId !== undefined) narrowed = narrowed.where(sql.ref('r.branch_id'), '=', branchId) as QB;
      if (inspectorId !== undefined)
        narrowed = narrowed.where(sql.ref('r.assigned_inspector_id'), '=', inspectorId) as QB;
      if (from !== undefined)
        narrowed = narrowed.where(sql.ref('r.planned_start'), '>=', new Date(startOfDay(from) * 1000)) as QB;
      if (to !== undefined)
        narrowed = narrowed.where(sql.ref('r.planned_start'), '<=', new Date(endOfDay(to) * 1000 + 999)) as QB;
      return narrowed;
    },
  };
}

/**
 * How `user`'s reports list (docs/spec.md §2 `/reports`) searches and sorts: on the address, place name
 * and party names, on indexed columns kept by migration 005, a missing finished date last, type
 * and state by the words a reader of `language` sees (issue 23); the total without a search comes
 * from the per-account counter when the caller sees exactly whole accounts' reports (an admin, a
 * company manager), unless the list is `filtered` (by state); otherwise rows are counted. An
 * admin's search is sampled first: a common one walks the order instead of the trigram index, and
 * is counted through the index of its short numbers when it has one (migration 035).
 */
export function reportList(
  db: DB,
  user: AuthUser,
  language: ReaderLanguage,
  filtered = false,
): ListSpec<(typeof REPORT_ORDER_COLUMNS)[number]> {
  const counts = db
    .selectFrom('report_counts')
    .select(sql<number>`coalesce(sum(total), 0)::int`.as('total'))
    .$call(owned(user, 'user_id', user.role === 'admin' ? 'owner' : 'organisation'));
  return {
    search: 'r.search_text',
    orders: {
      id: 'r.id',
      address: 'r.address_sort',
      type: byShownWords('r.type', REPORT_TYPE_WORDS, language),
      finished_at: 'r.finished_at',
      parties: 'r.parties_sort',
      state: byShownWords('r.state', REPORT_STATE_WORDS, language),
    },
    nullsLast: ['finished_at'],
    id: 'r.id',
    // an admin sees every report: a common search walks the list's order (`searchIsCommon`)
    sampled: user.role === 'admin' ? 'reports AS r' : undefined,
    numbers: user.role === 'admin' ? 'r.search_numbers' : undefined,
    // the counter counts every report of whole accounts: a list filtered by state, or of a branch,
    // or of one's own and assigned reports, counts its rows
    total:
      filtered || !reportsCountedPerAccount(user)
        ? undefined
        : async () => (await counts.executeTakeFirstOrThrow()).total,
  };
}

/**
 * Loads the given report ids (order kept) with place, parties, template home, config and addenda;
 * national register numbers as `view` gives them (`app.personalData.mask` for every answer,
 * docs/product.md "Personal data").
 */
export async function loadReports(db: DB, ids: number[], view: NumberView): Promise<Report[]> {
  if (ids.length === 0) return [];
  const [rows, addenda, parties] = await Promise.all([
    db
      .selectFrom('reports as r')
      .leftJoin('places as pl', 'pl.id', 'r.place_id')
      .leftJoin('addresses as a', 'a.id', 'pl.address_id')
      .leftJoin('template_homes as h', 'h.id', 'r.home_id')
      .leftJoin('document_configurations as c', 'c.id', 'r.document_configuration_id')
      .select([
        'r.id',
        'r.hashed_id',
        'r.type',
        'r.state',
        'r.finished_at',
        'r.place_id',
        'r.auto_mail_documents',
        'r.is_follow_up',
        'r.allow_regenerate_pdf',
        'pl.name as place_name',
        'a.id as address_id',
        ...ADDRESS_COLUMNS,
        'h.id as home_id',
        'h.name as home_name',
        'c.id as config_id',
        'c.name as config_name',
        'r.region',
        'r.last_synced_at',
        'r.assigned_inspector_id',
        'r.branch_id',
        'r.planned_start',
        'r.planned_minutes',
      ])
      .select((eb) => eb.cast<string | null>('r.lease_start_date', 'text').as('lease_start_date'))
      .where('r.id', 'in', ids)
      .execute(),
    db
      .selectFrom('addenda as ad')
      .leftJoin('sign_off_requests as so', 'so.remark_addendum_id', 'ad.id')
      .selectAll('ad')
      .select('so.remark_state')
      .where('ad.report_id', 'in', ids)
      .orderBy('ad.id')
      .execute(),
    loadParties(db, ids, view),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id)!;
    const own = parties.get(id) ?? [];
    return {
      id: row.id,
      hashed_id: row.hashed_id,
      type: row.type,
      state: row.state,
      finished_at: toUnix(row.finished_at),
      place_id: row.place_id,
      place:
        row.place_id === null
          ? null
          : {
              id: row.place_id,
              name: row.place_name ?? '',
              address: addressOf(row),
            },
      parties: own,
      parties_string: own.map(partyDisplayName).join(', '),
      homes: row.home_id === null ? [] : [{ id: row.home_id, name: row.home_name ?? '' }],
      config: row.config_id === null ? null : { id: row.config_id, name: row.config_name ?? '' },
      auto_mail_documents: row.auto_mail_documents,
      is_follow_up: row.is_follow_up,
      allow_regenerate_pdf: row.allow_regenerate_pdf,
      addenda: addenda
        .filter((addendum) => addendum.report_id === id)
        .map((addendum) => ({
          id: addendum.id,
          hashed_id: addendum.hashed_id,
          reference: reportReference(id, addendum.id),
          remark_state: addendum.remark_state,
          type: addendum.type,
          finished_at: toUnix(addendum.finished_at),
          state: addendum.state,
          allow_regenerate_pdf: addendum.allow_regenerate_pdf,
        })),
      region: row.region ?? regionOfPostcode(row.zipcode),
      region_override: row.region,
      lease_start_date: row.lease_start_date,
      last_synced_at: toUnix(row.last_synced_at),
      assigned_inspector_id: row.assigned_inspector_id,
      branch_id: row.branch_id,
      planned_start: toUnix(row.planned_start),
      planned_minutes: row.planned_minutes,
    };
  });
}

/** Sent mails of a report (written by modules/documents/mail.ts), newest first (detail page). Times in unix seconds. */
export async function sentMails(db: DB, reportId: number) {
  const rows = await db
    .selectFrom('sent_mails')
    .selectAll()
    .where('report_id', '=', reportId)
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    recipients: row.recipients,
    document_ids: row.document_ids,
    attached: row.attached,
    created_at: toUnix(row.created_at)!,
  }));
}
