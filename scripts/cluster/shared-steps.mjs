/**
 * Steps 6 and 7 of `npm run test:cluster` (README "Several nodes: `npm run test:cluster`", issue
 * 28): state that must hold across nodes. 6: the sign-in rate limit (AUTH_RATE_LIMIT, 30 a minute
 * per client address, counted in the database) refuses the 31st attempt whichever node answers;
 * the client sits on its own loopback address, which nginx forwards in X-Forwarded-For and the
 * nodes believe from the balancer (TRUST_PROXY). 7: a release made with node 1's environment
 * (README "Shipping one remote": `npm run release -- public --from <dir>`) is named by node 2's
 * `/remotes.json` and served by node 2 without a restart.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { releaseVersion } from '../../build/release/version.mjs';
import { answeredBy, expectStatus, request, signIn } from './api.mjs';
import { tmpRoot, waitFor } from './processes.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
/** Step 6's client: no other step signs in from this address. */
const CLIENT_ADDRESS = '127.0.0.31';
const AUTH_RATE_LIMIT = 30;

/** Steps 6 and 7 as `[name, work]`. */
export const sharedSteps = (cluster) => [
  [
    '6 the 31st sign-in within a minute from one address is refused by either node',
    async () => {
      const attempts = [];
      for (let attempt = 1; attempt <= AUTH_RATE_LIMIT + 1; attempt++)
        attempts.push(await signIn(cluster.balancer, 'user', CLIENT_ADDRESS));
      const allowed = attempts.slice(0, AUTH_RATE_LIMIT);
      const refusedEarly = allowed.findIndex((response) => response.status !== 200);
      if (refusedEarly >= 0) throw new Error(`attempt ${refusedEarly + 1} answered ${allowed[refusedEarly].status}`);
      const last = attempts.at(-1);
      if (last.status !== 429) throw new Error(`attempt ${attempts.length} answered ${last.status}, not 429`);
      const answered = cluster.nodes.map(
        (node) => `${node.name} ${allowed.filter((response) => answeredBy(cluster, response) === node.name).length}`,
      );
      return `30 signed in (${answered.join(', ')}), the 31st got 429 from ${answeredBy(cluster, last)}`;
    },
  ],
  [
    '7 a release made on node 1 is served by node 2',
    async () => {
      const from = path.join(tmpRoot, 'release-public');
      fs.cpSync(path.join(repo, 'mfe-public/dist'), from, { recursive: true });
      fs.writeFileSync(
        path.join(from, 'cluster-release.txt'),
        `released by npm run test:cluster at ${new Date().toISOString()}\n`,
      );
      const { version: packageVersion } = JSON.parse(
        fs.readFileSync(path.join(repo, 'mfe-public/package.json'), 'utf8'),
      );
      const version = releaseVersion(packageVersion, from);
      try {
        execFileSync(process.execPath, ['build/release.mjs', 'public', '--from', from], {
          cwd: repo,
          env: cluster.nodes[0].env,
          encoding: 'utf8',
          stdio: 'pipe',
        });
      } catch (error) {
        throw new Error(`release on node 1 failed: ${`${error.stdout}${error.stderr}`.trim().slice(-500)}`);
      }
      const [, node2] = cluster.nodes;
      await waitFor(
        async () => (await request(`${node2.url}/remotes.json`)).raw.toString().includes(version),
        10_000,
        `node 2's /remotes.json does not name public ${version}`,
      );
      const manifest = `/mfe/public/${version}/mf-manifest.json`;
      expectStatus(await request(`${node2.url}${manifest}`), 200, `node 2's ${manifest}`);
      return `public ${version} released with node 1's environment; node 2 names it and serves ${manifest}`;
    },
  ],
];
