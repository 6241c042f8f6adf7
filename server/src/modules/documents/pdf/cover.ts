/**
 * The cover of a document of record (docs/product.md "The PDF layout"): the company's logo and
 * full details, the title and address, the property's front picture, the facts of the document
 * (date, reference, version line, what it amends), a report's own remarks on the property
 * ("Opmerkingen over het pand", only when it has some), the parties with their address, date of
 * birth and contact details, and a short table of contents (buildings, floors, changes, signatures).
 */
import type { Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentModel, ModelParty } from '../model';
import type { DocumentLabels } from './labels';
import { versionLine } from './record-pages';
import { dateText, isoDayText } from './words';
import { PAGE_WIDTH } from './inventory';

function companyBlock(model: DocumentModel, labels: DocumentLabels): Content {
  const { company, inspector } = model;
  const details = [
    company.name ? { text: company.name, bold: true, fontSize: 11 } : null,
    inspector.name,
    company.address,
    company.phone ? `${labels.phone} ${company.phone}` : null,
    company.emails.join(', '),
    company.vat_number ? `${labels.vat} ${company.vat_number}` : null,
  ].filter((line): line is string | { text: string; bold: boolean; fontSize: number } => Boolean(line));
  return {
    columns: [
      company.logo ? { image: company.logo, fit: [110, 70], width: 120 } : { text: '', width: 120 },
      { stack: details, alignment: 'right', color: '#333333' },
    ],
    margin: [0, 0, 0, 18],
  };
}

function partyCell(party: ModelParty, model: DocumentModel, labels: DocumentLabels): TableCell {
  const born =
    party.dob !== null ? labels.bornOn(dateText(party.dob, model.language), party.birthplace) : party.birthplace;
  return {
    stack: [
      { text: party.name, bold: true },
      ...[
        party.company,
        party.address,
        born,
        party.national_number && `${labels.nationalNumber} ${party.national_number}`,
        party.email,
        party.phone,
      ].filter((line): line is string => Boolean(line)),
      ...party.representatives.map((name) => ({ text: `${labels.representedBy} ${name}`, italics: true })),
    ],
  };
}

/** The cover page, ending with the table of contents. */
export function cover(model: DocumentModel, labels: DocumentLabels): Content[] {
  const title = labels.titles[model.report_type];
  const facts: [string, string][] = [
    [labels.date, dateText(model.finished_at, model.language)],
    [labels.reference, model.reference],
    ...(model.lease_start_date ? [[labels.leaseStart, isoDayText(model.lease_start_date)] as [string, string]] : []),
    ...(model.amends ? [[labels.amends, model.amends] as [string, string]] : []),
    ...versionLine(model, labels).map((line) => [labels.versionLabel, line] as [string, string]),
  ];
  return [
    companyBlock(model, labels),
    { text: model.amends ? labels.addendumTitle(title) : title, style: 'title' },
    { text: model.address, fontSize: 14, margin: [0, 0, 0, 10] },
    ...(model.front_picture
      ? [
          {
            image: model.front_picture.file,
            fit: [PAGE_WIDTH, 190],
            alignment: 'center',
            margin: [0, 0, 0, 10],
          } as Content,
        ]
      : []),
    {
      table: { widths: [90, '*'], body: facts.map(([label, value]) => [{ text: label, bold: true }, value]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 10],
    },
    ...(model.place_remarks
      ? [
          { text: labels.placeRemarks, style: 'h2', headlineLevel: 1 } as Content,
          {
            stack: model.place_remarks.map((text) => ({ text, margin: [0, 0, 0, 4] })),
            margin: [0, 0, 0, 6],
          } as Content,
        ]
      : []),
    { text: labels.parties, style: 'h2' },
    {
      table: {
        widths: [90, '*'],
        dontBreakRows: true,
        body: model.parties.map((party) => [
          {
            text: `${labels.partyTypes[party.type]}${party.other_type ? ` (${party.other_type})` : ''}`,
            bold: true,
          },
          partyCell(party, model, labels),
        ]),
      },
      layout: {
        hLineWidth: (row, node) => (row === 0 || row === node.table.body.length ? 0 : 0.4),
        vLineWidth: () => 0,
        hLineColor: () => '#bbbbbb',
      },
      margin: [0, 0, 0, 10],
    },
    { toc: { title: { text: labels.contents, style: 'h2' } } },
  ];
}
