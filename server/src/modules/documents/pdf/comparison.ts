/**
 * The comparison section of an exit or interim report's PDF (docs/product.md "Entry against
 * exit"): titled with the entry report's date, then each changed item with its path, the entry
 * and exit values side by side (state, cleanliness, remarks, answers, observations, a meter's
 * consumption), new damage marked, and its photos in pairs, entry left and exit right, each
 * captioned with its date. Unchanged items are only counted. {@link photoPairs} also serves the
 * settlement (settlement.ts).
 */
import type { Column, Content, TableCell } from 'pdfmake/interfaces';
import type { DocumentModel, ModelPhoto, ModelComparedItem } from '../model-types';
import { PATH_SEPARATOR } from '../record-facts';
import type { DocumentLabels } from './labels';
import { PAGE_WIDTH, PHOTO_WIDTH } from './inventory';
import { valueText } from 'shared-api/contract';
import { answerText, dateText } from './words';
import { headedTable } from './frame';

type Side = ModelComparedItem['entry'];

/** One photo of a pair with its caption (side and date), or an empty cell. */
function pairCell(photo: ModelPhoto | undefined, side: string, language: string, labels: DocumentLabels): Column {
  if (!photo) return { width: PHOTO_WIDTH, text: '' };
  const taken = photo.captured_at ? ` · ${labels.photoTaken} ${dateText(photo.captured_at, language)}` : '';
  return {
    width: PHOTO_WIDTH,
    stack: [
      { image: photo.file, fit: [PHOTO_WIDTH, PHOTO_WIDTH * 0.75] },
      { text: `${side}${taken}`, style: 'caption' },
    ],
  };
}

/** `entry` and `exit` photos in pairs, entry left and exit right, one unbreakable row per pair. */
export function photoPairs(
  entry: ModelPhoto[],
  exit: ModelPhoto[],
  model: Pick<DocumentModel, 'language'>,
  labels: DocumentLabels,
): Content[] {
  return Array.from({ length: Math.max(entry.length, exit.length) }, (_, index) => ({
    columns: [
      pairCell(entry[index], labels.entrySide, model.language, labels),
      pairCell(exit[index], labels.exitSide, model.language, labels),
    ],
    columnGap: PAGE_WIDTH - 2 * PHOTO_WIDTH,
    margin: [0, 4, 0, 4] as [number, number, number, number],
    unbreakable: true,
  }));
}

/** The rows field | entry | exit of one item; the questions and observations of both sides. */
function valueRows(item: ModelComparedItem, model: DocumentModel, labels: DocumentLabels): TableCell[][] {
  const answers = (side: Side, question: string) =>
    side?.answers
      .find((answer) => answer.question === question)
      ?.values.map((value) => answerText(value, model.language, labels))
      .join(', ') ?? '';
  const observations = (side: Side) =>
    (side?.observations ?? [])
      .map((row) =>
        [row.name, row.type === 'observation' ? '' : valueText(row.type, model.language), row.remarks]
          .filter(Boolean)
          .join(': '),
      )
      .join('\n');
  const coded = (value: string | null | undefined) => valueText(value ?? '', model.language);
  const questions = [...new Set([item.entry, item.exit].flatMap((side) => side?.answers ?? []).map((a) => a.question))];
  const rows: [string, string, string][] = [
    [labels.state, coded(item.entry?.state), coded(item.exit?.state)],
    [labels.cleanliness, coded(item.entry?.cleanliness), coded(item.exit?.cleanliness)],
    [labels.remarks, item.entry?.remarks ?? '', item.exit?.remarks ?? ''],
    ...questions.map((question): [string, string, string] => [
      question,
      answers(item.entry, question),
      answers(item.exit, question),
    ]),
    [labels.observations, observations(item.entry), observations(item.exit)],
  ];
  return [
    ...rows.filter(([, entry, exit]) => entry || exit).map((row) => row.map((text) => ({ text }))),
    ...(item.consumption ?? []).map((row): TableCell[] => [
      { text: `${labels.consumption}: ${row.question}`, bold: true },
      '',
      answerText(row.value, model.language, labels),
    ]),
  ];
}

/** One changed item: its path and marks, its values side by side, its photo pairs. */
function itemContent(item: ModelComparedItem, model: DocumentModel, labels: DocumentLabels): Content[] {
  const marks = [
    item.new_damage ? labels.newDamage : null,
    item.entry === null ? labels.addedAtExit : null,
    item.exit === null ? labels.removedAtExit : null,
  ].filter(Boolean);
  const heading = {
    text: [item.path.join(PATH_SEPARATOR), marks.length ? { text: ` – ${marks.join(' · ')}`, color: '#b00020' } : ''],
  };
  const header: TableCell[] = [
    { text: '', style: 'th' },
    { text: labels.entrySide, style: 'th' },
    { text: labels.exitSide, style: 'th' },
  ];
  return [
    headedTable(heading, [110, '*', '*'], header, valueRows(item, model, labels)),
    ...photoPairs(item.entry?.media ?? [], item.exit?.media ?? [], model, labels),
  ];
}

/** The comparison section of `model`; nothing when it has no comparison. */
export function comparisonSection(model: DocumentModel, labels: DocumentLabels): Content[] {
  const comparison = model.comparison;
  if (!comparison) return [];
  const date =
    comparison.entry_finished_at === null
      ? comparison.entry_reference
      : dateText(comparison.entry_finished_at, model.language);
  return [
    { text: labels.comparisonTitle(date), style: 'h1', headlineLevel: 1, tocItem: true, pageBreak: 'before' },
    { text: labels.unchangedCount(comparison.unchanged), italics: true, margin: [0, 0, 0, 6] },
    ...comparison.items.flatMap((item) => itemContent(item, model, labels)),
  ];
}
