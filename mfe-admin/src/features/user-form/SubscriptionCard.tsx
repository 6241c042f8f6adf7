/**
 * The subscription of a regular account in the admin's user editor (docs/spec.md §4 Subscription, §5):
 * the current end, and "extend", which allows only dates at least one day after the current end
 * (after today when it has ended) and shows "Abonnement verlengd!" once saved.
 */
import { useState } from 'react';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import { addDays, formatCalendarDay, type User } from 'shared-api/contract';
import { formatDay } from 'shared-ui';
import { DateField } from 'shared-ui/forms';
import { useExtendSubscriptionMutation } from '../../api';
import { FormDialog } from '../../components/FormDialog';
import { fromDateInput, toDateInput } from '../../format';

export function SubscriptionCard({ user }: { user: User }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [extend] = useExtendSubscriptionMutation();
  const [open, setOpen] = useState(false);
  const until = user.subscription_active_until;
  // the day after the current end's day, or after today when it has ended (docs/product.md "Calendar dates")
  const [now] = useState(() => Date.now() / 1000);
  const currentDay = toDateInput(Math.max(until ?? 0, now));
  const minimum = addDays(currentDay, 1);
  const schema = yup.object({
    valid_until: yup
      .string()
      .required(intl.formatMessage({ id: 'validation.required' }))
      .test('minimum', intl.formatMessage({ id: 'subscription.tooSoon' }), (value) => !value || value >= minimum),
  });
  return (
    <section className="bo-card">
      <h2>
        <FormattedMessage id="subscription.title" />
      </h2>
      <p>
        {until === null ? (
          <FormattedMessage id="subscription.none" />
        ) : (
          <FormattedMessage id="subscription.until" values={{ date: formatDay(until) }} />
        )}
      </p>
      <button type="button" className="bo-button bo-button--secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="subscription.extend" />
      </button>
      {open && (
        <FormDialog
          title={<FormattedMessage id="subscription.extend" />}
          initialValues={{ valid_until: addDays(currentDay, 365) }}
          validationSchema={schema}
          submitLabel={<FormattedMessage id="ui.save" />}
          onClose={() => setOpen(false)}
          onSubmit={async ({ valid_until }) => {
            await extend({ id: user.id, body: { valid_until: fromDateInput(valid_until)! } }).unwrap();
            dispatch(
              notify({
                kind: 'success',
                title: intl.formatMessage({ id: 'subscription.extendedTitle' }),
                text: intl.formatMessage({ id: 'subscription.extended' }),
              }),
            );
            setOpen(false);
          }}
        >
          <DateField
            name="valid_until"
            min={minimum}
            label={<FormattedMessage id="subscription.newEnd" />}
            describedBy="subscription-minimum"
          />
          <p id="subscription-minimum" className="adm-hint">
            <FormattedMessage id="subscription.minimum" values={{ date: formatCalendarDay(minimum) }} />
          </p>
        </FormDialog>
      )}
    </section>
  );
}
