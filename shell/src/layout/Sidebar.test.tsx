/**
 * The sidebar's Team entry (docs/product.md "Organisations and roles"): shown to company and
 * branch managers, leading to `/team`; not to inspectors, sales members or admins (who belong to
 * no organisation).
 */
import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-ui/testing';
import type { Identity, OrgRole } from 'shared-api/contract';
import { messages } from '../messages';
import { Sidebar } from './Sidebar';

const identity = (role: OrgRole | null): Identity => ({
  id: 7,
  top_role: role ? 'user' : 'admin',
  roles: [role ? 'user' : 'admin'],
  role: role ? 'user' : 'admin',
  email: 'lid@voorbeeld.be',
  first_name: 'Lid',
  last_name: 'Voorbeeld',
  profile_picture_url: null,
  last_subscription: null,
  credit_count: role ? 3 : null,
  organisation: role ? { id: 1, name: 'Firma', role, branch: null } : null,
});

test.each([
  ['company_manager', true],
  ['branch_manager', true],
  ['inspector', false],
  ['sales', false],
  [null, false],
] as const)('a member whose role is %s sees Team: %s', async (role, shown) => {
  renderWithProviders(<Sidebar identity={identity(role)} />, { messages });
  const nav = await screen.findByRole('navigation');
  expect(nav).toHaveTextContent('Profiel');
  const team = screen.queryByRole('link', { name: 'Team' });
  if (shown) expect(team).toHaveAttribute('href', '/team');
  else expect(team).not.toBeInTheDocument();
});
