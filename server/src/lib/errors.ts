/**
 * The domain's errors (docs/ARCHITECTURE.md "Errors"): services and plugins throw them and know
 * no HTTP status; the one error handler (plugins/errors.ts) answers each kind with its status and
 * `{message, errors}`, `errors` naming the fields at fault (`{field: [messages]}`). Messages are
 * `Text`s of the catalogues, written in the reader's language by the handler (lib/messages.ts).
 */
import type { FieldErrors, Text } from './messages';

export class DomainError extends Error {
  constructor(
    public readonly text: Text,
    public readonly errors: FieldErrors = {},
  ) {
    super(typeof text === 'string' ? text : text.key);
    this.name = new.target.name;
  }
}

/** The input breaks a rule of the domain; `errors` names each field. */
export class Invalid extends DomainError {}
/** The record does not exist, or the caller may not know that it does. */
export class NotFound extends DomainError {}
/** The request contradicts the record's state (a finished document, a pending version, a taken e-mail). */
export class Conflict extends DomainError {}
/** The record was usable once and is no more: a used, withdrawn or expired sign-off link. */
export class Gone extends DomainError {}
/** The caller is known but may not do this. */
export class Forbidden extends DomainError {}
/** The caller is not signed in, or their credentials are wrong. */
export class Unauthenticated extends DomainError {}
/** The account lacks the credits the work costs. */
export class PaymentRequired extends DomainError {}
/** The body or a file in it is larger than allowed. */
export class TooLarge extends DomainError {}
/** The body or file is of a type this request does not take. */
export class UnsupportedType extends DomainError {}
/** The body cannot be read at all (malformed, cut off, nested too deeply). */
export class Malformed extends DomainError {}
/** The result is not ready yet; the caller may try again in a moment. */
export class NotReady extends DomainError {}
/**
 * The caller asked for more of this work than a limit allows in its window (docs/product.md
 * "Bad input"); `retryAfter`: whole seconds until it may ask again (`Retry-After`).
 */
export class TooManyRequests extends DomainError {
  constructor(
    text: Text,
    errors: FieldErrors = {},
    public readonly retryAfter = 60,
  ) {
    super(text, errors);
  }
}
/** A provider this work depends on (payments) answered nothing usable. */
export class UpstreamFailed extends DomainError {}

/** Invalid input on one or more fields; the message is the first field's first message. */
export const invalid = (errors: FieldErrors) => new Invalid(Object.values(errors)[0]?.[0] ?? 'invalid', errors);
/** One field's message as a 422. */
export const invalidField = (field: string, message: Text) => invalid({ [field]: [message] });
/** The kinds of record a 404 names. */
export type Missing =
  | 'addendum'
  | 'branch'
  | 'documentConfiguration'
  | 'document'
  | 'documentVersion'
  | 'file'
  | 'image'
  | 'inquiry'
  | 'invitation'
  | 'item'
  | 'member'
  | 'organisation'
  | 'party'
  | 'payment'
  | 'place'
  | 'question'
  | 'report'
  | 'signOffRequest'
  | 'template'
  | 'user';
export const notFound = (what: Missing) => new NotFound(`notFound.${what}`);
export const forbidden = () => new Forbidden('forbidden');
export const unauthenticated = () => new Unauthenticated('unauthenticated');
