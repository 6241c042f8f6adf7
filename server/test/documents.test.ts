import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startTestApp, type TestContext } from './helpers';

describe('GET /reports/pdf/{hashed_id} (spec §7)', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await startTestApp();
    await ctx.app.documents.start();
    await ctx.app.documents.idle();
  });
  after(() => ctx.close());
  const hashedIdIn = async (state: 'finished' | 'start') =>
    (
      await ctx.db
        .selectFrom('reports')
        .select('hashed_id')
        .where('state', '=', state)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).hashed_id;

  it('serves the PDF of a finished report with its texts, parties and rooms', async () => {
    const hashedId = await hashedIdIn('finished');
    const report = await ctx.db
      .selectFrom('reports')
      .select('id')
      .where('hashed_id', '=', hashedId)
      .executeTakeFirstOrThrow();
    const response = await ctx.app.inject({ url: `/reports/pdf/${hashedId}` });
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.match(
      String(response.headers['content-disposition']),
      new RegExp(`plaatsbeschrijving-${report.id}-v1\\.pdf`),
    );
    const bytes = response.rawPayload;
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    assert.ok(bytes.length > 5000, `a real document, got ${bytes.length} bytes`);
  });

  it('answers 404 for an unfinished report and an unknown id', async () => {
    assert.equal((await ctx.app.inject({ url: `/reports/pdf/${await hashedIdIn('start')}` })).statusCode, 404);
    assert.equal((await ctx.app.inject({ url: '/reports/pdf/onbekend-document' })).statusCode, 404);
  });
});
