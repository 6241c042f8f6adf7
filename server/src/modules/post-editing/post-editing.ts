/**
 * Post-editing a finished report and making addenda (docs/spec.md §2 "Post-editing wizard", §3 "Report
 * (post-editing)", §4 "Post-editing wizard", §7 "Post-editing"). A normal edit changes the
 * report's own tree and asks for a new PDF version (older versions stay). An addendum is a new
 * document holding copies of only the edited items, with their kept photos: finished at once
 * with the report's signatures, or sent to the app to be signed. Routes check the account rule
 * (`visibleReportId`) first.
 */
import type { Deps } from '../../ports/deps';
import type { Kysely } from 'kysely';
import { v7 as uuid } from 'uuid';
import type {
  AddendableHomes,
  AddendumCreated,
  ContentEntity,
  ContentHome,
  PostEditingReport,
  PostEditingSave,
} from 'shared-api/contract';
import type { Database } from '../../db/schema';
import type { DB } from '../../db/database';
import { Conflict, invalidField } from '../../lib/errors';
import { loadReports, assertParties, saveParties, newHashedId } from '../reports';
import { loadConfigurations } from '../document-configurations';
import { applyContent, knownCircumstances, contentOf, contentUuids } from '../content';
import { resolveNumbers } from '../personal-data';
import type { PersonalData } from '../../ports/personal-data';
import { requestDocument } from '../documents';
import { storedMedia } from './media';
import { releaseFiles } from '../media';

type Trx = Kysely<Database>;
type App = Pick<Deps, 'db' | 'storage' | 'documents' | 'personalData'>;

/**
 * The report row, locked for the caller's transaction; 409 unless it is finished, and while a
 * version of its PDF is still being made (docs/product.md "Honest signatures": every version
 * prints the content it was asked for, so signatures bind the content they were given on).
 */
async function lockFinished(trx: Trx, reportId: number) {
  const report = await trx
    .selectFrom('reports')
    .select(['id', 'type', 'state', 'place_id'])
    .where('id', '=', reportId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (report.state !== 'finished') throw new Conflict('postEditing.notFinished');
  const pending = await trx
    .selectFrom('documents')
    .select('id')
    .where('report_id', '=', reportId)
    .where('addendum_id', 'is', null)
    .where('kind', '=', 'report')
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (pending) throw new Conflict('postEditing.versionPending');
  return report;
}

/** `homes` with every item's `is_edited` set to `edited` (docs/spec.md §4: loading marks all or nothing). */
export function markTree(homes: ContentHome[], edited: boolean): ContentHome[] {
  const entity = (item: ContentEntity): ContentEntity => ({
    ...item,
    is_edited: edited,
    questions: item.questions?.map((question) => ({ ...question, is_edited: edited })),
    observations: item.observations?.map((observation) => ({ ...observation, is_edited: edited })),
  });
  return homes.map((home) => ({
    ...home,
    is_edited: edited,
    entities: home.entities?.map(entity),
    floors: home.floors?.map((floor) => ({
      ...floor,
      is_edited: edited,
      rooms: floor.rooms?.map((room) => ({ ...room, is_edited: edited, entities: room.entities?.map(entity) })),
    })),
  }));
}

/** `GET /front/reports/{id}/post-editing`: the finished report as the wizard edits it; 409 otherwise. */
export async function loadPostEditing(
  { db, fileUrls, personalData }: Pick<Deps, 'db' | 'fileUrls' | 'personalData'>,
  reportId: number,
): Promise<PostEditingReport> {
  const [report] = await loadReports(db, [reportId], personalData.mask);
  if (report.state !== 'finished') throw new Conflict('postEditing.notFinished');
  const target = { reportId, addendumId: null };
  const [content, circumstances, place, [config], media] = await Promise.all([
    contentOf(db, target),
    db.selectFrom('circumstances').select(['key', 'text']).orderBy('position').execute(),
    report.place_id === null
      ? null
      : db
          .selectFrom('places')
          .select(['front_picture_path', 'remarks'])
          .where('id', '=', report.place_id)
          .executeTakeFirst(),
    report.config ? loadConfigurations(db, [report.config.id]) : [],
    db
      .selectFrom('media')
      .selectAll()
      .where('report_id', '=', reportId)
      .where('draft', '=', false)
      .orderBy('id')
      .execute(),
  ]);
  const own = new Set(contentUuids(content));
  const checked = new Set(content.circumstances);
  return {
    id: report.id,
    hashed_id: report.hashed_id,
    type: report.type,
    state: report.state,
    answers: markTree(content.homes, true),
    circumstances: circumstances.map((row) => ({ ...row, checked: checked.has(row.key) })),
    parties: report.parties,
    place: report.place
      ? {
          id: report.place.id,
          name: report.place.name,
          address: report.place.address,
          front_picture_url: await fileUrls.sign(place?.front_picture_path ?? null),
          remarks: place?.remarks ?? null,
        }
      : null,
    config: config
      ? {
          id: config.id,
          name: config.name,
          enter_text: config.enter_text,
          exit_text: config.exit_text,
          start_works_text: config.start_works_text,
          other_text: config.other_text,
        }
      : null,
    media: await Promise.all(media.filter((row) => own.has(row.owner_uuid)).map((row) => storedMedia(fileUrls, row))),
  };
}

/** `GET /front/reports/{id}/addenda`: the report's tree with nothing marked edited; 409 unless finished. */
export async function addendableHomes(db: DB, reportId: number, keepSignatures: boolean): Promise<AddendableHomes> {
  const report = await db.selectFrom('reports').select('state').where('id', '=', reportId).executeTakeFirstOrThrow();
  if (report.state !== 'finished') throw new Conflict('postEditing.notFinished');
  const content = await contentOf(db, { reportId, addendumId: null });
  return { addendable_homes: markTree(content.homes, false), keep_signatures: keepSignatures };
}

/** The circumstance keys a save states: given as keys, or as the GET's objects (the checked ones). */
const circumstanceKeys = (body: PostEditingSave) =>
  body.circumstances.flatMap((item) => (typeof item === 'string' ? [item] : item.checked ? [item.key] : []));

/** Parties, place remarks and circumstances of a save: they belong to the report itself. */
async function saveReportFacts(
  trx: Trx,
  personalData: PersonalData,
  report: { id: number; place_id: number | null },
  body: PostEditingSave,
) {
  await saveParties(trx, report.id, await resolveNumbers(trx, personalData, report.id, body.parties));
  if (body.place && report.place_id !== null)
    await trx
      .updateTable('places')
      .set({ remarks: body.place.remarks ?? null, updated_at: new Date() })
      .where('id', '=', report.place_id)
      .execute();
}

/**
 * Media rows of report `reportId` whose item is gone from every tree of the report (a removed
 * room takes its photos along); returns their file paths for {@link releaseFiles}.
 */
async function dropOrphanMedia(trx: Trx, reportId: number) {
  const removed = await trx
    .deleteFrom('media')
    .where('report_id', '=', reportId)
    .where('owner_kind', 'in', ['floor', 'room', 'entity', 'observation'])
    .where((eb) =>
      eb.and(
        (['report_floors', 'report_rooms', 'report_entities', 'report_observations'] as const).map((table) =>
          eb.not(eb.exists(eb.selectFrom(table).select('uuid').whereRef(`${table}.uuid`, '=', 'media.owner_uuid'))),
        ),
      ),
    )
    .returning(['path', 'resized_path'])
    .execute();
  return removed.flatMap((row) => [row.path, row.resized_path]);
}

/**
 * `PUT /front/reports/{id}/addenda`: saves a normal edit in one transaction: the whole tree by
 * uuid (items left out are removed, with their photos), each item's photos as its `media` list
 * names them (drafts committed, unnamed photos removed), the parties, the place's remarks and the
 * circumstances. Then one new version of the report's PDF is requested for `userId`;
 * the old versions stay. Returns the version's id (already enqueued). 409 unless finished; 422
 * on a bad tree, an unknown circumstance or a removed signer; 409 while a version is being made.
 */
export async function saveNormalEdit(
  deps: App,
  reportId: number,
  body: PostEditingSave,
  userId: number,
): Promise<number> {
  assertParties(body.parties);
  const { documentId, orphans } = await deps.db.transaction().execute(async (trx) => {
    const report = await lockFinished(trx, reportId);
    const target = { reportId, addendumId: null };
    await applyContent(
      trx,
      target,
      { homes: body.homes, circumstances: circumstanceKeys(body) },
      { replaceHomes: true, manifest: false },
    );
    await saveReportFacts(trx, deps.personalData, report, body);
    await trx.updateTable('reports').set({ updated_at: new Date() }).where('id', '=', reportId).execute();
    const orphans = [
      ...(await commitMedia(trx, reportId, body.homes, null)),
      ...(await dropOrphanMedia(trx, reportId)),
    ];
    const documentId = await requestDocument(trx, target, userId);
    return { documentId, orphans };
  });
  await releaseFiles(deps, orphans);
  deps.documents.enqueue(documentId);
  return documentId;
}

/**
 * The edited part of `homes` (docs/spec.md §4 edit flags): an edited object with its questions and
 * observations, and each edited home, floor or room or one that holds an edited item, with only
 * those children.
 */
export function editedPart(homes: ContentHome[]): ContentHome[] {
  const entities = (list: ContentEntity[] | undefined) => (list ?? []).filter((entity) => entity.is_edited);
  return homes.flatMap((home) => {
    const floors = (home.floors ?? []).flatMap((floor) => {
      const rooms = (floor.rooms ?? []).flatMap((room) => {
        const kept = entities(room.entities);
        return room.is_edited || kept.length ? [{ ...room, entities: kept }] : [];
      });
      return floor.is_edited || rooms.length ? [{ ...floor, rooms }] : [];
    });
    const kept = entities(home.entities);
    return home.is_edited || floors.length || kept.length ? [{ ...home, floors, entities: kept }] : [];
  });
}

/** `homes` with a new time-based uuid for every item; `uuids` maps each old uuid to its new one. */
export function renewUuids(homes: ContentHome[]) {
  const uuids: Record<string, string> = {};
  const renew = <T extends { uuid: string }>(item: T): T => ({ ...item, uuid: (uuids[item.uuid] = uuid()) });
  const entity = (item: ContentEntity): ContentEntity => ({
    ...renew(item),
    questions: item.questions?.map(renew),
    observations: item.observations?.map(renew),
  });
  const renewed = homes.map((home) => ({
    ...renew(home),
    entities: home.entities?.map(entity),
    floors: home.floors?.map((floor) => ({
      ...renew(floor),
      rooms: floor.rooms?.map((room) => ({ ...renew(room), entities: room.entities?.map(entity) })),
    })),
  }));
  return { homes: renewed, uuids };
}

type OwnerKind = 'floor' | 'room' | 'entity' | 'observation';

/** Every item of `homes` that can hold photos, with its kind and its `media` list (undefined: not given). */
function photoOwners(homes: ContentHome[]): { uuid: string; kind: OwnerKind; media?: string[] }[] {
  const floors = homes.flatMap((home) => home.floors ?? []);
  const rooms = floors.flatMap((floor) => floor.rooms ?? []);
  const entities = [...homes.flatMap((home) => home.entities ?? []), ...rooms.flatMap((room) => room.entities ?? [])];
  const owner = (kind: OwnerKind) => (item: { uuid: string; media?: string[] }) => ({
    uuid: item.uuid,
    kind,
    media: item.media,
  });
  return [
    ...floors.map(owner('floor')),
    ...rooms.map(owner('room')),
    ...entities.map(owner('entity')),
    ...entities.flatMap((entity) => entity.observations ?? []).map(owner('observation')),
  ];
}

/**
 * Makes each item's `media` list of a save the item's photos (docs/product.md "Post-editing is a
 * draft"). `uuids` is null for a normal edit: named drafts become the item's photos and the
 * record's photos an item no longer names are removed. For an addendum, `uuids` maps each item to
 * its copy: named drafts move to the copy and named record photos are copied to it (the files are
 * shared). Items without a list keep their photos. Returns the file paths to {@link releaseFiles}.
 */
async function commitMedia(
  trx: Trx,
  reportId: number,
  homes: ContentHome[],
  uuids: Record<string, string> | null,
): Promise<(string | null)[]> {
  const owners = photoOwners(homes).filter((owner) => owner.media !== undefined);
  const named = new Map(owners.flatMap((owner) => owner.media!.map((media) => [media, owner] as const)));
  const rows = named.size
    ? await trx
        .selectFrom('media')
        .selectAll()
        .where('report_id', '=', reportId)
        .where('uuid', 'in', [...named.keys()])
        .execute()
    : [];
  for (const row of rows.filter((candidate) => candidate.draft)) {
    const owner = named.get(row.uuid)!;
    await trx
      .updateTable('media')
      .set({ draft: false, owner_uuid: uuids ? uuids[owner.uuid] : owner.uuid, owner_kind: owner.kind })
      .where('id', '=', row.id)
      .execute();
  }
  if (uuids) {
    const copies = rows
      .filter((row) => !row.draft && named.get(row.uuid)!.uuid === row.owner_uuid)
      .map(({ id: _id, created_at: _created, ...row }) => ({
        ...row,
        uuid: uuid(),
        owner_uuid: uuids[row.owner_uuid],
      }));
    if (copies.length) await trx.insertInto('media').values(copies).execute();
    return [];
  }
  if (!owners.length) return [];
  let unnamed = trx
    .deleteFrom('media')
    .where('report_id', '=', reportId)
    .where('draft', '=', false)
    .where(
      'owner_uuid',
      'in',
      owners.map((owner) => owner.uuid),
    );
  if (named.size) unnamed = unnamed.where('uuid', 'not in', [...named.keys()]);
  const removed = await unnamed.returning(['path', 'resized_path']).execute();
  return removed.flatMap((row) => [row.path, row.resized_path]);
}

/**
 * `POST /front/reports/{id}/addenda?keep_signatures=`: creates an addendum holding copies of the
 * items `body.homes` marks edited (new uuids, kept photos copied) and the save's parties, place
 * remarks and circumstances; the finished report itself is not written (docs/product.md "The
 * document of record"). With `keepSignatures` the report's signatures carry
 * over, the addendum is finished at once and its PDF requested; otherwise it waits in the app
 * (state `app`). 409 unless the report is finished; 422 when nothing is marked edited.
 */
export async function createAddendum(
  deps: App,
  reportId: number,
  body: PostEditingSave,
  keepSignatures: boolean,
): Promise<AddendumCreated> {
  const edited = editedPart(body.homes);
  if (!edited.length) throw invalidField('homes', 'postEditing.nothingChanged');
  assertParties(body.parties);
  const { homes, uuids } = renewUuids(edited);
  const result = await deps.db.transaction().execute(async (trx) => {
    const report = await lockFinished(trx, reportId);
    const finishedAt = keepSignatures ? new Date() : null;
    const addendum = await trx
      .insertInto('addenda')
      .values({
        hashed_id: newHashedId(),
        report_id: reportId,
        type: report.type,
        state: keepSignatures ? 'finished' : 'app',
        keep_signatures: keepSignatures,
        allow_regenerate_pdf: keepSignatures,
        finished_at: finishedAt,
        parties: JSON.stringify(await resolveNumbers(trx, deps.personalData, reportId, body.parties)),
        place_remarks: body.place?.remarks ?? null,
        circumstances: JSON.stringify(await knownCircumstances(trx, circumstanceKeys(body))),
      })
      .returning(['id', 'state'])
      .executeTakeFirstOrThrow();
    const target = { reportId, addendumId: addendum.id };
    await applyContent(trx, target, { homes }, { replaceHomes: true, manifest: false });
    await commitMedia(trx, reportId, edited, uuids);
    let documentId: number | null = null;
    if (keepSignatures) {
      const signatures = await trx
        .selectFrom('signatures')
        .selectAll()
        .where('report_id', '=', reportId)
        .where('addendum_id', 'is', null)
        .where('kind', '=', 'report')
        .execute();
      if (signatures.length)
        await trx
          .insertInto('signatures')
          .values(signatures.map(({ id: _id, created_at: _created, ...row }) => ({ ...row, addendum_id: addendum.id })))
          .execute();
      documentId = await requestDocument(trx, target);
    }
    return { id: addendum.id, state: addendum.state, uuids, documentId };
  });
  if (result.documentId) deps.documents.enqueue(result.documentId);
  return { id: result.id, state: result.state, uuids: result.uuids };
}
