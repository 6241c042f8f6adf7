/**
 * `/users/{id}/edit`, id 0 creates (docs/spec.md §2 admin only, §3 User, §4, §5, §8): the details form;
 * for an existing regular account also its subscription, credits and transactions. Saving a new
 * account shows "Gebruiker succesvol aangemaakt." (the server mails the welcome link) and opens
 * its edit page; saving changes shows "Gegevens succesvol bijgewerkt". An admin cannot change
 * their own role.
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'shared-ui/router';
import { notify, paths, useAppDispatch, useGetMeQuery } from 'shared-api';
import { BackLink, Loading, NotFound, SKIP_UNSAVED_GUARD } from 'shared-ui';
import { useGetUserQuery } from '../../api';
import { CreditsCard } from './CreditsCard';
import { SubscriptionCard } from './SubscriptionCard';
import { TransactionsCard } from './TransactionsCard';
import { UserDetailsForm } from './UserDetailsForm';

export function UserFormPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const id = Number(useParams().id) || undefined;
  const { data: me } = useGetMeQuery();
  const { data: user, isError } = useGetUserQuery(id!, { skip: !id });
  if (isError) return <NotFound messageId="users.notFound" backTo={paths.users} backId="users.back" />;
  if (id && !user) return <Loading />;
  return (
    <div className="bo-page">
      <BackLink to={paths.users}>
        <FormattedMessage id="users.back" />
      </BackLink>
      <h1>
        <FormattedMessage id={id ? 'user.editTitle' : 'user.createTitle'} />
      </h1>
      <UserDetailsForm
        user={user}
        canEditRole={!user || user.id !== me?.id}
        onSaved={(savedId, created) => {
          dispatch(
            notify({ kind: 'success', text: intl.formatMessage({ id: created ? 'user.created' : 'user.updated' }) }),
          );
          if (created) navigate(paths.userForm(savedId), { replace: true, state: SKIP_UNSAVED_GUARD });
        }}
      />
      {user && user.role === 'user' && (
        <div className="adm-columns">
          <SubscriptionCard user={user} />
          <CreditsCard user={user} mode="grant" />
        </div>
      )}
      {user && <TransactionsCard userId={user.id} />}
    </div>
  );
}
