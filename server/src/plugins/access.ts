/**
 * Access declared once per route (docs/spec.md §6, docs/ARCHITECTURE.md "Access"). Every route
 * of the API states who may call it in `config.access`, in the words of the authorization matrix
 * (test/authorization.test.ts), and this plugin turns the word into `onRequest` checks:
 *
 * - `public`: anyone, no token read.
 * - `signed-in`: a valid bearer token (401 otherwise).
 * - `owner`: signed in; the record must belong to the caller's account unless they are an admin.
 *   The services enforce the record's side with the rules of db/owned.ts (`owned()`, and for a
 *   report `visibleReports`: by the caller's role in their organisation, docs/product.md
 *   "Organisations and roles"): a record the caller may not see is a 404, never a 403, so its
 *   existence is not revealed.
 * - `own-account`: signed in; the record must belong to the caller's own account, admins included
 *   (`owned(user, column, 'own-account')`), or, for a record a member's organisation shares (a
 *   document configuration), to an account of the caller's organisation (`'organisation'`).
 * - `self`: signed in and `:id` is the caller's own account: another regular account is a 404,
 *   an admin acting on another account a 403 (buying credits, changing a password).
 * - `admin`: signed in with the admin role (403 otherwise).
 * - `report-work`: as `owner`, on a report's content or signatures (post-editing, addenda, the
 *   field app, sign-off, damages, regenerating and mailing documents, revealing a national
 *   number): every role but a sales member, who gets 403 (docs/product.md "Organisations and roles").
 * - `company-manager`: signed in as an admin or a company manager (403 otherwise); the
 *   organisation's side as for `owner` (another organisation is a 404).
 * - `team-reader`: as `company-manager`, branch managers and sales members included (reading the
 *   team: a sales member plans with their branch's inspectors).
 *
 * A route without a declaration makes the app fail to start, except hidden routes (not in the
 * API description: static files, the front end), which are public. `app.accessOf` lists every
 * declaration by `METHOD /path` for the authorization test.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { Forbidden, forbidden, notFound } from '../lib/errors';
import { worksOnReports } from '../db/owned';

export const ACCESS = [
  'public',
  'signed-in',
  'owner',
  'own-account',
  'self',
  'admin',
  'report-work',
  'company-manager',
  'team-reader',
] as const;
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

const requireReportWork: onRequestAsyncHookHandler = async (request) => {
  if (!worksOnReports(request.user!)) throw new Forbidden('organisations.salesNoWork');
};

const requireCompanyManager: onRequestAsyncHookHandler = async (request) => {
  const user = request.user!;
  if (user.role !== 'admin' && user.orgRole !== 'company_manager') throw new Forbidden('organisations.managersOnly');
};

const requireTeamReader: onRequestAsyncHookHandler = async (request) => {
  const user = request.user!;
  if (user.role !== 'admin' && user.orgRole === 'inspector') throw new Forbidden('organisations.teamReadersOnly');
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
      'report-work': [app.authenticate, requireReportWork],
      'company-manager': [app.authenticate, requireCompanyManager],
      'team-reader': [app.authenticate, requireTeamReader],
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
