/** `/templates`, `/templates/:tab`, `/templates/create`, `/templates/:id/edit` (docs/spec.md §2). */
import { Route, Routes } from 'shared-ui/router';
import { TemplateListPage } from '../features/template-list/TemplateListPage';
import { TemplateOverviewPage } from '../features/template-overview/TemplateOverviewPage';
import { withRemoteScope } from '../scope';

export default withRemoteScope(function Templates() {
  return (
    <Routes>
      <Route index element={<TemplateListPage />} />
      <Route path="create" element={<TemplateOverviewPage />} />
      <Route path=":id/edit" element={<TemplateOverviewPage />} />
      <Route path=":tab" element={<TemplateListPage />} />
    </Routes>
  );
});
