/** Layout of signed-in screens (spec §2 "Sidebar"): sidebar, subscription banner, page. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Loading } from 'shared-ui';
import { useSession } from '../guard/useSession';
import { Sidebar } from './Sidebar';
import { SubscriptionBanner } from './SubscriptionBanner';
import { paths } from 'shared-api';

export function MainLayout({ children }: { children: ReactNode }) {
  const { hasTokens, identity } = useSession();
  if (!hasTokens) return <Navigate to={paths.landing} replace />;
  if (!identity) {
    return <Loading />;
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
