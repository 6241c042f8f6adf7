/**
 * The Belgian national register number (rijksregisternummer, docs/product.md "Personal data"):
 * 11 digits YYMMDD-SSS-CC, written with or without the usual punctuation (`85.07.30-033.28`).
 * The check CC is 97 − (the first nine digits mod 97); for a birth from 2000 the nine digits
 * are prefixed with 2 (2000000000 + n). Answers carry it masked ({@link maskNationalNumber});
 * a write that sends the mask back unchanged keeps the stored number.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable } from './common';
import type { Problem } from './validation';

/** The mask of every answer: only the two check digits are shown. */
export const NATIONAL_NUMBER_MASK = '••.••.••-•••.';
const MASKED = /^••\.••\.••-•••\.\d{2}$/;

/** The 11 digits of `value` when it has only digits, spaces, dots and dashes; otherwise null. */
export function nationalNumberDigits(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[\d\s.-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length === 11 ? digits : null;
}

/** True when the 11 `digits` carry a valid check for a birth in the 1900s or from 2000. */
export function hasValidCheck(digits: string): boolean {
  const base = Number(digits.slice(0, 9));
  const check = Number(digits.slice(9));
  return 97 - (base % 97) === check || 97 - ((2_000_000_000 + base) % 97) === check;
}

/** True when `value` is the masked form an answer carries (`••.••.••-•••.28`). */
export function isMaskedNationalNumber(value: string): boolean {
  return MASKED.test(value.trim());
}

/**
 * An optional national register number: empty passes, so does the mask an answer carried (it
 * keeps the stored number); anything else must be 11 digits with a valid check
 * (`validation.nationalNumber`).
 */
export function nationalNumberProblem(value: string | null | undefined): Problem | null {
  if (!value?.trim() || isMaskedNationalNumber(value)) return null;
  const digits = nationalNumberDigits(value);
  return digits && hasValidCheck(digits) ? null : { key: 'validation.nationalNumber' };
}

/** The 11 `digits` written as the register does: `85.07.30-033.28`. */
export function formatNationalNumber(digits: string): string {
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4, 6)}-${digits.slice(6, 9)}.${digits.slice(9)}`;
}

/** The masked form of the 11 `digits`: `••.••.••-•••.28`. */
export function maskNationalNumber(digits: string): string {
  return `${NATIONAL_NUMBER_MASK}${digits.slice(-2)}`;
}

/** Path of `GET /front/reports/{id}/parties/{party_uuid}/national-number`. */
export const PartyNumberParams = Type.Object({ id: Id, party_uuid: Type.String({ format: 'uuid' }) });
/** Path of `GET /front/reports/{id}/parties/{party_uuid}/representatives/{key}/national-number`. */
export const RepresentativeNumberParams = Type.Object({
  id: Id,
  party_uuid: Type.String({ format: 'uuid' }),
  key: Type.String({ minLength: 1, maxLength: 100 }),
});
/** A revealed number (`85.07.30-033.28`), null when none is stored; every reveal is audited. */
export const NationalNumberReveal = Type.Object({ national_number: Nullable(Type.String()) });
export type NationalNumberReveal = Static<typeof NationalNumberReveal>;
