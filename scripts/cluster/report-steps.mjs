/**
 * Steps 1–4 of `npm run test:cluster` (README "Several nodes: `npm run test:cluster`", issue 28):
 * the seeded inspector signs in through the balancer, creates a report as the server tests do
 * (server/test/helpers.ts `reportInApp`), completes it as the tablet does (server/test/tablet.ts
 * `completeInApp`) with each photo uploaded to the other node than the one before, and finishes
 * it, which requests version 1 of its PDF (README "Documents and the tablet app").
 *
 * The API names the files' URLs only for a finished report (`GET /front/reports/{id}/post-editing`),
 * so step 3's read-back runs after the finish, while the PDF is being generated (and step 5's node
 * killed: `killPdfNode`). Every image goes
 * through the media service (re-encoded without metadata, README), so a file read back must equal
 * what `processImage` makes of the uploaded bytes, and the receipt must list the uploaded SHA-256.
 */
import { completeInApp, sha256 } from '../../server/test/tablet.ts';
import { account, reportInApp } from '../../server/test/helpers.ts';
import { processImage } from '../../server/src/modules/media/media.ts';
import { clusterContext, clusterSend, expectStatus, need, request, signIn } from './api.mjs';
import { killPdfNode } from './pdf-step.mjs';

/** Enough photos and rooms that the PDF takes long enough for step 5 to kill its node mid-way. */
const TABLET = { photos: 40, distinctPhotos: 8, rooms: 24, photoSize: [1600, 1200] };

/** The uploads' bytes by media uuid, read back from their multipart bodies. */
async function uploadedFile(payload, contentType) {
  const form = await new Response(payload, { headers: { 'content-type': contentType } }).formData();
  return { uuid: form.get('uuid'), bytes: Buffer.from(await form.get('file').arrayBuffer()) };
}

/**
 * Reads every media file of report `state.reportId` back through the URL the API answers (fetched
 * exactly as given; a path is taken from the balancer) and compares its SHA-256 with the media
 * service's copies of the uploaded bytes. Returns the number of files read.
 */
export async function checkMedia(cluster, state) {
  const editing = expectStatus(
    await request(`${cluster.balancer}/front/reports/${state.reportId}/post-editing`, { headers: state.auth }),
    200,
    'post-editing view',
  ).body;
  if (editing.media.length !== state.uploads.size)
    throw new Error(`${editing.media.length} media listed, ${state.uploads.size} uploaded`);
  const processed = new Map();
  let files = 0;
  for (const media of editing.media) {
    const bytes = state.uploads.get(media.uuid);
    if (!bytes) throw new Error(`media ${media.uuid} was not uploaded`);
    if (!processed.has(sha256(bytes))) processed.set(sha256(bytes), await processImage(bytes));
    const image = processed.get(sha256(bytes));
    for (const [url, expected] of [
      [media.url, image.original],
      [media.resized_url, image.resized],
    ]) {
      const read = expectStatus(await request(url.startsWith('http') ? url : `${cluster.balancer}${url}`), 200, url);
      if (sha256(read.raw) !== sha256(expected)) throw new Error(`${url}: SHA-256 differs from the stored copy`);
      files += 1;
    }
  }
  return files;
}

/** Steps 1 to 4 as `[name, work]`; they share `state` (auth, reportId, uploads, finish, documents). */
export const reportSteps = (cluster, state) => [
  [
    '1 sign-in through the balancer',
    async () => {
      const response = expectStatus(await signIn(cluster.balancer, 'user'), 200, 'sign-in');
      state.auth = { authorization: `Bearer ${response.body.access_token}` };
      return `${account('user').email}, answered by ${response.headers['x-upstream']}`;
    },
  ],
  [
    '2 create a report',
    async () => {
      state.reportId = await reportInApp(clusterContext(cluster.balancer, need(state.auth, 'the sign-in')), 'user');
      return `report ${state.reportId}`;
    },
  ],
  [
    '3 upload media through alternating nodes and read every file back',
    async () => {
      need(state.reportId, 'the report');
      state.uploads = new Map();
      const byNode = cluster.nodes.map(() => 0);
      const baseOf = ({ method, url }) => {
        if (!(method === 'POST' && url.endsWith('/media'))) return cluster.balancer;
        const index = state.uploads.size % cluster.nodes.length;
        byNode[index] += 1;
        return cluster.nodes[index].url;
      };
      const send = clusterSend(baseOf, state.auth);
      const tablet = async (call) => {
        if (call.payload) {
          const { uuid, bytes } = await uploadedFile(call.payload, call.headers['content-type']);
          const answer = await send(call);
          state.uploads.set(uuid, bytes);
          return answer;
        }
        const answer = await send(call);
        if (call.url.endsWith('/finish') && answer.status === 200) {
          killPdfNode(cluster, state, answer.body.document_id);
          state.documents = await documentsOf(cluster, state);
        }
        return answer;
      };
      const { receipt, finish } = await completeInApp(tablet, state.reportId, TABLET);
      state.finish = finish;
      for (const held of receipt.media)
        if (held.sha256 !== sha256(state.uploads.get(held.uuid))) throw new Error(`receipt of ${held.uuid} differs`);
      const files = await checkMedia(cluster, state);
      const spread = byNode.map((count, index) => `${cluster.nodes[index].name} ${count}`).join(', ');
      return `${state.uploads.size} photos (${spread}), receipt checksums match, ${files} files read back`;
    },
  ],
  [
    '4 finish the report: PDF version requested',
    async () => {
      const document = need(state.documents, 'the finish').find(
        (candidate) => candidate.id === state.finish.document_id,
      );
      if (!document) throw new Error(`document ${state.finish.document_id} not in the report's documents`);
      return `document ${document.id}, version ${document.version}, ${document.status} right after the finish`;
    },
  ],
];

/** The report's detail (`GET /front/reports/{id}`) through the balancer: `hashed_id` and `documents`. */
export async function reportDetail(cluster, state) {
  return expectStatus(
    await request(`${cluster.balancer}/front/reports/${state.reportId}`, { headers: state.auth }),
    200,
    'report detail',
  ).body;
}

const documentsOf = async (cluster, state) => (await reportDetail(cluster, state)).documents;
