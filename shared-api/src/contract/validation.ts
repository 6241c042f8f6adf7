/**
 * Field rules shared by browser forms and the server, so both say the same thing (docs/spec.md §5).
 * Each returns a message key (resolved through the message catalogues) or null when valid.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Minimum password length for a newly chosen password (reset flow). */
export const MIN_PASSWORD_LENGTH = 8;

/** True when `value` is a standard e-mail address (docs/spec.md §5). */
export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
