/**
 * The wizard's own navigation (docs/spec.md §2 "Sidebar groups"): General (Inleiding, Pand details,
 * Partijen, Sleutels, Meters, Technische installaties), Interior (one entry per floor of the
 * main home, by order, and "Verdieping toevoegen"), Exterior (Bijgebouwen, Buitenruimtes, Exterieur hoofdgebouw) and
 * Conditions (Omstandigheden). A page where items of the region's rules are missing carries a red
 * badge with their count (docs/product.md "Regional completeness"). On a phone (900 px and less) the
 * list folds behind a "Onderdelen" button and folds again when a page is chosen (docs/product.md
 * "Forms and lists", issue 43).
 */
import { memo, useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CompletenessPage } from 'shared-api/contract';
import { Badge } from 'shared-ui';
import { NavLink, useLocation } from 'shared-ui/router';
import { useCompleteness } from '../state/sources';
import { floorsOf, mainHome, useWizardSelector } from '../state/selectors';
import { useWizardPath } from '../pages/useWizardPath';
import { AddFloorButton } from '../pages/AddFloorButton';

/** The count of the region's missing items filled in on `page` as a red badge; nothing when none. */
function MissingBadge({ missing, page }: { missing: Partial<Record<CompletenessPage, number>>; page: string }) {
  const intl = useIntl();
  const count = missing[page as CompletenessPage];
  if (!count) return null;
  return (
    <Badge tone="red" label={intl.formatMessage({ id: 'nav.missing' }, { count })}>
      {count}
    </Badge>
  );
}

function Group({ titleId, children, badge }: { titleId: string; children: ReactNode; badge?: ReactNode }) {
  return (
    <li className="wiz-nav__group">
      <span className="wiz-nav__title">
        <FormattedMessage id={titleId} /> {badge}
      </span>
      <ul>{children}</ul>
    </li>
  );
}

export const WizardSidebar = memo(function WizardSidebar() {
  const intl = useIntl();
  const path = useWizardPath();
  const home = useWizardSelector(mainHome);
  const floors = useWizardSelector((state) => (home ? floorsOf(state, home.uuid) : undefined));
  const completeness = useCompleteness();
  const inField = useWizardSelector((state) => state.offline !== null);
  const { pathname } = useLocation();
  // the page the list was opened on: choosing a page folds it again
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const listId = useId();
  const missing: Partial<Record<CompletenessPage, number>> = {};
  for (const rule of completeness?.items ?? [])
    // signatures are given at the finish, not on a page
    if (!rule.ok && !rule.by_signing && rule.page) missing[rule.page] = (missing[rule.page] ?? 0) + 1;
  const item = (page: string, label: ReactNode) => (
    <li key={page}>
      <NavLink to={path(page)} end={page === 'intro'}>
        {label} <MissingBadge missing={missing} page={page} />
      </NavLink>
    </li>
  );
  const text = (id: string) => <FormattedMessage id={id} />;
  return (
    <nav className="wiz-nav" aria-label={intl.formatMessage({ id: inField ? 'nav.labelField' : 'nav.label' })}>
      <button
        type="button"
        className="bo-button bo-button--secondary wiz-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenedOn(open ? null : pathname)}
      >
        <FormattedMessage id="nav.sections" />
      </button>
      <ul id={listId} className={open ? 'wiz-nav__list wiz-nav__list--open' : 'wiz-nav__list'}>
        <Group titleId="nav.general">
          {item('intro', text('nav.intro'))}
          {item('detail', text('nav.detail'))}
          {item('parties', text('nav.parties'))}
          {item('keys', text('nav.keys'))}
          {item('meters', text('nav.meters'))}
          {item('tech', text('nav.tech'))}
        </Group>
        <Group titleId="nav.interior" badge={<MissingBadge missing={missing} page="interior" />}>
          {(floors ?? []).map((floor) => item(`floor/${floor.uuid}`, floor.name))}
          {home && (
            <li>
              <AddFloorButton homeUuid={home.uuid} className="bo-link-button wiz-nav__add" />
            </li>
          )}
        </Group>
        <Group titleId="nav.exteriorGroup">
          {item('extra', text('nav.extra'))}
          {item('exterior-space', text('nav.exteriorSpaces'))}
          {item('exterior', text('nav.exteriorMain'))}
        </Group>
        <Group titleId="nav.conditions">{item('circumstances', text('nav.circumstances'))}</Group>
      </ul>
    </nav>
  );
});
