import { LandingPage } from '../pages/LandingPage';
import { withMessages } from '../withMessages';

export default withMessages(LandingPage);
