/**
 * The signature page of a document of record (docs/product.md "The PDF layout"): the
 * configuration's signature text, the words on the version the signatures bind, every party's
 * and representative's signature with its place, date and time, and the inspector who drew the
 * document up.
 */
import type { Column, Content } from 'pdfmake/interfaces';
import type { DocumentModel } from '../model';
import type { DocumentLabels } from './labels';
import { signatureStatement } from './record-pages';
import { dateText } from './words';
import { GRID_COLUMNS, PHOTO_WIDTH } from './inventory';

/** The signature page; `richText` turns the configuration's HTML into content. */
export function signaturePage(model: DocumentModel, labels: DocumentLabels, richText: (html: string) => Content[]) {
  const blocks: Column[] = [
    ...model.signatures.map((signature): Column => ({
      width: PHOTO_WIDTH,
      stack: [
        {
          text: labels.partyTypes[signature.role as keyof DocumentLabels['partyTypes']] ?? signature.role,
          style: 'th',
        },
        { text: signature.name, bold: true },
        { image: signature.file, fit: [PHOTO_WIDTH, 70], margin: [0, 4, 0, 2] },
        {
          text: (signature.by_link ? labels.signedByLink : labels.signedAt.bind(null, signature.place))(
            dateText(signature.signed_at, model.language, true),
          ),
          style: 'caption',
        },
      ],
    })),
    {
      width: PHOTO_WIDTH,
      stack: [
        { text: labels.drawnUpBy, style: 'th' },
        { text: model.inspector.name, bold: true },
        ...(model.company.name ? [{ text: model.company.name }] : []),
        { text: dateText(model.finished_at, model.language, true), style: 'caption', margin: [0, 4, 0, 0] },
      ],
    },
  ];
  return [
    { text: labels.signatures, style: 'h1', headlineLevel: 1, tocItem: true, pageBreak: 'before' },
    ...richText(model.signature_html),
    ...signatureStatement(model, labels),
    ...signatureRows(blocks),
  ] as Content[];
}

/** Signature blocks (each {@link PHOTO_WIDTH} wide) three to a row, each row kept on one page. */
export function signatureRows(blocks: Column[]): Content[] {
  const rows: Content[] = [];
  for (let index = 0; index < blocks.length; index += GRID_COLUMNS)
    rows.push({
      columns: blocks.slice(index, index + GRID_COLUMNS),
      columnGap: 8,
      margin: [0, 6, 0, 10],
      unbreakable: true,
    });
  return rows;
}
