/**
 * `npm run bench:load` (issue 27, "First load as it reaches the user"): three pages, `/reports`,
 * a report's detail and the wizard's first page, each opened signed in **cold** (a fresh browser
 * context: empty HTTP cache) and **warm** (the same URL again in that context, the cache filled),
 * under two profiles: no throttling, and throttled (Chrome DevTools Protocol: 150 ms latency,
 * 1.6 Mbps down, 750 kbps up, CPU 4× slower). Measured in the page, from the navigation's start:
 * "rows visible", the first animation frame showing the page's content (its ready selector), and
 * LCP (`largest-contentful-paint`), both in ms; "transferred", the navigation's and resources'
 * `transferSize`, in KiB. Prints the median of 3 runs per cell, then the goals as met or missed.
 * Timings never fail the test; only a page that never shows does.
 */
import { test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { paths } from '../../shared-api/src/paths';
import { finishedReport, signIn } from '../tests/helpers';

type Profile = 'no throttling' | 'throttled';
type Cache = 'cold' | 'warm';
interface Figures {
  shown: number;
  lcp: number;
  kib: number;
}
interface Target {
  name: string;
  url: string;
  /** Shows the page's content once this element exists (and holds `text`, if given). */
  selector: string;
  text?: string;
}

const RUNS = 3;
const PROFILES: Profile[] = ['no throttling', 'throttled'];

/** Polls every animation frame for the ready element and records when it is shown, and LCP. */
function watchLoad({ selector, text }: { selector: string; text?: string }) {
  const state = window as unknown as { __shown?: number; __lcp?: number };
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    state.__lcp = entries[entries.length - 1].startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    const element = document.querySelector(selector);
    if (element && (!text || element.textContent?.includes(text))) state.__shown = performance.now();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Applies the throttled profile to `page` through a CDP session (before its navigation). */
async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1_600_000 / 8,
    uploadThroughput: 750_000 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Navigates `page` to `target` and reads the figures of that navigation. */
async function load(page: Page, target: Target): Promise<Figures> {
  await page.goto(target.url, { waitUntil: 'commit' });
  await page.waitForFunction(() => (window as unknown as { __shown?: number }).__shown, null, { timeout: 60_000 });
  // LCP settles after the content shows
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const state = window as unknown as { __shown: number; __lcp?: number };
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[];
    const bytes = entries.reduce((sum, entry) => sum + entry.transferSize, 0);
    return { shown: state.__shown, lcp: state.__lcp ?? NaN, kib: bytes / 1024 };
  });
}

/** One cold and one warm load of `target` in a fresh context signed in with `storageState`. */
async function coldAndWarm(
  browser: Browser,
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>,
  target: Target,
  profile: Profile,
): Promise<Record<Cache, Figures>> {
  const context = await browser.newContext({ storageState });
  try {
    await context.addInitScript(watchLoad, { selector: target.selector, text: target.text });
    const page = await context.newPage();
    if (profile === 'throttled') await throttle(context, page);
    const cold = await load(page, target);
    const warm = await load(page, target);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test('first load of /reports, a report and the wizard', async ({ browser, page }) => {
  await signIn(page, 'user');
  const street = 'Laadlaan';
  const { id } = await finishedReport(page, street, { photos: 4 });
  const storageState = await page.context().storageState();
  const targets: Target[] = [
    { name: paths.reports, url: paths.reports, selector: '.bo-table tbody tr' },
    // the heading names the report's address: it shows once the report's data arrived
    { name: '/reports/{id}', url: paths.report(id), selector: '.bo-page__header h1', text: street },
    {
      name: '/reports/{id}/post-editing/intro',
      url: paths.wizard(id, 'post-editing', 'intro'),
      selector: '.wiz-content h2',
    },
  ];

  const rows: { target: Target; profile: Profile; cache: Cache; figures: Figures }[] = [];
  for (const target of targets)
    for (const profile of PROFILES) {
      const runs: Record<Cache, Figures>[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await coldAndWarm(browser, storageState, target, profile));
      for (const cache of ['cold', 'warm'] as const) {
        const pick = (key: keyof Figures) => median(runs.map((figures) => figures[cache][key]));
        rows.push({ target, profile, cache, figures: { shown: pick('shown'), lcp: pick('lcp'), kib: pick('kib') } });
      }
    }

  const header = ['page', 'profile', 'cache', 'rows visible ms', 'LCP ms', 'transferred KiB'];
  const cells = rows.map(({ target, profile, cache, figures }) => [
    target.name,
    profile,
    cache,
    figures.shown.toFixed(0),
    Number.isNaN(figures.lcp) ? '–' : figures.lcp.toFixed(0),
    figures.kib.toFixed(1),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column < 3 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ');

  const shown = (name: string, cache: Cache) =>
    rows.find((row) => row.target.name === name && row.profile === 'throttled' && row.cache === cache)!.figures.shown;
  const goals: [string, number, number][] = [
    [`throttled cold ${targets[0].name}`, shown(targets[0].name, 'cold'), 3000],
    [`throttled warm ${targets[0].name}`, shown(targets[0].name, 'warm'), 1500],
    [`throttled cold ${targets[1].name}`, shown(targets[1].name, 'cold'), 3500],
    [`throttled cold ${targets[2].name}`, shown(targets[2].name, 'cold'), 3500],
  ];
  console.log(
    [
      `first load as it reaches the user · median of ${RUNS} runs · report ${id}`,
      line(header),
      widths.map((width) => '-'.repeat(width)).join('-|-'),
      ...cells.map(line),
      'goals (rows visible):',
      ...goals.map(
        ([name, value, goal]) => `  ${name} ≤ ${goal} ms: ${value.toFixed(0)} ms, ${value <= goal ? 'met' : 'missed'}`,
      ),
    ].join('\n'),
  );
});
