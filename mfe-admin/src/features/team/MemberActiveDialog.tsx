/**
 * Disables or enables a member after a question (docs/product.md "Organisations and roles"):
 * `POST /front/organisations/{id}/members/{userId}/active` `{active}`. A disabled member cannot
 * sign in and their open sign-ins end at once. Disabling the last active company manager is
 * refused (409), shown in the dialog; other refusals reach the snackbar.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import type { Member } from 'shared-api/contract';
import { ConfirmDialog } from 'shared-ui';
import { useSetMemberActiveMutation } from '../../api';
import { conflictMessage, fullName, Refusal } from './teamParts';

export function MemberActiveDialog({
  organisationId,
  member,
  onClose,
}: {
  organisationId: number;
  member: Member;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [setActive, { isLoading }] = useSetMemberActiveMutation();
  const [refusal, setRefusal] = useState<string>();
  const active = !member.active;
  const name = fullName(member);
  return (
    <ConfirmDialog
      title={<FormattedMessage id={active ? 'account.enable' : 'account.disable'} />}
      message={
        <>
          <FormattedMessage id={active ? 'team.enableQuestion' : 'team.disableQuestion'} values={{ name }} />
          <Refusal message={refusal} />
        </>
      }
      busy={isLoading}
      onCancel={onClose}
      onConfirm={async () => {
        const result = await setActive({ organisationId, userId: member.id, active });
        if (result.error) {
          const message = conflictMessage(result.error);
          return message ? setRefusal(message) : onClose();
        }
        dispatch(
          notify({
            kind: 'success',
            text: intl.formatMessage({ id: active ? 'account.enabled' : 'account.disabledDone' }),
          }),
        );
        onClose();
      }}
    />
  );
}
