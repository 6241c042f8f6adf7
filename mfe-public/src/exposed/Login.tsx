import { LoginPage } from '../features/login/LoginPage';
import { withRemoteScope } from '../scope';

export default withRemoteScope(LoginPage);
