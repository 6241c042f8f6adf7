/**
 * The first-load budget (issues 12 and 27): the gzip JavaScript of opening `/reports` signed in
 * stays within `e2e/bundle-budget.json`, in total and for the federation glue, and so do the
 * bytes the whole cold load transfers as served (brotli, the browser's resource timing). Sizes of
 * a production build are deterministic, so this is a test; `npm run bench:bundle` prints the split.
 */
import { expect, test } from '@playwright/test';
import { budget, kib, measureFirstLoad } from './bundle/first-load';

test('the first load of /reports stays within its budget', async ({ browser }) => {
  const load = await measureFirstLoad(browser);
  expect(
    load.files.some((file) => file.app === 'reports'),
    'the reports remote is loaded',
  ).toBe(true);
  expect(load.total, `total ${kib(load.total)}`).toBeLessThanOrEqual(budget.totalBytes);
  expect(load.glue, `federation glue ${kib(load.glue)}`).toBeLessThanOrEqual(budget.glueBytes);
  expect(load.transferred, `transferred ${kib(load.transferred)}`).toBeLessThanOrEqual(budget.transferredBytes);
  expect(load.twice, 'shared packages downloaded by two apps').toEqual([]);
  // the identity and the list were asked once, by the entry, and taken by their endpoints
  expect(load.apiCalls.filter((call) => call === '/front/me')).toHaveLength(1);
  expect(load.apiCalls.filter((call) => call.startsWith('/front/reports/?'))).toHaveLength(1);
});
