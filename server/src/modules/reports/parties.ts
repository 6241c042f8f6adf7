/**
 * Parties of a report with their addresses and representatives (docs/spec.md §3 Party, §5).
 * `saveParties` replaces a report's parties by the form's list: a party with a known uuid of
 * this report is updated in place, a numeric or null uuid (client-made temporary id) or an
 * unknown one becomes a new party with a new time-based uuid, and parties left out are removed
 * (never one who signed). National register numbers are stored as `resolveNumbers`
 * (modules/personal-data) made them and read through a view: the mask for answers
 * (docs/product.md "Personal data").
 */
import { v7 as uuid } from 'uuid';
import type { Kysely } from 'kysely';
import { isEmail, nationalNumberProblem, type Party, type PartyInput, type Representative } from 'shared-api/contract';
import { phoneProblem } from 'shared-api/phone';
import type { Database } from '../../db/schema';
import { toUnix } from '../../lib/time';
import { invalid, invalidField } from '../../lib/errors';
import { ADDRESS_COLUMNS, addressOf, checkAddress, insertAddress, type FieldErrors } from '../places';
import type { NumberView } from '../../ports/personal-data';

type Db = Kysely<Database>;
type Person = Omit<Representative, 'key'>;

const personOf = (row: Record<string, unknown> & { dob: Date | null }, view: NumberView) => ({
  first_name: row.first_name as string | null,
  last_name: row.last_name as string | null,
  phone: row.phone as string | null,
  email: row.email as string | null,
  dob: toUnix(row.dob),
  birthplace: row.birthplace as string | null,
  national_security_number: view(row.national_security_number as string | null),
  company_name: row.company_name as string | null,
  company_number: row.company_number as string | null,
  address: addressOf(row as never),
});

/**
 * Parties of the given reports, in form order, keyed by report id; each stored national register
 * number as `view` gives it (`app.personalData.mask` for answers).
 */
export async function loadParties(db: Db, reportIds: number[], view: NumberView): Promise<Map<number, Party[]>> {
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
      ...personOf(party, view),
      represented_by: representatives
        .filter((rep) => rep.party_id === party.id)
        .map((rep) => ({ key: rep.key, ...personOf(rep, view) })),
    });
  }
  return result;
}

/**
 * Adds to `errors` each field of `parties` (a write's list) that breaks a rule: the other type
 * when the type is "other", and for every party and representative its e-mail address, phone
 * number, national register number (docs/product.md "Personal data"; the answers' mask passes)
 * and address. Field names as `parties.0.represented_by.1.email`.
 */
export function checkParties(errors: FieldErrors, parties: PartyInput[]): void {
  parties.forEach((party, index) => {
    const prefix = `parties.${index}`;
    if (party.type === 'other' && !party.other_type?.trim()) errors[`${prefix}.other_type`] = ['validation.required'];
    const people = [party, ...(party.represented_by ?? [])];
    people.forEach((person, at) => {
      const path = at === 0 ? prefix : `${prefix}.represented_by.${at - 1}`;
      if (person.email?.trim() && !isEmail(person.email)) errors[`${path}.email`] = ['validation.email'];
      if (phoneProblem(person.phone)) errors[`${path}.phone`] = ['validation.phone'];
      if (nationalNumberProblem(person.national_security_number))
        errors[`${path}.national_security_number`] = ['validation.nationalNumber'];
      if (person.address) checkAddress(errors, `${path}.address`, person.address, false);
    });
  });
}

/** {@link checkParties} as a 422 naming every field at fault; nothing when all are right. */
export function assertParties(parties: PartyInput[]): void {
  const errors: FieldErrors = {};
  checkParties(errors, parties);
  if (Object.keys(errors).length) throw invalid(errors);
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
 * Replaces the parties of `reportId` by `inputs` (run inside the report's transaction), whose
 * national register numbers are already as they are to be stored (`resolveNumbers`).
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
        .where('signer', '=', 'party')
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
