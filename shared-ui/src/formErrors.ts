/**
 * Server validation errors (`{errors: {"parties.0.email": [...]}}`, docs/ARCHITECTURE.md) as a nested
 * formik errors object, so each message lands on the field that caused it (docs/spec.md §8).
 */
import { setIn, type FormikErrors } from 'formik';
import { fieldErrors } from 'shared-api';

export function toFormErrors<V>(error: unknown): FormikErrors<V> {
  return Object.entries(fieldErrors(error)).reduce<FormikErrors<V>>(
    (errors, [field, message]) => setIn(errors, field, message),
    {},
  );
}
