/**
 * The shell's router (docs/spec.md §2): one data router whose routes come from the route table, each a
 * remote module behind the route guard inside its layout (public or main), plus the snackbar
 * host. A data router is used so that remotes can guard unsaved changes with `useBlocker`.
 */
import { createBrowserRouter, Outlet } from 'shared-ui/router';
import { FormattedMessage } from 'react-intl';
import { IntlScope } from 'shared-ui';
import './shell.css';
import { messages } from './messages';
import { ROUTES } from 'shared-api';
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

export function createShellRouter() {
  return createBrowserRouter([
    {
      element: <ShellRoot />,
      children: [
        ...ROUTES.map(({ path, remote, module, access, guestTo }) => {
          const page = (
            <RouteGuard access={access} guestTo={guestTo}>
              <RemoteModule remote={remote} module={module} />
            </RouteGuard>
          );
          return {
            path,
            element: Array.isArray(access) ? (
              <MainLayout guestTo={guestTo}>{page}</MainLayout>
            ) : (
              <PublicLayout>{page}</PublicLayout>
            ),
          };
        }),
        { path: '*', element: <NotFound /> },
      ],
    },
  ]);
}
