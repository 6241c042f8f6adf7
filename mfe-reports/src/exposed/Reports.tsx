/**
 * Exposed `./Reports`: the routes under `/reports` (docs/spec.md §2), in the remote's catalogues; the
 * wizard's `/reports/{id}/{type}/…` belong to mfe-wizard, any other path goes to the list.
 */
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'shared-ui/router';
import { paths } from 'shared-api';
import { Loading } from 'shared-ui';
import { lazyPage } from '../lazyPage';
import { withRemoteScope } from '../scope';
import { ReportListPage } from '../features/report-list/ReportListPage';

// the list loads with the remote; detail, comparison and form (with their modals and country list) on demand
const ReportDetailPage = lazyPage(() =>
  import('../features/report-detail/ReportDetailPage').then((module) => module.ReportDetailPage),
);
const ComparisonPage = lazyPage(() =>
  import('../features/comparison/ComparisonScreen').then((module) => module.ComparisonScreen),
);
const ReportFormPage = lazyPage(() =>
  import('../features/report-form/ReportFormPage').then((module) => module.ReportFormPage),
);

/**
 * Loads the code of the page at `pathname` when it loads on demand; resolves once loaded (the
 * shell waits for it before a tab's first route renders, docs/product.md "First load").
 */
export function preload(pathname: string): Promise<unknown> | undefined {
  const rest = pathname.slice(paths.reports.length);
  if (/^\/\d+$/.test(rest)) return ReportDetailPage.preload();
  if (/^\/\d+\/comparison$/.test(rest)) return ComparisonPage.preload();
  if (/^\/(create|\d+\/edit)$/.test(rest)) return ReportFormPage.preload();
}

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
