/**
 * HTTP for `npm run test:cluster` (README "Several nodes: `npm run test:cluster`"): one request
 * function over node:http (so a client can sit on its own loopback address, as step 6 needs), the
 * password-grant sign-in of docs/spec.md, and adapters that let the server tests' drivers
 * (server/test/tablet.ts `Send`, server/test/helpers.ts `reportInApp`) talk to the cluster.
 */
import http from 'node:http';
import { BACK_OFFICE_CLIENT } from '../../shared-api/src/contract/constants.ts';
import { account } from '../../server/test/helpers.ts';

/**
 * `method` `url` with a JSON body (`json`) or raw bytes (`body`); `localAddress` picks the client's
 * source address. Resolves `{ status, headers, raw, body }` (`body` parsed when JSON); rejects on a
 * network error.
 */
export function request(url, { method = 'GET', json, body, headers = {}, localAddress } = {}) {
  const payload = json === undefined ? body : Buffer.from(JSON.stringify(json));
  const allHeaders = json === undefined ? headers : { 'content-type': 'application/json', ...headers };
  return new Promise((resolve, reject) => {
    const outgoing = http.request(url, { method, headers: allHeaders, localAddress, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const isJson = String(response.headers['content-type']).includes('json');
        resolve({ status: response.statusCode, headers: response.headers, raw, body: isJson ? JSON.parse(raw) : raw });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/** Throws `what` with the answer's status and start when `response.status` is not `status`. */
export function expectStatus(response, status, what) {
  if (response.status !== status)
    throw new Error(`${what}: ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
  return response;
}

/** `value`, or throws that the step is not run because `what` (an earlier step's work) failed. */
export function need(value, what) {
  if (value === undefined) throw new Error(`not run: ${what} failed`);
  return value;
}

/** Password grant (docs/spec.md) for the seeded account `key` (README) at `base`; the raw answer. */
export const signIn = (base, key, localAddress) =>
  request(`${base}/oauth/token`, {
    method: 'POST',
    localAddress,
    json: {
      grant_type: 'password',
      client_id: BACK_OFFICE_CLIENT.id,
      client_secret: BACK_OFFICE_CLIENT.secret,
      username: account(key).email,
      password: account(key).password,
    },
  });

/** The `authorization` header of seeded account `key`, signed in at `base`. */
export async function authOf(base, key) {
  const response = expectStatus(await signIn(base, key), 200, `sign-in of ${key}`);
  return { authorization: `Bearer ${response.body.access_token}` };
}

/** The tablet driver's `Send` (server/test/tablet.ts) with `headers`, each request at `baseOf(request)`. */
export const clusterSend =
  (baseOf, headers) =>
  async ({ method, url, json, payload, headers: extra }) => {
    const response = await request(`${baseOf({ method, url })}${url}`, {
      method,
      json,
      body: payload,
      headers: { ...headers, ...extra },
    });
    return { status: response.status, body: response.body };
  };

/** The part of the server tests' `TestContext` that `reportInApp` uses, over HTTP at `base` as `headers`. */
export const clusterContext = (base, headers) => ({
  auth: async () => headers,
  app: {
    async inject({ method = 'GET', url, headers: given, payload }) {
      const response = await request(`${base}${url}`, { method, json: payload, headers: given });
      return { statusCode: response.status, body: response.raw.toString(), json: () => response.body };
    },
  },
});

/** The name of the cluster node that answered `response` through nginx (its `X-Upstream`, the last one tried). */
export function answeredBy(cluster, response) {
  const upstream = String(response?.headers['x-upstream'] ?? '')
    .split(',')
    .at(-1)
    .trim();
  return cluster.nodes.find((node) => upstream.endsWith(`:${node.port}`))?.name ?? `? (${upstream})`;
}
