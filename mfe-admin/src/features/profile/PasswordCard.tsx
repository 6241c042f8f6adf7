/**
 * The password change of `/profile` (docs/spec.md §2): the current password, the new one and its
 * confirmation; `POST /front/users/{id}/password`. The server checks the current password and
 * signs out the account's other sessions; its field errors land on their fields.
 */
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import type { PasswordChange } from 'shared-api/contract';
import { formRules } from 'shared-api/form-rules';
import { NewPasswordFields, TextField, toFormErrors } from 'shared-ui/forms';
import { useChangePasswordMutation } from '../../api';

const EMPTY: PasswordChange = { current_password: '', password: '', password_confirmation: '' };

export function PasswordCard({ userId }: { userId: number }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [change] = useChangePasswordMutation();
  const message = (id: string) => intl.formatMessage({ id });
  const rules = formRules(intl.formatMessage);
  const schema = yup.object({
    current_password: rules.required(),
    password: rules.newPassword(),
    password_confirmation: rules.passwordConfirmation(),
  });
  return (
    <section className="bo-card">
      <h2>
        <FormattedMessage id="profile.password" />
      </h2>
      <Formik<PasswordChange>
        initialValues={EMPTY}
        validationSchema={schema}
        onSubmit={async (values, helpers) => {
          try {
            await change({ id: userId, body: values }).unwrap();
            dispatch(notify({ kind: 'success', text: message('profile.passwordChanged') }));
            helpers.resetForm({ values: EMPTY });
          } catch (error) {
            helpers.setErrors(toFormErrors<PasswordChange>(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate className="adm-grid">
            <TextField
              name="current_password"
              type="password"
              autoComplete="current-password"
              label={<FormattedMessage id="profile.currentPassword" />}
            />
            <NewPasswordFields
              labels={{
                password: <FormattedMessage id="profile.newPassword" />,
                confirmation: <FormattedMessage id="profile.confirmPassword" />,
              }}
            />
            <div className="adm-form-actions">
              <button type="submit" className="bo-button" disabled={isSubmitting}>
                <FormattedMessage id="profile.password" />
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
