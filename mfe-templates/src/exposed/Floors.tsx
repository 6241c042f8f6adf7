import { FloorEditorPage } from '../features/floors/FloorEditorPage';
import { editorModule } from '../editorRoutes';

export default editorModule('floors', <FloorEditorPage />);
