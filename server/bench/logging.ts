/**
 * `npm run bench:logging` (issue 28 "structured logs without per-request cost at info level"):
 * requests/s of a simple JSON route on a bare Fastify with the same logger options as the app
 * (pino to stdout, here to /dev/null so the terminal is not the bottleneck), at level `info`
 * (Fastify logs "incoming request" and "request completed" for each request) and at level `warn`
 * (no per-request lines). Prints each level's requests/s, p99 (ms) and the cost of info in %.
 * A benchmark, not a test: `BENCH_SECONDS` (default 5) and `BENCH_CONNECTIONS` (default 10).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import fs from 'node:fs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Runs autocannon against a fresh server logging at `level` (and with `disableRequestLogging`); returns req/s and p99 ms. */
async function measure(level: string, disableRequestLogging = false) {
  const stream = fs.createWriteStream('/dev/null');
  const app = Fastify({ logger: { level, stream }, disableRequestLogging });
  app.get('/json', async () => ({ status: 'ok', items: [1, 2, 3] }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const result = await autocannon({ url: `${url}/json`, connections: CONNECTIONS, duration: SECONDS });
    return { rps: result.requests.average, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
  } finally {
    await app.close();
    stream.end();
  }
}

const rows: [string, Awaited<ReturnType<typeof measure>>][] = [];
rows.push(['warn', await measure('warn')]);
rows.push(['info', await measure('info')]);
rows.push(['info, request logging off', await measure('info', true)]);
console.log(`\nSimple JSON route, ${CONNECTIONS} connections, ${SECONDS} s each`);
console.log(`${'logger level'.padEnd(28)}${'req/s'.padStart(9)}${'p99 ms'.padStart(9)}${'errors'.padStart(8)}`);
for (const [name, figures] of rows)
  console.log(
    `${name.padEnd(28)}${figures.rps.toFixed(0).padStart(9)}${String(figures.p99).padStart(9)}${String(figures.non2xx).padStart(8)}`,
  );
const cost = 1 - rows[1][1].rps / rows[0][1].rps;
console.log(`\nper-request logs at info cost ${(cost * 100).toFixed(1)} % of warn's requests/s`);
