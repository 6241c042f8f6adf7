/**
 * The remarks a document prints beside its items (docs/product.md "Sign-off by link"): an
 * addendum's general remarks (its place remarks, such as a party's remark on no item that the
 * inspector accepted), and in a report's later versions every remark accepted through a sign-off
 * link, per addendum, general ones as "Algemeen". Nothing when there is none.
 */
import type { Content } from 'pdfmake/interfaces';
import type { DocumentModel } from '../model-types';
import { PATH_SEPARATOR } from '../record-facts';
import type { DocumentLabels } from './labels';

/** An addendum's general remarks under "Algemene opmerkingen", one paragraph each. */
export function generalRemarks(model: DocumentModel, labels: DocumentLabels): Content[] {
  if (!model.general_remarks) return [];
  return [
    { text: labels.generalRemarks, style: 'h2', headlineLevel: 1 },
    ...model.general_remarks.map((text): Content => ({ text, margin: [0, 0, 0, 4] })),
  ];
}

/** A report's accepted remarks: per addendum its reference, then each remark with its item or "Algemeen". */
export function acceptedRemarks(model: DocumentModel, labels: DocumentLabels): Content[] {
  if (!model.accepted_remarks) return [];
  return [
    { text: labels.acceptedRemarksTitle, style: 'h1', headlineLevel: 1, tocItem: true },
    { text: labels.acceptedRemarksIntro, margin: [0, 0, 0, 6] },
    ...model.accepted_remarks.flatMap((group): Content[] => [
      { text: labels.acceptedIn(group.reference), style: 'h3' },
      {
        table: {
          widths: [150, '*'],
          dontBreakRows: true,
          body: group.remarks.map((remark) => [
            { text: remark.path.length ? remark.path.join(PATH_SEPARATOR) : labels.general, bold: true },
            remark.text,
          ]),
        },
        layout: 'lightHorizontalLines',
        margin: [0, 0, 0, 6],
      },
    ]),
  ];
}
