/**
 * The route table of docs/spec.md §2: path → remote module and access class. `public` pages are open
 * to all, `guest` pages send signed-in users to `/reports`, role lists are checked by the
 * route guard (a convenience; the server enforces every permission itself). Framework-free: the
 * shell builds its router from it, the server its first-load hints (docs/product.md "First load").
 */
import type { FetchArgs } from '@reduxjs/toolkit/query';
import type { Role } from './contract';
import { paths } from './paths';
import {
  comparisonRequest,
  listParamsFrom,
  NEWEST_FIRST,
  postEditingRequest,
  reportListRequest,
  reportRequest,
  requestPath,
  settlementRequest,
} from './requests';

export interface RouteEntry {
  path: string;
  remote: string;
  module: string;
  access: 'public' | 'guest' | Role[];
  /** Where a visitor without tokens goes instead of `/` (the wizard: `/login`, docs/spec.md §6). */
  guestTo?: string;
  /**
   * The GET requests the screen makes first, from the path's `:params`, the rest under a `*`
   * and the search params; the server lists them in the page and the shell's entry starts them
   * (`firstRequestPaths`).
   */
  firstCalls?: (match: RouteMatch) => (string | FetchArgs)[];
  /**
   * The screen of the module at the path whose code loads apart (docs/product.md "First load"):
   * the module's `preload(screen)` loads it, and the server hints its files (`screens.json` of
   * the release).
   */
  screen?: (match: RouteMatch) => string | undefined;
}

/** A path matched against a route: its `:params`, the rest under `*` (no leading slash) and the search params. */
export interface RouteMatch {
  params: Record<string, string>;
  rest: string;
  search: URLSearchParams;
}

/** The screen of `/reports/{rest}` whose code loads apart: a report, its comparison, its form. */
const reportScreen = (rest: string) =>
  /^\d+$/.test(rest)
    ? 'detail'
    : /^\d+\/comparison$/.test(rest)
      ? 'comparison'
      : /^(create|\d+\/edit)$/.test(rest)
        ? 'form'
        : undefined;

const signedIn: Role[] = ['admin', 'user'];
const admin: Role[] = ['admin'];

export const ROUTES: RouteEntry[] = [
  { path: paths.landing, remote: 'mfe_public', module: 'Landing', access: 'public' },
  { path: paths.login, remote: 'mfe_public', module: 'Login', access: 'guest' },
  { path: paths.resetPassword, remote: 'mfe_public', module: 'ResetPassword', access: 'guest' },
  { path: '/policies/*', remote: 'mfe_public', module: 'Policies', access: 'public' },
  // no account: the token in the path is the party's key; the mails write its URL (docs/product.md "Sign-off by link")
  { path: '/sign-off/:token', remote: 'mfe_public', module: 'SignOff', access: 'public' },
  // no account yet: the invitee's key is the token the invitation mail writes (docs/product.md "Organisations and roles")
  { path: '/invitations/:token', remote: 'mfe_public', module: 'Invitation', access: 'public' },
  ...(['post-editing', 'addenda'] as const).map((type) => ({
    path: paths.wizard(':id', type, '*'),
    remote: 'mfe_wizard',
    module: 'Wizard',
    access: signedIn,
    guestTo: paths.login,
    firstCalls: ({ params }: RouteMatch) => (type === 'post-editing' ? [postEditingRequest(Number(params.id))] : []),
  })),
  {
    path: '/reports/*',
    remote: 'mfe_reports',
    module: 'Reports',
    access: signedIn,
    firstCalls: ({ rest, search }) => {
      const id = parseInt(rest, 10);
      if (rest === '') return [reportListRequest(listParamsFrom(search, NEWEST_FIRST))];
      const screen = reportScreen(rest);
      return screen === 'detail'
        ? [reportRequest(id)]
        : screen === 'comparison'
          ? [comparisonRequest(id), settlementRequest(id)]
          : [];
    },
    screen: ({ rest }) => reportScreen(rest),
  },
  { path: '/configurations/*', remote: 'mfe_reports', module: 'Configurations', access: signedIn },
  // planned inspections per inspector (docs/product.md "Assignment and agenda"): a screen the
  // reports remote's `Configurations` module loads apart (mfe-reports/src/exposed/Configurations.tsx)
  { path: '/agenda/*', remote: 'mfe_reports', module: 'Configurations', access: signedIn },
  // the field app: the content-tree editor of mfe-wizard on what the device holds (docs/product.md "The field app")
  { path: '/inspections/*', remote: 'mfe_wizard', module: 'Inspections', access: signedIn },
  { path: paths.profile, remote: 'mfe_admin', module: 'Profile', access: signedIn },
  // company and branch managers (the server refuses the others); an admin names the organisation
  { path: '/team/*', remote: 'mfe_admin', module: 'Team', access: signedIn },
  { path: '/users/*', remote: 'mfe_admin', module: 'Users', access: admin },
  { path: '/places/*', remote: 'mfe_admin', module: 'Places', access: admin },
  { path: paths.inquiries, remote: 'mfe_admin', module: 'Inquiries', access: admin },
  { path: paths.audit, remote: 'mfe_admin', module: 'Audit', access: admin },
  // the buildings (the first three) are every member's to read, a company manager's to copy and
  // change (docs/product.md "The shared library"); the library's floors, rooms and entities the admin's
  ...['templates', 'homes', 'extras', 'floors', 'rooms', 'entities'].map((prefix, index) => ({
    path: `/${prefix}/*`,
    remote: 'mfe_templates',
    module: prefix[0].toUpperCase() + prefix.slice(1),
    access: index < 3 ? signedIn : admin,
  })),
];

/**
 * The route of `pathname` and its match, the first of ROUTES that matches (the table lists the
 * wizard before `/reports/*`); undefined for a path no route serves. `:name` matches one
 * segment, a final `*` the rest.
 */
export function routeOf(pathname: string, search = ''): { route: RouteEntry; match: RouteMatch } | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of ROUTES) {
    const pattern = route.path.split('/').filter(Boolean);
    const wildcard = pattern.at(-1) === '*';
    const fixed = wildcard ? pattern.slice(0, -1) : pattern;
    if (segments.length < fixed.length || (!wildcard && segments.length !== fixed.length)) continue;
    const params: Record<string, string> = {};
    const matches = fixed.every((part, index) => {
      if (part.startsWith(':')) params[part.slice(1)] = segments[index];
      return part.startsWith(':') || part === segments[index];
    });
    if (matches)
      return {
        route,
        match: { params, rest: segments.slice(fixed.length).join('/'), search: new URLSearchParams(search) },
      };
  }
  return undefined;
}

/** The paths of the first GET requests of the screen at `pathname` and `search` (docs/product.md "First load"). */
export function firstRequestPaths(pathname: string, search = ''): string[] {
  const found = routeOf(pathname, search);
  return found?.route.firstCalls?.(found.match).map(requestPath) ?? [];
}

/** The screen of `pathname` whose code loads apart, if any (`RouteEntry.screen`). */
export function screenOf(pathname: string): string | undefined {
  const found = routeOf(pathname);
  return found?.route.screen?.(found.match);
}
