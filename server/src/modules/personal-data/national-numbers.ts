/**
 * National register numbers in the database (docs/product.md "Personal data"): the
 * `national_security_number` columns of parties and representatives, and the parties an addendum
 * keeps as JSON, hold only encrypted values (`v1:…`, cipher.ts). Writes resolve each number
 * first ({@link resolveNumbers}): the answers' mask keeps the stored number, a new number is
 * encrypted. The start encrypts values still stored in clear ({@link sealClearNumbers}).
 */
import { sql } from 'kysely';
import { isMaskedNationalNumber, nationalNumberDigits, type PartyInput } from 'shared-api/contract';
import type { DB } from '../../db/database';
import { isSealed } from './cipher';
import type { PersonalData } from '../../ports/personal-data';

type Person = { national_security_number?: string | null };

/** True when any party, representative or addendum holds an encrypted number. */
export async function sealedDataExists(db: DB): Promise<boolean> {
  const like = 'v1:%';
  const row = await db
    .selectFrom('parties')
    .select('id')
    .where('national_security_number', 'like', like)
    .unionAll(db.selectFrom('representatives').select('id').where('national_security_number', 'like', like))
    .unionAll(
      db
        .selectFrom('addenda')
        .select('id')
        .where(sql<boolean>`parties::text LIKE '%"v1:%'`),
    )
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** One encrypted number of the database, to check that the key opens it; null when there is none. */
export async function anySealedNumber(db: DB): Promise<string | null> {
  const row = await db
    .selectFrom('parties')
    .select('national_security_number')
    .where('national_security_number', 'like', 'v1:%')
    .unionAll(
      db
        .selectFrom('representatives')
        .select('national_security_number')
        .where('national_security_number', 'like', 'v1:%'),
    )
    .limit(1)
    .executeTakeFirst();
  return row?.national_security_number ?? null;
}

/** `person`'s number encrypted (blank becomes null); a value already encrypted stays. */
const sealPerson = <T extends Person>(personal: PersonalData, person: T): T => {
  const value = person.national_security_number?.trim();
  return {
    ...person,
    national_security_number: !value ? null : isSealed(value) ? value : personal.seal(value),
  };
};

/**
 * Encrypts every number still stored in clear (written before encryption, or by the seed), in one
 * transaction; idempotent. Returns how many rows changed.
 */
export async function sealClearNumbers(db: DB, personal: PersonalData): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let changed = 0;
    for (const table of ['parties', 'representatives'] as const) {
      const rows = await trx
        .selectFrom(table)
        .select(['id', 'national_security_number'])
        .where('national_security_number', 'is not', null)
        .where('national_security_number', 'not like', 'v1:%')
        .execute();
      for (const row of rows) {
        const { national_security_number } = sealPerson(personal, row);
        await trx.updateTable(table).set({ national_security_number }).where('id', '=', row.id).execute();
      }
      changed += rows.length;
    }
    const addenda = await trx
      .selectFrom('addenda')
      .select(['id', 'parties'])
      .where(sql<boolean>`parties::text LIKE '%national_security_number%'`)
      .execute();
    for (const addendum of addenda) {
      const before = JSON.stringify(addendum.parties);
      const parties = (addendum.parties ?? []).map((party) => ({
        ...sealPerson(personal, party),
        represented_by: party.represented_by?.map((rep) => sealPerson(personal, rep)),
      }));
      if (JSON.stringify(parties) === before) continue;
      await trx
        .updateTable('addenda')
        .set({ parties: JSON.stringify(parties) })
        .where('id', '=', addendum.id)
        .execute();
      changed++;
    }
    return changed;
  });
}

/**
 * `inputs` (parties of a write for report `reportId`) with each number as it is to be stored: blank
 * is null, the answers' mask keeps the stored number of the same party (by uuid) or
 * representative (by party uuid and key), null when there is none, and a new number is
 * encrypted as its 11 digits. The caller checked the numbers (`nationalNumberProblem`).
 */
export async function resolveNumbers(
  db: DB,
  personal: PersonalData,
  reportId: number,
  inputs: PartyInput[],
): Promise<PartyInput[]> {
  const rows = await db
    .selectFrom('parties as p')
    .leftJoin('representatives as r', 'r.party_id', 'p.id')
    .select(['p.uuid', 'p.national_security_number as party_number', 'r.key', 'r.national_security_number as number'])
    .where('p.report_id', '=', reportId)
    .execute();
  const stored = new Map<string, string | null>();
  for (const row of rows) {
    stored.set(String(row.uuid), row.party_number);
    if (row.key !== null) stored.set(`${row.uuid} ${row.key}`, row.number);
  }
  const resolve = <T extends Person>(person: T, key: string): T => {
    const value = person.national_security_number?.trim();
    if (!value) return { ...person, national_security_number: null };
    if (isMaskedNationalNumber(value)) return { ...person, national_security_number: stored.get(key) ?? null };
    return { ...person, national_security_number: personal.seal(nationalNumberDigits(value) ?? value) };
  };
  return inputs.map((party) => {
    const uuid = typeof party.uuid === 'string' ? party.uuid : '';
    return {
      ...resolve(party, uuid),
      represented_by: party.represented_by?.map((rep) => resolve(rep, `${uuid} ${rep.key}`)),
    };
  });
}
