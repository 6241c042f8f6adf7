/**
 * `npm run bench:bundle` (issues 12 and 27): prints the JavaScript of a signed-in first load of
 * `/reports`, gzip, per app, per shared package and the federation glue, and the bytes as served
 * (brotli) and transferred by the whole load, against the budget.
 */
import { test } from '@playwright/test';
import { budget, kib, measureFirstLoad } from '../tests/bundle/first-load';

test('first load of /reports', async ({ browser }) => {
  const load = await measureFirstLoad(browser);
  const lines = (title: string, map: Map<string, number>) => [
    title,
    ...[...map].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => `  ${kib(bytes).padStart(10)}  ${name}`),
  ];
  console.log(
    [
      `first load of /reports, signed in: ${load.files.length} JavaScript files, ${kib(load.total)} gzip (${load.total} bytes) (budget ${kib(budget.totalBytes)})`,
      `federation glue (shell entry + remote entries): ${kib(load.glue)} (${load.glue} bytes), ${((100 * load.glue) / load.total).toFixed(1)}% (budget ${kib(budget.glueBytes)})`,
      `as served: JavaScript ${kib(load.served)} (${load.served} bytes, brotli); the whole load transferred ${kib(load.transferred)} (${load.transferred} bytes) (budget ${kib(budget.transferredBytes)})`,
      ...lines('per app:', load.apps),
      ...lines('per shared package:', load.packages),
    ].join('\n'),
  );
});
