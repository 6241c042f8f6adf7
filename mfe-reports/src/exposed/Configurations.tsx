/**
 * Exposed `./Configurations`: `/configurations`, `/configurations/create` and `/configurations/{id}/edit`
 * (docs/spec.md §2; the spec's `/configurations/0/edit` leads to create).
 */
import { Navigate, Route, Routes } from 'shared-ui/router';
import { IntlScope } from 'shared-ui';
import { messages } from '../messages';
import { ConfigurationListPage } from '../features/configurations/ConfigurationListPage';
import { ConfigurationFormPage } from '../features/configurations/ConfigurationFormPage';
import '../reports.css';
import { paths } from 'shared-api';

export default function Configurations() {
  return (
    <IntlScope messages={messages}>
      <Routes>
        <Route index element={<ConfigurationListPage />} />
        <Route path="create" element={<ConfigurationFormPage />} />
        <Route path="0/edit" element={<Navigate to={paths.configurationForm('create')} replace />} />
        <Route path=":id/edit" element={<ConfigurationFormPage />} />
        <Route path="*" element={<Navigate to={paths.configurations} replace />} />
      </Routes>
    </IntlScope>
  );
}
