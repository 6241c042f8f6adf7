import { HomeEditorPage } from '../features/home-editor/HomeEditorPage';
import { editorModule } from '../editorRoutes';

export default editorModule('homes', <HomeEditorPage mode="home" />);
