/** Exposed `./Users`: `/users` and `/users/{id}/edit` (docs/spec.md §2 admin only). */
import { Navigate, Route, Routes } from 'shared-ui/router';
import { paths } from 'shared-api';
import { UserFormPage } from '../features/users/UserFormPage';
import { UserListPage } from '../features/users/UserListPage';
import { withAdminScope } from '../withAdminScope';

export default withAdminScope(function Users() {
  return (
    <Routes>
      <Route index element={<UserListPage />} />
      <Route path=":id/edit" element={<UserFormPage />} />
      <Route path="*" element={<Navigate to={paths.users} replace />} />
    </Routes>
  );
});
