/**
 * Address fields (docs/spec.md §3 Address) for a formik form, under `prefix` (e.g. `address` or
 * `represented_by.0.address`): street, number, zipcode, city and the ISO country select.
 */
import { useId, useMemo } from 'react';
import { Field, getIn, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Address } from 'shared-api/contract';
import { TextField } from '../fields';
import { countryOptions } from './countries';

/** An empty Belgian address (docs/spec.md §9: countries be, fr, nl; Belgium first). */
export const EMPTY_ADDRESS: Address = { street: '', street_number: '', zipcode: '', city: '', country: 'BE' };

/** The form values of a stored `address`: '' for a field it lacks, Belgium without a country, {@link EMPTY_ADDRESS} for none. */
export function addressValues(address?: Partial<Address> | null): Address {
  return {
    street: address?.street ?? '',
    street_number: address?.street_number ?? '',
    zipcode: address?.zipcode ?? '',
    city: address?.city ?? '',
    country: address?.country || 'BE',
  };
}

export function AddressFields({ prefix }: { prefix: string }) {
  const intl = useIntl();
  const id = useId();
  const { errors } = useFormikContext();
  const countries = useMemo(() => countryOptions(intl.locale), [intl.locale]);
  const countryError = getIn(errors, `${prefix}.country`) as string | undefined;
  return (
    <div className="bo-party-grid">
      <TextField name={`${prefix}.street`} label={<FormattedMessage id="address.street" />} />
      <TextField name={`${prefix}.street_number`} label={<FormattedMessage id="address.number" />} />
      <TextField name={`${prefix}.zipcode`} label={<FormattedMessage id="address.zipcode" />} />
      <TextField name={`${prefix}.city`} label={<FormattedMessage id="address.city" />} />
      <div className="bo-field">
        <label htmlFor={id}>
          <FormattedMessage id="address.country" />
        </label>
        <Field as="select" id={id} name={`${prefix}.country`} aria-invalid={Boolean(countryError)}>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </Field>
        {countryError && <div className="bo-field__error">{countryError}</div>}
      </div>
    </div>
  );
}
