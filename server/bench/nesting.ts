/**
 * `npm run bench:nesting` (docs/product.md "Bad input"): what deeply nested bodies cost the
 * server. Measures a signed-in `/front/me` alone (p99 at 2 connections), then the same while a
 * guest sends `/oauth/token` a body nested 10,000 levels deep for 10 s at 10 connections, in one
 * process and one run. The address limit of `/oauth/token` is lifted so that every attacking
 * request is parsed and refused by the depth rule, the worst case. Prints both p99s, their ratio
 * (goal ≤ 2) and the attacker's answers. A benchmark, not a test.
 */
import autocannon from 'autocannon';
import { startTestApp } from '../test/helpers';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const ctx = await startTestApp({ logLevel: 'warn', authRateLimit: 1_000_000_000 });
try {
  const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const headers = await ctx.auth('user');
  const me = () => autocannon({ url: `${base}/front/me`, connections: 2, duration: SECONDS, headers });
  const alone = await me();
  const body = `{"grant_type":"password","username":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
  const [attack, loaded] = await Promise.all([
    autocannon({
      url: `${base}/oauth/token`,
      method: 'POST',
      connections: 10,
      duration: SECONDS,
      headers: { 'content-type': 'application/json' },
      body,
    }),
    me(),
  ]);
  const codes = Object.entries(attack.statusCodeStats ?? {})
    .map(([code, stats]) => `${code}×${(stats as { count: number }).count}`)
    .join(', ');
  console.log(`/front/me alone: p99 ${alone.latency.p99} ms, ${alone.requests.average} req/s`);
  console.log(`/front/me under attack: p99 ${loaded.latency.p99} ms, ${loaded.requests.average} req/s`);
  console.log(`ratio of p99s: ${(loaded.latency.p99 / Math.max(alone.latency.p99, 1)).toFixed(2)} (goal ≤ 2)`);
  console.log(
    `attacker: ${attack.requests.total} requests of ${body.length} bytes (${codes}), ${attack.errors} errors`,
  );
} finally {
  await ctx.close();
}
