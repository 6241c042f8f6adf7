/**
 * The topology of `npm run test:cluster` (README "Several nodes: `npm run test:cluster`",
 * docs/operations.md "Topology", issue 28), all on loopback ports: one PostgreSQL in the run's
 * temporary folder (Debian's binaries run as `postgres`, never the machine's main cluster), one
 * S3-compatible server (s3rver, as in server/test/storage-contract.test.ts), two API nodes sharing
 * the database and the bucket, each with its own DATA_DIR and its own copy of `releases/`, and
 * Debian's nginx balancing round-robin in front. Each node logs JSON lines to its own file.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort, start, tmpRoot, waitFor } from './processes.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const server = path.join(repo, 'server');
/** Logs are kept after the run (the temporary folder is not), in the order the services started. */
export const logDir = path.join(path.dirname(tmpRoot), 'bo-cluster-logs');

/** Expiry of a claimed PDF job on a node that died (issue 28 jobs); step 5 waits that plus a margin. */
export const JOB_EXPIRE_SECONDS = 15;

/** Starts PostgreSQL in `<tmp>/pg` on a free port; its URL. */
async function startPostgres() {
  const version = fs
    .readdirSync('/usr/lib/postgresql')
    .sort((a, b) => a - b)
    .at(-1);
  const bin = `/usr/lib/postgresql/${version}/bin`;
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' })));
  const dir = path.join(tmpRoot, 'pg');
  fs.mkdirSync(dir);
  fs.chownSync(dir, uid, gid);
  execFileSync(`${bin}/initdb`, ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    uid,
    gid,
    stdio: 'ignore',
  });
  const port = await freePort();
  const options = ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off', '-c', 'max_connections=100'];
  start(`${bin}/postgres`, ['-D', dir, '-p', String(port), '-k', dir, ...options], path.join(logDir, 'postgres.log'), {
    uid,
    gid,
    stopSignal: 'SIGINT',
  });
  const ready = async () => {
    execFileSync(`${bin}/pg_isready`, ['-q', '-h', '127.0.0.1', '-p', String(port)]);
    return true;
  };
  await waitFor(ready, 30_000, `PostgreSQL ${version} did not start`);
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

/** Starts s3rver with the bucket `cluster`; the node's STORAGE_URL. */
async function startS3() {
  const port = await freePort();
  const dir = path.join(tmpRoot, 's3');
  const args = ['-d', dir, '-a', '127.0.0.1', '-p', String(port), '--configure-bucket', 'cluster'];
  start(path.join(server, 'node_modules/.bin/s3rver'), args, path.join(logDir, 's3rver.log'));
  const endpoint = `http://127.0.0.1:${port}`;
  await waitFor(() => fetch(endpoint).then(() => true), 30_000, 's3rver did not start');
  return `s3://cluster?endpoint=${endpoint}&region=us-east-1&force_path_style=1`;
}

/** The nginx configuration: round-robin over `ports`, retrying idempotent requests on the other node. */
const nginxConf = (dir, listen, ports) => `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log ${logDir}/nginx-access.log;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 200m;
  upstream api {
${ports.map((port) => `    server 127.0.0.1:${port};`).join('\n')}
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://api;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_read_timeout 300s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;

/** Starts nginx on `port` in front of `ports`; its URL. */
async function startNginx(port, ports) {
  const dir = path.join(tmpRoot, 'nginx');
  fs.mkdirSync(dir);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConf(dir, port, ports));
  const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(logDir, 'nginx-error.log')];
  start('nginx', args, path.join(logDir, 'nginx.log'), { stopSignal: 'SIGQUIT' });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(() => fetch(`${url}/health/live`).then((response) => response.ok), 30_000, 'nginx did not start');
  return url;
}

/** Starts API node `node` (again after a kill: same env, same log); resolves when `/health/ready` answers 200. */
export async function startNode(node) {
  node.child = start(process.execPath, ['--import', 'tsx', 'src/main.ts'], node.log, { cwd: server, env: node.env });
  const died = new Promise((_resolve, reject) =>
    node.child.once('exit', (code) =>
      reject(new Error(`${node.name} exited (${code}) while starting: see ${node.log}`)),
    ),
  );
  const ready = waitFor(
    () => fetch(`${node.url}/health/ready`).then((response) => response.ok),
    180_000,
    `${node.name} not ready: see ${node.log}`,
    500,
  );
  await Promise.race([ready, died]);
}

/**
 * Starts the whole topology: node 1 first (it migrates and seeds the empty database), node 2 once
 * node 1 is ready, nginx last. Returns the balancer's URL and the nodes (name, url, env, log, child).
 */
export async function startCluster() {
  fs.rmSync(logDir, { recursive: true, force: true });
  fs.mkdirSync(logDir);
  const [databaseUrl, storageUrl] = await Promise.all([startPostgres(), startS3()]);
  const ports = [await freePort(), await freePort()];
  const balancerPort = await freePort();
  const shared = {
    ...process.env,
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    STORAGE_URL: storageUrl,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
    TRUST_PROXY: '127.0.0.1',
    FILE_URL_SECRET: randomBytes(32).toString('hex'),
    // every node opens the national register numbers node 1 sealed (docs/operations.md)
    DATA_KEY: randomBytes(32).toString('hex'),
    JOB_EXPIRE_SECONDS: String(JOB_EXPIRE_SECONDS),
    SHUTDOWN_DELAY: '2000',
    LOG_LEVEL: 'info',
  };
  const nodes = ports.map((port, index) => {
    const name = `node ${index + 1}`;
    const dir = path.join(tmpRoot, `node${index + 1}`);
    fs.cpSync(path.join(repo, 'releases'), path.join(dir, 'releases'), { recursive: true });
    const env = {
      ...shared,
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      RELEASES_DIR: path.join(dir, 'releases'),
    };
    return { name, port, url: `http://127.0.0.1:${port}`, env, log: path.join(logDir, `node${index + 1}.log`) };
  });
  for (const node of nodes) await startNode(node);
  const balancer = await startNginx(balancerPort, ports);
  return { balancer, nodes };
}
