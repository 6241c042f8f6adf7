import { HomeEditorPage } from '../features/home-editor/HomeEditorPage';
import { editorModule } from '../editorRoutes';

export default editorModule('extras', <HomeEditorPage mode="extra" />);
