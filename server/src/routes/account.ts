/**
 * Signed-in identity and password reset (spec §7 Auth, §2 `/reset_password`, §5).
 * - `GET /front/me`: the identity of §3 (401 without a token).
 * - `POST /front/reset_password`: mails a single-use link valid 60 minutes; answers the same
 *   whether or not the address exists, so it reveals no accounts.
 * - `POST /front/reset`: sets a new password; 422 with field errors on bad input or a used,
 *   expired or unknown token. Signs out every session of that user.
 */
import crypto from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorBody,
  Identity,
  isEmail,
  MessageBody,
  MIN_PASSWORD_LENGTH,
  ResetPasswordRequest,
  ResetRequest,
} from 'shared-api/contract';
import { unauthenticated, validationError } from '../lib/http-errors';
import { toUnix } from '../lib/time';
import { hashPassword } from '../services/passwords';
import { sha256 } from '../services/oauth-model';

export const RESET_TOKEN_MINUTES = 60;
const RESET_SENT = 'If this address belongs to an account, we have sent a link to reset the password.';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  app.get(
    '/front/me',
    { onRequest: app.authenticate, schema: { tags: ['auth'], response: { 200: Identity, 401: ErrorBody } } },
    async (request) => {
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'role', 'email', 'first_name', 'last_name', 'profile_picture_path', 'credit_count'])
        .where('id', '=', request.user!.id)
        .executeTakeFirst();
      if (!user) throw unauthenticated();
      const subscription = await app.db
        .selectFrom('subscriptions')
        .select('valid_until')
        .where('user_id', '=', user.id)
        .orderBy('valid_until', 'desc')
        .executeTakeFirst();
      return {
        id: user.id,
        top_role: user.role,
        roles: [user.role],
        role: user.role,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
        profile_picture_url: user.profile_picture_path,
        last_subscription: subscription ? { valid_until: toUnix(subscription.valid_until)! } : null,
        credit_count: user.role === 'admin' ? null : user.credit_count,
      };
    },
  );

  app.post(
    '/front/reset_password',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: ResetPasswordRequest, response: { 200: MessageBody, 422: ErrorBody } },
    },
    async (request) => {
      const email = request.body.email.trim();
      if (!isEmail(email)) throw validationError({ email: ['The email must be a valid email address.'] });
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'email', 'first_name'])
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
        .where('active', '=', true)
        .executeTakeFirst();
      if (user) {
        const token = crypto.randomBytes(32).toString('base64url');
        await app.db
          .insertInto('password_resets')
          .values({
            user_id: user.id,
            token_hash: sha256(token),
            expires_at: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
            used_at: null,
          })
          .execute();
        const link = `${app.config.publicUrl}/reset_password?${new URLSearchParams({ token, email: user.email })}`;
        await app.mailer.send({
          to: user.email,
          subject: 'Wachtwoord opnieuw instellen',
          text: `Beste ${user.first_name},\n\nKies een nieuw wachtwoord via deze link (${RESET_TOKEN_MINUTES} minuten geldig):\n${link}\n\nHeb je dit niet gevraagd? Dan mag je deze e-mail negeren.\n`,
        });
      }
      return { message: RESET_SENT };
    },
  );

  app.post(
    '/front/reset',
    {
      config: { rateLimit },
      schema: { tags: ['auth'], body: ResetRequest, response: { 200: MessageBody, 422: ErrorBody } },
    },
    async (request) => {
      const { token, email, password, password_confirmation } = request.body;
      const errors: Record<string, string[]> = {};
      if (!password) errors.password = ['The password field is required.'];
      else if (password.length < MIN_PASSWORD_LENGTH)
        errors.password = [`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`];
      else if (password !== password_confirmation)
        errors.password_confirmation = ['The password confirmation does not match.'];
      if (!isEmail(email)) errors.email = ['The email must be a valid email address.'];
      if (Object.keys(errors).length) throw validationError(errors);

      const passwordHash = await hashPassword(password);
      const reset = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('password_resets')
          .set({ used_at: new Date() })
          .from('users')
          .whereRef('users.id', '=', 'password_resets.user_id')
          .where('password_resets.token_hash', '=', sha256(token))
          .where('password_resets.used_at', 'is', null)
          .where('password_resets.expires_at', '>', new Date())
          .where((eb) => eb(eb.fn('lower', ['users.email']), '=', email.trim().toLowerCase()))
          .returning('password_resets.user_id')
          .executeTakeFirst();
        if (!row) return null;
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: new Date() })
          .where('id', '=', row.user_id)
          .execute();
        await trx
          .updateTable('oauth_tokens')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', row.user_id)
          .where('revoked_at', 'is', null)
          .execute();
        return row;
      });
      if (!reset) throw validationError({ email: ['This password reset token is invalid or has expired.'] });
      return { message: 'Your password has been reset.' };
    },
  );
};

export default accountRoutes;
