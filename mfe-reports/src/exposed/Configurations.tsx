/**
 * Exposed `./Configurations`: `/configurations`, `/configurations/create` and `/configurations/{id}/edit`
 * (docs/spec.md §2; the spec's `/configurations/0/edit` leads to create). It also serves `/agenda`
 * (docs/product.md "Assignment and agenda"), a screen loaded on demand: a module of its own would
 * grow the remote's entry, and in `./Reports` it would grow the first load of `/reports`, both past
 * the first-load budget.
 */
import { Suspense } from 'react';
import { Navigate, Route, Routes, useMatch } from 'shared-ui/router';
import { Loading } from 'shared-ui';
import { lazyPage } from '../lazyPage';
import { withRemoteScope } from '../scope';
import { ConfigurationListPage } from '../features/configuration-list/ConfigurationListPage';
import { ConfigurationFormPage } from '../features/configuration-form/ConfigurationFormPage';
import { paths } from 'shared-api';

const AgendaPage = lazyPage(() => import('../features/agenda/AgendaPage').then((module) => module.AgendaPage));

export default withRemoteScope(function Configurations() {
  return useMatch('/agenda/*') ? (
    <Suspense fallback={<Loading />}>
      <AgendaPage />
    </Suspense>
  ) : (
    <Routes>
      <Route index element={<ConfigurationListPage />} />
      <Route path="create" element={<ConfigurationFormPage />} />
      <Route path="0/edit" element={<Navigate to={paths.configurationForm('create')} replace />} />
      <Route path=":id/edit" element={<ConfigurationFormPage />} />
      <Route path="*" element={<Navigate to={paths.configurations} replace />} />
    </Routes>
  );
});
