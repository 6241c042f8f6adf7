/**
 * Authentication and role checks enforced by the server itself (docs/spec.md §6, docs/ARCHITECTURE.md).
 * `app.authenticate` is an onRequest hook (before body validation) answering 401 without a valid bearer token (a failing
 * token store is the server's failure, answered as such) and setting
 * `request.user`, and marking the answer `Cache-Control: no-store`; Who may call which route is
 * declared on the route and checked by plugins/access.ts. The OAuth model (the token store, modules/auth)
 * is the plugin's option: app.ts passes it.
 */
import fp from 'fastify-plugin';
import OAuth2Server, { OAuthError, Request, Response, ServerError } from '@node-oauth/oauth2-server';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AuthUser } from '../lib/actors';
import { unauthenticated } from '../lib/errors';
import { narrowRowScope } from '../db/row-scope';

declare module 'fastify' {
  interface FastifyInstance {
    oauth: OAuth2Server;
    authenticate: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

/** Wraps a Fastify request for the OAuth library. */
export function oauthRequest(request: FastifyRequest, body?: Record<string, unknown>) {
  return new Request({
    method: request.method,
    query: request.query as Record<string, string>,
    headers: {
      ...(request.headers as Record<string, string>),
      ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: body ?? {},
  });
}

/** The plugin's options: the OAuth library's model (`createOauthModel` of modules/auth). */
export interface AuthOptions {
  model: OAuth2Server.ServerOptions['model'];
}

export default fp<AuthOptions>(
  async (app, { model }) => {
    app.decorate(
      'oauth',
      new OAuth2Server({
        model,
        accessTokenLifetime: app.config.accessTokenLifetime,
        refreshTokenLifetime: app.config.refreshTokenLifetime,
        alwaysIssueNewRefreshToken: true,
      }),
    );
    app.decorateRequest('user', null);

    app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
      // answers for a signed-in caller are personal: no browser or proxy may keep them
      reply.header('Cache-Control', 'no-store');
      try {
        const token = await app.oauth.authenticate(oauthRequest(request), new Response());
        request.user = token.user as AuthUser;
        // a member's request sees only its organisation's rows, down to the database (an admin's: all)
        narrowRowScope(request.user.role === 'user' ? request.user.organisationId : null);
      } catch (error) {
        // the library wraps a failure of the token store (the database) as a ServerError: that is
        // the server failing (5xx, "not now"), never a refused token, so the client keeps its session
        if (error instanceof ServerError) throw (error as ServerError & { inner?: Error }).inner ?? error;
        if (error instanceof OAuthError) throw unauthenticated();
        throw error;
      }
    });
  },
  { name: 'auth' },
);
