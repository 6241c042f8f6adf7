/**
 * Layout of signed-in screens (docs/spec.md §2 "Sidebar"): sidebar, subscription banner, page. The
 * sidebar runs the full height of the page; below 900 px it folds away behind a "Menu" button
 * (issue 13), and closes again when a link is followed or Escape is pressed. A skip link, the
 * first thing Tab reaches, leads past the menu to the page (issue 43).
 */
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Navigate, useLocation } from 'shared-ui/router';
import { Loading } from 'shared-ui';
import { useSession } from '../guard/useSession';
import { Sidebar } from './Sidebar';
import { SubscriptionBanner } from './SubscriptionBanner';
import { paths } from 'shared-api';

/** `guestTo`: where a visitor without tokens goes (`/` unless the route says otherwise). */
export function MainLayout({ guestTo = paths.landing, children }: { guestTo?: string; children: ReactNode }) {
  const { hasTokens, identity } = useSession();
  const { pathname } = useLocation();
  // the page the menu was opened on: following a link closes it
  const [menuOpenedOn, setMenuOpenedOn] = useState<string | null>(null);
  const menuOpen = menuOpenedOn === pathname;
  const menuId = useId();
  if (!hasTokens) return <Navigate to={guestTo} replace />;
  if (!identity) {
    return <Loading />;
  }
  return (
    <div
      className={`shell-main${menuOpen ? ' shell-main--menu-open' : ''}`}
      onKeyDown={(event) => event.key === 'Escape' && setMenuOpenedOn(null)}
    >
      <a className="shell-skip" href="#main">
        <FormattedMessage id="nav.skip" />
      </a>
      <header className="shell-topbar">
        <button
          type="button"
          className="bo-button bo-button--secondary"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpenedOn(menuOpen ? null : pathname)}
        >
          <FormattedMessage id="nav.menu" />
        </button>
        <span className="shell-topbar__brand">
          <FormattedMessage id="app.name" />
        </span>
      </header>
      <div className="shell-main__sidebar" id={menuId}>
        <Sidebar identity={identity} />
      </div>
      <div className="shell-main__content">
        <SubscriptionBanner identity={identity} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
