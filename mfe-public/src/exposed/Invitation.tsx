/** Exposed `./Invitation`: `/invitations/{token}`, the invitee's page (docs/product.md "Organisations and roles"). */
import { InvitationPage } from '../features/invitation/InvitationPage';
import { invitationMessages } from '../features/invitation/messages';
import { withRemoteScope } from '../scope';

export default withRemoteScope(InvitationPage, invitationMessages);
