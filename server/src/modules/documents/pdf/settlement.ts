/**
 * The settlement document (docs/product.md "The settlement"): title, reference, address, entry
 * and exit dates, a first block with what the tenant owes and what comes back from the deposit,
 * the damage lines grouped per item (description with labour and material before VAT and one
 * sentence on wear, liability, VAT rate, cost with VAT, tenant's and landlord's share) each with
 * its item's photo pairs, the totals
 * per liability, the deposit and what goes to whom, and a place to sign for every tenant and
 * landlord. Amounts as euro (words.ts `euroText`). Rendered in the shared frame (frame.ts).
 */
import type { Column, Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentModel, ModelDamageLine, ModelSettlement } from '../model-types';
import { PATH_SEPARATOR } from '../record-facts';
import { DOCUMENT_LABELS, type DocumentLabels } from './labels';
import { answerText, dateText, euroText } from './words';
import { photoPairs } from './comparison';
import { headedTable, renderFramed } from './frame';
import { givenSignature, signatureRows } from './signature-page';
import { certificatePage } from './certificate';
import { PHOTO_WIDTH } from './inventory';

const AMOUNT = { alignment: 'right' as const };

/**
 * The description cell of a line: its description, its labour and material before VAT in one
 * sentence and, for a tenant's line with an age and a lifetime or a line of normal wear, one
 * sentence that explains the wear.
 */
function descriptionCell(line: ModelDamageLine, model: DocumentModel, labels: DocumentLabels): TableCell {
  const number = (value: number) => answerText(value, model.language, labels);
  const wear =
    line.liability === 'tenant' && line.age_years != null && line.lifetime_years != null
      ? labels.wearSentence(
          number(line.age_years),
          number(line.lifetime_years),
          number(Math.round(line.wear_factor * 1000) / 10),
          euroText(line.gross_cents),
          euroText(line.tenant_cents),
        )
      : line.liability === 'wear'
        ? labels.wearLine
        : null;
  return {
    stack: [
      { text: line.description, bold: true },
      {
        text: labels.costBeforeVat(
          euroText(line.labour_cents),
          euroText(line.material_cents),
          euroText(line.cost_cents),
        ),
        style: 'caption',
      },
      ...(wear ? [{ text: wear, style: 'caption' }] : []),
    ],
  };
}

/**
 * The table of one item's lines under the item's path. VAT is printed one way: its rate per line,
 * and every amount column includes it; the description column takes what the amounts leave.
 */
function linesTable(lines: ModelDamageLine[], model: DocumentModel, labels: DocumentLabels): Content {
  const header = [
    labels.description,
    labels.liability,
    labels.vatRate,
    labels.grossWithVat,
    labels.tenantShare,
    labels.landlordShare,
  ].map((text, index): TableCell => ({ text, style: 'th', ...(index > 1 ? AMOUNT : {}) }));
  const rows = lines.map((line): TableCell[] => [
    descriptionCell(line, model, labels),
    labels.liabilities[line.liability],
    { text: `${line.vat_rate} %`, ...AMOUNT },
    { text: euroText(line.gross_cents), ...AMOUNT },
    { text: euroText(line.tenant_cents), ...AMOUNT },
    { text: euroText(line.landlord_cents), ...AMOUNT },
  ]);
  const heading = { text: lines[0].path.join(PATH_SEPARATOR) };
  return headedTable(heading, ['*', 58, 26, 56, 56, 56], header, rows, { fontSize: 8 });
}

/**
 * The first block (docs/product.md "The settlement"): what the tenant owes and what comes back
 * from the deposit, in two amounts and in words, with what the deposit does not cover.
 */
function summaryBlock(settlement: ModelSettlement, labels: DocumentLabels): Content[] {
  const stillOwed = settlement.tenant_still_owes_cents > 0 ? euroText(settlement.tenant_still_owes_cents) : null;
  const rows: [string, string][] = [
    [labels.summaryOwed, euroText(settlement.tenant_cents)],
    [labels.summaryReturned(euroText(settlement.deposit_cents)), euroText(settlement.to_tenant_cents)],
    ...(stillOwed ? [[labels.stillOwed, stillOwed] as [string, string]] : []),
  ];
  return [
    {
      unbreakable: true,
      margin: [0, 0, 0, 12],
      table: {
        widths: ['*'],
        body: [
          [
            {
              fillColor: '#eef3f8',
              margin: [8, 6, 8, 6],
              stack: [
                { text: labels.summaryTitle, style: 'h2', margin: [0, 0, 0, 4] },
                {
                  table: {
                    widths: ['*', 110],
                    body: rows.map(([label, amount]) => [
                      { text: label, fontSize: 11 },
                      { text: amount, fontSize: 13, bold: true, ...AMOUNT },
                    ]),
                  },
                  layout: 'noBorders',
                },
                {
                  text: labels.summarySentence({
                    owed: euroText(settlement.tenant_cents),
                    deposit: euroText(settlement.deposit_cents),
                    toLandlord: euroText(settlement.to_landlord_cents),
                    toTenant: euroText(settlement.to_tenant_cents),
                    stillOwed,
                  }),
                  margin: [0, 6, 0, 0],
                },
              ],
            },
          ],
        ],
      },
      layout: 'noBorders',
    },
  ];
}

/** The lines grouped per item, in the order of their first line, each group with its photo pairs. */
function damageSection(settlement: ModelSettlement, model: DocumentModel, labels: DocumentLabels): Content[] {
  const groups = new Map<string, ModelDamageLine[]>();
  for (const line of settlement.lines) groups.set(line.item_uuid, [...(groups.get(line.item_uuid) ?? []), line]);
  return [
    { text: labels.damageLines, style: 'h1', headlineLevel: 1 },
    ...(groups.size ? [] : [{ text: labels.noDamageLines, italics: true } as Content]),
    ...[...groups.values()].flatMap((lines): Content[] => [
      linesTable(lines, model, labels),
      ...photoPairs(lines[0].entry_photos, lines[0].exit_photos, model, labels),
    ]),
  ];
}

/** Totals per liability, then the deposit and what goes to whom. */
function totalsSection(settlement: ModelSettlement, labels: DocumentLabels): Content[] {
  const rows: [string, number, boolean?][] = [
    ...(['tenant', 'landlord', 'wear', 'force_majeure'] as const).map((liability): [string, number] => [
      labels.liabilities[liability],
      settlement.totals[liability],
    ]),
    [labels.tenantAfterWear, settlement.tenant_cents, true],
    [labels.landlordTotal, settlement.landlord_cents],
    [labels.deposit, settlement.deposit_cents, true],
    [labels.toLandlord, settlement.to_landlord_cents],
    [labels.toTenant, settlement.to_tenant_cents, true],
    [labels.stillOwed, settlement.tenant_still_owes_cents, true],
  ];
  return [
    { text: labels.totals, style: 'h1', headlineLevel: 1 },
    {
      table: {
        widths: ['*', 110],
        body: rows.map(([label, cents, bold]) => [
          { text: label, bold: Boolean(bold) },
          { text: euroText(cents), bold: Boolean(bold), ...AMOUNT },
        ]),
      },
      layout: 'lightHorizontalLines',
      unbreakable: true,
    },
  ];
}

/**
 * A place to sign for each tenant and landlord: role and name, then the signature given on this
 * settlement by link (its image and "Ondertekend via persoonlijke link op …, op versie K"), or
 * else name and date lines and an empty box to sign on paper.
 */
function signaturePlaces(model: DocumentModel, labels: DocumentLabels): Content[] {
  const blocks = model.parties
    .filter((party) => party.type === 'tenant' || party.type === 'landlord')
    .map((party): Column => {
      const signed = model.signatures.find((signature) => signature.party === party.uuid);
      return {
        width: PHOTO_WIDTH,
        stack: [
          { text: labels.partyTypes[party.type], style: 'th' },
          { text: party.name, bold: true },
          ...(signed
            ? givenSignature(signed, model, labels)
            : [
                { text: `${labels.signatureName}: ____________________`, margin: [0, 6, 0, 0] },
                { text: `${labels.date}: ____________________`, margin: [0, 4, 0, 0] },
                { text: labels.signatureBox, style: 'caption', margin: [0, 6, 0, 2] },
                {
                  canvas: [{ type: 'rect', x: 0, y: 0, w: PHOTO_WIDTH, h: 60, lineWidth: 0.6, lineColor: '#777777' }],
                },
              ]),
        ] as Content[],
      };
    });
  return [{ text: labels.signatures, style: 'h1', headlineLevel: 1 }, ...signatureRows(blocks)];
}

/** Renders the settlement `model` (its `settlement` set) as {@link renderFramed} does. */
export function renderSettlement(
  model: DocumentModel,
  workDir: string,
  onProgress?: (fraction: number) => void,
): Promise<{ bytes: Buffer; pageCount: number }> {
  const labels = DOCUMENT_LABELS[model.language];
  const settlement = model.settlement!;
  const date = (unix: number | null) => (unix === null ? '—' : dateText(unix, model.language));
  const facts: [string, string][] = [
    [labels.reference, model.reference],
    [labels.entryDate, `${date(settlement.entry_finished_at)} (${settlement.entry_reference})`],
    [labels.exitDate, date(settlement.exit_finished_at)],
    ...(model.record ? [[labels.versionLabel, labels.version(model.record.version)] as [string, string]] : []),
  ];
  const content: Content[] = [
    { text: labels.settlementTitle, style: 'title' },
    { text: model.address, fontSize: 14, margin: [0, 0, 0, 10] },
    {
      table: { widths: [90, '*'], body: facts.map(([label, value]) => [{ text: label, bold: true }, value]) },
      layout: 'noBorders',
      margin: [0, 0, 0, 10],
    },
    ...summaryBlock(settlement, labels),
    ...damageSection(settlement, model, labels),
    ...totalsSection(settlement, labels),
    ...signaturePlaces(model, labels),
    ...certificatePage(model, labels),
  ];
  return renderFramed(model, labels.settlementTitle, content, workDir, onProgress);
}
