import { SignOffPage } from '../features/sign-off/SignOffPage';
import { signOffMessages } from '../features/sign-off/messages';
import { withRemoteScope } from '../scope';

export default withRemoteScope(SignOffPage, signOffMessages);
