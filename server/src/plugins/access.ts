/**
 * Access declared once per route (docs/spec.md §6, docs/ARCHITECTURE.md "Access"). Every route
 * of the API states who may call it in `config.access`, in the words of the authorization matrix
 * (test/authorization.test.ts), and this plugin turns the word into `onRequest` checks:
 *
 * - `public`: anyone, no token read.
 * - `signed-in`: a valid bearer token (401 otherwise).
 * - `owner`: signed in; the record must belong to the caller's account unless they are an admin.
 *   The services enforce the record's side with the one query helper `owned()` (db/owned.ts): a
 *   record of another account is a 404, never a 403, so its existence is not revealed.
 * - `own-account`: signed in; the record must belong to the caller's own account, admins included
 *   (`owned(user, column, 'own-account')`).
 * - `self`: signed in and `:id` is the caller's own account: another regular account is a 404,
 *   an admin acting on another account a 403 (buying credits, changing a password).
 * - `admin`: signed in with the admin role (403 otherwise).
 *
 * A route without a declaration makes the app fail to start, except hidden routes (not in the
 * API description: static files, the front end), which are public. `app.accessOf` lists every
 * declaration by `METHOD /path` for the authorization test.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { forbidden, notFound } from '../lib/errors';

export const ACCESS = ['public', 'signed-in', 'owner', 'own-account', 'self', 'admin'] as const;
export type Access = (typeof ACCESS)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (plugins/access.ts). */
    access?: Access;
  }
  interface FastifyInstance {
    /** Each route's declared access by `METHOD /path` (OpenAPI path form, `{id}`). */
    accessOf: Map<string, Access>;
  }
}

const requireAdmin: onRequestAsyncHookHandler = async (request) => {
  if (request.user?.role !== 'admin') throw forbidden();
};

const requireSelf: onRequestAsyncHookHandler = async (request: FastifyRequest) => {
  const id = Number((request.params as { id?: string }).id);
  if (request.user!.id === id) return;
  throw request.user!.role === 'admin' ? forbidden() : notFound('user');
};

const routeKey = (method: string, url: string) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;

export default fp(
  async (app) => {
    app.decorate('accessOf', new Map<string, Access>());
    const checks: Record<Access, onRequestAsyncHookHandler[]> = {
      public: [],
      'signed-in': [app.authenticate],
      owner: [app.authenticate],
      'own-account': [app.authenticate],
      self: [app.authenticate, requireSelf],
      admin: [app.authenticate, requireAdmin],
    };
    app.addHook('onRoute', (route: RouteOptions) => {
      const access = route.config?.access;
      const hidden = (route.schema as { hide?: boolean } | undefined)?.hide === true;
      const methods = [route.method].flat().filter((method) => method !== 'HEAD');
      if (!access) {
        if (hidden) return;
        throw new Error(`${methods.join(',')} ${route.url} declares no access (plugins/access.ts)`);
      }
      if (!ACCESS.includes(access)) throw new Error(`${route.url}: unknown access "${access}"`);
      for (const method of methods) app.accessOf.set(routeKey(method, route.url), access);
      route.onRequest = [...checks[access], ...[route.onRequest ?? []].flat()];
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
