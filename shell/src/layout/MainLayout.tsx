/** Layout of signed-in screens (spec §2 "Sidebar"): sidebar, subscription banner, page. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { useSession } from '../guard/useSession';
import { Sidebar } from './Sidebar';
import { SubscriptionBanner } from './SubscriptionBanner';

export function MainLayout({ children }: { children: ReactNode }) {
  const { hasTokens, identity } = useSession();
  if (!hasTokens) return <Navigate to="/" replace />;
  if (!identity) {
    return (
      <div className="bo-page bo-muted">
        <FormattedMessage id="ui.loading" />
      </div>
    );
  }
  return (
    <div className="shell-main">
      <Sidebar identity={identity} />
      <div className="shell-main__content">
        <SubscriptionBanner identity={identity} />
        <main>{children}</main>
      </div>
    </div>
  );
}
