// Sums every suite's results in the given folder and prints `N passed, N failed`:
// check-*.json ({passed, failed}), jest.json (--json), *.tap (node --test), e2e.json (Playwright).
// Under each suite it names the tests that failed, so a CI log that shows only its tail still says which;
// under a failed end-to-end test, what the web server refused or failed while it ran (e2e/server.log).
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2] ?? '.results';
let passed = 0;
let failed = 0;

/** The first lines of a failed Playwright test's first error (ANSI colours removed), and where it was thrown. */
function firstError(test) {
  const error = test.results?.flatMap((result) => result.errors ?? [])[0];
  if (!error) return [];
  const lines = stripVTControlCharacters(String(error.message ?? ''))
    .split('\n')
    .filter(Boolean)
    .slice(0, 4);
  const at = error.location ? [`at ${path.basename(error.location.file)}:${error.location.line}`] : [];
  return [...lines, ...at];
}

/**
 * The web server's answers of 400 and above and its warnings, from its log of the end-to-end run
 * (pino lines, e2e/playwright.config.ts), as `[unix ms, "HH:MM:SS.mmm 401 GET /front/me"]`.
 */
function serverTroubles(file = path.join(dir, '..', 'e2e', 'server.log')) {
  if (!fs.existsSync(file)) return [];
  const requests = new Map();
  const troubles = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    let entry;
    try {
      entry = JSON.parse(line);
    } catch {
      continue;
    }
    if (entry.req) requests.set(entry.reqId, `${entry.req.method} ${entry.req.url}`);
    const status = entry.res?.statusCode ?? 0;
    if (status < 400 && entry.level < 40) continue;
    const what =
      status >= 400 ? `${status} ${requests.get(entry.reqId) ?? ''}` : `${entry.msg} ${entry.err?.message ?? ''}`;
    troubles.push([entry.time, `${new Date(entry.time).toISOString().slice(11, 23)} ${what.trim()}`]);
  }
  return troubles;
}
const troubles = serverTroubles();

/** The server's troubles (see {@link serverTroubles}) while a failed test's runs went on, 20 at most. */
function troublesDuring(test) {
  const during = troubles.filter(([time]) =>
    (test.results ?? []).some((result) => {
      const start = Date.parse(result.startTime);
      return time >= start && time <= start + result.duration;
    }),
  );
  return during.slice(-20).map(([, line]) => `server: ${line}`);
}

/** Titles of the failed tests of a Playwright JSON report, `file > describe > test`. */
function failedE2e(suite, trail = []) {
  const here = suite.title ? [...trail, suite.title] : trail;
  const specs = (suite.specs ?? []).flatMap((spec) =>
    spec.tests
      .filter((test) => test.status !== 'expected' && test.status !== 'skipped')
      .map((test) =>
        [[...here, spec.title].join(' > '), ...firstError(test), ...troublesDuring(test)].join('\n      '),
      ),
  );
  return [...specs, ...(suite.suites ?? []).flatMap((child) => failedE2e(child, here))];
}
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  if (!/\.(json|tap)$/.test(file)) continue; // a suite's log
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  let counts = { passed: 0, failed: 0 };
  let names = [];
  if (file.endsWith('.tap')) {
    const number = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    counts = { passed: number('pass'), failed: number('fail') + number('cancelled') };
    names = [...text.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((match) => match[1]);
  } else if (file === 'jest.json') {
    const json = JSON.parse(text);
    counts = { passed: json.numPassedTests, failed: json.numFailedTests + json.numRuntimeErrorTestSuites };
    names = json.testResults.flatMap((file) =>
      file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName),
    );
  } else if (file === 'e2e.json') {
    // errors outside any test (the web server could not start) count as failures too
    const report = JSON.parse(text);
    const { stats, errors = [] } = report;
    counts = { passed: stats.expected, failed: stats.unexpected + stats.flaky + errors.length };
    names = [
      ...report.suites.flatMap((suite) => failedE2e(suite)),
      ...errors.map((error) => String(error.message).split('\n')[0]),
    ];
  } else if (file.endsWith('.json')) {
    counts = JSON.parse(text);
  }
  console.log(`  ${file.padEnd(28)} ${counts.passed} passed, ${counts.failed} failed`);
  for (const name of names) console.log(`    failed: ${name}`);
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`${passed} passed, ${failed} failed`);
