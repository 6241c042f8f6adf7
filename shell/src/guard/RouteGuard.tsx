/**
 * Route guard of docs/spec.md §2: a route is shown only when the user's role is among its roles.
 * Otherwise, without stored tokens the user goes to `/` (or the route's `guestTo`: the wizard
 * sends guests to `/login`, §6); with tokens the user is sent back to
 * the previous place (or to the reports list when there is none). `guest` routes send
 * signed-in users to the reports list. The server enforces permissions regardless.
 */
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'shared-ui/router';
import { Loading } from 'shared-ui';
import { useSession } from './useSession';
import { paths, HOME_PATH, type RouteEntry } from 'shared-api';

function GoBack() {
  const navigate = useNavigate();
  const location = useLocation();
  const firstPage = location.key === 'default';
  useEffect(() => {
    if (!firstPage) navigate(-1);
  }, [firstPage, navigate]);
  return firstPage ? <Navigate to={HOME_PATH} replace /> : null;
}

export function RouteGuard({
  access,
  guestTo = paths.landing,
  children,
}: {
  access: RouteEntry['access'];
  guestTo?: string;
  children: ReactNode;
}) {
  const { hasTokens, identity, loading } = useSession();
  if (access === 'public') return children;
  if (access === 'guest') {
    if (identity) return <Navigate to={HOME_PATH} replace />;
    return loading ? null : children;
  }
  if (!hasTokens) return <Navigate to={guestTo} replace />;
  if (loading || !identity) {
    return <Loading />;
  }
  return access.includes(identity.role as (typeof access)[number]) ? children : <GoBack />;
}
