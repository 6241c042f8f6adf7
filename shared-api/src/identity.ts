/**
 * The identity kept on the device for pages opened offline (docs/product.md "The field app"), in
 * local storage beside the tokens (`tokens.ts`, which the shell's entry loads first; this file stays
 * out of it). Sign-out clears it with the rest.
 */
const IDENTITY = 'identity';

/**
 * Keeps the identity `GET /front/me` answered, so that a page opened offline still knows who is
 * signed in (docs/product.md "The field app"); sign-out clears it with the rest.
 */
export function rememberIdentity(identity: unknown): void {
  if (typeof localStorage !== 'undefined') localStorage.setItem(IDENTITY, JSON.stringify(identity));
}

/** The identity kept by {@link rememberIdentity}, or null. */
export function rememberedIdentity<T>(): T | null {
  const kept = typeof localStorage === 'undefined' ? null : localStorage.getItem(IDENTITY);
  return kept ? (JSON.parse(kept) as T) : null;
}
