/**
 * What the documents of an exit report print about the entry report (issue 24, docs/product.md
 * "Entry against exit", "The settlement"): the comparison section of the exit report's PDF and
 * the settlement document. Both read the pairing of comparison.ts with photos as {@link ModelPhoto}s
 * (stored files until `copyImages`), so they print through the inventory's image path.
 */
import type { DB } from '../../db/database';
import { toUnix } from '../../lib/time';
import { isComparable, pairWithEntry, type PairedMedia, loadSettlement } from '../comparison';
import type { ModelPhoto, ModelComparison, ModelSettlement } from './model-types';

const modelPhoto = (row: PairedMedia): ModelPhoto => ({
  file: row.resized_path ?? row.path,
  sha256: row.sha256,
  caption: row.caption,
  captured_at: toUnix(row.captured_at),
});

/** The comparison section of report `reportId`, or null when it has no comparison (comparison.ts `comparableReport`). */
export async function loadComparisonModel(db: DB, reportId: number): Promise<ModelComparison | null> {
  if (!(await isComparable(db, reportId))) return null;
  const { entry, items } = await pairWithEntry(db, reportId, modelPhoto);
  const changed = items.filter((item) => item.changed);
  return {
    entry_reference: entry.reference,
    entry_finished_at: entry.finished_at,
    unchanged: items.length - changed.length,
    items: changed,
  };
}

/** The settlement of report `reportId` as its document prints it; 409 as comparison.ts `comparableReport`. */
export async function loadSettlementModel(db: DB, reportId: number): Promise<ModelSettlement> {
  const [settlement, paired] = await Promise.all([
    loadSettlement(db, reportId),
    pairWithEntry(db, reportId, modelPhoto),
  ]);
  const byUuid = new Map(paired.items.map((item) => [item.uuid, item]));
  return {
    ...settlement,
    entry_reference: paired.entry.reference,
    entry_finished_at: paired.entry.finished_at,
    exit_finished_at: paired.exit.finished_at,
    lines: settlement.lines.map((line) => {
      const item = byUuid.get(line.item_uuid);
      return {
        ...line,
        path: item?.path ?? [],
        entry_photos: item?.entry?.media ?? [],
        exit_photos: item?.exit?.media ?? [],
      };
    }),
  };
}
