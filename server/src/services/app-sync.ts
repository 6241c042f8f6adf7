/**
 * The tablet app's sync API (issue 8; contract in `shared-api/contract/app-sync.ts`): what waits
 * in the app, the download of a report or addendum, the idempotent content upload, the media
 * receipt and finishing with signatures. Account rule as everywhere (spec §6): a regular user
 * reaches only their own reports (another's is a 404), an admin all of them.
 */
import { sql, type Kysely } from 'kysely';
import {
  placeText,
  type AppReport,
  type AppWaitingItem,
  type MediaReceipt,
  type Report,
  type SyncContent,
  type SyncEntity,
} from 'shared-api/contract';
import type { Database } from '../db/schema';
import type { DB } from '../db/database';
import { HttpError, notFound, validationError } from '../lib/http-errors';
import { toUnix } from '../lib/time';
import type { AuthUser } from './oauth-model';
import { loadReports, visibleReportId } from './report-reader';
import { loadConfigurations } from './configurations';
import { loadContentTree, nestContentTree, type NestedEntity } from './report-content';
import { getEntity, getRoom } from './template-library';
import type { DocumentTarget } from './document-model';

type Trx = Kysely<Database>;

/** A report or addendum the caller may sync, with its current state. */
export interface SyncTarget extends DocumentTarget {
  state: 'start' | 'app' | 'ongoing' | 'finished';
}

/**
 * Resolves `/app/reports/{id}` (`addendum` false) or `/app/addenda/{id}`; 404 when unknown or
 * when the caller may not see its report (the account rule of `visibleReportId`).
 */
export async function syncTarget(db: DB, user: AuthUser, id: number, addendum: boolean): Promise<SyncTarget> {
  const row = addendum
    ? await db
        .selectFrom('addenda')
        .select(['report_id', 'id as addendum_id', 'state'])
        .where('id', '=', id)
        .executeTakeFirst()
    : await db
        .selectFrom('reports')
        .select(['id as report_id', sql<null>`null`.as('addendum_id'), 'state'])
        .where('id', '=', id)
        .executeTakeFirst();
  if (!row) throw notFound(addendum ? 'Addendum' : 'Report');
  await visibleReportId(db, user, row.report_id);
  return { reportId: row.report_id, addendumId: row.addendum_id, state: row.state };
}

/** 409 unless `target` waits in the app (state app or ongoing). */
export const assertInApp = (target: SyncTarget) => {
  if (target.state === 'finished') throw new HttpError(409, 'This document is already finished.');
  if (target.state === 'start') throw new HttpError(409, 'This report is a draft; it is not ready for the app.');
};

type AddendumRow = { id: number; state: SyncTarget['state']; hashed_id: string; created_at: Date };

/** The list row of `report`, or of its `addendum`. */
function waitingItem(report: Report, created: Date, addendum: AddendumRow | null): AppWaitingItem {
  return {
    kind: addendum ? 'addendum' : 'report',
    id: addendum?.id ?? report.id,
    report_id: report.id,
    hashed_id: addendum?.hashed_id ?? report.hashed_id,
    type: report.type,
    state: addendum?.state ?? report.state,
    address: placeText(report.place),
    parties_string: report.parties_string,
    template: report.homes[0]?.name ?? null,
    created_at: toUnix(addendum?.created_at ?? created)!,
  };
}

/** `GET /app/reports`: the caller's own reports and addenda in state app or ongoing. */
export async function listWaiting(db: DB, user: AuthUser): Promise<AppWaitingItem[]> {
  const [reports, addenda] = await Promise.all([
    db
      .selectFrom('reports')
      .select(['id', 'created_at'])
      .where('user_id', '=', user.id)
      .where('state', 'in', ['app', 'ongoing'])
      .orderBy('id')
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
        'r.created_at as report_created_at',
      ])
      .where('r.user_id', '=', user.id)
      .where('ad.state', 'in', ['app', 'ongoing'])
      .orderBy('ad.id')
      .execute(),
  ]);
  const loaded = await loadReports(db, [...new Set([...reports.map((r) => r.id), ...addenda.map((a) => a.report_id)])]);
  const byId = new Map(loaded.map((report) => [report.id, report]));
  return [
    ...reports.map((row) => waitingItem(byId.get(row.id)!, row.created_at, null)),
    ...addenda.map((row) => waitingItem(byId.get(row.report_id)!, row.report_created_at, row)),
  ];
}

/** The content tree of `target` in the sync shape (`PUT /app/reports/{id}/content`), with each item's media uuids. */
export async function contentOf(db: DB, target: DocumentTarget): Promise<SyncContent> {
  const tree = await loadContentTree(db, target.reportId, target.addendumId);
  const [media, circumstances] = await Promise.all([
    db
      .selectFrom('media')
      .select(['uuid', 'owner_uuid'])
      .where('report_id', '=', target.reportId)
      .orderBy('id')
      .execute(),
    db.selectFrom('report_circumstances').select('circumstance_key').where('report_id', '=', target.reportId).execute(),
  ]);
  const mediaOf = (uuid: string) => media.filter((item) => item.owner_uuid === uuid).map((item) => item.uuid);
  const assessed = (row: { cleanliness: string | null; state: string | null; remarks: string | null }) => ({
    cleanliness: row.cleanliness,
    state: row.state,
    remarks: row.remarks,
  });
  const entity = ({ row, questions, observations }: NestedEntity): SyncEntity => ({
    uuid: row.uuid,
    name: row.name,
    original_name: row.original_name,
    type: row.type,
    order: row.order,
    eval_not_possible: row.eval_not_possible,
    amount: row.amount,
    ...assessed(row),
    media: mediaOf(row.uuid),
    questions: questions.map((question) => ({
      uuid: question.uuid,
      question: question.question,
      type: question.type,
      options: question.options,
      placeholder: question.placeholder,
      answers: question.answers as (string | number | boolean)[],
    })),
    observations: observations.map((observation) => ({
      uuid: observation.uuid,
      name: observation.name,
      type: observation.type,
      remarks: observation.remarks,
      order: observation.order,
      media: mediaOf(observation.uuid),
    })),
  });
  const node = (row: { uuid: string; name: string; order: number }) => ({
    uuid: row.uuid,
    name: row.name,
    order: row.order,
  });
  return {
    homes: nestContentTree(tree).map((home) => ({
      ...node(home.row),
      type: home.row.type,
      floors: home.floors.map((floor) => ({
        ...node(floor.row),
        ...assessed(floor.row),
        media: mediaOf(floor.row.uuid),
        rooms: floor.rooms.map((room) => ({
          ...node(room.row),
          ...assessed(room.row),
          media: mediaOf(room.row.uuid),
          entities: room.entities.map(entity),
        })),
      })),
      entities: home.entities.map(entity),
    })),
    circumstances: circumstances.map((row) => row.circumstance_key),
  };
}

/** `GET /app/reports/{id}`: the whole report for offline work. */
export async function loadAppReport(db: DB, target: SyncTarget): Promise<AppReport> {
  assertInApp(target);
  const [[report], created, addendum] = await Promise.all([
    loadReports(db, [target.reportId]),
    db.selectFrom('reports').select('created_at').where('id', '=', target.reportId).executeTakeFirstOrThrow(),
    target.addendumId === null
      ? null
      : db
          .selectFrom('addenda')
          .select(['id', 'state', 'hashed_id', 'created_at'])
          .where('id', '=', target.addendumId)
          .executeTakeFirstOrThrow(),
  ]);
  const item = waitingItem(report, created.created_at, addendum);
  const [config] = report.config ? await loadConfigurations(db, [report.config.id]) : [];
  const [place, content, circumstances, rooms, entities] = await Promise.all([
    report.place_id === null
      ? null
      : db.selectFrom('places').select(['remarks']).where('id', '=', report.place_id).executeTakeFirst(),
    contentOf(db, target),
    db.selectFrom('circumstances').select(['key', 'text']).orderBy('position').execute(),
    db.selectFrom('template_rooms').select('id').orderBy('name').execute(),
    db.selectFrom('template_entities').select('id').orderBy('name').execute(),
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
    templates: {
      rooms: await Promise.all(rooms.map((row) => getRoom(db, row.id))),
      entities: await Promise.all(entities.map((row) => getEntity(db, row.id))),
    },
  };
}

/** `POST /app/reports/{id}/start`: work starts, state app becomes ongoing (again: no change). 409 otherwise. */
export async function startWork(db: DB, target: SyncTarget): Promise<'ongoing'> {
  assertInApp(target);
  const table = target.addendumId === null ? 'reports' : 'addenda';
  await db
    .updateTable(table)
    .set({ state: 'ongoing' })
    .where('id', '=', target.addendumId ?? target.reportId)
    .where('state', '=', 'app')
    .execute();
  return 'ongoing';
}

/** Flattened rows of an uploaded tree. */
function flatten(content: SyncContent) {
  const floors = content.homes.flatMap((home) => (home.floors ?? []).map((floor) => ({ home, floor })));
  const rooms = floors.flatMap(({ floor }) => (floor.rooms ?? []).map((room) => ({ floor, room })));
  const entities = [
    ...content.homes.flatMap((home) => (home.entities ?? []).map((entity) => ({ home, room: null, entity }))),
    ...rooms.flatMap(({ room }) => (room.entities ?? []).map((entity) => ({ home: null, room, entity }))),
  ];
  const questions = entities.flatMap(({ entity }) =>
    (entity.questions ?? []).map((question) => ({ entity, question })),
  );
  const observations = entities.flatMap(({ entity }) =>
    (entity.observations ?? []).map((observation) => ({ entity, observation })),
  );
  const manifest = [
    ...floors.map(({ floor }) => floor),
    ...rooms.map(({ room }) => room),
    ...entities.map(({ entity }) => entity),
    ...observations.map(({ observation }) => observation),
  ].flatMap((owner) => (owner.media ?? []).map((media) => ({ owner_uuid: owner.uuid, media_uuid: media })));
  return { floors, rooms, entities, questions, observations, manifest };
}

/** Every uuid must be new or already part of this report or addendum; 422 on `uuid` otherwise. */
async function checkOwnership(
  trx: Trx,
  target: DocumentTarget,
  content: SyncContent,
  flat: ReturnType<typeof flatten>,
) {
  const all = [
    ...content.homes.map((home) => home.uuid),
    ...flat.floors.map(({ floor }) => floor.uuid),
    ...flat.rooms.map(({ room }) => room.uuid),
    ...flat.entities.map(({ entity }) => entity.uuid),
    ...flat.questions.map(({ question }) => question.uuid),
    ...flat.observations.map(({ observation }) => observation.uuid),
  ];
  if (new Set(all).size !== all.length) throw validationError({ uuid: ['Every uuid in the content must be unique.'] });
  const own = await loadContentTree(trx, target.reportId, target.addendumId);
  const mine = new Set(
    [own.homes, own.floors, own.rooms, own.entities, own.questions, own.observations].flat().map((row) => row.uuid),
  );
  const foreign = all.filter((uuid) => !mine.has(uuid));
  if (!foreign.length) return;
  const taken = await Promise.all(
    (
      [
        'report_homes',
        'report_floors',
        'report_rooms',
        'report_entities',
        'report_questions',
        'report_observations',
      ] as const
    ).map((table) => trx.selectFrom(table).select('uuid').where('uuid', 'in', foreign).execute()),
  );
  const clash = taken.flat().map((row) => row.uuid);
  if (clash.length) throw validationError({ uuid: [`These uuids belong to another document: ${clash.join(', ')}`] });
}

/**
 * `PUT /app/reports/{id}/content`: applies `content` in one transaction. Homes it names are
 * upserted by uuid and their children replaced by what it names; other homes stay. Sending the
 * same content twice changes nothing. 409 when the document is not in the app; 422 on uuids of
 * another document.
 */
export async function uploadContent(db: DB, target: SyncTarget, content: SyncContent): Promise<void> {
  assertInApp(target);
  const flat = flatten(content);
  await db.transaction().execute(async (trx) => {
    await checkOwnership(trx, target, content, flat);
    const homeUuids = content.homes.map((home) => home.uuid);
    const ids = (rows: { uuid: string }[]) => rows.map((row) => row.uuid);
    const floorRows = flat.floors.map(({ home, floor }) => ({
      uuid: floor.uuid,
      home_uuid: home.uuid,
      name: floor.name,
      order: floor.order ?? 1,
      cleanliness: floor.cleanliness ?? null,
      state: floor.state ?? null,
      remarks: floor.remarks ?? null,
    }));
    const roomRows = flat.rooms.map(({ floor, room }) => ({
      uuid: room.uuid,
      floor_uuid: floor.uuid,
      name: room.name,
      order: room.order ?? 1,
      cleanliness: room.cleanliness ?? null,
      state: room.state ?? null,
      remarks: room.remarks ?? null,
    }));
    const entityRows = flat.entities.map(({ home, room, entity }) => ({
      uuid: entity.uuid,
      home_uuid: home?.uuid ?? null,
      room_uuid: room?.uuid ?? null,
      name: entity.name,
      original_name: entity.original_name ?? null,
      type: entity.type,
      order: entity.order ?? 1,
      eval_not_possible: entity.eval_not_possible ?? false,
      amount: entity.amount ?? null,
      cleanliness: entity.cleanliness ?? null,
      state: entity.state ?? null,
      remarks: entity.remarks ?? null,
    }));
    const questionRows = flat.questions.map(({ entity, question }) => ({
      uuid: question.uuid,
      entity_uuid: entity.uuid,
      question: question.question,
      type: question.type,
      options: JSON.stringify(question.options ?? []),
      placeholder: question.placeholder ?? null,
      answers: JSON.stringify(question.answers),
    }));
    const observationRows = flat.observations.map(({ entity, observation }) => ({
      uuid: observation.uuid,
      entity_uuid: entity.uuid,
      name: observation.name,
      type: observation.type,
      remarks: observation.remarks ?? null,
      order: observation.order ?? 1,
    }));

    // remove what the named parents no longer hold (deeper levels go by cascade)
    type Child = 'report_floors' | 'report_rooms' | 'report_entities' | 'report_questions' | 'report_observations';
    const prune = async (table: Child, parentColumn: string, parents: string[], keep: string[]) => {
      if (!parents.length) return;
      let query = trx.deleteFrom(table).where(sql.ref(parentColumn), 'in', parents);
      if (keep.length) query = query.where('uuid', 'not in', keep);
      await query.execute();
    };
    await prune('report_floors', 'home_uuid', homeUuids, ids(floorRows));
    await prune('report_entities', 'home_uuid', homeUuids, ids(entityRows));
    await prune('report_rooms', 'floor_uuid', ids(floorRows), ids(roomRows));
    await prune('report_entities', 'room_uuid', ids(roomRows), ids(entityRows));
    await prune('report_questions', 'entity_uuid', ids(entityRows), ids(questionRows));
    await prune('report_observations', 'entity_uuid', ids(entityRows), ids(observationRows));

    const upsert = async <T extends keyof Database>(table: T, rows: Record<string, unknown>[]) => {
      if (!rows.length) return;
      const columns = Object.keys(rows[0]).filter((column) => column !== 'uuid');
      await trx
        .insertInto(table)
        .values(rows as never)
        .onConflict((conflict) =>
          conflict
            .column('uuid' as never)
            .doUpdateSet(Object.fromEntries(columns.map((column) => [column, sql.ref(`excluded.${column}`)])) as never),
        )
        .execute();
    };
    await upsert(
      'report_homes',
      content.homes.map((home) => ({
        uuid: home.uuid,
        report_id: target.reportId,
        addendum_id: target.addendumId,
        type: home.type,
        name: home.name,
        order: home.order ?? 1,
      })),
    );
    await upsert('report_floors', floorRows);
    await upsert('report_rooms', roomRows);
    await upsert('report_entities', entityRows);
    await upsert('report_questions', questionRows);
    await upsert('report_observations', observationRows);

    const owners = [...ids(floorRows), ...ids(roomRows), ...ids(entityRows), ...ids(observationRows)];
    if (owners.length)
      await trx
        .deleteFrom('media_manifest')
        .where('report_id', '=', target.reportId)
        .where('owner_uuid', 'in', owners)
        .execute();
    if (flat.manifest.length)
      await trx
        .insertInto('media_manifest')
        .values(flat.manifest.map((row) => ({ ...row, report_id: target.reportId })))
        .onConflict((conflict) =>
          conflict.columns(['report_id', 'media_uuid']).doUpdateSet({ owner_uuid: sql.ref('excluded.owner_uuid') }),
        )
        .execute();
    if (content.circumstances && target.addendumId === null) {
      await trx.deleteFrom('report_circumstances').where('report_id', '=', target.reportId).execute();
      const known = content.circumstances.length
        ? await trx.selectFrom('circumstances').select('key').where('key', 'in', content.circumstances).execute()
        : [];
      if (known.length !== new Set(content.circumstances).size)
        throw validationError({ circumstances: ['An unknown circumstance was given.'] });
      if (known.length)
        await trx
          .insertInto('report_circumstances')
          .values(known.map((row) => ({ report_id: target.reportId, circumstance_key: row.key })))
          .execute();
    }
  });
}

/** `GET /app/reports/{id}/receipt`: media held for the report, and media the content names but the server lacks. */
export async function mediaReceipt(db: DB, target: DocumentTarget): Promise<MediaReceipt> {
  const [held, missing] = await Promise.all([
    db
      .selectFrom('media')
      .select(['uuid', 'owner_uuid', 'sha256', 'size_bytes'])
      .where('report_id', '=', target.reportId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('media_manifest as m')
      .leftJoin('media', 'media.uuid', 'm.media_uuid')
      .select('m.media_uuid')
      .where('m.report_id', '=', target.reportId)
      .where('media.id', 'is', null)
      .orderBy('m.media_uuid')
      .execute(),
  ]);
  return {
    media: held.map((row) => ({ ...row, size_bytes: Number(row.size_bytes) })),
    missing: missing.map((row) => row.media_uuid),
  };
}
