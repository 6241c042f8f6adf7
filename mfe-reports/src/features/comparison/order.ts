/**
 * Filtering and ordering of the comparison's items (docs/product.md "Entry against exit", the
 * screen): new damage first, then changed items, then the rest, each group in the server's order.
 */
import type { ComparedItem } from 'shared-api/contract';

/** The filters of the screen, the search param `filter` (absent: all). */
export const FILTERS = ['all', 'changed', 'new_damage'] as const;
/** One filter of the screen. */
export type Filter = (typeof FILTERS)[number];

/**
 * The filter named by the search param `value`; absent or unknown: `fallback`. The screen opens on
 * the changes when there are any, else on everything (docs/product.md "Entry against exit").
 */
export function filterFrom(value: string | null, fallback: Filter = 'changed'): Filter {
  return (FILTERS as readonly (string | null)[]).includes(value) ? (value as Filter) : fallback;
}

const rank = (item: ComparedItem) => (item.new_damage ? 0 : item.changed ? 1 : 2);

/** `items` with new damage first, then changed, then the rest; stable within each group. */
export function orderItems(items: readonly ComparedItem[]): ComparedItem[] {
  return [...items].sort((a, b) => rank(a) - rank(b));
}

/** Whether `item` passes `filter`: `changed` keeps every changed item (new damage included). */
export function passes(item: ComparedItem, filter: Filter): boolean {
  return filter === 'all' || (filter === 'changed' ? item.changed : item.new_damage);
}

/** How many of `items` each filter keeps. */
export function filterCounts(items: readonly ComparedItem[]): Record<Filter, number> {
  return Object.fromEntries(
    FILTERS.map((filter) => [filter, items.filter((item) => passes(item, filter)).length]),
  ) as Record<Filter, number>;
}
