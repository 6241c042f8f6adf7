/**
 * The mails of sign-off by link (docs/product.md "Sign-off by link"), in the document's language
 * (nl or fr, the server's catalogues; English when neither): the personal link, and the
 * inspector's answer to a party's remarks. They go out through the one mailer (lib/mailer.ts, the
 * outbox without SMTP) while the request is answered: the link's token is never stored, so no job
 * could send it later. Answers go to the inspector (Reply-To).
 */
import type { Deps } from '../../ports/deps';
import { translate, text } from '../../lib/messages';
import type { ReaderLanguage } from '../../lib/reader-language';
import { dateText } from '../documents';
import type { documentWords } from './document';

type Words = Awaited<ReturnType<typeof documentWords>>;

/**
 * Longest text, in characters, a mail prints of one name or word of the report (a party's or the
 * inspector's name, the reference, the address): longer is cut with "…", so a report's own text
 * cannot fill a mail to people it names (docs/product.md "Sign-off by link").
 */
export const MAIL_WORD_CHARS = 120;

const clip = (value: string) => (value.length > MAIL_WORD_CHARS ? `${value.slice(0, MAIL_WORD_CHARS - 1)}…` : value);

/**
 * Sends one mail of `key`'s subject and body to `to` in `language`; every string of `words` and
 * `names` is clipped to {@link MAIL_WORD_CHARS}, `values` are printed as they are.
 */
async function send(
  deps: Pick<Deps, 'mailer'>,
  to: string,
  language: ReaderLanguage,
  words: Words,
  key: 'signOff' | 'remarksAccepted' | 'remarksRejected',
  names: Record<string, string>,
  values: Record<string, string | number> = {},
) {
  const clipped = Object.fromEntries(
    Object.entries({
      ...names,
      title: words.title,
      reference: words.reference,
      address: words.address,
      inspector: words.inspector,
    }).map(([name, value]) => [name, clip(value)]),
  );
  const all = { ...values, ...clipped };
  await deps.mailer.send({
    to,
    replyTo: words.inspectorEmail,
    subject: translate(text(`mail.${key}.subject`, all), language),
    text: translate(text(`mail.${key}.body`, all), language),
  });
}

/** The personal link `{publicUrl}/sign-off/{token}` to `to`; `deadline` unix seconds. */
export const mailSignOffLink = (
  deps: Pick<Deps, 'mailer' | 'config'>,
  request: { email: string; name: string; language: ReaderLanguage; version: number; deadline: number },
  token: string,
  words: Words,
) =>
  send(
    deps,
    request.email,
    request.language,
    words,
    'signOff',
    { name: request.name },
    {
      version: request.version,
      link: `${deps.config.publicUrl}/sign-off/${token}`,
      deadline: dateText(request.deadline, request.language, true),
    },
  );

/** Tells `to` (named `name`) that the remarks of `party` became addendum `addendum`. */
export const mailRemarksAccepted = (
  deps: Pick<Deps, 'mailer'>,
  recipient: { email: string; name: string },
  language: ReaderLanguage,
  words: Words,
  values: { party: string; addendum: string },
) => send(deps, recipient.email, language, words, 'remarksAccepted', { name: recipient.name, ...values });

/** Tells the party who remarked that its remarks were rejected, and why. */
export const mailRemarksRejected = (
  deps: Pick<Deps, 'mailer'>,
  recipient: { email: string; name: string },
  language: ReaderLanguage,
  words: Words,
  reason: string,
) => send(deps, recipient.email, language, words, 'remarksRejected', { name: recipient.name }, { reason });
