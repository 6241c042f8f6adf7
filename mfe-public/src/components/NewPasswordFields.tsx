/**
 * The new password and its confirmation (`password`, `password_confirmation`) of a Formik form:
 * the password reset and the invitation page, both validated by `formRules(…).newPassword()` and
 * `.passwordConfirmation()` (shared-api/form-rules: the server's rules, docs/spec.md §5), with the
 * browser told it is a new password.
 */
import { FormattedMessage } from 'react-intl';
import { TextField } from 'shared-ui/forms';

export function NewPasswordFields() {
  return (
    <>
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={<FormattedMessage id="reset.password" />}
      />
      <TextField
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        label={<FormattedMessage id="reset.passwordConfirmation" />}
      />
    </>
  );
}
