/**
 * iCalendar (RFC 5545, through `ical-generator`) of planned inspections (docs/product.md
 * "Assignment and agenda"): the invitation mailed to an inspector (METHOD:REQUEST, or CANCEL when
 * the assignment is taken away) and a member's calendar feed. Each report has one stable UID,
 * `report-{id}@plaatsbeschrijving`, and its SEQUENCE is the report's `plan_sequence`; times are
 * written on the Europe/Brussels wall clock with the zone's VTIMEZONE.
 */
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { DateTime } from 'luxon';
import { CALENDAR_ZONE } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { reportReference } from '../reports';

/** The sender named as ORGANIZER (the mailer's no-reply address). */
const ORGANIZER = { name: 'Plaatsbeschrijving back-office', email: 'no-reply@plaatsbeschrijving.local' };

/** One planned inspection as iCalendar writes it. Times unix seconds. */
export interface PlannedEvent {
  reportId: number;
  /** SEQUENCE: the report's `plan_sequence`. */
  sequence: number;
  start: number;
  minutes: number;
  /** The place's address in one line, or null when the report has none. */
  address: string | null;
  /** Link to the inspection in the field app. */
  url: string;
  inspector: { name: string; email: string };
}

/** The stable UID of report `reportId`'s inspection, the same over every change. */
export const eventUid = (reportId: number) => `report-${reportId}@plaatsbeschrijving`;

/** The summary line of an inspection: its reference and address. */
const summaryOf = (event: PlannedEvent) =>
  `${reportReference(event.reportId, null)}${event.address ? ` – ${event.address}` : ''}`;

/**
 * A calendar of `events` as text: METHOD `method` (REQUEST for an invitation, CANCEL for a
 * cancellation, none for a feed), Europe/Brussels times, named `name` when given.
 */
export function calendarText(events: PlannedEvent[], method: 'REQUEST' | 'CANCEL' | null, name?: string): string {
  const calendar = ical({
    prodId: { company: 'Plaatsbeschrijving', product: 'back-office', language: 'NL' },
    name: name ?? null,
    method: method === null ? null : ICalCalendarMethod[method],
    // no calendar-wide zone (it would write DTSTAMP on the Brussels clock, not in UTC); each
    // event's zone gets its VTIMEZONE from the generator
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const inBrussels = (unixSeconds: number) => DateTime.fromSeconds(unixSeconds, { zone: CALENDAR_ZONE });
  for (const event of events)
    calendar.createEvent({
      id: eventUid(event.reportId),
      sequence: event.sequence,
      start: inBrussels(event.start),
      end: inBrussels(event.start + event.minutes * 60),
      timezone: CALENDAR_ZONE,
      summary: summaryOf(event),
      location: event.address,
      url: event.url,
      description: event.url,
      status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(method === null
        ? {}
        : {
            organizer: ORGANIZER,
            attendees: [{ name: event.inspector.name, email: event.inspector.email, rsvp: false }],
          }),
    });
  return calendar.toString();
}

/** The link to report `reportId`'s inspection in the field app, at `publicUrl` (shared-api `paths.inspection`). */
export const inspectionUrl = (publicUrl: string, reportId: number) => `${publicUrl}/inspections/report/${reportId}`;

/**
 * The place address of reports `ids` in one line (`Korenmarkt 7, 9000 Gent`), by report id; a
 * report without a place or address is left out.
 */
export async function addressesOf(db: DB, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('reports as r')
    .innerJoin('places as p', 'p.id', 'r.place_id')
    .innerJoin('addresses as a', 'a.id', 'p.address_id')
    .select(['r.id', 'a.street', 'a.street_number', 'a.zipcode', 'a.city'])
    .where('r.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      `${row.street} ${row.street_number}, ${row.zipcode} ${row.city}`.replace(/\s+/g, ' ').trim(),
    ]),
  );
}
