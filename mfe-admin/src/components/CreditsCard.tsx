/**
 * Credits of a regular account (docs/spec.md §4, §5, §6, §9). The admin types a free number (negative
 * takes back; never below zero, the server checks) and sees "Credits bijgegeven!". The account
 * itself buys a pack of §9 instead: `POST /front/users/{id}/credits` answers the payment page, and
 * the browser goes there.
 */
import { useState } from 'react';
import * as yup from 'yup';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import { CREDIT_PACKS, type User } from 'shared-api/contract';
import { TextField } from 'shared-ui/forms';
import { useBuyCreditsMutation, useGrantCreditsMutation } from '../api';
import { FormDialog } from './FormDialog';

function GrantButton({ user }: { user: User }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [grant] = useGrantCreditsMutation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="bo-button bo-button--secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="credits.grant" />
      </button>
      {open && (
        <FormDialog
          title={<FormattedMessage id="credits.grant" />}
          initialValues={{ credits: '' }}
          validationSchema={yup.object({
            credits: yup
              .string()
              .required(intl.formatMessage({ id: 'validation.required' }))
              .matches(/^\s*-?\d{1,6}\s*$/, intl.formatMessage({ id: 'validation.credits' })),
          })}
          submitLabel={<FormattedMessage id="credits.grant" />}
          onClose={() => setOpen(false)}
          onSubmit={async ({ credits }) => {
            await grant({ id: user.id, credits: Number(credits) }).unwrap();
            dispatch(
              notify({
                kind: 'success',
                title: intl.formatMessage({ id: 'credits.grantedTitle' }),
                text: intl.formatMessage({ id: 'credits.granted' }),
              }),
            );
            setOpen(false);
          }}
        >
          <TextField name="credits" inputMode="numeric" label={<FormattedMessage id="credits.amount" />} />
        </FormDialog>
      )}
    </>
  );
}

function BuyButtons({ user }: { user: User }) {
  const intl = useIntl();
  const [buy, { isLoading }] = useBuyCreditsMutation();
  return (
    <div className="adm-actions" role="group" aria-label={intl.formatMessage({ id: 'credits.buy' })}>
      {CREDIT_PACKS.map((pack) => (
        <button
          key={pack.credits}
          type="button"
          className="bo-button"
          disabled={isLoading}
          onClick={async () => {
            const result = await buy({ id: user.id, body: { credits: pack.credits } });
            // a refusal is shown by the snackbar; the browser stays
            if ('data' in result && result.data) window.location.assign(result.data.payment_url);
          }}
        >
          <FormattedMessage
            id="credits.pack"
            values={{
              credits: pack.credits,
              price: <FormattedNumber value={pack.amount_cents / 100} style="currency" currency="EUR" />,
            }}
          />
        </button>
      ))}
    </div>
  );
}

/** `mode`: `grant` in the admin's editor, `buy` on one's own profile. */
export function CreditsCard({ user, mode }: { user: User; mode: 'grant' | 'buy' }) {
  return (
    <section className="bo-card" id="credits">
      <h2>
        <FormattedMessage id="credits.title" />
      </h2>
      <p>
        <FormattedMessage id="credits.balance" values={{ count: user.credit_count ?? 0 }} />
      </p>
      {mode === 'grant' ? <GrantButton user={user} /> : <BuyButtons user={user} />}
    </section>
  );
}
