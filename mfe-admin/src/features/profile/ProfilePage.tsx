/**
 * `/profile` (docs/spec.md §2 user or admin): the user editor on one's own account, without role,
 * subscription or credit editing; the profile picture cropped to 265×265 (§9) and saved at once;
 * the password change; the private calendar feed URL ("Agenda-feed", docs/product.md "Assignment and
 * agenda"); for a regular user the credit packs and their transactions. Back from the
 * payment page, `paid=true` shows "Bedankt!" with "Uw credits worden toegevoegd zodra de betaling
 * is verwerkt." (`paid=false`: the payment did not go through) and refreshes the sidebar credits.
 */
import { useEffect, useState } from 'react';
import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'shared-ui/router';
import { api, notify, paths, useAppDispatch, useGetMeQuery } from 'shared-api';
import { MAX_UPLOAD_BYTES, type User } from 'shared-api/contract';
import { Loading } from 'shared-ui';
import { EditForm, ImageCropField, useEditController } from 'shared-ui/forms';
import { useGetUserQuery, useSaveUserMutation, useUploadProfilePictureMutation } from '../../api';
import { CreditsCard } from '../../components/CreditsCard';
import { TransactionsCard } from '../../components/TransactionsCard';
import { UserFields, userInput, userSchema, userValues, type UserValues } from '../../components/UserDetailsForm';
import { CalendarFeedCard } from './CalendarFeedCard';
import { PasswordCard } from './PasswordCard';

/** Edge of the profile picture crop in pixels (docs/spec.md §9). */
export const PROFILE_PICTURE_SIZE = 265;

function PaymentOutcome() {
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const [paid] = useState(searchParams.get('paid'));
  useEffect(() => {
    if (paid !== null) dispatch(api.util.invalidateTags(['Me', 'Transaction']));
  }, [paid, dispatch]);
  if (paid === null) return null;
  return (
    <div role="status" className={`adm-callout adm-callout--${paid === 'true' ? 'success' : 'warning'}`}>
      {paid === 'true' ? (
        <>
          <strong>
            <FormattedMessage id="credits.paidTitle" />
          </strong>{' '}
          <FormattedMessage id="credits.paid" />
        </>
      ) : (
        <FormattedMessage id="credits.notPaid" />
      )}
    </div>
  );
}

export function ProfilePage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { data: me } = useGetMeQuery();
  const { data: user } = useGetUserQuery(me?.id ?? 0, { skip: !me });
  const [upload] = useUploadProfilePictureMutation();
  const [save] = useSaveUserMutation();
  const details = useEditController<User, UserValues>(me?.id ?? 0, {
    query: { data: user, isError: false },
    save: async (values) =>
      (await save({ id: user!.id, body: userInput(values, { canEditRole: false, creating: false }) }).unwrap()).id,
    editPath: () => paths.profile,
    messages: { updated: 'user.updated' },
  });
  if (!user) return <Loading />;
  return (
    <div className="bo-page">
      <h1>
        <FormattedMessage id="profile.title" />
      </h1>
      <PaymentOutcome />
      <section className="bo-card">
        <ImageCropField
          label={<FormattedMessage id="profile.picture" />}
          size={PROFILE_PICTURE_SIZE}
          maxBytes={MAX_UPLOAD_BYTES}
          currentUrl={user.profile_picture_url}
          removable={false}
          onChange={async (file) => {
            if (!file) return;
            const result = await upload({ id: user.id, file });
            if ('data' in result)
              dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'profile.pictureSaved' }) }));
          }}
        />
      </section>
      <Formik<UserValues>
        key={user.id}
        initialValues={userValues(user)}
        validationSchema={userSchema(intl)}
        onSubmit={details.submit}
      >
        <EditForm>
          <UserFields canEditRole={false} creating={false} />
        </EditForm>
      </Formik>
      <PasswordCard userId={user.id} />
      <CalendarFeedCard />
      {user.role === 'user' && (
        <>
          <CreditsCard user={user} mode="buy" />
          <TransactionsCard userId={user.id} />
        </>
      )}
    </div>
  );
}
