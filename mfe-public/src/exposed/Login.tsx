import { LoginPage } from '../pages/LoginPage';
import { withMessages } from '../withMessages';

export default withMessages(LoginPage);
