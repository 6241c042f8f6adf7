/** Exposed `./Profile`: `/profile` (docs/spec.md §2 user or admin). */
import { ProfilePage } from '../features/profile/ProfilePage';
import { withAdminScope } from '../withAdminScope';

export default withAdminScope(ProfilePage);
