/**
 * The user editor's details (docs/spec.md §2 `/users/{id}/edit` and `/profile`, §3 User, §5 User):
 * names, e-mail, phone, billing address and VAT number (checked by `normalizeVatNumber`, the
 * same jsvat rule as the server), the role when `canEditRole`, and the starting credits when
 * creating; their form values, rules and the body of `POST /front/users` or
 * `POST /front/users/{id}`. Both pages save them through the edit controller.
 */
import * as yup from 'yup';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { normalizeVatNumber, ROLES, type Address, type User, type UserInput } from 'shared-api/contract';
import { formRules } from 'shared-api/form-rules';
import { AddressFields, EMPTY_ADDRESS, SelectField, TextField } from 'shared-ui/forms';

export interface UserValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  vat_number: string;
  role: 'admin' | 'user';
  address: Address;
  start_credits: string;
}

export const userValues = (user?: User): UserValues => ({
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  vat_number: user?.vat_number ?? '',
  role: user?.role ?? 'user',
  address: user?.address ?? EMPTY_ADDRESS,
  start_credits: '0',
});

export function UserFields({ canEditRole, creating }: { canEditRole: boolean; creating: boolean }) {
  const intl = useIntl();
  const label = (id: string) => <FormattedMessage id={id} />;
  return (
    <section className="bo-card">
      <h2>{label('user.details')}</h2>
      <div className="adm-grid">
        <TextField name="first_name" label={label('users.firstName')} autoComplete="given-name" />
        <TextField name="last_name" label={label('users.lastName')} autoComplete="family-name" />
        <TextField name="email" type="email" label={label('users.email')} autoComplete="email" />
        <TextField name="phone" type="tel" label={label('users.phone')} autoComplete="tel" />
        <TextField name="vat_number" label={label('user.vatNumber')} />
        {canEditRole && (
          <SelectField
            name="role"
            label={label('user.role')}
            options={ROLES.map((role) => ({ value: role, label: intl.formatMessage({ id: `role.${role}` }) }))}
          />
        )}
        {creating && <TextField name="start_credits" inputMode="numeric" label={label('user.startCredits')} />}
      </div>
      <h3>{label('user.billing')}</h3>
      <AddressFields prefix="address" />
    </section>
  );
}

/**
 * An optional VAT number (docs/spec.md §5 User; the organisation's too, docs/product.md
 * "Organisations and roles"): empty, or valid by `normalizeVatNumber`, the server's own jsvat rule;
 * otherwise "Vul een geldig btw-nummer in" (`validation.vat`).
 */
export const vatNumberRule = (intl: IntlShape) =>
  yup
    .string()
    .test(
      'vat',
      intl.formatMessage({ id: 'validation.vat' }),
      (value) => !value?.trim() || normalizeVatNumber(value) !== null,
    );

/** The rules of the details (docs/spec.md §5 User), messages in the reader's language. */
export function userSchema(intl: IntlShape) {
  const rules = formRules(intl.formatMessage);
  return yup.object({
    first_name: rules.required(),
    last_name: rules.required(),
    email: rules.email(),
    phone: rules.phone(),
    vat_number: vatNumberRule(intl),
    start_credits: yup.string().matches(/^\s*\d{1,6}\s*$/, intl.formatMessage({ id: 'validation.credits' })),
  });
}

/** The request body of `values`: the role only where it may change, starting credits only when creating. */
export const userInput = (values: UserValues, options: { canEditRole: boolean; creating: boolean }): UserInput => ({
  first_name: values.first_name,
  last_name: values.last_name,
  email: values.email,
  phone: values.phone || null,
  vat_number: values.vat_number || null,
  address: values.address,
  ...(options.canEditRole ? { role: values.role } : {}),
  ...(options.creating ? { start_credits: Number(values.start_credits) } : {}),
});
