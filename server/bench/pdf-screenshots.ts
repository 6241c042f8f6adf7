/**
 * `npm run screenshots:pdf` (docs/product.md "The PDF layout"): takes a finished report of the
 * seed, post-edits one remark as an inspector would, and writes PNGs of the new version's cover,
 * change page, first room page and signature page to `docs/screenshots/` with pdftoppm (Debian's
 * poppler-utils). Prints the size and page count of the seed report's PDF, before and after.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PostEditingReport, ReportDetail } from 'shared-api/contract';
import { startTestApp } from '../test/helpers';

const OUT = path.resolve(import.meta.dirname, '../../docs/screenshots');
const PAGES = {
  cover: 'Inhoud',
  changes: 'Sindsdien werd het volgende gewijzigd',
  room: 'Foto 1 –',
  signatures: 'Gelezen en goedgekeurd',
};

try {
  execFileSync('pdftoppm', ['-v'], { stdio: 'ignore' });
} catch {
  throw new Error("pdftoppm is missing: install Debian's poppler-utils (apt-get install poppler-utils).");
}
const ctx = await startTestApp();
try {
  const headers = await ctx.auth('user');
  const { id } = await ctx.db
    .selectFrom('reports')
    .select('id')
    .where('state', '=', 'finished')
    .where(
      'user_id',
      '=',
      (
        await ctx.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', 'inspecteur@plaatsbeschrijving.be')
          .executeTakeFirstOrThrow()
      ).id,
    )
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await ctx.app.documents.start();
  await ctx.app.documents.idle();
  const pdfOf = async (version?: number) => {
    const detail = (await ctx.app.inject({ url: `/front/reports/${id}`, headers })).json() as ReportDetail;
    const row = detail.documents.find(
      (candidate) => candidate.addendum_id === null && (version === undefined || candidate.version === version),
    )!;
    console.log(
      `report ${id} version ${row.version}: ${(row.size_bytes! / 1024 / 1024).toFixed(2)} MB, ${row.page_count} pages`,
    );
    // the signed, expiring link the detail hands out (docs/product.md "Links to the record")
    return (await ctx.app.inject({ url: row.url! })).rawPayload;
  };
  await pdfOf(1);
  const report = (
    await ctx.app.inject({ url: `/front/reports/${id}/post-editing`, headers })
  ).json() as PostEditingReport;
  const entity = report.answers[0].floors!.flatMap((floor) => floor.rooms!).flatMap((room) => room.entities!)[0];
  entity.remarks = 'Na de plaatsbeschrijving vastgesteld: kras van 3 cm, 20 cm van de deur.';
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: `/front/reports/${id}/addenda`,
    headers,
    payload: {
      homes: report.answers,
      parties: report.parties,
      place: { remarks: report.place?.remarks ?? null },
      circumstances: report.circumstances.filter((row) => row.checked).map((row) => row.key),
    },
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
  await ctx.app.documents.idle();
  const pdf = await pdfOf(2);
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bo-shots-'));
  const file = path.join(work, 'report.pdf');
  fs.writeFileSync(file, pdf);
  const pageCount = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]);
  const textOf = (page: number) => execFileSync('pdftotext', ['-f', `${page}`, '-l', `${page}`, file, '-']).toString();
  fs.mkdirSync(OUT, { recursive: true });
  for (const [name, marker] of Object.entries(PAGES)) {
    const page = Array.from({ length: pageCount }, (_, index) => index + 1).find((candidate) =>
      textOf(candidate).includes(marker),
    );
    if (!page) throw new Error(`no page shows "${marker}"`);
    execFileSync('pdftoppm', [
      '-f',
      `${page}`,
      '-l',
      `${page}`,
      '-r',
      '80',
      '-png',
      '-singlefile',
      file,
      path.join(OUT, `pdf-${name}`),
    ]);
    console.log(`docs/screenshots/pdf-${name}.png: page ${page} of ${pageCount}`);
  }
  fs.rmSync(work, { recursive: true, force: true });
} finally {
  await ctx.close();
}
