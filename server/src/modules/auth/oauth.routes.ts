/**
 * `POST /oauth/revoke` (RFC 7009): logout ends the login on the server; the access token and
 * the refresh token of that login stop working at once. 200 also for unknown tokens.
 *
 * `POST /oauth/token` (docs/spec.md §7 Auth): password and refresh_token grants, form-urlencoded or
 * JSON. Wrong or disabled credentials answer 400 with the exact server messages of docs/spec.md §8
 * ("The user credentials were incorrect." / "...disabled."), which the UI translates.
 * Rate limited per address. Every answer carries `Cache-Control: no-store` and `Pragma: no-cache`.
 * A sign-in, a failed sign-in (with its reason, never the password), a reused refresh token and a
 * logout are recorded in the audit trail (docs/product.md "Audit").
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OAuthError, Response } from '@node-oauth/oauth2-server';
import { Type } from '@sinclair/typebox';
import { ErrorBody, RevokeRequest, TokenRequest, TokenResponse } from 'shared-api/contract';
import { oauthRequest } from '../../plugins/auth';
import { Unauthenticated } from '../../lib/errors';
import { createOauthModel, DISABLED_MESSAGE, revokeLogin } from './oauth-model';
import type { AuthUser } from '../../lib/actors';
import { recordSignIn, recordTokenRefusal } from './sign-in-audit';
import { requestActor } from '../../plugins/request-actor';

const INCORRECT_MESSAGE = 'The user credentials were incorrect.';

/** Maps a library error to the message the client shows. */
function messageFor(error: OAuthError): string {
  if (error.message === DISABLED_MESSAGE) return DISABLED_MESSAGE;
  if (/user credentials are invalid/.test(error.message)) return INCORRECT_MESSAGE;
  if (/refresh token/.test(error.message)) return 'The refresh token is invalid.';
  if (error.name === 'invalid_client') return 'Client authentication failed.';
  return error.message;
}

const oauthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // token answers must never be cached (RFC 6749 §5.1), errors and rate limits included
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').header('Pragma', 'no-cache');
  });
  app.post(
    '/oauth/token',
    {
      config: { access: 'public', rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: TokenRequest,
        response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      try {
        const token = await app.oauth.token(oauthRequest(request, request.body), new Response(), {
          requireClientAuthentication: { password: true, refresh_token: true },
        });
        if (request.body.grant_type === 'password')
          await recordSignIn(app.db, (token.user as AuthUser).id, requestActor(request), request.body.client_id);
        return {
          token_type: 'Bearer' as const,
          access_token: token.accessToken,
          refresh_token: token.refreshToken as string,
          expires_in: app.config.accessTokenLifetime,
        };
      } catch (error) {
        if (!(error instanceof OAuthError)) throw error;
        await recordTokenRefusal(app.db, request.body, error, requestActor(request));
        const message = messageFor(error);
        return reply.status(error.code === 401 ? 401 : 400).send({ message, errors: { username: [message] } });
      }
    },
  );

  app.post(
    '/oauth/revoke',
    {
      config: { access: 'public', rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: RevokeRequest,
        response: { 200: Type.Object({}), 401: ErrorBody },
      },
    },
    async (request) => {
      const { token, client_id, client_secret } = request.body;
      if (!(await createOauthModel(app.db).getClient(client_id, client_secret)))
        throw new Unauthenticated('auth.clientFailed');
      await revokeLogin(app.db, token, requestActor(request));
      return {};
    },
  );
};

export default oauthRoutes;
