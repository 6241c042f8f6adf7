import { PoliciesPage } from '../features/policies/PoliciesPage';
import { withRemoteScope } from '../scope';

export default withRemoteScope(PoliciesPage);
