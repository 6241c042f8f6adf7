import { EntityEditorPage } from '../features/entities/EntityEditorPage';
import { editorModule } from '../editorRoutes';

export default editorModule('entities', <EntityEditorPage />);
