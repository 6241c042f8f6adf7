/**
 * The tablet app's sync API (issue 8; contract in `shared-api/contract/app-sync.ts`): what waits
 * in the app, the download of a report or addendum, the idempotent content upload, the media
 * receipt and finishing with signatures. The report rule as everywhere (db/owned.ts, docs/product.md
 * "Organisations and roles"): a report the caller may not see is a 404; a sales member never
 * works in the app (the routes' `report-work` access, 403).
 */
import { sql, type Kysely } from 'kysely';
import {
  placeText,
  type AppReport,
  type AppWaitingItem,
  type MediaReceipt,
  type Report,
  type ContentTree,
} from 'shared-api/contract';
import type { DB } from '../../db/database';
import type { Database } from '../../db/schema';
import { Conflict, notFound } from '../../lib/errors';
import { toUnix } from '../../lib/time';
import type { AuthUser } from '../../lib/actors';
import { loadReports } from '../reports';
import { visibleReportId, inspectedReports } from '../../db/owned';
import { loadConfigurations } from '../document-configurations';
import { applyContent, contentOf } from '../content';
import { completenessAnswer, documentLanguage, reportCompleteness } from '../regions';
import { allEntities, allRooms } from '../templates';
import type { DocumentTarget } from '../../ports/documents';
import type { Deps } from '../../ports/deps';
import { withoutNumbers } from '../personal-data';
import { entryFindings } from './entry-findings';
import { assertOwnDevice, claimForDevice, claimOf, type ClaimColumns, type DeviceTarget } from './device-claim';

/**
 * A report or addendum the caller may sync from its device `device`, with its state and claim as
 * read when the request began (docs/product.md "One device at a time").
 */
export interface SyncTarget extends DeviceTarget, ClaimColumns {
  state: 'start' | 'app' | 'ongoing' | 'finished';
}

/** The columns of a document row that the app's list and download answer with. */
const SYNC_COLUMNS = ['state', 'device_id', 'device_claimed_at', 'last_synced_at'] as const;

/**
 * Resolves `/app/reports/{id}` (`addendum` false) or `/app/addenda/{id}` as device `device`
 * (`deviceOf` of the request); 404 when unknown or when the caller may not see its report (the
 * account rule of `visibleReportId`).
 */
export async function syncTarget(
  db: DB,
  user: AuthUser,
  id: number,
  addendum: boolean,
  device: string,
): Promise<SyncTarget> {
  const row = addendum
    ? await db
        .selectFrom('addenda')
        .select(['report_id', 'id as addendum_id', ...SYNC_COLUMNS])
        .where('id', '=', id)
        .executeTakeFirst()
    : await db
        .selectFrom('reports')
        .select(['id as report_id', sql<null>`null`.as('addendum_id'), ...SYNC_COLUMNS])
        .where('id', '=', id)
        .executeTakeFirst();
  if (!row) throw notFound(addendum ? 'addendum' : 'report');
  await visibleReportId(db, user, row.report_id);
  return {
    reportId: row.report_id,
    addendumId: row.addendum_id,
    state: row.state,
    device,
    device_id: row.device_id,
    device_claimed_at: row.device_claimed_at,
  };
}

/** 409 unless `target` waits in the app (state app or ongoing). */
export const assertInApp = (target: Pick<SyncTarget, 'state'>) => {
  if (target.state === 'finished') throw new Conflict('documents.finished');
  if (target.state === 'start') throw new Conflict('documents.draftNotForApp');
};

/**
 * 409 unless `target` waits in the app and no other device claimed it, as read when the request
 * began (docs/product.md "One device at a time"); {@link lockInApp} checks both again under the lock.
 */
export const assertWritable = (target: SyncTarget) => {
  assertInApp(target);
  assertOwnDevice(target, target.device);
};

/**
 * Locks the row of `target` (its report, or its addendum) for the caller's transaction and
 * re-reads its state and claim under the lock; 409 unless it still waits in the app. Returns the
 * claim read under the lock.
 */
export async function lockWaiting(trx: Kysely<Database>, target: DocumentTarget): Promise<ClaimColumns> {
  const columns = ['state', 'device_id', 'device_claimed_at'] as const;
  const row =
    target.addendumId === null
      ? await trx.selectFrom('reports').select(columns).where('id', '=', target.reportId).forUpdate().executeTakeFirst()
      : await trx
          .selectFrom('addenda')
          .select(columns)
          .where('id', '=', target.addendumId)
          .forUpdate()
          .executeTakeFirst();
  if (!row) throw notFound(target.addendumId === null ? 'report' : 'addendum');
  assertInApp({ ...target, state: row.state });
  return row;
}

/**
 * {@link lockWaiting}, then the device rule (docs/product.md "One device at a time"): 409 on
 * `device` when another device claimed the document; an unclaimed one is claimed for
 * `target.device`; `synced` (an accepted content or media upload) sets `last_synced_at`. Finish,
 * start and every content or media upload of one document take this lock first, so they run one
 * after the other (docs/product.md "Serialized finish").
 */
export async function lockInApp(trx: Kysely<Database>, target: DeviceTarget, options: { synced?: boolean } = {}) {
  await claimForDevice(trx, target, await lockWaiting(trx, target), options);
}

/**
 * The item uuids that may own photos in `target`'s own tree (floors, rooms, objects and
 * observations under its homes): a report's own, or one addendum's, never both.
 */
export const ownOwners = (db: Kysely<Database>, target: DocumentTarget) => {
  const homes = db
    .selectFrom('report_homes')
    .select('uuid')
    .where('report_id', '=', target.reportId)
    .where('addendum_id', target.addendumId === null ? 'is' : '=', target.addendumId);
  const floors = db.selectFrom('report_floors').select('uuid').where('home_uuid', 'in', homes);
  const rooms = db.selectFrom('report_rooms').select('uuid').where('floor_uuid', 'in', floors);
  const entities = db
    .selectFrom('report_entities')
    .select('uuid')
    .where((eb) => eb.or([eb('home_uuid', 'in', homes), eb('room_uuid', 'in', rooms)]));
  const observations = db.selectFrom('report_observations').select('uuid').where('entity_uuid', 'in', entities);
  return floors.union(rooms).union(entities).union(observations);
};

type AddendumRow = { id: number; hashed_id: string; created_at: Date };
/** The sync columns of the listed document's own row (the report's, or the addendum's). */
type SyncRow = ClaimColumns & { state: SyncTarget['state']; last_synced_at: Date | null };

/** The list row of `report`, or of its `addendum`, as device `device` sees it. */
function waitingItem(
  report: Report,
  created: Date,
  addendum: AddendumRow | null,
  sync: SyncRow,
  device: string,
): AppWaitingItem {
  return {
    kind: addendum ? 'addendum' : 'report',
    id: addendum?.id ?? report.id,
    report_id: report.id,
    hashed_id: addendum?.hashed_id ?? report.hashed_id,
    type: report.type,
    state: sync.state,
    address: placeText(report.place),
    parties_string: report.parties_string,
    template: report.homes[0]?.name ?? null,
    created_at: toUnix(addendum?.created_at ?? created)!,
    device: claimOf(sync, device),
    last_synced_at: toUnix(sync.last_synced_at),
    planned_start: report.planned_start ?? null,
    planned_minutes: report.planned_minutes ?? null,
    assigned_inspector_id: report.assigned_inspector_id ?? null,
  };
}

/**
 * `GET /app/reports`: the reports the caller inspects (`inspectedReports`: their own and those
 * they are assigned to, docs/product.md "Organisations and roles") and their addenda in state app
 * or ongoing, each with its claim as device `device` sees it (docs/product.md "One device at a time");
 * reports by planned start (unplanned last, docs/product.md "Assignment and agenda"), then addenda.
 */
export async function listWaiting(db: DB, user: AuthUser, device: string): Promise<AppWaitingItem[]> {
  const [reports, addenda] = await Promise.all([
    db
      .selectFrom('reports as r')
      .select(['r.id', 'r.created_at', ...SYNC_COLUMNS.map((column) => `r.${column}` as const)])
      .$call(inspectedReports(user, 'r'))
      .where('r.state', 'in', ['app', 'ongoing'])
      .orderBy(sql`r.planned_start ASC NULLS LAST`)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('addenda as ad')
      .innerJoin('reports as r', 'r.id', 'ad.report_id')
      .select([
        'ad.id',
        'ad.report_id',
        'ad.state',
        'ad.hashed_id',
        'ad.created_at',
        'ad.device_id',
        'ad.device_claimed_at',
        'ad.last_synced_at',
        'r.created_at as report_created_at',
      ])
      .$call(inspectedReports(user, 'r'))
      .where('ad.state', 'in', ['app', 'ongoing'])
      .orderBy('ad.id')
      .execute(),
  ]);
  const loaded = await loadReports(
    db,
    [...new Set([...reports.map((r) => r.id), ...addenda.map((a) => a.report_id)])],
    withoutNumbers,
  );
  const byId = new Map(loaded.map((report) => [report.id, report]));
  return [
    ...reports.map((row) => waitingItem(byId.get(row.id)!, row.created_at, null, row, device)),
    ...addenda.map((row) => waitingItem(byId.get(row.report_id)!, row.report_created_at, row, row, device)),
  ];
}

/**
 * `GET /app/reports/{id}`: the whole report for offline work, with its regional completeness
 * (docs/product.md "Regional completeness") and, for a follow-up, what the report it follows found
 * (`entryFindings`, docs/product.md "The field app"); national register numbers masked
 * (docs/product.md "Personal data").
 */
export async function loadAppReport(
  { db, personalData, fileUrls }: Pick<Deps, 'db' | 'personalData' | 'fileUrls'>,
  target: SyncTarget,
): Promise<AppReport> {
  assertInApp(target);
  const [[report], created, addendum] = await Promise.all([
    loadReports(db, [target.reportId], personalData.mask),
    db
      .selectFrom('reports')
      .select(['created_at', ...SYNC_COLUMNS])
      .where('id', '=', target.reportId)
      .executeTakeFirstOrThrow(),
    target.addendumId === null
      ? null
      : db
          .selectFrom('addenda')
          .select(['id', 'hashed_id', 'created_at', ...SYNC_COLUMNS])
          .where('id', '=', target.addendumId)
          .executeTakeFirstOrThrow(),
  ]);
  const item = waitingItem(report, created.created_at, addendum, addendum ?? created, target.device);
  const [config] = report.config ? await loadConfigurations(db, [report.config.id]) : [];
  const [place, content, circumstances, rooms, entities, completeness, entry] = await Promise.all([
    report.place_id === null
      ? null
      : db.selectFrom('places').select(['remarks']).where('id', '=', report.place_id).executeTakeFirst(),
    contentOf(db, target),
    db.selectFrom('circumstances').select(['key', 'text']).orderBy('position').execute(),
    allRooms(db, true),
    allEntities(db),
    reportCompleteness(db, target.reportId),
    entryFindings({ db, fileUrls }, target.reportId, target.addendumId !== null),
  ]);
  return {
    item,
    place: report.place ? { ...report.place, remarks: place?.remarks ?? null } : null,
    parties: report.parties,
    config: config
      ? {
          id: config.id,
          name: config.name,
          language: config.language,
          intro_text: config[`${report.type}_text`],
          signature_text: config[`${report.type}_signature_text`],
        }
      : null,
    content,
    circumstances,
    templates: { rooms, entities },
    completeness: completenessAnswer(completeness, documentLanguage(config?.language ?? null, report.region)),
    entry,
  };
}

/**
 * `POST /app/reports/{id}/start`: work starts on `target.device`, state app becomes ongoing (again:
 * no change). An unclaimed document is claimed for the device (docs/product.md "One device at a
 * time"). 409 when it does not wait in the app, or on `device` when another device claimed it.
 */
export async function startWork(db: DB, target: SyncTarget): Promise<'ongoing'> {
  assertWritable(target);
  await db.transaction().execute(async (trx) => {
    await lockInApp(trx, target);
    await trx
      .updateTable(target.addendumId === null ? 'reports' : 'addenda')
      .set({ state: 'ongoing' })
      .where('id', '=', target.addendumId ?? target.reportId)
      .where('state', '=', 'app')
      .execute();
  });
  return 'ongoing';
}

/**
 * `GET /app/reports/{id}/receipt`: the photos held for the document's own items, and those its
 * content names but the server lacks (docs/product.md "Own content only"). `db` may be a
 * transaction holding {@link lockInApp}.
 */
export async function mediaReceipt(db: Kysely<Database>, target: DocumentTarget): Promise<MediaReceipt> {
  const [held, missing] = await Promise.all([
    db
      .selectFrom('media')
      .select(['uuid', 'owner_uuid', 'sha256', 'size_bytes'])
      .where('report_id', '=', target.reportId)
      .where('draft', '=', false)
      .where('owner_uuid', 'in', ownOwners(db, target))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('media_manifest as m')
      .leftJoin('media', (join) =>
        join.onRef('media.uuid', '=', 'm.media_uuid').onRef('media.report_id', '=', 'm.report_id'),
      )
      .select('m.media_uuid')
      .where('m.report_id', '=', target.reportId)
      .where('m.owner_uuid', 'in', ownOwners(db, target))
      .where('media.id', 'is', null)
      .orderBy('m.media_uuid')
      .execute(),
  ]);
  return {
    media: held.map((row) => ({ ...row, size_bytes: Number(row.size_bytes) })),
    missing: missing.map((row) => row.media_uuid),
  };
}

/**
 * `PUT /app/reports/{id}/content`: applies `content` in one transaction. Homes it names are
 * upserted by uuid and their children replaced by what it names; other homes stay; the media
 * lists become the manifest. Sending the same content twice changes nothing. The upload claims an
 * unclaimed document for `target.device` and sets `last_synced_at` (docs/product.md "One device
 * at a time"). 409 when the document is not in the app, or on `device` when another device
 * claimed it (nothing applied); 422 on uuids of another document.
 */
export async function uploadContent(db: DB, target: SyncTarget, content: ContentTree): Promise<void> {
  assertWritable(target);
  await db.transaction().execute(async (trx) => {
    await lockInApp(trx, target, { synced: true });
    await applyContent(trx, target, content, { replaceHomes: false, manifest: true });
  });
}
