/** The cipher of personal data (docs/product.md "Personal data"); made by modules/personal-data/cipher.ts. */

/** Stored text → what a reader gets: the mask for answers, the full number for a reveal or the PDF. */
export type NumberView = (stored: string | null) => string | null;

/** The application's cipher of personal data (`app.personalData`). */
export interface PersonalData {
  /** `clear` encrypted: `v1:<base64>`, a new IV each time. */
  seal(clear: string): string;
  /** The clear text of a stored value; a value stored before encryption is returned as it is. Throws on a wrong key or tampering. */
  open(stored: string): string;
  /** The masked form every answer carries (`••.••.••-•••.28`); null stays null. */
  mask: NumberView;
  /** The full number written as the register does (`85.07.30-033.28`); null stays null. */
  reveal: NumberView;
}
