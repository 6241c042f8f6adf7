/**
 * Step 8 of `npm run test:cluster` (README "Several nodes: `npm run test:cluster`";
 * docs/operations.md "Graceful shutdown"): concurrent authenticated writes (a new place) each
 * followed by its read go through nginx while node 2 gets SIGTERM. The node must drain and exit 0,
 * and every write that got a 2xx answer must exist afterwards. Requests that failed at the proxy
 * (502/503/504 or no answer) are counted and printed: nginx passes idempotent requests, and any
 * request the node never received, to the other node (`proxy_next_upstream`).
 */
import { answeredBy, authOf, request } from './api.mjs';
import { exited } from './processes.mjs';

const WORKERS = 12;
const LOAD_MS = 8_000;
const SIGTERM_AFTER_MS = 2_500;
const address = { street: 'Kouter', street_number: '12', zipcode: '9000', city: 'Gent', country: 'BE' };

/** Step 8 as `[name, work]`. */
export const drainStep = (cluster) => [
  '8 SIGTERM on a node under load loses no acknowledged request',
  async () => {
    const headers = await authOf(cluster.balancer, 'admin');
    const counts = { requests: 0, ok: 0, atProxy: 0, other: 0 };
    const acknowledged = [];
    const answered = new Map();
    const send = async (url, options) => {
      counts.requests += 1;
      const response = await request(`${cluster.balancer}${url}`, { headers, ...options }).catch(() => null);
      const status = response?.status ?? 0;
      const node = answeredBy(cluster, response);
      if (response) answered.set(node, (answered.get(node) ?? 0) + 1);
      if (status >= 200 && status < 300) counts.ok += 1;
      else if ([0, 502, 503, 504].includes(status)) counts.atProxy += 1;
      else counts.other += 1;
      return response;
    };
    const end = Date.now() + LOAD_MS;
    const worker = async (index) => {
      for (let next = 0; Date.now() < end; next++) {
        const name = `Cluster ${index}-${next}`;
        const created = await send('/front/places', { method: 'POST', json: { name, address } });
        if (created?.status !== 201) continue;
        acknowledged.push({ id: created.body.id, name });
        await send(`/front/places/${created.body.id}`);
      }
    };
    const victim = cluster.nodes[1];
    const stop = new Promise((resolve) => setTimeout(resolve, SIGTERM_AFTER_MS)).then(async () => {
      victim.child.kill('SIGTERM');
      await exited(victim.child);
      return victim.child.exitCode;
    });
    await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
    const exitCode = await stop;
    if (exitCode !== 0) throw new Error(`${victim.name} exited ${exitCode} after SIGTERM, not 0`);
    const missing = [];
    for (const place of acknowledged) {
      const found = await request(`${cluster.balancer}/front/places/${place.id}`, { headers });
      if (found.status !== 200 || found.body.name !== place.name) missing.push(place.id);
    }
    if (missing.length)
      throw new Error(`${missing.length} acknowledged places missing: ${missing.slice(0, 10).join(', ')}`);
    return (
      `${counts.requests} requests (${counts.ok} 2xx), ${acknowledged.length} acknowledged writes all present; ` +
      `answered by ${[...answered].map(([node, count]) => `${node} ${count}`).join(', ')}; ` +
      `${victim.name} drained and exited 0; ${counts.atProxy} failed at the proxy, ${counts.other} other non-2xx`
    );
  },
];
