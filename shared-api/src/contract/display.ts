/**
 * One-line texts of addresses and parties, the same in the browser, the server's lists and
 * the PDF (docs/spec.md §2 report list, §5 party cards).
 */
import type { Address } from './common';

type Named = { first_name?: string | null; last_name?: string | null; company_name?: string | null };

/** `Street 12, 9000 City`; '' for a blank or missing address. */
export function addressText(address: Address | null | undefined): string {
  if (!address || ![address.street, address.street_number, address.zipcode, address.city].some((part) => part?.trim()))
    return '';
  return `${address.street} ${address.street_number}, ${address.zipcode} ${address.city}`.trim();
}

/** A report's address line: its place's address, else the place's name. */
export function placeText(place: { name: string; address: Address | null } | null): string {
  return addressText(place?.address) || place?.name || '';
}

/** The name shown for a party or representative: person name, else company name. */
export function partyDisplayName(party: Named): string {
  return (
    [party.first_name, party.last_name]
      .filter((part) => part?.trim())
      .join(' ')
      .trim() ||
    party.company_name ||
    ''
  );
}
