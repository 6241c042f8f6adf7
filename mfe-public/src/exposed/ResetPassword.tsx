import { ResetPasswordPage } from '../features/reset-password/ResetPasswordPage';
import { withRemoteScope } from '../scope';

export default withRemoteScope(ResetPasswordPage);
