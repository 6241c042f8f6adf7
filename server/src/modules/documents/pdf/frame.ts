/**
 * The frame every PDF of record shares (docs/product.md "The PDF layout"): pdfmake with its fonts
 * and no network, A4 pages, a running header after the first page (reference, address, date),
 * the footer "page X of Y" with the fingerprint on every page, the styles, and the rule that a
 * heading never ends a page. The report (render-document.ts) and the settlement (settlement.ts)
 * fill it with their content. Reads only the font files and the work folder.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { Content, CustomTableLayout, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentModel } from '../model';
import { DOCUMENT_LABELS } from './labels';
import { dateText } from './words';

const require = createRequire(import.meta.url);
const fontsDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));
pdfmake.setFonts(require('pdfmake/fonts/Roboto.js'));
pdfmake.setUrlAccessPolicy(() => false);

/** pdfmake's light horizontal lines, with no line under a {@link headedTable}'s heading row. */
const HEADED_LINES: CustomTableLayout = {
  hLineWidth: (i, node) => (i <= 1 || i === node.table.body.length ? 0 : i === node.table.headerRows ? 2 : 1),
  vLineWidth: () => 0,
  hLineColor: () => '#aaaaaa',
  paddingLeft: (i) => (i === 0 ? 0 : 8),
  paddingRight: (i, node) => (i === (node.table.widths?.length ?? 1) - 1 ? 0 : 8),
};

/**
 * A table under a heading (style h3) that never ends a page alone (docs/product.md "The PDF
 * layout"): the heading is the table's first header row, spanning every column, kept with the
 * column header `header` and the first body row, and repeated with them on each page the table
 * spans. A long list of such items is laid out once: a heading with `headlineLevel` would make
 * pdfmake lay the whole document out again for every heading it moves to the next page.
 */
export function headedTable(
  heading: TableCell,
  widths: (number | string)[],
  header: TableCell[],
  rows: TableCell[][],
  style: { fontSize?: number } = {},
): Content {
  const title = { ...(heading as object), style: 'h3', colSpan: widths.length } as TableCell;
  return {
    table: {
      headerRows: 2,
      keepWithHeaderRows: 1,
      dontBreakRows: true,
      widths,
      body: [[title, ...widths.slice(1).map(() => ({}))], header, ...rows],
    },
    layout: HEADED_LINES,
    ...style,
    margin: [0, 0, 0, 4],
  };
}

/**
 * Renders `content` in the frame of `model` (its reference, address, date and fingerprint) with
 * `title` as the PDF's title; `workDir` holds its images, `onProgress` gets 0..1 while pages are
 * written. Resolves to the bytes and the page count.
 */
export async function renderFramed(
  model: DocumentModel,
  title: string,
  content: Content[],
  workDir: string,
  onProgress: (fraction: number) => void = () => {},
): Promise<{ bytes: Buffer; pageCount: number }> {
  const labels = DOCUMENT_LABELS[model.language];
  pdfmake.setLocalAccessPolicy((file) => {
    const resolved = path.resolve(file);
    return [fontsDir, workDir].some((root) => resolved.startsWith(root + path.sep));
  });
  pdfmake.setProgressCallback(onProgress);
  const date = dateText(model.finished_at, model.language);
  let pageCount = 0;
  const definition: TDocumentDefinitions = {
    info: { title: `${title} ${model.address}`, subject: model.reference, keywords: model.fingerprint },
    pageSize: 'A4',
    pageMargins: [40, 56, 40, 50],
    header: (page) =>
      page === 1
        ? null
        : {
            columns: [
              { text: `${model.reference} · ${model.address}`, style: 'running' },
              { text: date, style: 'running', alignment: 'right', width: 90 },
            ],
            margin: [40, 22, 40, 0],
          },
    footer: (page, pages) => {
      pageCount = pages;
      return {
        columns: [
          { text: `${labels.fingerprint}: ${model.fingerprint}`, style: 'footer' },
          { text: labels.page(page, pages), style: 'footer', alignment: 'right', width: 90 },
        ],
        margin: [40, 16, 40, 0],
      };
    },
    // a heading never ends a page: in the page's last fifth, or with little after it, it moves on;
    // the headings right under it move with it (pdfmake decides each heading once, in order, so a
    // building's heading would stay behind when its floor's heading moves later)
    pageBreakBefore: (node, queries) => {
      if (!node.headlineLevel) return false;
      const following = queries.getFollowingNodesOnPage();
      const under = following.findIndex((next) => !next.headlineLevel);
      const last = under === 0 ? node : (following[(under < 0 ? following.length : under) - 1] ?? node);
      return last.startPosition.verticalRatio > 0.8 || following.filter((next) => !next.headlineLevel).length < 3;
    },
    content,
    styles: {
      title: { fontSize: 22, bold: true, margin: [0, 0, 0, 4], color: '#1d3557' },
      h1: { fontSize: 15, bold: true, margin: [0, 14, 0, 6], color: '#1d3557' },
      h2: { fontSize: 12, bold: true, margin: [0, 10, 0, 4], color: '#1d3557' },
      h3: { fontSize: 10.5, bold: true, margin: [0, 8, 0, 3] },
      th: { bold: true, fontSize: 8, color: '#333333' },
      ref: { fontSize: 7.5, color: '#1d3557' },
      caption: { fontSize: 7, color: '#555555' },
      running: { fontSize: 7.5, color: '#555555' },
      footer: { fontSize: 7, color: '#555555' },
    },
    defaultStyle: { fontSize: 8.5, lineHeight: 1.15 },
  };
  const bytes = await pdfmake.createPdf(definition).getBuffer();
  return { bytes, pageCount };
}
