/**
 * Exposed `./Reports`: the routes under `/reports` (docs/spec.md §2), in the remote's catalogues; the
 * wizard's `/reports/{id}/{type}/…` belong to mfe-wizard, any other path goes to the list.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'shared-ui/router';
import { paths } from 'shared-api';
import { Loading } from 'shared-ui';
import { withRemoteScope } from '../scope';
import { ReportListPage } from '../features/report-list/ReportListPage';

// the list loads with the remote; detail, comparison and form (with their modals and country list) on demand
const ReportDetailPage = lazy(() =>
  import('../features/report-detail/ReportDetailPage').then((module) => ({ default: module.ReportDetailPage })),
);
const ComparisonPage = lazy(() =>
  import('../features/comparison/ComparisonScreen').then((module) => ({ default: module.ComparisonScreen })),
);
const ReportFormPage = lazy(() =>
  import('../features/report-form/ReportFormPage').then((module) => ({ default: module.ReportFormPage })),
);

export default withRemoteScope(function Reports() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route index element={<ReportListPage />} />
        <Route path=":id" element={<ReportDetailPage />} />
        <Route path=":id/comparison" element={<ComparisonPage />} />
        <Route path="create" element={<ReportFormPage />} />
        <Route path="0/edit" element={<Navigate to={paths.reportForm('create')} replace />} />
        <Route path=":id/edit" element={<ReportFormPage />} />
        <Route path="*" element={<Navigate to={paths.reports} replace />} />
      </Routes>
    </Suspense>
  );
});
