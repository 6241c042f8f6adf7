/**
 * The seeded lease (docs/product.md "A realistic seed", "Entry against exit", "The settlement"):
 * a fresh database shows the inspector a finished exit report whose comparison with its entry
 * report has new damage with photos of both sides, an added and a removed object and meter
 * consumption, and whose settlement has figures.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Comparison, Report, Settlement } from 'shared-api/contract';
import { startTestApp, type TestContext } from './helpers';
import { LEASE } from '../seed/seed-data';

describe('the seeded entry and exit reports', () => {
  let ctx: TestContext;
  let user: { authorization: string };
  let exit: Report;
  before(async () => {
    ctx = await startTestApp();
    user = await ctx.auth('user');
    const listed = await ctx.app.inject({ url: `/front/reports/?query=${LEASE.place[0]}&per_page=50`, headers: user });
    const reports: Report[] = listed.json().data;
    exit = reports.find((report) => report.type === 'exit' && report.is_follow_up)!;
  });
  after(() => ctx.close());

  it('lists a finished exit follow-up for the inspector', async () => {
    assert.equal(exit?.state, 'finished');
    const detail = await ctx.app.inject({ url: `/front/reports/${exit.id}`, headers: user });
    assert.equal(detail.statusCode, 200);
  });

  it('compares the exit with the entry: new damage with a photo pair, an added and a removed object, consumption', async () => {
    const response = await ctx.app.inject({ url: `/front/reports/${exit.id}/comparison`, headers: user });
    assert.equal(response.statusCode, 200, response.body);
    const { entry, items } = response.json() as Comparison;
    assert.notEqual(entry.finished_at, null);
    const photographedDamage = items.filter(
      (item) => item.new_damage && (item.entry?.media.length ?? 0) > 0 && (item.exit?.media.length ?? 0) > 0,
    );
    assert.ok(photographedDamage.length >= 1, 'new damage with photos at entry and at exit');
    assert.ok(
      items.some((item) => item.kind === 'object' && item.entry === null && item.exit !== null),
      'an object added at exit',
    );
    assert.ok(
      items.some((item) => item.kind === 'object' && item.exit === null && item.entry !== null),
      'an object removed at exit',
    );
    const meters = items.filter((item) => item.kind === 'meter');
    assert.ok(
      meters.some((meter) => meter.consumption?.some((reading) => reading.value > 0)),
      'meter consumption',
    );
    assert.ok(
      items.some((item) => item.entry && item.exit && item.entry.cleanliness !== item.exit.cleanliness),
      'an object cleaner or dirtier',
    );
  });

  it('settles the damage lines against the deposit with tenant and landlord shares', async () => {
    const response = await ctx.app.inject({ url: `/front/reports/${exit.id}/settlement`, headers: user });
    assert.equal(response.statusCode, 200, response.body);
    const settlement = response.json() as Settlement;
    assert.equal(settlement.deposit_cents, LEASE.depositCents);
    assert.ok(settlement.lines.length >= 2);
    assert.ok(settlement.totals.tenant > 0 && settlement.totals.landlord > 0, JSON.stringify(settlement.totals));
    assert.ok(settlement.tenant_cents > 0 && settlement.landlord_cents > 0);
    // the wall's tenant line is reduced for wear: 4 of 10 years used
    assert.ok(settlement.lines.some((line) => line.liability === 'tenant' && line.wear_factor === 0.6));
  });
});
