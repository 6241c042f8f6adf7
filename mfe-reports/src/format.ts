/**
 * Display helpers for reports (spec §3, §4, §9): address line, execution date DD/MM/YYYY
 * (unix seconds in), and the message ids of report types and states
 * (`start` → Draft, `app`/`ongoing` → In app, `finished` → Afgewerkt).
 */
import moment from 'moment';
import type { Report, ReportState } from 'shared-api/contract';

export function addressLine(report: Pick<Report, 'place'>): string {
  const address = report.place?.address;
  if (!address) return report.place?.name ?? '';
  return `${address.street} ${address.street_number}, ${address.zipcode} ${address.city}`.trim();
}

export function formatDate(unixSeconds: number | null): string {
  return unixSeconds === null ? '–' : moment.unix(unixSeconds).format('DD/MM/YYYY');
}

export function stateMessageId(state: ReportState): string {
  return state === 'start' ? 'state.draft' : state === 'finished' ? 'state.finished' : 'state.inApp';
}
