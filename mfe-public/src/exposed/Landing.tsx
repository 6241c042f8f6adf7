import { LandingPage } from '../features/landing/LandingPage';
import { withRemoteScope } from '../scope';

export default withRemoteScope(LandingPage);
