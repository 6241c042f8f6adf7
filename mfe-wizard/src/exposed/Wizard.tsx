/** Exposed `./Wizard`: the post-editing and addendum wizard under `/reports/{id}/{type}` (docs/spec.md §2), in the remote's catalogues. */
import { IntlScope } from 'shared-ui';
import { messages } from '../messages';
import { WizardRoot } from '../layout/WizardRoot';
import '../wizard.css';

export default function Wizard() {
  return (
    <IntlScope messages={messages}>
      <WizardRoot />
    </IntlScope>
  );
}
