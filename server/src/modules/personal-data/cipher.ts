/**
 * Encryption at rest of personal data (docs/product.md "Personal data"): AES-256-GCM through
 * `node:crypto`, a random 12-byte IV per value and its 16-byte auth tag, stored as
 * `v1:<base64 of IV | tag | ciphertext>`. Answers carry a national register number masked.
 */
import crypto from 'node:crypto';
import { formatNationalNumber, maskNationalNumber, NATIONAL_NUMBER_MASK } from 'shared-api/contract';
import type { NumberView, PersonalData } from '../../ports/personal-data';

const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** For readers that use no number (names, e-mail addresses, signers): every number is left out. */
export const withoutNumbers: NumberView = () => null;

/** True when `stored` is an encrypted value. */
export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** The digits of a clear value: 11 of them for every number checked since docs/product.md "Personal data". */
const digitsOf = (clear: string) => clear.replace(/\D/g, '');

/** The cipher with the 32-byte `key` (see data-key.ts). */
export function createPersonalData(key: Buffer): PersonalData {
  if (key.length !== 32) throw new Error('The data key must be 32 bytes.');
  const seal = (clear: string) => {
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(clear, 'utf8'), cipher.final()]);
    return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  };
  const open = (stored: string) => {
    if (!isSealed(stored)) return stored;
    const bytes = Buffer.from(stored.slice(PREFIX.length), 'base64');
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  };
  return {
    seal,
    open,
    mask: (stored) => {
      if (stored === null) return null;
      const digits = digitsOf(open(stored));
      return digits.length === 11
        ? maskNationalNumber(digits)
        : NATIONAL_NUMBER_MASK + digits.slice(-2).padStart(2, '•');
    },
    reveal: (stored) => {
      if (stored === null) return null;
      const clear = open(stored);
      const digits = digitsOf(clear);
      return digits.length === 11 ? formatNationalNumber(digits) : clear;
    },
  };
}
