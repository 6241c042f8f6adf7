import type { PublicSignOff } from 'shared-api/contract';
import { itemLabel, remarkGroups, remarksOpen } from './remarks';

const items: PublicSignOff['items'] = [
  { uuid: 'kitchen', path: ['Gelijkvloers', 'Keuken'] },
  { uuid: 'door', path: ['Gelijkvloers', 'Keuken', 'Deur'] },
];
const remark = (item_uuid: string | null, path: string[], text: string, created_at: number) => ({
  item_uuid,
  path,
  text,
  created_at,
});

test('remarks are open before the deadline on a link that is not signed, expired or revoked', () => {
  expect(remarksOpen({ state: 'sent', remark_deadline: 100 }, 99)).toBe(true);
  expect(remarksOpen({ state: 'remarked', remark_deadline: 100 }, 99)).toBe(true);
  expect(remarksOpen({ state: 'opened', remark_deadline: 100 }, 100)).toBe(false);
  for (const state of ['signed', 'expired', 'revoked'] as const)
    expect(remarksOpen({ state, remark_deadline: 100 }, 1)).toBe(false);
});

test('general remarks come first, then each item in the page order, each oldest first', () => {
  const groups = remarkGroups({
    items,
    remarks: [
      remark('door', ['Gelijkvloers', 'Keuken', 'Deur'], 'kras', 30),
      remark('gone', ['Zolder'], 'lek', 5),
      remark('kitchen', ['Gelijkvloers', 'Keuken'], 'vuil', 20),
      remark(null, [], 'algemeen later', 40),
      remark('door', ['Gelijkvloers', 'Keuken', 'Deur'], 'deuk', 10),
      remark(null, [], 'algemeen', 1),
    ],
  });
  expect(groups.map((group) => [group.item_uuid, group.remarks.map((given) => given.text)])).toEqual([
    [null, ['algemeen', 'algemeen later']],
    ['kitchen', ['vuil']],
    ['door', ['deuk', 'kras']],
    ['gone', ['lek']],
  ]);
  expect(itemLabel(groups[2].path)).toBe('Gelijkvloers › Keuken › Deur');
});
