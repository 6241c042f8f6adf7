/**
 * Main sidebar (docs/spec.md §2): reports and configurations for everyone; the agenda for members of
 * an organisation (docs/product.md "Assignment and agenda"; an admin belongs to none); templates for
 * admins and company managers (the organisation's own, docs/product.md "The shared library"); users,
 * the audit trail and inquiries (with the badge of waiting inquiries, loaded for admins only and refreshed every 300000 ms) for
 * admins; places for the owner admin account only; the team for company and branch managers
 * (docs/product.md "Organisations and roles"); profile; the credits left (not for admins,
 * docs/spec.md §6), a link to buying more on the profile; logout after confirmation, which also revokes the login on the server.
 */
import { useState } from 'react';
import { Link, NavLink, useNavigate } from 'shared-ui/router';
import { FormattedMessage, useIntl } from 'react-intl';
import { signedOut, useAppDispatch, useRevokeLoginMutation, paths } from 'shared-api';
import type { Identity } from 'shared-api/contract';
import { Badge, ConfirmDialog } from 'shared-ui';
import { INQUIRY_BADGE_REFRESH_MS, useGetInquiryCountQuery } from '../api';
import { LocaleSwitch } from './LocaleSwitch';

/** The one admin account that also sees the places link (docs/spec.md §2: "visible for only one specific admin account"). */
export const OWNER_ADMIN_ID = 1;

export function Sidebar({ identity }: { identity: Identity }) {
  const isAdmin = identity.role === 'admin';
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [revokeLogin] = useRevokeLoginMutation();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const { data: inquiryCount } = useGetInquiryCountQuery(undefined, {
    skip: !isAdmin,
    pollingInterval: INQUIRY_BADGE_REFRESH_MS,
  });
  const link = (to: string, id: string, extra?: React.ReactNode) => (
    <li>
      <NavLink to={to}>
        <FormattedMessage id={id} />
        {extra}
      </NavLink>
    </li>
  );
  return (
    <nav className="shell-sidebar" aria-label={intl.formatMessage({ id: 'nav.label' })}>
      <div className="shell-sidebar__brand">
        <FormattedMessage id="app.name" />
      </div>
      <ul>
        {link(paths.reports, 'nav.reports')}
        {link(paths.inspections, 'nav.inspections')}
        {!isAdmin && link(paths.agenda, 'nav.agenda')}
        {link(paths.configurations, 'nav.configurations')}
        {(isAdmin || identity.organisation?.role === 'company_manager') && link(paths.templates(), 'nav.templates')}
        {isAdmin && link(paths.users, 'nav.users')}
        {isAdmin && link(paths.audit, 'nav.audit')}
        {isAdmin &&
          link(
            paths.inquiries,
            'nav.inquiries',
            inquiryCount ? (
              <Badge tone="orange" label={intl.formatMessage({ id: 'nav.inquiriesBadge' }, { count: inquiryCount })}>
                {inquiryCount}
              </Badge>
            ) : null,
          )}
        {isAdmin && identity.id === OWNER_ADMIN_ID && link(paths.places, 'nav.places')}
        {/* company and branch managers see the team (docs/product.md "Organisations and roles") */}
        {identity.organisation?.role.endsWith('_manager') && link(paths.team, 'nav.team')}
      </ul>
      <ul className="shell-sidebar__bottom">
        {link(paths.profile, 'nav.profile')}
        <li>
          <button type="button" className="shell-sidebar__logout" onClick={() => setConfirmLogout(true)}>
            <FormattedMessage id="nav.logout" />
          </button>
        </li>
        <li className="shell-sidebar__user">
          <div>
            {identity.first_name} {identity.last_name}
            {identity.credit_count !== null && (
              <Link className="shell-sidebar__credits" to={`${paths.profile}#credits`}>
                <FormattedMessage id="nav.credits" values={{ count: identity.credit_count }} />
              </Link>
            )}
          </div>
          <LocaleSwitch />
        </li>
      </ul>
      {confirmLogout && (
        <ConfirmDialog
          title={<FormattedMessage id="nav.logout" />}
          message={<FormattedMessage id="logout.question" />}
          onCancel={() => setConfirmLogout(false)}
          onConfirm={async () => {
            await revokeLogin();
            dispatch(signedOut());
            navigate('/', { replace: true });
          }}
        />
      )}
    </nav>
  );
}
