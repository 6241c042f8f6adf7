/** The shape of a catalogue (docs/product.md "Server messages"): English (en.ts) names every key. */
import type { en } from './en';

export type MessageKey = keyof typeof en;
/** One catalogue: a text for every key. */
export type Catalogue = Record<MessageKey, string>;
