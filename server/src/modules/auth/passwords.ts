/** argon2id password hashing (docs/ARCHITECTURE.md library choice). */
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash of no password: verifying against it costs the same time as a real check. */
const decoyHash = hash('decoy-password-never-used');

/** True when `password` matches `passwordHash`; with no hash, spends the same time and says false. */
export async function checkPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await decoyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}

/** The hash of a random password nobody knows: an account that must set its own through a mailed link. */
export const unusablePasswordHash = (): Promise<string> => hash(crypto.randomBytes(32).toString('base64url'));
