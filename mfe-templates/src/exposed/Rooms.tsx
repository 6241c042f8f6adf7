import { RoomEditorPage } from '../features/rooms/RoomEditorPage';
import { editorModule } from '../editorRoutes';

export default editorModule('rooms', <RoomEditorPage />);
