/**
 * The settlement document (docs/product.md "The settlement"): title, reference, address, entry
 * and exit dates, the damage lines grouped per item (description, liability, labour, material,
 * VAT, gross, wear, tenant's and landlord's share) each with its item's photo pairs, the totals
 * per liability, the deposit and what goes to whom, and a place to sign for every tenant and
 * landlord. Amounts as euro (words.ts `euroText`). Rendered in the shared frame (frame.ts).
 */
import type { Column, Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentModel } from '../model';
import type { ModelDamageLine, ModelSettlement } from '../compared-model';
import { PATH_SEPARATOR } from '../record-facts';
import { DOCUMENT_LABELS, type DocumentLabels } from './labels';
import { answerText, dateText, euroText } from './words';
import { photoPairs } from './comparison';
import { headedTable, renderFramed } from './frame';
import { givenSignature, signatureRows } from './signature-page';
import { certificatePage } from './certificate';
import { PHOTO_WIDTH } from './inventory';

const AMOUNT = { alignment: 'right' as const };

/** The table of one item's lines under the item's path. */
function linesTable(lines: ModelDamageLine[], model: DocumentModel, labels: DocumentLabels): Content {
  const years = (value: number) => answerText(value, model.language, labels);
  const header = [
    labels.description,
    labels.liability,
    labels.labour,
    labels.material,
    labels.vatRate,
    labels.gross,
    labels.wearFactor,
    labels.tenantShare,
    labels.landlordShare,
  ].map((text): TableCell => ({ text, style: 'th' }));
  const rows = lines.map((line): TableCell[] => [
    line.description,
    labels.liabilities[line.liability],
    { text: euroText(line.labour_cents), ...AMOUNT },
    { text: euroText(line.material_cents), ...AMOUNT },
    { text: `${line.vat_rate} %`, ...AMOUNT },
    { text: euroText(line.gross_cents), ...AMOUNT },
    line.age_years != null && line.lifetime_years != null
      ? `${Math.round((1 - line.wear_factor) * 100)} % (${labels.ageOverLifetime(years(line.age_years), years(line.lifetime_years))})`
      : '',
    { text: euroText(line.tenant_cents), ...AMOUNT },
    { text: euroText(line.landlord_cents), ...AMOUNT },
  ]);
  const heading = { text: lines[0].path.join(PATH_SEPARATOR) };
  return headedTable(heading, ['*', 50, 46, 46, 24, 48, 48, 48, 48], header, rows, { fontSize: 7.5 });
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
    ...damageSection(settlement, model, labels),
    ...totalsSection(settlement, labels),
    ...signaturePlaces(model, labels),
    ...certificatePage(model, labels),
  ];
  return renderFramed(model, labels.settlementTitle, content, workDir, onProgress);
}
