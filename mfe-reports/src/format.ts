/**
 * Display helpers for reports (docs/spec.md §3, §4, §9): execution date DD/MM/YYYY
 * (unix seconds in), and the message ids of report types and states
 * (`start` → Draft, `app` → In app, `ongoing` → In uitvoering, `finished` → Afgewerkt) with the app's
 * last sync, and
 * the party card label rule of §5.
 */
import type { IntlShape } from 'react-intl';
import { addressText, type PartyInput, type Report, type ReportState } from 'shared-api/contract';
import { formatDateTime, formatDay } from 'shared-ui';

export function formatDate(unixSeconds: number | null): string {
  return unixSeconds === null ? '–' : formatDay(unixSeconds, '/');
}

/** A moment as `DD/MM/YYYY HH:MM` (document versions, sent mails), or "–". */
export function formatMoment(unixSeconds: number | null): string {
  return unixSeconds === null ? '–' : formatDateTime(unixSeconds);
}

export function stateMessageId(state: ReportState): string {
  return state === 'start'
    ? 'state.draft'
    : state === 'finished'
      ? 'state.finished'
      : state === 'ongoing'
        ? 'state.ongoing'
        : 'state.inApp';
}

/**
 * The state of `report` in words; in the app (state app or ongoing) after an accepted upload, with
 * the app's last sync: "In uitvoering · gesynchroniseerd 27/11/2025 14:05" (docs/product.md "One
 * device at a time").
 */
export function stateText(intl: IntlShape, report: Pick<Report, 'state' | 'last_synced_at'>): string {
  const state = intl.formatMessage({ id: stateMessageId(report.state) });
  const inApp = report.state === 'app' || report.state === 'ongoing';
  return inApp && report.last_synced_at !== null
    ? intl.formatMessage({ id: 'list.stateSynced' }, { state, time: formatMoment(report.last_synced_at) })
    : state;
}

type PersonFields = Pick<
  PartyInput,
  'first_name' | 'last_name' | 'company_name' | 'company_number' | 'phone' | 'email' | 'address'
>;

/**
 * Lines of a party card (docs/spec.md §5): name, company, address, phone and e-mail when filled; the
 * type label only when none of those is filled.
 */
export function partyCardLines(party: PersonFields, typeLabel: string): string[] {
  const lines = [
    [party.first_name, party.last_name].filter((part) => part?.trim()).join(' '),
    [party.company_name, party.company_number].filter((part) => part?.trim()).join(' · '),
    addressText(party.address),
    party.phone ?? '',
    party.email ?? '',
  ].filter((line) => line.trim());
  return lines.length ? lines : [typeLabel];
}
