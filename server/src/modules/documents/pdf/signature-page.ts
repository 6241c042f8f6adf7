/**
 * The signature page of a document of record (docs/product.md "The PDF layout"): the
 * configuration's signature text, the words on the version the signatures bind, every party's
 * and representative's signature with its place, date and time, and the inspector who drew the
 * document up, with the inspector's own signature when one was given at the finish (docs/product.md
 * "Honest signatures"; none given, no signature is printed for the inspector). With a region (docs/product.md "Regional completeness"): each party's signature is
 * preceded by the approval mention, an inspector who did not sign gets a place to sign, and the parties'
 * agreement to deviate from missing items is printed before the signatures. An addendum no party
 * signed (a party's remarks the inspector accepted) says so instead of the configuration's text.
 */
import type { Column, Content } from 'pdfmake/interfaces';
import type { DocumentModel, ModelSignature } from '../model-types';
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
        ...(model.approval ? [{ text: model.approval, italics: true }] : []),
        { text: signature.name, bold: true },
        ...givenSignature(signature, model, labels),
      ],
    })),
    inspectorBlock(model, labels),
  ];
  // an addendum no party signed never claims their agreement (the configuration's text says so)
  const unsigned = model.amends !== null && model.signatures.length === 0;
  return [
    { text: labels.signatures, style: 'h1', headlineLevel: 1, tocItem: true, pageBreak: 'before' },
    ...(unsigned
      ? [{ text: labels.unsignedAddendum, italics: true, margin: [0, 0, 0, 8] }]
      : richText(model.signature_html)),
    ...(model.agreed_deviations
      ? [{ text: labels.agreedDeviations(model.agreed_deviations), margin: [0, 6, 0, 6] }]
      : []),
    ...(model.missing_items ? [{ text: labels.missingItems(model.missing_items), margin: [0, 6, 0, 6] }] : []),
    ...signatureStatement(model, labels),
    ...signatureRows(blocks),
  ] as Content[];
}

/**
 * A given signature as every signature place prints it: its image, then where and when it was
 * given, or, given by link, when and on which version.
 */
export function givenSignature(
  signature: Pick<ModelSignature, 'file' | 'place' | 'signed_at' | 'by_link'>,
  model: DocumentModel,
  labels: DocumentLabels,
): Content[] {
  const date = dateText(signature.signed_at, model.language, true);
  return [
    { image: signature.file, fit: [PHOTO_WIDTH, 70], margin: [0, 4, 0, 2] },
    {
      text: signature.by_link
        ? labels.signedByLink(date, signature.by_link.version)
        : labels.signedAt(signature.place, date),
      style: 'caption',
    },
  ];
}

/**
 * The inspector's place beside the parties: signed at the finish, the role, the name the account
 * signed with, the company and the signature with its place, date and time; otherwise who drew
 * the document up and when, with, for a report with a region, an empty box to sign on paper.
 */
function inspectorBlock(model: DocumentModel, labels: DocumentLabels): Column {
  const signed = model.inspector_signature;
  const company = model.company.name ? [{ text: model.company.name }] : [];
  return {
    width: PHOTO_WIDTH,
    stack: signed
      ? [
          { text: labels.inspectorRole, style: 'th' },
          { text: signed.name, bold: true },
          ...company,
          ...givenSignature(signed, model, labels),
        ]
      : [
          { text: labels.drawnUpBy, style: 'th' },
          { text: model.inspector.name, bold: true },
          ...company,
          { text: dateText(model.finished_at, model.language, true), style: 'caption', margin: [0, 4, 0, 0] },
          ...(model.approval ? inspectorSignaturePlace(labels) : []),
        ],
  };
}

/** An empty box where whoever made the findings signs (Walloon decree art. 27 §2, 12°). */
const inspectorSignaturePlace = (labels: DocumentLabels): Content[] => [
  { text: labels.inspectorSignature, style: 'caption', margin: [0, 6, 0, 2] },
  { canvas: [{ type: 'rect', x: 0, y: 0, w: PHOTO_WIDTH, h: 60, lineWidth: 0.5, lineColor: '#999999' }] },
];

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
