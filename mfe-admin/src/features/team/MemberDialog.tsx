/**
 * Changes a member's role and branch (docs/product.md "Organisations and roles"):
 * `PATCH /front/organisations/{id}/members/{userId}` with both. A branch is needed unless the role
 * is company manager (422 on `branch_id`, under the field); demoting the last active company
 * manager is refused (409 "Dit is de laatste bedrijfsbeheerder…"), shown in the dialog, which
 * stays open.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import type { Member, Organisation, OrgRole } from 'shared-api/contract';
import { useChangeMemberMutation } from '../../api';
import { FormDialog } from '../../components/FormDialog';
import { branchIdOf, conflictMessage, fullName, Refusal, RoleBranchFields } from './teamParts';

interface MemberValues {
  org_role: OrgRole;
  branch_id: string;
}

export function MemberDialog({
  organisation,
  member,
  onClose,
}: {
  organisation: Organisation;
  member: Member;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [change] = useChangeMemberMutation();
  const [refusal, setRefusal] = useState<string>();
  return (
    <FormDialog<MemberValues>
      title={<FormattedMessage id="team.changeMemberOf" values={{ name: fullName(member) }} />}
      initialValues={{ org_role: member.org_role, branch_id: member.branch ? String(member.branch.id) : '' }}
      submitLabel={<FormattedMessage id="ui.save" />}
      onClose={onClose}
      onSubmit={async (values) => {
        setRefusal(undefined);
        try {
          await change({
            organisationId: organisation.id,
            userId: member.id,
            body: { org_role: values.org_role, branch_id: branchIdOf(values.branch_id) },
          }).unwrap();
        } catch (error) {
          const message = conflictMessage(error);
          if (!message) throw error;
          return setRefusal(message);
        }
        dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'team.memberChanged' }) }));
        onClose();
      }}
    >
      <p className="bo-muted">{member.email}</p>
      <RoleBranchFields organisation={organisation} />
      <Refusal message={refusal} />
    </FormDialog>
  );
}
