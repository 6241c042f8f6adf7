/**
 * Entry against exit (issue 24, docs/product.md "Entry against exit"): a finished follow-up (an
 * exit or interim report made with "Kopie maken") compared item by item with the report it was
 * copied from. Items pair by `source_uuid` (migration 013); an item of either side without a
 * partner was added at exit or removed. Photos carried over from the entry report are not exit
 * photos: the exit side shows the photos taken at exit.
 */
import { STATE_SCALE, type ComparedItem, type ComparedSide, type Comparison } from 'shared-api/contract';
import type { Deps } from '../../ports/deps';
import type { DB } from '../../db/database';
import { LRUCache } from 'lru-cache';
import { Conflict } from '../../lib/errors';
import { toUnix } from '../../lib/time';
import { loadContentTree, nestContentTree, type NestedEntity, type NestedHome } from '../content';
import { reportReference } from '../reports';

type Kind = ComparedItem['kind'];
type Answer = ComparedSide['answers'][number]['values'][number];

/** One side of a compared item whose photos are `P`: signed URLs on the wire, stored files in a PDF. */
export type SideOf<P> = Omit<ComparedSide, 'media'> & { media: P[] };
/** A compared item whose photos are `P` (see {@link SideOf}). */
export type ComparedOf<P> = Omit<ComparedItem, 'entry' | 'exit'> & { entry: SideOf<P> | null; exit: SideOf<P> | null };
/** A stored photo as the pairing reads it; `captured_at` as stored. */
export interface PairedMedia {
  path: string;
  resized_path: string | null;
  sha256: string;
  caption: string | null;
  captured_at: Date | null;
}

/** One item of one side, before pairing. */
interface SideItem<P> {
  uuid: string;
  sourceUuid: string | null;
  path: string[];
  kind: Kind;
  side: SideOf<P>;
  /** Exit observations that did not come from the entry report. */
  newObservations: number;
  /** Number answers by question, for meter consumption. */
  numbers: Map<string, number>;
}

const kindOf = (entityType: string): Kind =>
  entityType === 'meter' ? 'meter' : entityType === 'key' ? 'key' : 'object';

/** Every floor, room and object of `homes` in display order, with its photos (signed by the caller). */
function itemsOf<P>(homes: NestedHome[], photos: (owner: string) => P[]): SideItem<P>[] {
  const items: SideItem<P>[] = [];
  /** A floor's, room's or object's assessed fields and own photos, with no answers or observations. */
  const areaSide = (row: { uuid: string } & Record<'state' | 'cleanliness' | 'remarks', string | null>): SideOf<P> => ({
    state: row.state,
    cleanliness: row.cleanliness,
    remarks: row.remarks,
    answers: [],
    observations: [],
    media: photos(row.uuid),
  });
  const push = (
    row: { uuid: string; source_uuid: string | null },
    path: string[],
    kind: Kind,
    side: SideOf<P>,
    extra: Partial<SideItem<P>> = {},
  ) =>
    items.push({
      uuid: row.uuid,
      sourceUuid: row.source_uuid,
      path,
      kind,
      side,
      newObservations: 0,
      numbers: new Map(),
      ...extra,
    });
  const entity = ({ row, questions, observations }: NestedEntity, path: string[]) => {
    const answers = questions
      .map((question) => ({
        question: question.question,
        values: (question.answers as Answer[]).filter((value) => value !== ''),
      }))
      .filter((answer) => answer.values.length > 0);
    push(
      row,
      [...path, row.name],
      kindOf(row.type),
      {
        ...areaSide(row),
        answers,
        observations: observations.map(({ name, type, remarks }) => ({ name, type, remarks })),
        media: [...photos(row.uuid), ...observations.flatMap((observation) => photos(observation.uuid))],
      },
      {
        newObservations: observations.filter((observation) => observation.source_uuid === null).length,
        numbers: new Map(
          answers.flatMap((answer) =>
            answer.values.length === 1 && typeof answer.values[0] === 'number'
              ? [[answer.question, answer.values[0]]]
              : [],
          ),
        ),
      },
    );
  };
  for (const home of homes) {
    const homePath = [home.row.name];
    for (const floor of home.floors) {
      const floorPath = [...homePath, floor.row.name];
      push(floor.row, floorPath, 'floor', areaSide(floor.row));
      for (const room of floor.rooms) {
        const roomPath = [...floorPath, room.row.name];
        push(room.row, roomPath, 'room', areaSide(room.row));
        for (const child of room.entities) entity(child, roomPath);
      }
    }
    for (const child of home.entities) entity(child, homePath);
  }
  return items;
}

/** Rank on {@link STATE_SCALE} (0 best), or null for no or an unknown state. */
const rankOf = (state: string | null) => {
  const rank = STATE_SCALE.indexOf(state as (typeof STATE_SCALE)[number]);
  return rank < 0 ? null : rank;
};

/** Whether two sides differ in any assessed field, answer, observation or photo (exit photos are new ones). */
const differs = <P>(entry: SideOf<P>, exit: SideOf<P>) =>
  entry.state !== exit.state ||
  entry.cleanliness !== exit.cleanliness ||
  (entry.remarks ?? '') !== (exit.remarks ?? '') ||
  JSON.stringify(entry.answers) !== JSON.stringify(exit.answers) ||
  JSON.stringify(entry.observations) !== JSON.stringify(exit.observations) ||
  exit.media.length > 0;

/** The compared item of a pair (either side may be missing). */
function compared<P>(entry: SideItem<P> | undefined, exit: SideItem<P> | undefined): ComparedOf<P> {
  const item = (exit ?? entry)!;
  const result: ComparedOf<P> = {
    uuid: item.uuid,
    path: item.path,
    kind: item.kind,
    entry: entry?.side ?? null,
    exit: exit?.side ?? null,
    changed: !entry || !exit || differs(entry.side, exit.side),
    new_damage: false,
  };
  if (entry && exit) {
    const [before, after] = [rankOf(entry.side.state), rankOf(exit.side.state)];
    result.new_damage = (before !== null && after !== null && after > before) || exit.newObservations > 0;
  } else if (exit) {
    result.new_damage = exit.newObservations > 0;
  }
  if (item.kind === 'meter' && entry && exit) {
    result.consumption = [...exit.numbers].flatMap(([question, value]) =>
      entry.numbers.has(question) ? [{ question, value: value - entry.numbers.get(question)! }] : [],
    );
  }
  return result;
}

/**
 * Report `id` when it has a comparison: a finished follow-up that is not an entry report. 409
 * `comparison.entryReport`, `comparison.notFollowUp` or `comparison.notFinished` otherwise.
 */
export async function comparableReport(db: DB, id: number) {
  const report = await db
    .selectFrom('reports')
    .select(['id', 'type', 'state', 'finished_at', 'updated_at', 'follow_up_of_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (report.type === 'enter') throw new Conflict('comparison.entryReport');
  if (report.follow_up_of_id === null) throw new Conflict('comparison.notFollowUp');
  if (report.state !== 'finished') throw new Conflict('comparison.notFinished');
  return { ...report, follow_up_of_id: report.follow_up_of_id };
}

/** Whether report `id` has a comparison, by the rule of {@link comparableReport}. */
export const isComparable = (db: DB, id: number) =>
  comparableReport(db, id).then(
    () => true,
    (error: unknown) => {
      if (error instanceof Conflict) return false;
      throw error;
    },
  );

/** An exit report that has a comparison and the report it was copied from (times as stored). */
export type ComparedReports = Awaited<ReturnType<typeof comparedReports>>;

/** Report `exitId` and its entry report; 409 as {@link comparableReport}. */
export async function comparedReports(db: DB, exitId: number) {
  const exit = await comparableReport(db, exitId);
  const entry = await db
    .selectFrom('reports')
    .select(['id', 'finished_at', 'updated_at'])
    .where('id', '=', exit.follow_up_of_id)
    .executeTakeFirstOrThrow();
  return { exit, entry };
}

/**
 * The items of report `exitId` paired with those of the report it was copied from (docs/product.md
 * "Entry against exit"), each photo made a `P` by `photo`; 409 as {@link comparableReport}. Items
 * come in the exit report's order, then the entry report's items that are gone. `finished_at` in
 * unix seconds.
 */
export async function pairWithEntry<P>(
  db: DB,
  exitId: number,
  photo: (row: PairedMedia) => P | Promise<P>,
  reports?: ComparedReports,
) {
  const { exit, entry } = reports ?? (await comparedReports(db, exitId));

  const sideOf = async (reportId: number, takenHereOnly: boolean) => {
    const [tree, media] = await Promise.all([
      loadContentTree(db, reportId, null),
      db
        .selectFrom('media')
        .select(['owner_uuid', 'path', 'resized_path', 'source_uuid', 'sha256', 'caption', 'captured_at'])
        .where('report_id', '=', reportId)
        .where('draft', '=', false)
        .orderBy('id')
        .execute(),
    ]);
    const shown = media.filter((row) => !takenHereOnly || row.source_uuid === null);
    const photos = await Promise.all(shown.map(photo));
    const byOwner = new Map<string, P[]>();
    shown.forEach((row, index) => byOwner.set(row.owner_uuid, [...(byOwner.get(row.owner_uuid) ?? []), photos[index]]));
    return itemsOf(nestContentTree(tree), (owner) => byOwner.get(owner) ?? []);
  };
  const [entryItems, exitItems] = await Promise.all([sideOf(entry.id, false), sideOf(exit.id, true)]);
  const entryByUuid = new Map(entryItems.map((item) => [item.uuid, item]));
  const paired = new Set<string>();
  const items = exitItems.map((item) => {
    const partner = item.sourceUuid === null ? undefined : entryByUuid.get(item.sourceUuid);
    if (partner) paired.add(partner.uuid);
    return compared(partner, item);
  });
  for (const item of entryItems) if (!paired.has(item.uuid)) items.push(compared(item, undefined));
  const named = (report: { id: number; finished_at: Date | null }) => ({
    id: report.id,
    reference: reportReference(report.id, null),
    finished_at: toUnix(report.finished_at),
  });
  return { entry: named(entry), exit: named(exit), items };
}

/**
 * `GET /front/reports/{id}/comparison` for report `exitId` (visible to the caller: the route checks
 * it): {@link pairWithEntry} with photos as signed URLs; 409 as {@link comparableReport}.
 */
export function compareWithEntry(
  deps: Pick<Deps, 'db' | 'fileUrls'>,
  exitId: number,
  reports?: ComparedReports,
): Promise<Comparison> {
  return pairWithEntry(deps.db, exitId, (row) => deps.fileUrls.sign(row.resized_path ?? row.path), reports);
}

/**
 * The answers of `GET /front/reports/{id}/comparison` as UTF-8 JSON, kept (up to `maxBytes`,
 * least recently used first out) per content state and URL signing window (docs/product.md
 * "Entry against exit", "Comparison answers"): both reports are finished, and the only change
 * to a finished report's content, the post-editing save, moves its `updated_at`; a report
 * finished again moves `finished_at`. So an answer is reused only while both reports are as it
 * read them and its signed photo URLs are the ones the window gives. One per application.
 */
export function comparisonAnswers(deps: Pick<Deps, 'db' | 'fileUrls'>, maxBytes = 64 * 1024 * 1024) {
  const answers = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (json) => json.length || 1 });
  const stamp = (report: { id: number; updated_at: Date; finished_at: Date | null }) =>
    `${report.id}@${report.updated_at.getTime()}/${report.finished_at?.getTime() ?? ''}`;
  /** Report `exitId`'s comparison as UTF-8 JSON; 409 as {@link comparableReport}. */
  return async (exitId: number): Promise<Buffer> => {
    const reports = await comparedReports(deps.db, exitId);
    const key = `${stamp(reports.exit)}:${stamp(reports.entry)}:${deps.fileUrls.window().signedAt}`;
    const kept = answers.get(key);
    if (kept !== undefined) return kept;
    const json = Buffer.from(JSON.stringify(await compareWithEntry(deps, exitId, reports)));
    answers.set(key, json);
    return json;
  };
}
