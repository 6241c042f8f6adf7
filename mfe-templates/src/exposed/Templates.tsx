/** `/templates`, `/templates/:tab`, `/templates/create`, `/templates/:id/edit` (docs/spec.md §2). */
import { Route, Routes } from 'shared-ui/router';
import { TemplateListPage } from '../features/list/TemplateListPage';
import { TemplateOverviewPage } from '../features/overview/TemplateOverviewPage';
import { withMessages } from '../withMessages';

export default withMessages(function Templates() {
  return (
    <Routes>
      <Route index element={<TemplateListPage />} />
      <Route path="create" element={<TemplateOverviewPage />} />
      <Route path=":id/edit" element={<TemplateOverviewPage />} />
      <Route path=":tab" element={<TemplateListPage />} />
    </Routes>
  );
});
