/**
 * Whether another account may sign in, in the admin's user editor (`POST /front/users/{id}/active`):
 * its state as a badge ("Actief" or "Uitgeschakeld") with what it means, and the one button that
 * changes it. Disabling asks first and ends the account's sign-ins at once (the server revokes
 * them); enabling needs no question. Never shown on one's own account, which the server refuses.
 * A firm's member also shows its organisation and role there, with a link to that organisation's
 * Team screen (`/team/{organisationId}`, docs/product.md "Organisations and roles").
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, paths, useAppDispatch } from 'shared-api';
import type { User } from 'shared-api/contract';
import { Badge, ConfirmDialog } from 'shared-ui';
import { Link } from 'shared-ui/router';
import { useSetAccountActiveMutation } from '../../api';

export function AccountCard({ user }: { user: User }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [setActive, { isLoading }] = useSetAccountActiveMutation();
  const [confirming, setConfirming] = useState(false);
  const name = `${user.first_name} ${user.last_name}`.trim();
  const change = async (active: boolean) => {
    // a refusal reaches the reader through the shell's error snackbar
    const result = await setActive({ id: user.id, body: { active } });
    setConfirming(false);
    if (result.error) return;
    dispatch(
      notify({
        kind: 'success',
        text: intl.formatMessage({ id: active ? 'account.enabled' : 'account.disabledDone' }),
      }),
    );
  };
  return (
    <section className="bo-card adm-account" aria-labelledby="account-title">
      <h2 id="account-title">
        <FormattedMessage id="account.title" />
      </h2>
      <p className="adm-account__state">
        <Badge tone={user.active ? 'green' : 'red'}>
          <FormattedMessage id={user.active ? 'account.active' : 'account.disabled'} />
        </Badge>
        <span>
          <FormattedMessage id={user.active ? 'account.activeText' : 'account.disabledText'} />
        </span>
      </p>
      {user.organisation && (
        <p>
          <FormattedMessage
            id="account.organisation"
            values={{
              organisation: user.organisation.name,
              role: intl.formatMessage({ id: `team.role.${user.organisation.role}` }),
            }}
          />{' '}
          <Link to={`${paths.team}/${user.organisation.id}`}>
            <FormattedMessage id="account.team" values={{ organisation: user.organisation.name }} />
          </Link>
        </p>
      )}
      {user.active ? (
        <button
          type="button"
          className="bo-button bo-button--secondary adm-danger"
          onClick={() => setConfirming(true)}
          disabled={isLoading}
        >
          <FormattedMessage id="account.disable" />
        </button>
      ) : (
        <button
          type="button"
          className="bo-button bo-button--secondary"
          onClick={() => change(true)}
          disabled={isLoading}
        >
          <FormattedMessage id="account.enable" />
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="account.disable" />}
          message={<FormattedMessage id="account.disableQuestion" values={{ name }} />}
          busy={isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => change(false)}
        />
      )}
    </section>
  );
}
