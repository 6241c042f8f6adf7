// Sums every suite's results in the given folder and prints `N passed, N failed`:
// check-*.json ({passed, failed}), jest.json (--json), *.tap (node --test), e2e.json (Playwright).
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.results';
let passed = 0;
let failed = 0;
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []) {
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  let counts = { passed: 0, failed: 0 };
  if (file.endsWith('.tap')) {
    const number = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
    counts = { passed: number('pass'), failed: number('fail') + number('cancelled') };
  } else if (file === 'jest.json') {
    const json = JSON.parse(text);
    counts = { passed: json.numPassedTests, failed: json.numFailedTests + json.numRuntimeErrorTestSuites };
  } else if (file === 'e2e.json') {
    // errors outside any test (the web server could not start) count as failures too
    const { stats, errors = [] } = JSON.parse(text);
    counts = { passed: stats.expected, failed: stats.unexpected + stats.flaky + errors.length };
  } else if (file.endsWith('.json')) {
    counts = JSON.parse(text);
  }
  console.log(`  ${file.padEnd(28)} ${counts.passed} passed, ${counts.failed} failed`);
  passed += counts.passed;
  failed += counts.failed;
}
console.log(`${passed} passed, ${failed} failed`);
