/** Exposed `./Places`: `/places`, `/places/create` and `/places/{id}/edit` (docs/spec.md §2 admin only). */
import { Navigate, Route, Routes } from 'shared-ui/router';
import { paths } from 'shared-api';
import { PlaceFormPage } from '../features/place-form/PlaceFormPage';
import { PlaceListPage } from '../features/place-list/PlaceListPage';
import { withRemoteScope } from '../scope';

export default withRemoteScope(function Places() {
  return (
    <Routes>
      <Route index element={<PlaceListPage />} />
      <Route path="create" element={<PlaceFormPage />} />
      <Route path=":id/edit" element={<PlaceFormPage />} />
      <Route path="*" element={<Navigate to={paths.places} replace />} />
    </Routes>
  );
});
