/**
 * Invites someone to `organisation` (docs/product.md "Organisations and roles"):
 * `POST /front/organisations/{id}/invitations` with e-mail, first and last name, role and branch
 * (none only for a company manager). The server mails a link that works once for 7 days; its 422
 * errors land on their fields (an address that already has an account: on `email`; a missing
 * branch: on `branch_id`).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { notify, useAppDispatch } from 'shared-api';
import type { Organisation, OrgRole } from 'shared-api/contract';
import { formRules } from 'shared-api/form-rules';
import { TextField } from 'shared-ui/forms';
import { useInviteMemberMutation } from '../../api';
import { FormDialog } from '../../components/FormDialog';
import { branchIdOf, RoleBranchFields } from './teamParts';

interface InviteValues {
  email: string;
  first_name: string;
  last_name: string;
  org_role: OrgRole;
  branch_id: string;
}

export function InviteDialog({ organisation, onClose }: { organisation: Organisation; onClose: () => void }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [invite] = useInviteMemberMutation();
  const rules = formRules(intl.formatMessage);
  const initialValues: InviteValues = {
    email: '',
    first_name: '',
    last_name: '',
    org_role: 'inspector',
    // one branch: it is the only choice
    branch_id: organisation.branches.length === 1 ? String(organisation.branches[0].id) : '',
  };
  return (
    <FormDialog<InviteValues>
      title={<FormattedMessage id="team.invite" />}
      initialValues={initialValues}
      validationSchema={yup.object({
        email: rules.email(),
        first_name: rules.required(),
        last_name: rules.required(),
      })}
      submitLabel={<FormattedMessage id="team.sendInvitation" />}
      onClose={onClose}
      onSubmit={async (values) => {
        const email = values.email.trim();
        await invite({
          organisationId: organisation.id,
          body: {
            email,
            first_name: values.first_name.trim(),
            last_name: values.last_name.trim(),
            org_role: values.org_role,
            branch_id: branchIdOf(values.branch_id),
          },
        }).unwrap();
        dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'team.invited' }, { email }) }));
        onClose();
      }}
    >
      <p className="bo-muted">
        <FormattedMessage id="team.inviteIntro" />
      </p>
      <div className="adm-grid">
        <TextField name="first_name" autoComplete="off" label={<FormattedMessage id="users.firstName" />} />
        <TextField name="last_name" autoComplete="off" label={<FormattedMessage id="users.lastName" />} />
      </div>
      <TextField name="email" type="email" autoComplete="off" label={<FormattedMessage id="team.email" />} />
      <RoleBranchFields organisation={organisation} />
    </FormDialog>
  );
}
