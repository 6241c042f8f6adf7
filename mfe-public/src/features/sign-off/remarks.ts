/**
 * The remarks of a party's sign-off page (docs/product.md "Sign-off by link"): when remarks may
 * still be added, and the remarks given, grouped by what they are about. Times unix seconds.
 */
import type { PublicSignOff, SignOffRemark } from 'shared-api/contract';

/** A room's or object's place in the document, as the page names it: `Gelijkvloers › Keuken › Deur`. */
export const itemLabel = (path: string[]) => path.join(' › ');

/**
 * Whether the party may still add remarks at `now`: before the remark deadline, on a link that
 * is neither signed (a signature closes it) nor expired nor revoked.
 */
export function remarksOpen(page: Pick<PublicSignOff, 'state' | 'remark_deadline'>, now: number): boolean {
  return now < page.remark_deadline && (page.state === 'sent' || page.state === 'opened' || page.state === 'remarked');
}

/** The remarks on one item (`item_uuid` and `path`), or the general ones (null and `[]`). */
export interface RemarkGroup {
  item_uuid: string | null;
  path: string[];
  remarks: SignOffRemark[];
}

/**
 * The remarks given, grouped: the general ones first, then each item's in the order of the
 * page's `items` (an item no longer listed keeps the path its remark carries, after them), each
 * group oldest first. Items without remarks have no group.
 */
export function remarkGroups({ items, remarks }: Pick<PublicSignOff, 'items' | 'remarks'>): RemarkGroup[] {
  const order = new Map(items.map((item, index) => [item.uuid, index]));
  const groups = new Map<string | null, RemarkGroup>();
  for (const remark of [...remarks].sort((a, b) => a.created_at - b.created_at)) {
    const group = groups.get(remark.item_uuid) ?? { item_uuid: remark.item_uuid, path: remark.path, remarks: [] };
    group.remarks.push(remark);
    groups.set(remark.item_uuid, group);
  }
  const rank = (group: RemarkGroup) =>
    group.item_uuid === null ? -1 : (order.get(group.item_uuid) ?? Number.MAX_SAFE_INTEGER);
  return [...groups.values()].sort((a, b) => rank(a) - rank(b));
}
