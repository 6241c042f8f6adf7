/**
 * Step 5 of `npm run test:cluster` (README "Several nodes: `npm run test:cluster`", issue 28 jobs):
 * the node generating the report's PDF is killed with SIGKILL mid-way (`killPdfNode`). It is found
 * by its JSON log line `"msg":"document generation started"` with `"id":<document id>`. The other
 * node must then complete the job within the queue's expiry (JOB_EXPIRE_SECONDS) plus a margin; the
 * PDF served at the signed link the detail gives (`/reports/pdf/{hashed_id}?version=…&signature=…`) must match the SHA-256 and size the API states, and every
 * stored media file must still match. The killed node is started again afterwards for later steps.
 */
import fs from 'node:fs';
import { sha256 } from '../../server/test/tablet.ts';
import { exited, waitFor } from './processes.mjs';
import { JOB_EXPIRE_SECONDS, startNode } from './topology.mjs';
import { expectStatus, need, request } from './api.mjs';
import { checkMedia, reportDetail } from './report-steps.mjs';

const STARTED = 'document generation started';
/** Margin over the expiry for another node to claim the job and render it. */
const MARGIN_SECONDS = 90;

/** Whether `node`'s log holds the line saying it started generating document `id`. */
const startedOn = (node, id) =>
  fs
    .readFileSync(node.log, 'utf8')
    .split('\n')
    .filter((line) => line.includes(STARTED))
    .some((line) => {
      const entry = JSON.parse(line);
      return entry.msg === STARTED && entry.id === id;
    });

/**
 * Watches the nodes' logs for the start of document `id`'s generation and kills that node with
 * SIGKILL at once; started by step 3 right after the finish, since the PDF is generated while
 * step 3 reads the files back. Sets `state.killed`: the node, when, and the document's status
 * right after the kill (it must still be pending).
 */
export function killPdfNode(cluster, state, id) {
  state.killed = (async () => {
    const victim = await waitFor(
      async () => cluster.nodes.find((node) => startedOn(node, id)),
      30_000,
      `no node logged "msg":"${STARTED}" with "id":${id}`,
      100,
    );
    victim.child.kill('SIGKILL');
    await exited(victim.child);
    const killedAt = Date.now();
    // the node is started again by step 5 whatever this read answers
    const detail = await reportDetail(cluster, state).catch((error) => ({ documents: [], error }));
    const document = detail.documents.find((candidate) => candidate.id === id);
    return { victim, killedAt, status: document?.status ?? `unknown (${detail.error?.message})` };
  })();
  state.killed.catch(() => {}); // awaited by step 5
}

/** Step 5 as `[name, work]` over the `state` of steps 1–4. */
export const pdfStep = (cluster, state) => [
  '5 kill -9 the node generating the PDF: another node completes it',
  async () => {
    const id = need(state.finish, 'the finish').document_id;
    const { victim, killedAt, status } = await need(state.killed, 'the finish');
    try {
      if (status !== 'pending') throw new Error(`document ${id} was already ${status} when ${victim.name} was killed`);
      const document = await waitFor(
        async () => {
          const found = (await reportDetail(cluster, state)).documents.find((candidate) => candidate.id === id);
          return found.status !== 'pending' && found;
        },
        (JOB_EXPIRE_SECONDS + MARGIN_SECONDS) * 1000,
        `document ${id} not ready ${JOB_EXPIRE_SECONDS} s + ${MARGIN_SECONDS} s after ${victim.name} was killed`,
        1_000,
      );
      if (document.status !== 'ready') throw new Error(`document ${id} ${document.status} after the kill`);
      const seconds = Math.round((Date.now() - killedAt) / 1000);
      // the signed, expiring link the detail hands out (docs/product.md "Links to the record")
      const pdf = expectStatus(await request(`${cluster.balancer}${document.url}`), 200, 'PDF download').raw;
      if (sha256(pdf) !== document.sha256 || pdf.length !== document.size_bytes)
        throw new Error(`the PDF served (${pdf.length} bytes) differs from its receipt (${document.size_bytes} bytes)`);
      const files = await checkMedia(cluster, state);
      const survivor = cluster.nodes.find((node) => node !== victim && startedOn(node, id));
      const where = survivor ? ` on ${survivor.name}` : '';
      return `${victim.name} killed; ready ${seconds} s later${where}, PDF matches its SHA-256 and size, ${files} media files still match`;
    } finally {
      await startNode(victim);
    }
  },
];
