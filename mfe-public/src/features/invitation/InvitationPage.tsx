/**
 * `/invitations/{token}`: the page an invitee opens from the invitation mail (docs/product.md
 * "Organisations and roles"), without an account. It shows the organisation, who invited, the
 * role and branch, the invitee's name and when the link expires (Brussels time), and asks for the
 * e-mail address the invitation was sent to and a new password twice. The server's 422 errors
 * land on their fields (`email` for another address, the password rules on `password`). On
 * success the account exists: the page goes to `/login` with the address filled in and a notice
 * that the account is ready. An unknown link (404) and a withdrawn, used or expired one (410,
 * the server's reason shown) are pages of their own in the visitor's language.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'shared-ui/router';
import { notify, paths, useAppDispatch } from 'shared-api';
import type { InvitationAcceptance, PublicInvitation } from 'shared-api/contract';
import { formRules } from 'shared-api/form-rules';
import { Loading, useLocale } from 'shared-ui';
import { NewPasswordFields, TextField, toFormErrors } from 'shared-ui/forms';
import { Facts } from '../../components/Facts';
import { useAcceptInvitationMutation, useGetPublicInvitationQuery, type ClosedInvitation } from './invitationApi';

const EMPTY: InvitationAcceptance = { email: '', password: '', password_confirmation: '' };

export function InvitationPage() {
  const token = useParams().token ?? '';
  const { locale } = useLocale();
  const { data, isError, refetch } = useGetPublicInvitationQuery({ token, locale });
  if (isError)
    return (
      <InvitationFrame titleId="invitation.failed.title">
        <button type="button" className="bo-button" onClick={refetch}>
          <FormattedMessage id="invitation.retry" />
        </button>
      </InvitationFrame>
    );
  if (!data) return <Loading />;
  if ('closed' in data) return <ClosedLink page={data} />;
  return <AcceptForm token={token} invitation={data} onClosed={refetch} />;
}

/** The page's card: a heading and what goes under it. */
function InvitationFrame({ titleId, children }: { titleId: string; children: React.ReactNode }) {
  return (
    <div className="pub-login">
      <section className="bo-card pub-login__form">
        <h1>
          <FormattedMessage id={titleId} />
        </h1>
        {children}
      </section>
    </div>
  );
}

/** A link that no longer opens its invitation: unknown, or withdrawn, used or expired (the server's reason). */
function ClosedLink({ page }: { page: ClosedInvitation }) {
  return (
    <InvitationFrame titleId={`invitation.${page.closed}.title`}>
      <p role="alert">{page.closed === 'gone' ? page.reason : <FormattedMessage id="invitation.unknown.text" />}</p>
      <p>
        <Link to={paths.login}>
          <FormattedMessage id="invitation.toLogin" />
        </Link>
      </p>
    </InvitationFrame>
  );
}

/** The invitation's facts and the form that accepts it; `onClosed` reads the link again when it stopped working. */
function AcceptForm({
  token,
  invitation,
  onClosed,
}: {
  token: string;
  invitation: PublicInvitation;
  onClosed: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [accept] = useAcceptInvitationMutation();
  const rules = formRules(intl.formatMessage);
  const schema = yup.object({
    email: rules.email(),
    password: rules.newPassword(),
    password_confirmation: rules.passwordConfirmation(),
  });
  const expires = intl.formatDate(invitation.expires_at * 1000, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Brussels',
  });
  const facts: [string, string][] = [
    ['invitation.organisation', invitation.organisation],
    ...(invitation.inviter ? [['invitation.inviter', invitation.inviter] as [string, string]] : []),
    ['invitation.role', intl.formatMessage({ id: `invitation.role.${invitation.org_role}` })],
    ['invitation.branch', invitation.branch ?? intl.formatMessage({ id: 'invitation.allBranches' })],
    ['invitation.expires', expires],
  ];
  const submit = async (values: InvitationAcceptance, helpers: FormikHelpers<InvitationAcceptance>) => {
    try {
      const account = await accept({ token, body: { ...values, email: values.email.trim() } }).unwrap();
      dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'invitation.ready' }) }));
      navigate(paths.login, { state: { email: account.email } });
    } catch (error) {
      const status = (error as { status?: unknown }).status;
      if (status === 404 || status === 410) return onClosed();
      helpers.setErrors(toFormErrors<InvitationAcceptance>(error));
    }
  };
  return (
    <InvitationFrame titleId="invitation.title">
      <p>
        <FormattedMessage
          id="invitation.intro"
          values={{
            name: `${invitation.first_name} ${invitation.last_name}`.trim(),
            organisation: invitation.organisation,
          }}
        />
      </p>
      <Facts className="pub-facts" facts={facts} />
      <Formik initialValues={EMPTY} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate>
            <TextField
              name="email"
              type="email"
              autoComplete="username"
              label={<FormattedMessage id="invitation.email" />}
            />
            <NewPasswordFields
              labels={{
                password: <FormattedMessage id="reset.password" />,
                confirmation: <FormattedMessage id="reset.passwordConfirmation" />,
              }}
            />
            <button type="submit" className="bo-button" disabled={isSubmitting}>
              <FormattedMessage id="invitation.submit" />
            </button>
          </Form>
        )}
      </Formik>
    </InvitationFrame>
  );
}
