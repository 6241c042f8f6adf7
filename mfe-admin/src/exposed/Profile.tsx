/** Exposed `./Profile`: `/profile` (docs/spec.md §2 user or admin). */
import { ProfilePage } from '../features/profile/ProfilePage';
import { withRemoteScope } from '../scope';

export default withRemoteScope(ProfilePage);
