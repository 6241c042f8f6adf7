/**
 * Exposed `./Team`: `/team` (the signed-in manager's own organisation) and `/team/{organisationId}`
 * (an admin, any organisation), docs/product.md "Organisations and roles".
 */
import { Navigate, Route, Routes } from 'shared-ui/router';
import { paths } from 'shared-api';
import { TeamPage } from '../features/team/TeamPage';
import { withRemoteScope } from '../scope';

export default withRemoteScope(function Team() {
  return (
    <Routes>
      <Route index element={<TeamPage />} />
      <Route path=":organisationId" element={<TeamPage />} />
      <Route path="*" element={<Navigate to={paths.team} replace />} />
    </Routes>
  );
});
