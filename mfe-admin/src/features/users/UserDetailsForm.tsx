/**
 * The user editor's details (docs/spec.md §2 `/users/{id}/edit` and `/profile`, §3 User, §5 User):
 * names, e-mail, phone, billing address and VAT number (checked by `normalizeVatNumber`, the
 * same jsvat rule as the server), the role when `canEditRole`, and the starting credits when
 * creating. Saving posts `POST /front/users` or `POST /front/users/{id}`; server field errors land
 * on their fields; leaving with changes asks first. `onSaved` receives the account id.
 */
import { Formik } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { isEmail, normalizeVatNumber, ROLES, type Address, type User, type UserInput } from 'shared-api/contract';
import { AddressFields, EditForm, EMPTY_ADDRESS, SelectField, TextField, toFormErrors } from 'shared-ui/forms';
import { useSaveUserMutation } from '../../api';

interface UserValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  vat_number: string;
  role: 'admin' | 'user';
  address: Address;
  start_credits: string;
}

const valuesOf = (user?: User): UserValues => ({
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  vat_number: user?.vat_number ?? '',
  role: user?.role ?? 'user',
  address: user?.address ?? EMPTY_ADDRESS,
  start_credits: '0',
});

function Fields({ canEditRole, creating }: { canEditRole: boolean; creating: boolean }) {
  const intl = useIntl();
  const label = (id: string) => <FormattedMessage id={id} />;
  return (
    <EditForm>
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
    </EditForm>
  );
}

export function UserDetailsForm({
  user,
  canEditRole,
  onSaved,
}: {
  user?: User;
  canEditRole: boolean;
  onSaved: (id: number, created: boolean) => void;
}) {
  const intl = useIntl();
  const [save] = useSaveUserMutation();
  const message = (id: string) => intl.formatMessage({ id });
  const schema = yup.object({
    first_name: yup.string().trim().required(message('validation.required')),
    last_name: yup.string().trim().required(message('validation.required')),
    email: yup
      .string()
      .trim()
      .required(message('validation.required'))
      .test('email', message('validation.email'), (value) => !value || isEmail(value)),
    vat_number: yup
      .string()
      .test('vat', message('validation.vat'), (value) => !value?.trim() || normalizeVatNumber(value) !== null),
    start_credits: yup.string().matches(/^\s*\d{1,6}\s*$/, message('validation.credits')),
  });
  return (
    <Formik<UserValues>
      key={user?.id ?? 'new'}
      initialValues={valuesOf(user)}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        const body: UserInput = {
          first_name: values.first_name,
          last_name: values.last_name,
          email: values.email,
          phone: values.phone || null,
          vat_number: values.vat_number || null,
          address: values.address,
          ...(canEditRole ? { role: values.role } : {}),
          ...(user ? {} : { start_credits: Number(values.start_credits) }),
        };
        try {
          const saved = await save({ id: user?.id, body }).unwrap();
          helpers.resetForm({ values });
          onSaved(saved.id, !user);
        } catch (error) {
          helpers.setErrors(toFormErrors<UserValues>(error));
        }
      }}
    >
      <Fields canEditRole={canEditRole} creating={!user} />
    </Formik>
  );
}
