/**
 * The parts of a PDF that tell a version's story (docs/product.md "Honest signatures"): the
 * version line on the cover, the page of changes since the signed version (or, for an addendum,
 * each changed item before → after), and the words next to signatures given on another version
 * or carried over from the report.
 */
import type { Content } from 'pdfmake/interfaces';
import { valueText as codedText, type Answer } from 'shared-api/contract';
import type { DocumentModel } from '../model';
import type { FactChange } from '../record-facts';
import type { DocumentLabels } from './labels';
import { answerText, dateText } from './words';

/** "Versie N" or "Versie N, gewijzigd op … door …"; nothing before the generator set the record. */
export function versionLine(model: DocumentModel, labels: DocumentLabels): string[] {
  const record = model.record;
  if (!record) return [];
  return [
    record.changed
      ? labels.changedVersion(record.version, dateText(record.changed.at, model.language, true), record.changed.by)
      : labels.version(record.version),
  ];
}

const itemText = (item: string, labels: DocumentLabels) =>
  ({
    '#parties': labels.parties,
    '#circumstances': labels.circumstances,
    '#comparison': labels.comparisonItem,
    '#settlement': labels.settlementTitle,
    '#general': labels.generalRemarks,
    '#place': labels.placeRemarks,
    '#accepted': labels.acceptedRemarksTitle,
  })[item] ?? item;

function fieldText(field: string, labels: DocumentLabels) {
  if (field.startsWith('q:') || field.startsWith('obs:')) return field.slice(field.indexOf(':') + 1);
  if (field.startsWith('party:')) return labels.parties;
  // an accepted remark: `{addendum reference}:{n}`
  if (field.startsWith('PB-')) return labels.acceptedIn(field.replace(/:\d+$/, ''));
  const words: Record<string, string> = {
    state: labels.state,
    cleanliness: labels.cleanliness,
    remarks: labels.remarks,
    amount: labels.amount,
    eval: labels.evalNotPossible,
    photos: labels.photos,
    list: labels.circumstances,
  };
  return words[field] ?? field;
}

function valueText(change: FactChange, value: string | null, language: string, labels: DocumentLabels) {
  if (value === null) return '—';
  if (change.field === 'photos') {
    const photos = value.split(' ');
    if (value !== change.after || change.before === null) return labels.photoCount(photos.length);
    // photos added and removed since the version before, by checksum
    const before = change.before.split(' ');
    const added = photos.filter((photo) => !before.includes(photo)).length;
    const removed = before.filter((photo) => !photos.includes(photo)).length;
    return `${labels.photoCount(photos.length)} (+${added} / −${removed})`;
  }
  if (change.field === 'eval') return labels.yes;
  if (change.field === 'state' || change.field === 'cleanliness') return codedText(value, language);
  if (change.field.startsWith('q:'))
    return (JSON.parse(value) as Answer[]).map((answer) => answerText(answer, language, labels)).join(', ');
  return value;
}

/**
 * The change page: for a report version after the signed one, every fact changed since; for an
 * addendum, every changed item with its previous and its new value. Empty when nothing changed
 * (the signatures' words then say so, {@link signatureStatement}).
 */
export function changePages(model: DocumentModel, labels: DocumentLabels): Content[] {
  const record = model.record;
  const isAddendum = model.amends !== null;
  if (!record || (!isAddendum && !record.signed) || !record.changes.length) return [];
  const header = [labels.changeItem, labels.changeField, labels.changeBefore, labels.changeAfter].map((text) => ({
    text,
    bold: true,
  }));
  const rows = record.changes.map((change) => [
    itemText(change.item, labels),
    fieldText(change.field, labels),
    valueText(change, change.before, model.language, labels),
    valueText(change, change.after, model.language, labels),
  ]);
  return [
    {
      text: isAddendum ? labels.addendumChangesTitle : labels.changesTitle,
      style: 'h1',
      pageBreak: 'before',
      tocItem: true,
    },
    {
      text: isAddendum
        ? labels.addendumChangesIntro(model.amends!)
        : labels.changesIntro(record.signed!.version, dateText(record.signed!.signed_at, model.language, true)),
      margin: [0, 0, 0, 8],
    },
    {
      table: { headerRows: 1, widths: ['*', 'auto', '*', '*'], body: [header, ...rows] },
      layout: 'lightHorizontalLines',
    },
  ];
}

/** The words above signatures given on another version, or carried over from the report. */
export function signatureStatement(model: DocumentModel, labels: DocumentLabels): Content[] {
  const signed = model.record?.signed;
  if (!signed) return [];
  const date = dateText(signed.signed_at, model.language, true);
  return [
    {
      text: signed.carried
        ? labels.carriedSignatures(signed.reference, signed.version, date)
        : labels.signedOnVersion(signed.version, date, model.record!.changes.length > 0),
      italics: true,
      margin: [0, 0, 0, 8],
    },
  ];
}
