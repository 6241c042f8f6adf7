import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { withMessages } from '../withMessages';

export default withMessages(ResetPasswordPage);
