/**
 * The route table of docs/spec.md §2: path → remote module and access class. `public` pages are open
 * to all, `guest` pages send signed-in users to `/reports`, role lists are checked by the
 * route guard (a convenience; the server enforces every permission itself).
 */
import type { Role } from 'shared-api/contract';
import { paths } from 'shared-api';

export interface RouteEntry {
  path: string;
  remote: string;
  module: string;
  access: 'public' | 'guest' | Role[];
  /** Where a visitor without tokens goes instead of `/` (the wizard: `/login`, docs/spec.md §6). */
  guestTo?: string;
}

const signedIn: Role[] = ['admin', 'user'];
const admin: Role[] = ['admin'];

export const ROUTES: RouteEntry[] = [
  { path: paths.landing, remote: 'mfe_public', module: 'Landing', access: 'public' },
  { path: paths.login, remote: 'mfe_public', module: 'Login', access: 'guest' },
  { path: paths.resetPassword, remote: 'mfe_public', module: 'ResetPassword', access: 'guest' },
  { path: '/policies/*', remote: 'mfe_public', module: 'Policies', access: 'public' },
  ...(['post-editing', 'addenda'] as const).map((type) => ({
    path: paths.wizard(':id', type, '*'),
    remote: 'mfe_wizard',
    module: 'Wizard',
    access: signedIn,
    guestTo: paths.login,
  })),
  { path: '/reports/*', remote: 'mfe_reports', module: 'Reports', access: signedIn },
  { path: '/configurations/*', remote: 'mfe_reports', module: 'Configurations', access: signedIn },
  { path: paths.profile, remote: 'mfe_admin', module: 'Profile', access: signedIn },
  { path: '/users/*', remote: 'mfe_admin', module: 'Users', access: admin },
  { path: '/places/*', remote: 'mfe_admin', module: 'Places', access: admin },
  { path: paths.inquiries, remote: 'mfe_admin', module: 'Inquiries', access: admin },
  ...['templates', 'homes', 'extras', 'floors', 'rooms', 'entities'].map((prefix) => ({
    path: `/${prefix}/*`,
    remote: 'mfe_templates',
    module: prefix[0].toUpperCase() + prefix.slice(1),
    access: admin,
  })),
];
