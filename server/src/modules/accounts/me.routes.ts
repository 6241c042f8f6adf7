/**
 * Signed-in identity and password reset (docs/spec.md §7 Auth, §2 `/reset_password`, §5).
 * - `GET /front/me`: the identity of §3 (401 without a token).
 * - `POST /front/reset_password`: mails a single-use link valid 60 minutes (modules/auth/password-reset.ts);
 *   answers at once and the same whether or not the address exists, so it reveals no accounts.
 * - `POST /front/reset`: sets a new password; 422 with field errors on bad input or a used,
 *   expired or unknown token. Voids the other links and signs out every session of that user.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, Identity, isEmail, MessageBody, ResetPasswordRequest, ResetRequest } from 'shared-api/contract';
import { invalid, unauthenticated } from '../../lib/errors';
import { toUnix } from '../../lib/time';
import { requestPasswordReset, resetPassword } from '../auth/password-reset';

const RESET_SENT = 'If this address belongs to an account, we have sent a link to reset the password.';

const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  app.get(
    '/front/me',
    { config: { access: 'signed-in' }, schema: { tags: ['auth'], response: { 200: Identity, 401: ErrorBody } } },
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
      config: { access: 'public', rateLimit },
      schema: { tags: ['auth'], body: ResetPasswordRequest, response: { 200: MessageBody, 422: ErrorBody } },
    },
    async (request) => {
      const email = request.body.email.trim();
      if (!isEmail(email)) throw invalid({ email: ['The email must be a valid email address.'] });
      // the lookup, the write and the mail run after the answer: it takes as long for any address
      app.background.run('password reset request', () => requestPasswordReset(app, email));
      return { message: RESET_SENT };
    },
  );

  app.post(
    '/front/reset',
    {
      config: { access: 'public', rateLimit },
      schema: { tags: ['auth'], body: ResetRequest, response: { 200: MessageBody, 422: ErrorBody } },
    },
    async (request) => {
      await resetPassword(app, request.body);
      return { message: 'Your password has been reset.' };
    },
  );
};

export default accountRoutes;
