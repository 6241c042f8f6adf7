/**
 * The shell's router (docs/spec.md §2): one data router whose routes come from the route table, each a
 * remote module behind the route guard inside its layout (public or main), plus the snackbar
 * host. A data router is used so that remotes can guard unsaved changes with `useBlocker`; its
 * loaders make the tab's first route wait for its screen's code (`first-load.ts`).
 */
import { createBrowserRouter, Outlet } from 'shared-ui/router';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { IntlScope, Loading } from 'shared-ui';
import './shell.css';
import { messages } from './messages';
import { ROUTES, type AppStore } from 'shared-api';
import { firstLoader } from './first-load';
import { RouteGuard } from './guard/RouteGuard';
import { MainLayout } from './layout/MainLayout';
import { PublicLayout } from './layout/PublicLayout';
import { RemoteModule } from './remotes/RemoteModule';
import { SnackbarHost } from './SnackbarHost';

function ShellRoot() {
  return (
    <IntlScope messages={messages}>
      <Outlet />
      <SnackbarHost />
    </IntlScope>
  );
}

function NotFound() {
  return (
    <PublicLayout>
      <div className="bo-page">
        <h1>
          <FormattedMessage id="notFound.title" />
        </h1>
        <a href="/">
          <FormattedMessage id="notFound.home" />
        </a>
      </div>
    </PublicLayout>
  );
}

/** The shell's router for `store` (the tokens decide whether a guarded route's remote loads first, see `first-load.ts`). */
export function createShellRouter(store: AppStore) {
  return createBrowserRouter([
    {
      element: <ShellRoot />,
      children: [
        ...ROUTES.map((route) => {
          const { path, remote, module, access, guestTo } = route;
          const frame = (content: ReactNode) =>
            Array.isArray(access) ? (
              <MainLayout guestTo={guestTo}>{content}</MainLayout>
            ) : (
              <PublicLayout>{content}</PublicLayout>
            );
          return {
            path,
            loader: firstLoader(store, route),
            shouldRevalidate: () => false,
            hydrateFallbackElement: frame(<Loading />),
            element: frame(
              <RouteGuard access={access} guestTo={guestTo}>
                <RemoteModule remote={remote} module={module} />
              </RouteGuard>,
            ),
          };
        }),
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
}
