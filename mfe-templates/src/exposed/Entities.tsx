import { EntityEditorPage } from '../features/entity-editor/EntityEditorPage';
import { editorModule } from '../editorRoutes';

export default editorModule('entities', <EntityEditorPage />);
