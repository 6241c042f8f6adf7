/**
 * Password reset (docs/spec.md §2 `/reset_password`, §5, §7 Auth).
 * - `POST /front/reset_password`: mails a single-use link valid 60 minutes (password-reset.ts)
 *   through a mail job (modules/jobs/mail-jobs.ts); answers the same, after the same work,
 *   whether or not the address exists, so it reveals no accounts. At most 5 links an hour per
 *   address asked for (429 above, `countResetRequest`), besides `AUTH_RATE_LIMIT` per client address.
 * - `POST /front/reset`: sets a new password; 422 with field errors on bad input or a used,
 *   expired or unknown token. Voids the other links and signs out every session of that user.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, isEmail, MessageBody, ResetPasswordRequest, ResetRequest } from 'shared-api/contract';
import { invalidField } from '../../lib/errors';
import { countResetRequest, resetPassword } from './password-reset';
import { sendMailJob } from '../jobs';
import { translateFor } from '../../lib/messages';
import { readerLanguage } from '../../lib/reader-language';
import { requestActor } from '../../plugins/request-actor';

const resetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  app.post(
    '/front/reset_password',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags: ['auth'],
        body: ResetPasswordRequest,
        response: { 200: MessageBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const email = request.body.email.trim();
      if (!isEmail(email)) throw invalidField('email', 'validation.email');
      await countResetRequest(app.db, email);
      // the lookup, the write and the mail run in a job: the answer takes as long for any address
      const language = readerLanguage(request.headers['accept-language']);
      const { ip, userAgent } = requestActor(request);
      await sendMailJob(app.jobs, { kind: 'password-reset', email, language, ip, userAgent });
      return { message: translateFor(request.headers, 'auth.resetSent') };
    },
  );

  app.post(
    '/front/reset',
    {
      config: { access: 'public', rateLimit },
      schema: { tags: ['auth'], body: ResetRequest, response: { 200: MessageBody, 422: ErrorBody } },
    },
    async (request) => {
      await resetPassword(app, request.body, requestActor(request));
      return { message: translateFor(request.headers, 'auth.passwordReset') };
    },
  );
};

export default resetRoutes;
