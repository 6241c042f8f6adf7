/**
 * The signature certificate page of a document signed through personal links (docs/product.md
 * "Sign-off by link"): for each link signature, who signed (name and role), which version (its
 * number, the PDF's SHA-256 and the content's SHA-256), when, from which IP address and browser,
 * and how many remarks had been given. Nothing when the document has no link signature.
 */
import type { Content } from 'pdfmake/interfaces';
import type { DocumentModel } from '../model-types';
import type { DocumentLabels } from './labels';
import { dateText } from './words';

/** The certificate page of `model`, or nothing without link signatures. */
export function certificatePage(model: DocumentModel, labels: DocumentLabels): Content[] {
  const entries = model.certificate ?? [];
  if (!entries.length) return [];
  const role = (value: string) => labels.partyTypes[value as keyof DocumentLabels['partyTypes']] ?? value;
  const line = (label: string, value: string): Content[] => [
    { text: label, style: 'th' },
    { text: value, fontSize: 8, characterSpacing: 0 },
  ];
  return [
    { text: labels.certificateTitle, style: 'h1', headlineLevel: 1, tocItem: true, pageBreak: 'before' },
    { text: labels.certificateIntro, margin: [0, 0, 0, 8] },
    ...entries.map((entry): Content => ({
      unbreakable: true,
      margin: [0, 6, 0, 10],
      table: {
        widths: [110, '*'],
        body: [
          [
            { text: entry.name, bold: true },
            { text: `${role(entry.role)} · ${labels.certificateVersion(entry.version)}` },
          ],
          line(labels.certificatePdfHash, entry.pdf_sha256),
          line(labels.certificateContentHash, entry.content_sha256),
          line(labels.certificateSignedAt, dateText(entry.signed_at, model.language, true)),
          line(labels.certificateAddress, entry.ip ?? '—'),
          line(labels.certificateUserAgent, entry.user_agent ?? '—'),
          line(labels.remarks, labels.certificateRemarks(entry.remarks)),
        ],
      },
      layout: 'lightHorizontalLines',
    })),
  ];
}
