/**
 * Releases on several nodes (docs/operations.md "Releases on several nodes", issue 28): a release
 * published to the bucket from one node's releases folder goes live on another node without a
 * restart, and a version that node never had is still served to a tab that asks for it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bucketReleases, type SharedReleases } from '../src/modules/frontend/shared-releases';
import { S3RVER_CREDENTIALS, startS3rver } from './s3rver';
import { startTestApp, type TestContext } from './helpers';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-shared-releases-'));
const nodeOneDir = path.join(tmp, 'node-1');

/** Writes version `version` of remote `public` into node 1's folder and makes it live there. */
function releaseOnNodeOne(version: string, history: string[]) {
  const dir = path.join(nodeOneDir, 'public', version);
  fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'mfe_public', version }));
  fs.writeFileSync(path.join(dir, 'static', 'js', 'main.js'), `console.log(${JSON.stringify(version)});`);
  const registry = { name: 'mfe_public', live: version, history: [...history, version] };
  fs.writeFileSync(path.join(nodeOneDir, 'public', 'registry.json'), JSON.stringify(registry));
}

describe('releases shared through the bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  let nodeOne: SharedReleases;
  const nodes: TestContext[] = [];
  /** A node with its own empty releases folder, files in the bucket. */
  const startNode = async (name: string) => {
    const node = await startTestApp({ storageUrl: s3.storageUrl, releasesDir: path.join(tmp, name) });
    nodes.push(node);
    return node;
  };
  const liveOf = async (node: TestContext) =>
    (await node.app.inject({ url: '/remotes.json' })).json<{ name: string; version: string }[]>();

  before(async () => {
    s3 = await startS3rver(path.join(tmp, 's3'));
    process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
    nodeOne = bucketReleases(s3.options, nodeOneDir);
  });
  after(async () => {
    for (const node of nodes) await node.close();
    await s3.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('serves the live release of the bucket from a node that never built it', async () => {
    releaseOnNodeOne('0.1.0-aaaaaaaa', []);
    await nodeOne.publish('public');
    const node = await startNode('node-2');
    assert.deepEqual(await liveOf(node), [
      { name: 'mfe_public', version: '0.1.0-aaaaaaaa', entry: '/mfe/public/0.1.0-aaaaaaaa/mf-manifest.json' },
    ]);
    const manifest = await node.app.inject({ url: '/mfe/public/0.1.0-aaaaaaaa/mf-manifest.json' });
    assert.equal(manifest.statusCode, 200);
    assert.equal(manifest.json().version, '0.1.0-aaaaaaaa');
  });

  it('makes a newer release live on a running node without a restart', async () => {
    const node = nodes[0];
    releaseOnNodeOne('0.1.0-bbbbbbbb', ['0.1.0-aaaaaaaa']);
    await nodeOne.publish('public');
    const deadline = Date.now() + 20_000;
    while ((await liveOf(node))[0].version !== '0.1.0-bbbbbbbb' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    assert.equal((await liveOf(node))[0].version, '0.1.0-bbbbbbbb');
    const chunk = await node.app.inject({ url: '/mfe/public/0.1.0-bbbbbbbb/static/js/main.js' });
    assert.equal(chunk.body, 'console.log("0.1.0-bbbbbbbb");');
  });

  it('copies an older version on its first request, and 404s a version the bucket lacks', async () => {
    const node = await startNode('node-3');
    assert.equal((await liveOf(node))[0].version, '0.1.0-bbbbbbbb');
    const url = '/mfe/public/0.1.0-aaaaaaaa/static/js/main.js';
    const first = await node.app.inject({ url });
    assert.equal(first.statusCode, 307, 'copied, then asked again');
    assert.equal(first.headers.location, url);
    const again = await node.app.inject({ url });
    assert.equal(again.statusCode, 200);
    assert.equal(again.body, 'console.log("0.1.0-aaaaaaaa");');
    assert.equal((await node.app.inject({ url: '/mfe/public/0.1.0-cccccccc/static/js/main.js' })).statusCode, 404);
  });
});
