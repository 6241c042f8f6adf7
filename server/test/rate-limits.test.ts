/**
 * Rate limits hold across nodes (issue 28): two app instances on one database, as two nodes of a
 * deployment are, share the count of `/oauth/token` attempts per address; routes count apart.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { BACK_OFFICE_CLIENT } from 'shared-api/contract';
import { buildApp } from '../src/app';
import { startTestApp, type TestContext } from './helpers';

const attempt = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'password', client_id: BACK_OFFICE_CLIENT.id, client_secret: BACK_OFFICE_CLIENT.secret },
  });

describe('rate limits counted in the database', () => {
  let ctx: TestContext;
  let otherNode: FastifyInstance;
  before(async () => {
    ctx = await startTestApp({ authRateLimit: 3 });
    otherNode = await buildApp(ctx.config, ctx.db);
    await otherNode.ready();
  });
  after(async () => {
    await otherNode.close();
    await ctx.close();
  });

  it('refuses on one node what the other node already counted', async () => {
    const statuses = [
      (await attempt(ctx.app)).statusCode,
      (await attempt(otherNode)).statusCode,
      (await attempt(ctx.app)).statusCode,
    ];
    assert.deepEqual(statuses, [400, 400, 400]);
    const refused = await attempt(otherNode);
    assert.equal(refused.statusCode, 429, 'the fourth attempt, on the node that saw only one');
    assert.ok(Number(refused.headers['retry-after']) > 0 && Number(refused.headers['retry-after']) <= 60);
    // another limited route keeps its own count for the same address
    const inquiry = await otherNode.inject({ method: 'POST', url: '/front/inquiries', payload: {} });
    assert.equal(inquiry.statusCode, 422);
  });
});
