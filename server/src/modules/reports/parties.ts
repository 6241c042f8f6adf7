/**
 * Parties of a report with their addresses and representatives (docs/spec.md §3 Party, §5).
 * `saveParties` replaces a report's parties by the form's list: a party with a known uuid of
 * this report is updated in place, a numeric or null uuid (client-made temporary id) or an
 * unknown one becomes a new party with a new time-based uuid, and parties left out are removed
 * (never one who signed).
 */
import { v7 as uuid } from 'uuid';
import type { Kysely } from 'kysely';
import type { Party, PartyInput, Representative } from 'shared-api/contract';
import type { Database } from '../../db/schema';
import { toUnix } from '../../lib/time';
import { invalidField } from '../../lib/errors';
import { ADDRESS_COLUMNS, addressOf, insertAddress } from '../places/addresses';

type Db = Kysely<Database>;
type Person = Omit<Representative, 'key'>;

const personOf = (row: Record<string, unknown> & { dob: Date | null }) => ({
  first_name: row.first_name as string | null,
  last_name: row.last_name as string | null,
  phone: row.phone as string | null,
  email: row.email as string | null,
  dob: toUnix(row.dob),
  birthplace: row.birthplace as string | null,
  national_security_number: row.national_security_number as string | null,
  company_name: row.company_name as string | null,
  company_number: row.company_number as string | null,
  address: addressOf(row as never),
});

/** Parties of the given reports, in form order, keyed by report id. */
export async function loadParties(db: Db, reportIds: number[]): Promise<Map<number, Party[]>> {
  const result = new Map<number, Party[]>(reportIds.map((id) => [id, []]));
  if (!reportIds.length) return result;
  const parties = await db
    .selectFrom('parties as p')
    .leftJoin('addresses as a', 'a.id', 'p.address_id')
    .selectAll('p')
    .select(ADDRESS_COLUMNS)
    .where('p.report_id', 'in', reportIds)
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
  const representatives = parties.length
    ? await db
        .selectFrom('representatives as r')
        .leftJoin('addresses as a', 'a.id', 'r.address_id')
        .selectAll('r')
        .select(ADDRESS_COLUMNS)
        .where(
          'r.party_id',
          'in',
          parties.map((party) => party.id),
        )
        .orderBy('r.position')
        .orderBy('r.id')
        .execute()
    : [];
  for (const party of parties) {
    result.get(party.report_id)!.push({
      uuid: String(party.uuid),
      type: party.type,
      other_type: party.other_type,
      ...personOf(party),
      represented_by: representatives
        .filter((rep) => rep.party_id === party.id)
        .map((rep) => ({ key: rep.key, ...personOf(rep) })),
    });
  }
  return result;
}

const clean = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

async function personValues(db: Db, person: Person) {
  return {
    first_name: clean(person.first_name),
    last_name: clean(person.last_name),
    phone: clean(person.phone),
    email: clean(person.email),
    dob: person.dob === null || person.dob === undefined ? null : new Date(person.dob * 1000),
    birthplace: clean(person.birthplace),
    national_security_number: clean(person.national_security_number),
    company_name: clean(person.company_name),
    company_number: clean(person.company_number),
    address_id: await insertAddress(db, person.address),
  };
}

/**
 * Replaces the parties of `reportId` by `inputs` (run inside the report's transaction).
 * Representatives are kept by `key`. A party or representative who signed the report (or an
 * addendum) stays on record: leaving one out is a 422 on `parties` and nothing changes.
 */
export async function saveParties(db: Db, reportId: number, inputs: PartyInput[]): Promise<void> {
  const before = await db
    .selectFrom('parties')
    .select(['id', 'uuid', 'address_id'])
    .where('report_id', '=', reportId)
    .execute();
  const existing = new Map(before.map((row) => [String(row.uuid), row.id]));
  const representatives = before.length
    ? await db
        .selectFrom('representatives')
        .select(['id', 'party_id', 'key', 'address_id'])
        .where(
          'party_id',
          'in',
          before.map((row) => row.id),
        )
        .execute()
    : [];
  const signed = new Set(
    (
      await db
        .selectFrom('signatures')
        .select(['party_id', 'representative_id'])
        .where('report_id', '=', reportId)
        .execute()
    ).map((row) => (row.representative_id === null ? `p${row.party_id}` : `r${row.representative_id}`)),
  );
  // every save writes fresh address rows; the old ones of this report's parties go afterwards
  const oldAddresses = [...before, ...representatives]
    .map((row) => row.address_id)
    .filter((id): id is number => id !== null);
  const keptParties = new Set<number>();
  const keptRepresentatives = new Set<number>();
  for (const [position, input] of inputs.entries()) {
    const values = {
      ...(await personValues(db, input)),
      type: input.type,
      other_type: input.type === 'other' ? clean(input.other_type) : null,
      position,
    };
    const known = typeof input.uuid === 'string' ? existing.get(input.uuid) : undefined;
    const partyId = known
      ? (await db.updateTable('parties').set(values).where('id', '=', known).returning('id').executeTakeFirstOrThrow())
          .id
      : (
          await db
            .insertInto('parties')
            .values({ ...values, uuid: uuid(), report_id: reportId })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
    keptParties.add(partyId);
    for (const [index, representative] of (input.represented_by ?? []).entries()) {
      const row = { ...(await personValues(db, representative)), position: index };
      const same = representatives.find((rep) => rep.party_id === partyId && rep.key === representative.key);
      if (same) {
        keptRepresentatives.add(same.id);
        await db.updateTable('representatives').set(row).where('id', '=', same.id).execute();
      } else {
        await db
          .insertInto('representatives')
          .values({ ...row, party_id: partyId, key: representative.key })
          .execute();
      }
    }
  }
  const removedParties = [...existing.values()].filter((id) => !keptParties.has(id));
  const removedRepresentatives = representatives
    .filter((rep) => !keptRepresentatives.has(rep.id) && !removedParties.includes(rep.party_id))
    .map((rep) => rep.id);
  if (
    removedParties.some((id) => signed.has(`p${id}`)) ||
    removedRepresentatives.some((id) => signed.has(`r${id}`)) ||
    representatives.some((rep) => removedParties.includes(rep.party_id) && signed.has(`r${rep.id}`))
  )
    throw invalidField('parties', 'reports.signedParty');
  if (removedRepresentatives.length)
    await db.deleteFrom('representatives').where('id', 'in', removedRepresentatives).execute();
  if (removedParties.length) await db.deleteFrom('parties').where('id', 'in', removedParties).execute();
  if (oldAddresses.length) await db.deleteFrom('addresses').where('id', 'in', oldAddresses).execute();
}
