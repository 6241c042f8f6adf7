/**
 * Password reset (docs/spec.md §2 `/reset_password`, §5, §7; issue 11): single-use links valid 60
 * minutes (a new account's welcome link 7 days), stored only as SHA-256. A newer request voids the older links of that account, and a
 * successful reset voids every other link and signs out every session of that user.
 */
import crypto from 'node:crypto';
import type { Deps } from '../../ports/deps';
import { confirmationProblem, isEmail, newPasswordProblem, type ResetRequest } from 'shared-api/contract';
import { invalid, invalidField, TooManyRequests } from '../../lib/errors';
import type { DB } from '../../db/database';
import { hit } from '../../plugins/rate-limit-store';
import { accountSubject, recordAuditEvent } from '../audit';
import type { AuditActor } from '../../lib/actors';
import { hashPassword } from './passwords';
import { sha256 } from './oauth-model';
import { text, translate, type FieldErrors } from '../../lib/messages';
import type { ReaderLanguage } from '../../lib/reader-language';
import { endSignIns } from '../../db/account-access';

export const RESET_TOKEN_MINUTES = 60;

/** Reset links one address may be asked for in an hour, whoever asks (docs/product.md "Bad input"). */
export const RESET_MAILS_PER_ADDRESS = 5;

/**
 * Counts a reset link asked for `email` (in lower case, whether or not an account has it, so the
 * limit reveals no account) in the shared store (plugins/rate-limit-store.ts, across nodes): more
 * than {@link RESET_MAILS_PER_ADDRESS} in an hour is a TooManyRequests (429, `auth.resetLimit`,
 * with the seconds until the hour ends). The per-address limit of the route comes on top.
 */
export async function countResetRequest(db: DB, email: string): Promise<void> {
  const { current, ttl } = await hit(db, `reset-mail|${email.trim().toLowerCase()}`, 3_600_000);
  if (current <= RESET_MAILS_PER_ADDRESS) return;
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  throw new TooManyRequests(text('auth.resetLimit', { minutes: Math.ceil(seconds / 60) }), {}, seconds);
}

/**
 * Mails a new link to the active account of `email`, if there is one, in `language` (the language
 * of the page it was asked from); nothing otherwise. Either way records `password_reset.requested`
 * by `actor` (the address and browser that asked), naming the account when there is one
 * (`detail.account_found`); with a link, in the transaction that stores it.
 */
export async function requestPasswordReset(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  email: string,
  language: ReaderLanguage,
  actor: AuditActor = {},
) {
  const user = await deps.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('active', '=', true)
    .executeTakeFirst();
  const event = (found: boolean) => ({
    kind: 'password_reset.requested' as const,
    ownerUserId: user?.id ?? null,
    actor: { ...actor, userId: null },
    detail: { email: email.toLowerCase(), account_found: found },
  });
  if (user)
    await mailPasswordLink(deps, user, 'reset', [language], async (trx) =>
      recordAuditEvent(trx, { ...event(true), subject: await accountSubject(trx, user.id) }),
    );
  else await recordAuditEvent(deps.db, event(false));
}

/** Lifetime of the link in a welcome mail: a new customer may not read it the same hour. */
export const WELCOME_TOKEN_DAYS = 7;

/** How long each link lives, in minutes. */
const LINK_MINUTES = { reset: RESET_TOKEN_MINUTES, welcome: WELCOME_TOKEN_DAYS * 24 * 60 } as const;

/** The mail of `kind` in `languages`, one after the other (docs/product.md "Server messages"). */
function linkMail(kind: keyof typeof LINK_MINUTES, languages: ReaderLanguage[], name: string, link: string) {
  const values = { name, link, minutes: RESET_TOKEN_MINUTES, days: WELCOME_TOKEN_DAYS };
  return {
    subject: languages.map((language) => translate(`mail.${kind}.subject`, language)).join(' / '),
    text: languages.map((language) => translate(text(`mail.${kind}.body`, values), language)).join('\n— — —\n\n'),
  };
}

/**
 * Mails `user` a single-use link to `/reset_password` that sets their password: a reset (valid 60
 * minutes) or the welcome of a new account (valid 7 days), written in each of `languages`. A new
 * link voids the older ones. `withLink` runs in the transaction that stores the link (its audit event).
 */
export async function mailPasswordLink(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  user: { id: number; email: string; first_name: string },
  kind: keyof typeof LINK_MINUTES,
  languages: ReaderLanguage[],
  withLink?: (trx: DB) => Promise<unknown>,
) {
  const token = crypto.randomBytes(32).toString('base64url');
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('password_resets')
      .set({ used_at: new Date() })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_resets')
      .values({
        user_id: user.id,
        token_hash: sha256(token),
        expires_at: new Date(Date.now() + LINK_MINUTES[kind] * 60_000),
        used_at: null,
      })
      .execute();
    await withLink?.(trx);
  });
  const link = `${deps.config.publicUrl}/reset_password?${new URLSearchParams({ token, email: user.email })}`;
  await deps.mailer.send({ to: user.email, ...linkMail(kind, languages, user.first_name, link) });
}

/**
 * Field errors of a newly chosen password and its confirmation, by the contract's shared rules
 * (docs/product.md "Shared field rules"); empty when both are fine.
 */
export function newPasswordErrors(password: string, confirmation: string): FieldErrors {
  const weak = newPasswordProblem(password);
  if (weak) return { password: [{ key: weak.key, values: weak.values ?? {} }] };
  const unconfirmed = confirmationProblem(password, confirmation);
  return unconfirmed ? { password_confirmation: [unconfirmed.key] } : {};
}

/**
 * Sets the password of the account that link `token` was mailed to, ends its sessions and
 * records `password_reset.completed` by `actor`, all in one transaction. 422 per field on a weak or
 * unconfirmed password, and on `email` when the link is unknown, used, expired or for another address.
 */
export async function resetPassword(deps: Pick<Deps, 'db'>, body: ResetRequest, actor: AuditActor = {}): Promise<void> {
  const { token, email, password, password_confirmation } = body;
  const errors = newPasswordErrors(password, password_confirmation);
  if (!isEmail(email)) errors.email = ['validation.email'];
  if (Object.keys(errors).length) throw invalid(errors);

  const passwordHash = await hashPassword(password);
  const reset = await deps.db.transaction().execute(async (trx) => {
    const now = new Date();
    const row = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .from('users')
      .whereRef('users.id', '=', 'password_resets.user_id')
      .where('password_resets.token_hash', '=', sha256(token))
      .where('password_resets.used_at', 'is', null)
      .where('password_resets.expires_at', '>', now)
      .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.trim().toLowerCase()))
      .returning('password_resets.user_id')
      .executeTakeFirst();
    if (!row) return null;
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', row.user_id)
      .execute();
    const ended = await endSignIns(trx, row.user_id, now);
    await recordAuditEvent(trx, {
      kind: 'password_reset.completed',
      ownerUserId: row.user_id,
      subject: await accountSubject(trx, row.user_id),
      // the holder of the mailed link acts as that account
      actor: { ...actor, userId: row.user_id },
      detail: { sessions_ended: ended },
    });
    return row;
  });
  if (!reset) throw invalidField('email', 'auth.resetInvalid');
}
