/**
 * Renders a {@link DocumentModel} of a report or addendum to PDF bytes with pdfmake (docs/product.md
 * "The PDF layout"): the cover with its table of contents, the change page of a later version or
 * an addendum, the intro text (html-to-pdfmake), circumstances and an addendum's general remarks,
 * the inventory (inventory.ts), an exit report's comparison with its entry report (comparison.ts),
 * the remarks accepted through sign-off links (remarks.ts), the signature page and
 * the certificate of link signatures (certificate.ts), in the
 * shared frame (frame.ts). Runs in the PDF worker pool; reads only the font files and the work
 * folder, where every image of the model is.
 */
import htmlToPdfmake from 'html-to-pdfmake';
import { JSDOM } from 'jsdom';
import type { Content } from 'pdfmake/interfaces';
import type { DocumentModel } from '../model-types';
import { DOCUMENT_LABELS } from './labels';
import { changePages } from './record-pages';
import { cover } from './cover';
import { inventory } from './inventory';
import { signaturePage } from './signature-page';
import { certificatePage } from './certificate';
import { comparisonSection } from './comparison';
import { renderFramed } from './frame';
import { acceptedRemarks, generalRemarks } from './remarks';

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
export function renderDocument(
  model: DocumentModel,
  workDir: string,
  onProgress: (fraction: number) => void = () => {},
): Promise<{ bytes: Buffer; pageCount: number }> {
  const labels = DOCUMENT_LABELS[model.language];
  const content: Content[] = [
    ...cover(model, labels),
    ...changePages(model, labels),
    { text: '', pageBreak: 'after' },
    ...richText(model.intro_html),
    ...(model.circumstances.length
      ? [{ text: labels.circumstances, style: 'h2' } as Content, { ul: model.circumstances } as Content]
      : []),
    ...generalRemarks(model, labels),
    ...inventory(model, labels),
    ...comparisonSection(model, labels),
    ...acceptedRemarks(model, labels),
    ...signaturePage(model, labels, richText),
    ...certificatePage(model, labels),
  ];
  return renderFramed(model, labels.titles[model.report_type], content, workDir, onProgress);
}
