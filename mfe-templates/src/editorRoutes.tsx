/**
 * Routes of one template editor under its prefix (`/homes`, `/floors`, ...): `create` and
 * `{id}/edit`; anything else goes to the editor's tab of the template list.
 */
import type { ReactElement } from 'react';
import { Navigate, Route, Routes } from 'shared-ui/router';
import type { Tab } from './tabs';
import { withRemoteScope } from './scope';
import { paths } from 'shared-api';

export function editorModule(tab: Tab, editor: ReactElement) {
  return withRemoteScope(function EditorRoutes() {
    return (
      <Routes>
        <Route path="create" element={editor} />
        <Route path=":id/edit" element={editor} />
        <Route path="*" element={<Navigate to={paths.templates(tab)} replace />} />
      </Routes>
    );
  });
}
