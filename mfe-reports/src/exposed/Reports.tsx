/**
 * Exposed `./Reports`: the routes under `/reports` (docs/spec.md §2), in the remote's catalogues; the
 * wizard's `/reports/{id}/{type}/…` belong to mfe-wizard, any other path goes to the list.
 */
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'shared-ui/router';
import { paths } from 'shared-api';
import { Loading } from 'shared-ui';
import { lazyPage, type LazyPage } from '../lazyPage';
import { withRemoteScope } from '../scope';
import { ReportListPage } from '../features/report-list/ReportListPage';

// the list loads with the remote; detail, comparison and form (with their modals and country list)
// on demand, each in a chunk named after its screen (shared-api's route table names the screens)
const ReportDetailPage = lazyPage(() =>
  import(/* webpackChunkName: "screen-detail" */ '../features/report-detail/ReportDetailPage').then(
    (module) => module.ReportDetailPage,
  ),
);
const ComparisonPage = lazyPage(() =>
  import(/* webpackChunkName: "screen-comparison" */ '../features/comparison/ComparisonScreen').then(
    (module) => module.ComparisonScreen,
  ),
);
const ReportFormPage = lazyPage(() =>
  import(/* webpackChunkName: "screen-form" */ '../features/report-form/ReportFormPage').then(
    (module) => module.ReportFormPage,
  ),
);
const SCREENS: Record<string, LazyPage> = {
  detail: ReportDetailPage,
  comparison: ComparisonPage,
  form: ReportFormPage,
};

/**
 * Loads the code of `screen` (`RouteEntry.screen` of shared-api); resolves once loaded (the shell
 * waits for it before a tab's first route renders, docs/product.md "First load").
 */
export function preload(screen: string): Promise<unknown> | undefined {
  return SCREENS[screen]?.preload();
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
