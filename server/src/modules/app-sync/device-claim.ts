/**
 * One device at a time (issue 41, docs/product.md "One device at a time"): a report or addendum
 * waiting in the app belongs to the device that started it or first wrote to it. Another device's
 * writes are refused with a Conflict on `device` until the inspector takes the document over.
 * The claim lives on the document's row (`device_id`, `device_claimed_at`, migration 022).
 */
import { sql, type Kysely } from 'kysely';
import {
  CALENDAR_ZONE,
  calendarDayOf,
  DEVICE_ID_PATTERN,
  formatCalendarDay,
  LEGACY_DEVICE,
  type DeviceClaim,
} from 'shared-api/contract';
import type { Database } from '../../db/schema';
import { Conflict, Malformed } from '../../lib/errors';
import { text } from '../../lib/messages';
import { toUnix } from '../../lib/time';
import type { DocumentTarget } from '../../ports/documents';

/** A document of the app as one device works on it: `device` is the caller's device id. */
export interface DeviceTarget extends DocumentTarget {
  device: string;
}

/** The claim columns of a report or addendum row; both null while no device claimed it. */
export interface ClaimColumns {
  device_id: string | null;
  device_claimed_at: Date | null;
}

/**
 * The device id of a request from its `X-Device-Id` header value: the header itself when it
 * matches `DEVICE_ID_PATTERN` (8 to 64 letters, digits and hyphens), `LEGACY_DEVICE` ("tablet")
 * when absent. Malformed (400) on `device` for anything else, a repeated header included.
 */
export function deviceOf(header: string | string[] | undefined): string {
  if (header === undefined) return LEGACY_DEVICE;
  if (typeof header !== 'string' || !DEVICE_ID_PATTERN.test(header))
    throw new Malformed('app.deviceId', { device: ['app.deviceId'] });
  return header;
}

/** The claim of `row` as the app sees it from `device`; null while unclaimed. */
export const claimOf = (row: ClaimColumns, device: string): DeviceClaim | null =>
  row.device_id === null || row.device_claimed_at === null
    ? null
    : { claimed_at: toUnix(row.device_claimed_at)!, this_device: row.device_id === device };

const brusselsTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: CALENDAR_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Throws Conflict (409) on `device` when `row` is claimed by a device other than `device`; the
 * message names the claim's Brussels date and time ("… op een ander toestel sinds 27/11/2025
 * 14:05."). An unclaimed row or the caller's own claim passes.
 */
export function assertOwnDevice(row: ClaimColumns, device: string): void {
  if (row.device_id === null || row.device_id === device) return;
  const since = toUnix(row.device_claimed_at) ?? 0;
  const message = text('app.otherDevice', {
    date: formatCalendarDay(calendarDayOf(since), '/'),
    time: brusselsTime.format(new Date(since * 1000)),
  });
  throw new Conflict(message, { device: [message] });
}

const tableOf = (target: DocumentTarget) => (target.addendumId === null ? 'reports' : 'addenda');

/**
 * Under the row lock of `target` (taken by the caller in `trx`, with `row` read under it): refuses
 * another device's claim (see {@link assertOwnDevice}), claims an unclaimed document for
 * `target.device`, and with `synced` records the accepted upload in `last_synced_at`.
 */
export async function claimForDevice(
  trx: Kysely<Database>,
  target: DeviceTarget,
  row: ClaimColumns,
  { synced = false }: { synced?: boolean } = {},
): Promise<void> {
  assertOwnDevice(row, target.device);
  const claim = row.device_id === null ? { device_id: target.device, device_claimed_at: sql<Date>`now()` } : {};
  if (row.device_id !== null && !synced) return;
  await trx
    .updateTable(tableOf(target))
    .set({ ...claim, ...(synced ? { last_synced_at: sql<Date>`now()` } : {}) })
    .where('id', '=', target.addendumId ?? target.reportId)
    .execute();
}

/**
 * Replaces any claim of `target` with `target.device`'s, dated now; the caller holds the row
 * lock in `trx`. Returns the new claim's time.
 */
export async function replaceClaim(trx: Kysely<Database>, target: DeviceTarget): Promise<Date> {
  const row = await trx
    .updateTable(tableOf(target))
    .set({ device_id: target.device, device_claimed_at: sql<Date>`now()` })
    .where('id', '=', target.addendumId ?? target.reportId)
    .returning('device_claimed_at')
    .executeTakeFirstOrThrow();
  return row.device_claimed_at!;
}
