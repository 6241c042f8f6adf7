/** Exposed `./Reports`: the routes under `/reports` (spec §2), in the remote's catalogues. */
import { Route, Routes } from 'react-router-dom';
import { FormattedMessage } from 'react-intl';
import { IntlScope } from 'shared-ui';
import { messages } from '../messages';
import { ReportListPage } from '../features/list/ReportListPage';
import { ReportDetailPage } from '../features/detail/ReportDetailPage';
import { ReportFormPage } from '../features/form/ReportFormPage';
import '../reports.css';

export default function Reports() {
  return (
    <IntlScope messages={messages}>
      <Routes>
        <Route index element={<ReportListPage />} />
        <Route path=":id" element={<ReportDetailPage />} />
        <Route path=":id/edit" element={<ReportFormPage />} />
        <Route
          path="*"
          element={
            <div className="bo-page" role="status">
              <FormattedMessage id="notYetAvailable" />
            </div>
          }
        />
      </Routes>
    </IntlScope>
  );
}
