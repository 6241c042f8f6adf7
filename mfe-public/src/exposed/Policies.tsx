import { PoliciesPage } from '../pages/PoliciesPage';
import { withMessages } from '../withMessages';

export default withMessages(PoliciesPage);
