/**
 * The organisation card's form values and their multipart encoding for `PATCH
 * /front/organisations/{id}` (docs/product.md "Organisations and roles"; the fields the
 * contract's `Organisation` describes): name, VAT number, the billing address as flat fields (server errors
 * come back as `address.*`, onto the address fields), and the logo (`logo` file when a new one was
 * cropped, `remove_logo=1` when it was removed), as the document configuration's form sends them.
 */
import type { Address, Organisation } from 'shared-api/contract';
import { addressValues } from 'shared-ui/forms';

export interface OrganisationValues {
  name: string;
  vat_number: string;
  address: Address;
  /** undefined: unchanged; null: removed; File: the new cropped logo. */
  logo?: File | null;
}

/** The form's values for `organisation`: its data, an empty Belgian address when it has none. */
export function organisationValues(organisation: Organisation): OrganisationValues {
  const address = organisation.address;
  return {
    name: organisation.name,
    vat_number: organisation.vat_number ?? '',
    address: addressValues(address),
  };
}

/** The multipart body of `values`: every text field (a blank VAT number or address clears it) and the logo's change. */
export function organisationFormData(values: OrganisationValues): FormData {
  const form = new FormData();
  form.append('name', values.name.trim());
  form.append('vat_number', values.vat_number.trim());
  for (const [name, value] of Object.entries(values.address)) if (name !== 'id') form.append(name, String(value));
  if (values.logo) form.append('logo', values.logo, values.logo.name);
  if (values.logo === null) form.append('remove_logo', '1');
  return form;
}
