/**
 * Server messages in the reader's language (docs/product.md "Server messages"): services throw
 * and answer a {@link Text} — a key of the catalogues (src/messages/), with the values the message
 * names — and the error handler and routes write it in the request's language (`Accept-Language`,
 * nl when it names none of nl, fr and en).
 */
import type { IncomingHttpHeaders } from 'node:http';
import { en } from '../messages/en';
import { fr } from '../messages/fr';
import { nl } from '../messages/nl';
import type { Catalogue, MessageKey } from '../messages/catalogue';
import { readerLanguage, type ReaderLanguage } from './reader-language';

export type { Catalogue, MessageKey };
/** A message: its key, or its key with the values its `{name}` placeholders take. */
export type Text = MessageKey | { key: MessageKey; values: Record<string, string | number> };
/** Messages per field of the input, `{field: [texts]}`. */
export type FieldErrors = Record<string, Text[]>;

export const CATALOGUES: Record<ReaderLanguage, Catalogue> = { nl, fr, en };

/** A message with values: `text('accounts.creditsBelowZero', { count: 5 })`. */
export const text = (key: MessageKey, values: Record<string, string | number>): Text => ({ key, values });

/** `message` written in `language`, its placeholders filled in. */
export function translate(message: Text, language: ReaderLanguage): string {
  const { key, values } = typeof message === 'string' ? { key: message, values: {} } : message;
  return CATALOGUES[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}

/** `message` in the language of a request with `headers`. */
export const translateFor = (headers: IncomingHttpHeaders, message: Text): string =>
  translate(message, readerLanguage(headers['accept-language']));

/** `errors` with every message written in `language`. */
export const translateErrors = (errors: FieldErrors, language: ReaderLanguage): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [field, messages.map((message) => translate(message, language))]),
  );
