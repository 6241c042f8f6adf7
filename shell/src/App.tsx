/**
 * The shell: route table (spec §2) → remote modules, each behind the route guard and inside
 * its layout (public or main), plus the snackbar host. Unknown paths show a not-found page.
 */
import { Route, Routes } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { IntlScope } from 'shared-ui';
import './shell.css';
import { messages } from './messages';
import { ROUTES } from './routes';
import { RouteGuard } from './guard/RouteGuard';
import { MainLayout } from './layout/MainLayout';
import { PublicLayout } from './layout/PublicLayout';
import { RemoteModule } from './remotes/RemoteModule';
import { SnackbarHost } from './SnackbarHost';

export function App() {
  return (
    <IntlScope messages={messages}>
      <Routes>
        {ROUTES.map(({ path, remote, module, access }) => {
          const page = (
            <RouteGuard access={access}>
              <RemoteModule remote={remote} module={module} />
            </RouteGuard>
          );
          const layout = Array.isArray(access) ? <MainLayout>{page}</MainLayout> : <PublicLayout>{page}</PublicLayout>;
          return <Route key={path} path={path} element={layout} />;
        })}
        <Route
          path="*"
          element={
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
          }
        />
      </Routes>
      <SnackbarHost />
    </IntlScope>
  );
}
