/**
 * Exposed `./Configurations`: `/configurations`, `/configurations/create` and `/configurations/{id}/edit`
 * (docs/spec.md §2; the spec's `/configurations/0/edit` leads to create).
 */
import { Navigate, Route, Routes } from 'shared-ui/router';
import { withRemoteScope } from '../scope';
import { ConfigurationListPage } from '../features/configuration-list/ConfigurationListPage';
import { ConfigurationFormPage } from '../features/configuration-form/ConfigurationFormPage';
import { paths } from 'shared-api';

export default withRemoteScope(function Configurations() {
  return (
    <Routes>
      <Route index element={<ConfigurationListPage />} />
      <Route path="create" element={<ConfigurationFormPage />} />
      <Route path="0/edit" element={<Navigate to={paths.configurationForm('create')} replace />} />
      <Route path=":id/edit" element={<ConfigurationFormPage />} />
      <Route path="*" element={<Navigate to={paths.configurations} replace />} />
    </Routes>
  );
});
