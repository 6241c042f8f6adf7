import { HomeEditorPage } from '../features/homes/HomeEditorPage';
import { editorModule } from '../editorRoutes';

export default editorModule('extras', <HomeEditorPage mode="extra" />);
