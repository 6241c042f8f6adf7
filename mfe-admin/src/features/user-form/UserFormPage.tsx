/**
 * `/users/create` and `/users/{id}/edit` (docs/spec.md §2 admin only, §3 User, §4, §5, §8; the
 * spec's `/users/0/edit` leads to create): the details form; for an existing regular account also
 * its subscription, credits and transactions. Saving a new account shows "Gebruiker succesvol
 * aangemaakt." (the server mails the welcome link) and opens its edit page; saving changes shows
 * "Gegevens succesvol bijgewerkt". An admin cannot change their own role. Another existing account
 * gets its access card first ("Actief" or "Uitgeschakeld", with the control that changes it).
 */
import { useIntl } from 'react-intl';
import { paths, useGetMeQuery } from 'shared-api';
import type { User } from 'shared-api/contract';
import { EditPage, forRecord, useEditController, useRecordId } from 'shared-ui/forms';
import { useGetUserQuery, useSaveUserMutation } from '../../api';
import { CreditsCard } from '../../components/CreditsCard';
import { SubscriptionCard } from './SubscriptionCard';
import { AccountCard } from './AccountCard';
import { TransactionsCard } from '../../components/TransactionsCard';
import { UserFields, userInput, userSchema, userValues, type UserValues } from '../../components/UserDetailsForm';

export function UserFormPage() {
  const intl = useIntl();
  const id = useRecordId();
  const { data: me } = useGetMeQuery();
  const [save] = useSaveUserMutation();
  const creating = id === 'create';
  const canEditRole = id !== me?.id;
  const controller = useEditController<User, UserValues>(id, {
    query: useGetUserQuery(...forRecord(id)),
    save: async (values, existing) =>
      (await save({ id: existing, body: userInput(values, { canEditRole, creating }) }).unwrap()).id,
    editPath: paths.userForm,
    messages: { created: 'user.created', updated: 'user.updated' },
  });
  const user = controller.record;
  return (
    <EditPage
      controller={controller}
      back={{ to: paths.users, messageId: 'users.back' }}
      titles={{ create: 'user.createTitle', edit: 'user.editTitle' }}
      notFoundId="users.notFound"
      initialValues={userValues}
      validationSchema={userSchema(intl)}
      after={
        user && (
          <>
            {user.role === 'user' && (
              <div className="adm-columns">
                <SubscriptionCard user={user} />
                <CreditsCard user={user} mode="grant" />
              </div>
            )}
            <TransactionsCard userId={user.id} />
          </>
        )
      }
    >
      {user && me && user.id !== me.id && <AccountCard user={user} />}
      <UserFields canEditRole={canEditRole} creating={creating} />
    </EditPage>
  );
}
