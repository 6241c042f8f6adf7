/**
 * The operator the policies name (issue 43, docs/product.md "The operator's own words"): from the
 * configuration, and a clearly fictitious demo operator when none is configured.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Operator } from 'shared-api/contract';
import { loadConfig } from '../src/config';
import { startTestApp, type TestContext } from './helpers';

describe('the operator the policies name (issue 43)', () => {
  let ctx: TestContext;
  const operator = {
    name: 'Expertise Vermeulen bv',
    address: 'Kouter 7, 9000 Gent',
    companyNumber: '0456.789.123',
    email: 'privacy@vermeulen.example',
  };
  before(async () => (ctx = await startTestApp({ operator })));
  after(() => ctx.close());

  it('answers the configured operator to anyone, without signing in', async () => {
    const response = await ctx.app.inject({ url: '/public/operator' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json() as Operator, {
      name: 'Expertise Vermeulen bv',
      address: 'Kouter 7, 9000 Gent',
      company_number: '0456.789.123',
      email: 'privacy@vermeulen.example',
    });
  });

  it('reads OPERATOR_* from the environment, and names a fictitious demo operator without them', () => {
    const configured = loadConfig(
      {},
      {
        OPERATOR_NAME: 'Immo Expert nv',
        OPERATOR_ADDRESS: 'Meir 1, 2000 Antwerpen',
        OPERATOR_COMPANY_NUMBER: '0123.456.749',
        OPERATOR_EMAIL: 'info@immo-expert.example',
      },
    ).operator;
    assert.deepEqual(configured, {
      name: 'Immo Expert nv',
      address: 'Meir 1, 2000 Antwerpen',
      companyNumber: '0123.456.749',
      email: 'info@immo-expert.example',
    });
    const demo = loadConfig({}, {}).operator;
    for (const value of [demo.name, demo.address, demo.companyNumber]) assert.match(value, /fictief/);
    assert.match(demo.email, /\.example$/);
    assert.doesNotMatch(JSON.stringify(demo), /\[/);
  });
});
