/**
 * One seeded report with its place, parties and its own copy of its template's content tree
 * (docs/product.md "A realistic seed"). Parties are named from the seed's Dutch names by `index`.
 */
import { v7 as uuid } from 'uuid';
import { addDays, calendarDayOf, formatNationalNumber } from 'shared-api/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { instantiateHome } from '../src/modules/content/instantiate';
import { newHashedId } from '../src/modules/reports/writer';
import { COMPANIES, FIRST_NAMES, LAST_NAMES, PLACES } from './seed-data';

/**
 * A valid national register number (docs/product.md "Personal data") of someone born on `dob`
 * with daily serial `serial` (1–997): YYMMDD, the serial, and the check digits, 97 − the nine
 * digits mod 97 (prefixed with 2 for a birth from 2000).
 */
export function nationalNumber(dob: Date, serial: number): string {
  const two = (value: number) => String(value).padStart(2, '0');
  const nine = `${two(dob.getUTCFullYear() % 100)}${two(dob.getUTCMonth() + 1)}${two(dob.getUTCDate())}${String(serial).padStart(3, '0')}`;
  const base = Number(nine) + (dob.getUTCFullYear() >= 2000 ? 2_000_000_000 : 0);
  return formatNationalNumber(nine + two(97 - (base % 97)));
}

export const REPORT_TYPES = ['enter', 'exit', 'start_works', 'other'] as const;
export const REPORT_STATES = ['start', 'app', 'ongoing', 'finished'] as const;
/** The parties of each kind of report, in the order they are named. */
const PARTY_ROLES = {
  enter: ['tenant', 'landlord', 'owner'],
  exit: ['tenant', 'landlord', 'owner'],
  start_works: ['client', 'contractor', 'owner'],
  other: ['owner', 'client', 'other'],
} as const;

/**
 * The lease start date (`YYYY-MM-DD`) of a seeded report of `type` made on `day` (docs/product.md
 * "A realistic seed", "Regional completeness"): an entry report is drawn up when the tenant gets
 * the keys, on the lease's first day or up to two days after it; an exit report ends a lease that
 * started two to seven years earlier, on the first of a month. Null for a report of no lease.
 */
export function seedLeaseStart(type: (typeof REPORT_TYPES)[number], day: Date, index: number): string | null {
  const reportDay = calendarDayOf(Math.floor(day.getTime() / 1000));
  if (type === 'enter') return addDays(reportDay, -(index % 3));
  if (type !== 'exit') return null;
  const [year, month] = reportDay.split('-').map(Number);
  return `${year - 2 - (index % 6)}-${String(month).padStart(2, '0')}-01`;
}

/** What {@link insertReport} makes. `place` is `[street, number, zipcode, city]`. */
export interface SeedReportSpec {
  index: number;
  userId: number;
  configurationId: number;
  homeId: number;
  type: (typeof REPORT_TYPES)[number];
  state: (typeof REPORT_STATES)[number];
  place: [string, string, string, string];
  createdAt: Date;
  /** `YYYY-MM-DD`; null for a report of no lease ({@link seedLeaseStart}). */
  leaseStartDate: string | null;
  /** Its branch, when not its owner's (migration 027's trigger fills that one in). */
  branchId?: number;
  /** The member assigned to inspect it besides its owner. */
  assignedInspectorId?: number;
}

/**
 * Inserts the report of `spec` (a finished one is stored ongoing: the seed completes it through
 * the sync services, as a tablet would) with a new place, its parties and its content tree.
 * Returns its id.
 */
export async function insertReport(trx: Kysely<Database>, spec: SeedReportSpec): Promise<number> {
  const { index, type } = spec;
  const [street, number, zipcode, city] = spec.place;
  const address = await trx
    .insertInto('addresses')
    .values({ street, street_number: number, zipcode, city, country: 'BE' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const place = await trx
    .insertInto('places')
    .values({
      user_id: spec.userId,
      name: `${street} ${number}, ${city}`,
      address_id: address.id,
      front_picture_path: null,
      remarks: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const report = await trx
    .insertInto('reports')
    .values({
      hashed_id: newHashedId(),
      user_id: spec.userId,
      type,
      state: spec.state === 'finished' ? 'ongoing' : spec.state,
      place_id: place.id,
      document_configuration_id: spec.configurationId,
      home_id: spec.homeId,
      follow_up_of_id: null,
      auto_mail_documents: index % 2 === 0,
      allow_regenerate_pdf: spec.state === 'finished',
      finished_at: null,
      created_at: spec.createdAt,
      lease_start_date: spec.leaseStartDate,
      ...(spec.branchId ? { branch_id: spec.branchId } : {}),
      ...(spec.assignedInspectorId ? { assigned_inspector_id: spec.assignedInspectorId } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // a lease (entry or exit) names its tenant first, then the landlord and the owner
  const partyCount = type === 'enter' || type === 'exit' ? 2 + (index % 2) : 1 + (index % 3);
  for (let position = 0; position < partyCount; position++) {
    const company = type === 'start_works' && position === 1;
    // born at noon UTC: the same calendar date in Brussels and in UTC
    const dob = company
      ? null
      : new Date(Date.UTC(1960 + ((index * 7 + position) % 40), (index + position) % 12, 1 + (index % 28), 12));
    await trx
      .insertInto('parties')
      .values({
        uuid: uuid(),
        report_id: report.id,
        position,
        type: PARTY_ROLES[type][position],
        other_type: null,
        first_name: company ? null : FIRST_NAMES[(index * 2 + position) % FIRST_NAMES.length],
        last_name: company ? null : LAST_NAMES[(index + position * 5) % LAST_NAMES.length],
        company_name: company ? COMPANIES[index % COMPANIES.length] : null,
        company_number: company ? 'BE0' + String(400000000 + index * 7919) : null,
        email: `partij${index}-${position}@voorbeeld.be`,
        phone: '+32 9 ' + String(2000000 + index * 131 + position),
        dob,
        birthplace: company ? null : PLACES[(index + position + 3) % PLACES.length][3],
        // written in clear here; the start encrypts it (docs/product.md "Personal data")
        national_security_number: dob && nationalNumber(dob, ((index * 37 + position * 11) % 997) + 1),
        address_id: null,
      })
      .execute();
  }
  await instantiateHome(trx, report.id, spec.homeId);
  return report.id;
}
