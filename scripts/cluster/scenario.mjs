/**
 * The scenario of `npm run test:cluster` (README "Several nodes: `npm run test:cluster`", issue
 * 28), run under tsx by scripts/test-cluster.mjs: starts the topology (topology.mjs), runs the
 * eight steps in order, printing `ok <step>: …` or `FAIL <step>: …` for each (steps 2 to 5 are
 * `not run` without the earlier result they need; 6 to 8 run anyway), and always tears everything
 * down, also on Ctrl-C.
 * `--results <file>` writes `{ passed, failed }` over the steps for scripts/summary.mjs.
 * Exits 1 when a step failed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { teardown } from './processes.mjs';
import { logDir, startCluster } from './topology.mjs';
import { reportSteps } from './report-steps.mjs';
import { pdfStep } from './pdf-step.mjs';
import { sharedSteps } from './shared-steps.mjs';
import { drainStep } from './drain-step.mjs';

const STEPS = 8;
const args = process.argv.slice(2);
const resultsFile = args.includes('--results') ? args[args.indexOf('--results') + 1] : undefined;

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    console.error(`${signal}: tearing the cluster down`);
    await teardown();
    process.exit(130);
  });

const results = [];
const started = Date.now();
try {
  const cluster = await startCluster();
  const nodes = cluster.nodes.map((node) => `${node.name} ${node.url}`).join(', ');
  console.log(`cluster up in ${Math.round((Date.now() - started) / 1000)} s: nginx ${cluster.balancer}, ${nodes}`);
  const state = {};
  const steps = [...reportSteps(cluster, state), pdfStep(cluster, state), ...sharedSteps(cluster), drainStep(cluster)];
  for (const [name, work] of steps) {
    const stepStarted = Date.now();
    try {
      const detail = await work();
      console.log(`ok ${name}: ${detail} (${Math.round((Date.now() - stepStarted) / 1000)} s)`);
      results.push(true);
    } catch (error) {
      console.log(`FAIL ${name}: ${error.message}`);
      results.push(false);
    }
  }
} catch (error) {
  console.log(`FAIL cluster start: ${error.message}`);
} finally {
  await teardown();
}
const passed = results.filter(Boolean).length;
const failed = STEPS - passed;
console.log(`cluster scenario: ${passed} passed, ${failed} failed (logs in ${logDir})`);
if (resultsFile) {
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify({ passed, failed })}\n`);
}
process.exit(failed ? 1 : 0);
