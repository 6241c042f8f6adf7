/**
 * The new password and its confirmation (`password`, `password_confirmation`) of a Formik form:
 * the password reset, the invitation page and the profile's password change, each validated by
 * `formRules(…).newPassword()` and `.passwordConfirmation()` (shared-api/form-rules: the server's
 * rules, docs/product.md "Shared field rules"), with the browser told it is a new password. `labels`
 * are the two fields' labels in the caller's texts.
 */
import type { ReactNode } from 'react';
import { TextField } from './fields';

export function NewPasswordFields({ labels }: { labels: { password: ReactNode; confirmation: ReactNode } }) {
  return (
    <>
      <TextField name="password" type="password" autoComplete="new-password" label={labels.password} />
      <TextField name="password_confirmation" type="password" autoComplete="new-password" label={labels.confirmation} />
    </>
  );
}
