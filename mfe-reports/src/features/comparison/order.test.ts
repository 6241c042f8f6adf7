import type { ComparedItem } from 'shared-api/contract';
import { filterCounts, filterFrom, orderItems, passes } from './order';

const item = (uuid: string, changed: boolean, new_damage: boolean): ComparedItem => ({
  uuid,
  path: ['Gelijkvloers', uuid],
  kind: 'object',
  entry: null,
  exit: null,
  changed,
  new_damage,
});

// the server's order: a, b, … with changed and new damage mixed in
const items = [
  item('a', false, false),
  item('b', true, false),
  item('c', true, true),
  item('d', false, false),
  item('e', true, true),
  item('f', true, false),
];

test('new damage first, then changed, then the rest, each group in the server’s order', () => {
  expect(orderItems(items).map(({ uuid }) => uuid)).toEqual(['c', 'e', 'b', 'f', 'a', 'd']);
  expect(items.map(({ uuid }) => uuid).join('')).toBe('abcdef');
});

test('the filters keep all, the changed items (new damage included) or the new damage, with counts', () => {
  const kept = (filter: 'all' | 'changed' | 'new_damage') =>
    orderItems(items)
      .filter((candidate) => passes(candidate, filter))
      .map(({ uuid }) => uuid);
  expect(kept('all')).toEqual(['c', 'e', 'b', 'f', 'a', 'd']);
  expect(kept('changed')).toEqual(['c', 'e', 'b', 'f']);
  expect(kept('new_damage')).toEqual(['c', 'e']);
  expect(filterCounts(items)).toEqual({ all: 6, changed: 4, new_damage: 2 });
});

test('the search param names a filter; absent or unknown, the screen opens on the changes (or on all when told)', () => {
  expect(filterFrom('changed')).toBe('changed');
  expect(filterFrom('new_damage')).toBe('new_damage');
  expect(filterFrom('all')).toBe('all');
  expect(filterFrom(null)).toBe('changed');
  expect(filterFrom('nieuw')).toBe('changed');
  expect(filterFrom(null, 'all')).toBe('all');
});
