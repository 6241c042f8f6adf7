/**
 * Withdraws an open invitation after a question (docs/product.md "Organisations and roles"):
 * `DELETE /front/organisations/{id}/invitations/{invitationId}`; its link stops working (410
 * "withdrawn" for the invitee).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import type { Invitation } from 'shared-api/contract';
import { ConfirmDialog } from 'shared-ui';
import { useWithdrawInvitationMutation } from '../../api';
import { fullName } from './teamParts';

export function WithdrawDialog({
  organisationId,
  invitation,
  onClose,
}: {
  organisationId: number;
  invitation: Invitation;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [withdraw, { isLoading }] = useWithdrawInvitationMutation();
  return (
    <ConfirmDialog
      title={<FormattedMessage id="team.withdraw" />}
      message={
        <FormattedMessage id="team.withdrawQuestion" values={{ name: fullName(invitation), email: invitation.email }} />
      }
      busy={isLoading}
      onCancel={onClose}
      onConfirm={async () => {
        const result = await withdraw({ organisationId, invitationId: invitation.id });
        // a refusal reaches the reader through the snackbar
        if (!result.error) dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'team.withdrawn' }) }));
        onClose();
      }}
    />
  );
}
