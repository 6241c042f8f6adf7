/**
 * The Audit screen asks the list and the CSV export with one query string: the URL's filters, the
 * search and the order, the list adding its page (docs/product.md "Audit").
 */
import { auditSearch, filtersFrom } from './auditApi';

test('the export asks for the list’s filters, search and order, without the page', () => {
  const filters = filtersFrom(
    new URLSearchParams('kind=auth.signed_in&kind=auth.sign_in_failed&actor=3&from=2026-01-05&until=2026-01-31&page=4'),
  );
  expect(filters).toEqual({
    kind: ['auth.signed_in', 'auth.sign_in_failed'],
    actor: '3',
    user: '',
    report: '',
    from: '2026-01-05',
    until: '2026-01-31',
  });
  const order = { order: 'id', order_type: 'desc' as const, query: ' lotte ' };
  const list = new URLSearchParams(auditSearch(filters, { ...order, page: 4, per_page: 25 }));
  const csv = new URLSearchParams(auditSearch(filters, order));
  expect(list.getAll('kind')).toEqual(['auth.signed_in', 'auth.sign_in_failed']);
  expect([...csv.entries()]).toEqual([...list.entries()].filter(([key]) => key !== 'page' && key !== 'per_page'));
  expect(csv.get('query')).toBe('lotte');
  expect(csv.has('user')).toBe(false);
});
