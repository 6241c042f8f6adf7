/** Exposed `./Wizard`: the post-editing and addendum wizard under `/reports/{id}/{type}` (docs/spec.md §2), in the remote's catalogues. */
import { WizardPage } from '../features/wizard/WizardPage';
import { withRemoteScope } from '../scope';

export default withRemoteScope(WizardPage);
