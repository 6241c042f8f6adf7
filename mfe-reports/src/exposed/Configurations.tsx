/** Exposed `./Configurations`: `/configurations` and `/configurations/{id}/edit` (docs/spec.md §2). */
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
        <Route path=":id/edit" element={<ConfigurationFormPage />} />
        <Route path="*" element={<Navigate to={paths.configurations} replace />} />
      </Routes>
    </IntlScope>
  );
}
