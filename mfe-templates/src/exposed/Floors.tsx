import { FloorEditorPage } from '../features/floor-editor/FloorEditorPage';
import { editorModule } from '../editorRoutes';

export default editorModule('floors', <FloorEditorPage />);
