/**
 * Renders a {@link DocumentModel} to PDF bytes with pdfmake (docs/product.md "The PDF layout"):
 * the cover with its table of contents, the change page of a later version or an addendum, the
 * intro text (html-to-pdfmake) and circumstances, the inventory (inventory.ts) and the signature
 * page. Pages after the cover carry a running header (reference, address, date); every page the
 * footer "page X of Y" with the fingerprint. A heading never ends a page. Runs in the PDF worker
 * pool; reads only the font files and the work folder, where every image of the model is.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import htmlToPdfmake from 'html-to-pdfmake';
import { JSDOM } from 'jsdom';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { DocumentModel } from '../model';
import { DOCUMENT_LABELS } from './labels';
import { dateText } from './words';
import { changePages } from './record-pages';
import { cover } from './cover';
import { inventory } from './inventory';
import { signaturePage } from './signature-page';

const require = createRequire(import.meta.url);
const fontsDir = path.dirname(require.resolve('pdfmake/fonts/Roboto.js'));
pdfmake.setFonts(require('pdfmake/fonts/Roboto.js'));
pdfmake.setUrlAccessPolicy(() => false);
const { window } = new JSDOM('');

/** Sanitized rich HTML (the configuration's allowlist) as pdfmake content; links print as text. */
function richText(html: string): Content[] {
  if (!html.trim()) return [];
  const content = htmlToPdfmake(html.replace(/<a\b[^>]*>|<\/a>/g, ''), { window, removeExtraBlanks: true });
  return [{ stack: Array.isArray(content) ? content : [content], margin: [0, 0, 0, 8] }];
}

/**
 * Renders `model`; `workDir` holds its image files (logo, front picture, photos, signatures);
 * `onProgress` gets 0..1 while pages are written. Resolves to the bytes and page count.
 */
export async function renderDocument(
  model: DocumentModel,
  workDir: string,
  onProgress: (fraction: number) => void = () => {},
): Promise<{ bytes: Buffer; pageCount: number }> {
  const labels = DOCUMENT_LABELS[model.language];
  pdfmake.setLocalAccessPolicy((file) => {
    const resolved = path.resolve(file);
    return [fontsDir, workDir].some((root) => resolved.startsWith(root + path.sep));
  });
  pdfmake.setProgressCallback(onProgress);
  const title = labels.titles[model.report_type];
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
    // a heading never ends a page: in the page's last fifth, or with little after it, it moves on
    pageBreakBefore: (node, queries) =>
      Boolean(node.headlineLevel) &&
      (node.startPosition.verticalRatio > 0.8 ||
        queries.getFollowingNodesOnPage().filter((next) => !next.headlineLevel).length < 3),
    content: [
      ...cover(model, labels),
      ...changePages(model, labels),
      { text: '', pageBreak: 'after' },
      ...richText(model.intro_html),
      ...(model.circumstances.length
        ? [{ text: labels.circumstances, style: 'h2' } as Content, { ul: model.circumstances } as Content]
        : []),
      ...inventory(model, labels),
      ...signaturePage(model, labels, richText),
    ],
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
