/**
 * Adds a branch to organisation `organisationId`, or renames `branch` (docs/product.md
 * "Organisations and roles"): `POST …/branches` or `PATCH …/branches/{branchId}` with `{name}`.
 * A name is unique in its organisation: the server's 422 lands on the field.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { notify, useAppDispatch } from 'shared-api';
import type { BranchRef } from 'shared-api/contract';
import { formRules } from 'shared-api/form-rules';
import { TextField } from 'shared-ui/forms';
import { useSaveBranchMutation } from '../../api';
import { FormDialog } from '../../components/FormDialog';

export function BranchDialog({
  organisationId,
  branch,
  onClose,
}: {
  organisationId: number;
  branch?: BranchRef;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [save] = useSaveBranchMutation();
  const title = branch ? 'team.renameBranch' : 'team.addBranch';
  return (
    <FormDialog
      title={<FormattedMessage id={title} />}
      initialValues={{ name: branch?.name ?? '' }}
      validationSchema={yup.object({ name: formRules(intl.formatMessage).required() })}
      submitLabel={<FormattedMessage id={branch ? 'ui.save' : 'team.addBranch'} />}
      onClose={onClose}
      onSubmit={async ({ name }) => {
        await save({ organisationId, branchId: branch?.id, body: { name: name.trim() } }).unwrap();
        dispatch(
          notify({
            kind: 'success',
            text: intl.formatMessage({ id: branch ? 'team.branchRenamed' : 'team.branchAdded' }),
          }),
        );
        onClose();
      }}
    >
      <TextField name="name" autoComplete="off" label={<FormattedMessage id="team.branchName" />} />
    </FormDialog>
  );
}
