/**
 * The seed reads like real work (docs/product.md "A realistic seed"): every seeded report's PDF of
 * record is rendered and read as text, as a landlord or tenant would read it, and must not hold a
 * maintenance or reading date after the report's own date, two circumstances that contradict each
 * other, an item path that repeats a name, a deviation the seed never agreed, a photo without the
 * time it was taken, or two signers with the same signature image. A lease's report (entry or exit)
 * prints its lease start date, never names it missing, and dates it as a lease runs: an entry
 * report in the lease's first month, an exit report years after the start.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { documentPdf, pdfText, startTestApp, type TestContext } from './helpers';
import { CIRCUMSTANCES } from '../seed/seed-data';
import { RULE_SETS } from '../src/modules/regions/completeness';
import { DOCUMENT_LABELS } from '../src/modules/documents/pdf/labels';

/** Circumstances that cannot both be true of one visit, by key. */
const CONTRADICTIONS = [
  ['dry', 'rain'],
  ['furnished', 'empty'],
];
const label = (key: string) => CIRCUMSTANCES.find(([candidate]) => candidate === key)![1];
/** A `DD/MM/YYYY` date as a comparable `YYYY-MM-DD`. */
const isoOf = (day: string) => day.split('/').reverse().join('-');

interface SeededPdf {
  reportId: number;
  type: string;
  text: string;
}

/** Whole days from `from` to `to`, both `YYYY-MM-DD`. */
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
/** The words of every rule a missing lease start date fails, in every language of every region. */
const LEASE_START_MISSING = [
  ...new Set(
    Object.values(RULE_SETS).flatMap((set) =>
      set.rules
        .filter((rule) => rule.key === 'lease_start' || rule.key === 'lease_references')
        .flatMap((rule) => Object.values(rule.label)),
    ),
  ),
];

describe('the seeded PDFs of record', () => {
  let ctx: TestContext;
  let pdfs: SeededPdf[];
  before(async () => {
    ctx = await startTestApp();
    // the seed requests its versions; this app generates them as `npm start` does after seeding
    await ctx.app.documents.start();
    await ctx.app.documents.idle();
    const reports = await ctx.db
      .selectFrom('reports')
      .select(['id', 'hashed_id', 'type'])
      .where('state', '=', 'finished')
      .orderBy('id')
      .execute();
    pdfs = [];
    for (const report of reports) {
      const response = await documentPdf(ctx, report.hashed_id);
      assert.equal(response.statusCode, 200, `report ${report.id}: ${response.body.slice(0, 200)}`);
      pdfs.push({ reportId: report.id, type: report.type, text: (await pdfText(response.rawPayload)).text });
    }
  });
  after(() => ctx.close());

  it('are there: one per finished seeded report, of every type', () => {
    assert.ok(pdfs.length >= 10, `${pdfs.length} seeded PDFs`);
  });

  it('hold no date after the report’s own date', () => {
    for (const { reportId, text } of pdfs) {
      const own = /\nDatum (\d\d\/\d\d\/\d{4})\n/.exec(text);
      assert.ok(own, `report ${reportId} prints its date`);
      const later = [...text.matchAll(/[^\n]{0,40}?(\d\d\/\d\d\/\d{4})/g)].filter(
        ([, day]) => isoOf(day) > isoOf(own[1]),
      );
      assert.deepEqual(
        later.map(([line]) => line),
        [],
        `report ${reportId} (${own[1]}) names a later date`,
      );
    }
  });

  it('give every lease report its lease start date: never missing, an entry in its first month, an exit years later', () => {
    const leases = pdfs.filter((pdf) => pdf.type === 'enter' || pdf.type === 'exit');
    assert.ok(leases.some((pdf) => pdf.type === 'enter') && leases.some((pdf) => pdf.type === 'exit'));
    const { leaseStart, missingItems } = DOCUMENT_LABELS.nl;
    const missingIntro = missingItems([]).replace(/[.\s]+$/, '');
    for (const { reportId, type, text } of leases) {
      const flat = text.replace(/\s+/g, ' ');
      const missing = flat.includes(missingIntro) ? flat.slice(flat.indexOf(missingIntro)) : '';
      const named = LEASE_START_MISSING.filter((words) => missing.includes(words));
      assert.deepEqual(named, [], `${type} report ${reportId} says the lease start date is missing`);
      const own = /\nDatum (\d\d\/\d\d\/\d{4})\n/.exec(text)!;
      const start = new RegExp(`\\n${leaseStart} (\\d\\d/\\d\\d/\\d{4})\\n`).exec(text);
      assert.ok(start, `${type} report ${reportId} prints "${leaseStart}" with a date`);
      const days = daysBetween(isoOf(start[1]), isoOf(own[1]));
      if (type === 'enter')
        assert.ok(days >= 0 && days <= 31, `entry report ${reportId} of ${own[1]}: lease started ${start[1]}`);
      else assert.ok(days >= 365, `exit report ${reportId} of ${own[1]}: lease started ${start[1]}`);
    }
  });

  it('hold no two circumstances that contradict each other', () => {
    for (const { reportId, text } of pdfs)
      for (const pair of CONTRADICTIONS)
        assert.ok(
          !pair.every((key) => text.includes(label(key))),
          `report ${reportId} holds both "${pair.map(label).join('" and "')}"`,
        );
  });

  it('name every item by a path that never repeats a name', () => {
    for (const { reportId, text } of pdfs)
      for (const line of text.split('\n').filter((candidate) => candidate.includes(' › '))) {
        const names = line.split(' – ')[0].split(' › ');
        assert.ok(
          names.every((name, index) => index === 0 || name !== names[index - 1]),
          `report ${reportId}: "${line}"`,
        );
      }
  });

  it('print no deviation as agreed: the seed agrees none', () => {
    for (const { reportId, text } of pdfs)
      assert.ok(!text.includes('overeengekomen af te wijken'), `report ${reportId} prints a deviation as agreed`);
  });

  it('caption every photo with the time it was taken', () => {
    for (const { reportId, text } of pdfs) {
      const lines = text.split('\n');
      const captions = lines.flatMap((line, index) => (/^Foto \d+ – /.test(line) ? [index] : []));
      assert.ok(captions.length > 0, `report ${reportId} has photos`);
      const untimed = captions.filter(
        (index) => !/Genomen \d\d\/\d\d\/\d{4}, \d\d:\d\d/.test(lines.slice(index, index + 2).join(' ')),
      );
      assert.deepEqual(
        untimed.map((index) => lines[index]),
        [],
        `report ${reportId}: photos without the time they were taken`,
      );
    }
  });

  it('give each signer, the inspector included, a signature image of their own', async () => {
    const rows = await ctx.db
      .selectFrom('signatures')
      .select(['report_id', 'party_id', 'representative_id', 'name', 'image_path'])
      .where('addendum_id', 'is', null)
      .where(
        'report_id',
        'in',
        pdfs.map((pdf) => pdf.reportId),
      )
      .execute();
    for (const { reportId } of pdfs) {
      const signed = rows.filter((row) => row.report_id === reportId);
      assert.equal(signed.filter((row) => row.party_id === null).length, 1, `report ${reportId}: the inspector signs`);
      const images = await Promise.all(
        signed.map(async (row) =>
          createHash('sha256')
            .update(await ctx.app.storage.read(row.image_path))
            .digest('hex'),
        ),
      );
      assert.equal(
        new Set(images).size,
        images.length,
        `report ${reportId}: ${signed.map((row) => row.name).join(', ')} share a signature image`,
      );
    }
  });
});
