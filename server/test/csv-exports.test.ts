/**
 * Exports are safe to open (issue 42, OWASP "CSV Injection"): every text cell of every CSV the
 * product writes that begins with `=`, `+`, `-`, `@`, a tab or a carriage return is neutralised
 * with a leading apostrophe, so a spreadsheet shows it as text instead of running it; numbers
 * the server writes (credits, amounts, negative ones too) stay numbers. The one rule is
 * `server/src/lib/csv.ts`; the transaction export (the product's CSV today) reads back through it.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'csv-parse/sync';
import { csvText, neutralizeCsvCell } from '../src/lib/csv';
import { account, startTestApp, type TestContext } from './helpers';

/** A cell a spreadsheet would run: a formula's first character, unless it is the minus of a plain number the server wrote. */
const RUNNABLE = /^[=+@\t\r]|^-(?!\d+(,\d\d)?$)/;

describe('CSV cells a spreadsheet would run are neutralised (issue 42)', () => {
  it('prefixes an apostrophe to text starting with = + - @ tab or CR, and leaves other text and numbers', () => {
    for (const risky of [
      '=1+2',
      '+32 470 12 34 56',
      "-2+3+cmd|' /C calc'!A0",
      '@SUM(A1)',
      '\tx',
      '\rx',
      '=HYPERLINK("https://evil.example")',
    ])
      assert.equal(neutralizeCsvCell(risky), `'${risky}`, JSON.stringify(risky));
    for (const plain of ['Lotte Peeters', '', ' =leading space', 'a=b', '12,50', "'quoted"])
      assert.equal(neutralizeCsvCell(plain), plain, JSON.stringify(plain));
    const rows: string[][] = parse(csvText([['=cmd', -3, -12.5, '-12,50', null, '@x']], { delimiter: ';' }), {
      delimiter: ';',
    });
    assert.deepEqual(rows[0], ["'=cmd", '-3', '-12.5', "'-12,50", '', "'@x"]);
  });

  describe('in the transaction export', () => {
    let ctx: TestContext;
    before(async () => (ctx = await startTestApp()));
    after(() => ctx.close());

    it('names of people and admins that look like formulas arrive as text', async () => {
      const admin = await ctx.auth('admin');
      const rename = async (key: 'user' | 'expiring' | 'admin', first_name: string) => {
        const users = (await ctx.app.inject({ url: '/front/users/?per_page=100', headers: admin })).json().data;
        const id = users.find((candidate: { email: string }) => candidate.email === account(key).email).id;
        const current = (await ctx.app.inject({ url: `/front/users/${id}`, headers: admin })).json();
        const saved = await ctx.app.inject({
          method: 'POST',
          url: `/front/users/${id}`,
          headers: admin,
          payload: { ...current, first_name },
        });
        assert.equal(saved.statusCode, 200, saved.body);
        return id as number;
      };
      const userId = await rename('user', '=HYPERLINK("https://evil.example","Klik")');
      const expiringId = await rename('expiring', "@SUM(1+1)*cmd|' /C calc'!A0");
      await rename('admin', '+Beheer');
      for (const [id, credits] of [
        [userId, 5],
        [expiringId, 2],
        [userId, -1],
      ])
        assert.equal(
          (
            await ctx.app.inject({
              method: 'POST',
              url: `/front/users/${id}/admin_credits`,
              headers: admin,
              payload: { credits },
            })
          ).statusCode,
          200,
        );
      const now = Math.floor(Date.now() / 1000);
      const csv = await ctx.app.inject({
        url: `/front/transactions/export?date_from=${now - 3600}&date_until=${now + 3600}&format=csv`,
        headers: admin,
      });
      assert.equal(csv.statusCode, 200);
      const rows: string[][] = parse(csv.rawPayload.subarray(3), { delimiter: ';' });
      const grants = rows.filter((row) => row[3] === 'Toegekend door admin');
      assert.equal(grants.length, 3, JSON.stringify(rows));
      for (const row of grants) {
        for (const cell of row) assert.doesNotMatch(cell, RUNNABLE, `a cell a spreadsheet would run: ${cell}`);
        assert.ok(row[8].startsWith("'+Beheer"), `the admin who granted: ${row[8]}`);
      }
      assert.ok(grants.some((row) => row[1].startsWith(`'=HYPERLINK("https://evil.example","Klik")`)));
      assert.ok(grants.some((row) => row[1].startsWith(`'@SUM(1+1)`)));
      assert.ok(
        grants.some((row) => row[4] === '-1'),
        'a negative grant stays a number',
      );

      const own = await ctx.app.inject({ url: `/front/users/${userId}/export/transactions`, headers: admin });
      const ownRows: string[][] = parse(own.rawPayload.subarray(3), { delimiter: ';' });
      assert.ok(ownRows.length > 1);
      for (const row of ownRows)
        for (const cell of row) assert.doesNotMatch(cell, /^[=+@\t\r]|^-(?!\d+(,\d+)?$)/, cell);
    });
  });
});
