/**
 * Addresses of places, parties, representatives and document configurations (docs/spec.md §3
 * Address): validation per field, insertion and the wire shape. `country` is an ISO 3166-1
 * alpha-2 code from the fixed list of about 250 countries.
 */
import countries from 'i18n-iso-countries';
import type { Kysely } from 'kysely';
import { CONFIGURATION_ADDRESS_FIELDS, isSingleLine, REQUIRED_ADDRESS_PARTS, type Address } from 'shared-api/contract';
import type { Database } from '../../db/schema';

import type { FieldErrors } from '../../lib/messages';

export type { FieldErrors };
const PARTS = REQUIRED_ADDRESS_PARTS;

/** True when any part of the address is filled in. */
export const hasAddress = (address: Address | null | undefined): address is Address =>
  Boolean(address && PARTS.some((part) => address[part]?.trim()));

/**
 * Adds `{prefix}.{part}` messages to `errors` for missing parts and an unknown country. A blank
 * address is accepted unless `required`.
 */
export function checkAddress(errors: FieldErrors, prefix: string, address: Address, required: boolean): void {
  if (!required && !hasAddress(address)) return;
  for (const part of PARTS) {
    if (!address[part]?.trim()) errors[`${prefix}.${part}`] = ['validation.required'];
  }
  if (!countries.isValid(address.country.trim().toUpperCase())) errors[`${prefix}.country`] = ['field.country'];
}

/**
 * The address a multipart form sends as flat fields (`street`, `street_number`, `zipcode`, `city`,
 * `country`: `CONFIGURATION_ADDRESS_FIELDS`; the document configuration's and the organisation's
 * forms), each read by `value` (trimmed, '' when absent). Checked into `errors` under
 * `address.{part}`: every part on one line (`field.singleLine`, issue 42), then as
 * {@link checkAddress} does, a blank address accepted. A blank country is Belgium.
 */
export function formAddress(value: (field: string) => string, errors: FieldErrors): Address {
  for (const field of CONFIGURATION_ADDRESS_FIELDS)
    if (!isSingleLine(value(field))) errors[`address.${field}`] = ['field.singleLine'];
  const [street, street_number, zipcode, city, country] = CONFIGURATION_ADDRESS_FIELDS.map(value);
  const address: Address = { street, street_number, zipcode, city, country: country || 'BE' };
  checkAddress(errors, 'address', address, false);
  return address;
}

/** Inserts `address` when filled in; returns its id, or null for a blank address. */
export async function insertAddress(db: Kysely<Database>, address: Address | null | undefined): Promise<number | null> {
  if (!hasAddress(address)) return null;
  const row = await db
    .insertInto('addresses')
    .values({
      street: address.street.trim(),
      street_number: address.street_number.trim(),
      zipcode: address.zipcode.trim(),
      city: address.city.trim(),
      country: address.country.trim().toUpperCase() || 'BE',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

type AddressColumns = {
  address_id: number | null;
  street: string | null;
  street_number: string | null;
  zipcode: string | null;
  city: string | null;
  country: string | null;
};

/** Wire shape of a joined address row; null without an address. */
export const addressOf = (row: AddressColumns): Address | null =>
  row.address_id === null
    ? null
    : {
        id: row.address_id,
        street: row.street ?? '',
        street_number: row.street_number ?? '',
        zipcode: row.zipcode ?? '',
        city: row.city ?? '',
        country: (row.country ?? '').trim(),
      };

/** Columns to select next to `addresses as a` for `addressOf`. */
export const ADDRESS_COLUMNS = ['a.street', 'a.street_number', 'a.zipcode', 'a.city', 'a.country'] as const;

/**
 * Writes `address` into row `addressId` when there is one, else inserts it. Returns the id the
 * owner keeps: null for a blank address, which clears it.
 */
export async function saveAddress(
  db: Kysely<Database>,
  addressId: number | null,
  address: Address | null | undefined,
): Promise<number | null> {
  if (!hasAddress(address)) return null;
  if (addressId === null) return insertAddress(db, address);
  await db
    .updateTable('addresses')
    .set({
      street: address.street.trim(),
      street_number: address.street_number.trim(),
      zipcode: address.zipcode.trim(),
      city: address.city.trim(),
      country: address.country.trim().toUpperCase() || 'BE',
    })
    .where('id', '=', addressId)
    .execute();
  return addressId;
}
