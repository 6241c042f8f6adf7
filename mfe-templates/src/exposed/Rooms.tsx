import { RoomEditorPage } from '../features/room-editor/RoomEditorPage';
import { editorModule } from '../editorRoutes';

export default editorModule('rooms', <RoomEditorPage />);
