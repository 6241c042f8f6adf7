/**
 * The phone number rule (docs/product.md "Shared field rules"), shared by the forms (through
 * `shared-api/form-rules`) and the server: a number libphonenumber-js accepts, read as Belgian when
 * it has no country code ("09 123 45 67", "0470 12 34 56", "+33 1 23 45 67 89"). Its own entry,
 * so that screens without a phone field do not load the numbering plan.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import type { Problem } from './contract/validation';

/** An optional phone number: empty passes, anything else must be a valid number. */
export function phoneProblem(value: string | null | undefined): Problem | null {
  if (!value?.trim()) return null;
  return isValidPhoneNumber(value.trim(), 'BE') ? null : { key: 'validation.phone' };
}
