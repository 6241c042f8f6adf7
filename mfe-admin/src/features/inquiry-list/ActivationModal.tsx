/**
 * The activation modal (docs/spec.md §2 "Other modals", §5, §7): credits typed as text and the
 * subscription end date, sent as unix seconds to `POST /front/inquiries/{id}/upgrade`, which
 * creates the account and mails its welcome link; then the new user's edit page opens.
 */
import { useState } from 'react';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'shared-ui/router';
import { notify, paths, useAppDispatch } from 'shared-api';
import { addDays, type Inquiry } from 'shared-api/contract';
import { DateField, TextField } from 'shared-ui/forms';
import { useUpgradeInquiryMutation } from '../../api';
import { FormDialog } from '../../components/FormDialog';
import { fromDateInput, toDateInput } from '../../format';

export function ActivationModal({ inquiry, onClose }: { inquiry: Inquiry; onClose: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [upgrade] = useUpgradeInquiryMutation();
  const message = (id: string) => intl.formatMessage({ id });
  const [today] = useState(() => toDateInput(Date.now() / 1000));
  const tomorrow = addDays(today, 1);
  return (
    <FormDialog
      title={<FormattedMessage id="activation.title" />}
      initialValues={{ credits: '0', subscription_ends_at: addDays(today, 365) }}
      validationSchema={yup.object({
        credits: yup
          .string()
          .required(message('validation.required'))
          .matches(/^\s*\d{1,6}\s*$/, message('validation.credits')),
        subscription_ends_at: yup.string().required(message('validation.required')),
      })}
      submitLabel={<FormattedMessage id="activation.submit" />}
      onClose={onClose}
      onSubmit={async (values) => {
        const { id } = await upgrade({
          id: inquiry.id,
          body: { credits: values.credits, subscription_ends_at: fromDateInput(values.subscription_ends_at)! },
        }).unwrap();
        dispatch(notify({ kind: 'success', text: message('user.created') }));
        navigate(paths.userForm(id));
      }}
    >
      <p>
        <FormattedMessage
          id="activation.intro"
          values={{ name: `${inquiry.first_name} ${inquiry.last_name}`, email: inquiry.email }}
        />
      </p>
      <TextField name="credits" inputMode="numeric" label={<FormattedMessage id="activation.credits" />} />
      <DateField name="subscription_ends_at" min={tomorrow} label={<FormattedMessage id="activation.until" />} />
    </FormDialog>
  );
}
