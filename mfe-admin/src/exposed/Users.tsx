/**
 * Exposed `./Users`: `/users`, `/users/create` and `/users/{id}/edit` (docs/spec.md §2 admin only;
 * the spec's `/users/0/edit` leads to `/users/create`).
 */
import { Navigate, Route, Routes } from 'shared-ui/router';
import { paths } from 'shared-api';
import { UserFormPage } from '../features/user-form/UserFormPage';
import { UserListPage } from '../features/user-list/UserListPage';
import { withRemoteScope } from '../scope';

export default withRemoteScope(function Users() {
  return (
    <Routes>
      <Route index element={<UserListPage />} />
      <Route path="create" element={<UserFormPage />} />
      <Route path="0/edit" element={<Navigate to={paths.userForm('create')} replace />} />
      <Route path=":id/edit" element={<UserFormPage />} />
      <Route path="*" element={<Navigate to={paths.users} replace />} />
    </Routes>
  );
});
