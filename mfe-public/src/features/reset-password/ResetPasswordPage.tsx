/**
 * `/reset_password` (docs/spec.md §2, §5, §8). Without `token` and `email` in the query it asks for an
 * e-mail address and requests a reset link; with both it asks for a new password and its
 * confirmation. Server validation errors show under their fields. Both variants go to
 * `/login` on success, with a success message.
 */
import { Form, Formik, type FormikHelpers } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'shared-ui/router';
import {
  fieldErrors,
  notify,
  useAppDispatch,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  paths,
} from 'shared-api';
import { formRules } from 'shared-api/form-rules';
import { NewPasswordFields, TextField, toFormErrors } from 'shared-ui/forms';

function RequestResetForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [requestReset] = useRequestPasswordResetMutation();
  const schema = yup.object({ email: formRules(intl.formatMessage).email() });
  const submit = async (values: { email: string }, helpers: FormikHelpers<{ email: string }>) => {
    try {
      await requestReset({ email: values.email.trim() }).unwrap();
      dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'reset.linkSent' }) }));
      navigate(paths.login);
    } catch (error) {
      helpers.setErrors(toFormErrors(error));
    }
  };
  return (
    <Formik initialValues={{ email: '' }} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <p className="bo-muted">
            <FormattedMessage id="reset.requestIntro" />
          </p>
          <TextField name="email" type="email" autoComplete="email" label={<FormattedMessage id="login.email" />} />
          <button type="submit" className="bo-button" disabled={isSubmitting}>
            <FormattedMessage id="reset.requestSubmit" />
          </button>
        </Form>
      )}
    </Formik>
  );
}

interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [resetPassword] = useResetPasswordMutation();
  const rules = formRules(intl.formatMessage);
  const schema = yup.object({ password: rules.newPassword(), password_confirmation: rules.passwordConfirmation() });
  const submit = async (values: NewPasswordValues, helpers: FormikHelpers<NewPasswordValues>) => {
    try {
      await resetPassword({ token, email, ...values }).unwrap();
      dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: 'reset.done' }) }));
      navigate(paths.login);
    } catch (error) {
      // an invalid or expired link is reported on `email`, which has no field here
      const { email: linkError, ...errors } = fieldErrors(error);
      helpers.setErrors(linkError ? { ...errors, password: intl.formatMessage({ id: 'reset.invalidLink' }) } : errors);
    }
  };
  return (
    <Formik initialValues={{ password: '', password_confirmation: '' }} validationSchema={schema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate>
          <p className="bo-muted">
            <FormattedMessage id="reset.newIntro" values={{ email }} />
          </p>
          <NewPasswordFields
            labels={{
              password: <FormattedMessage id="reset.password" />,
              confirmation: <FormattedMessage id="reset.passwordConfirmation" />,
            }}
          />
          <button type="submit" className="bo-button" disabled={isSubmitting}>
            <FormattedMessage id="reset.newSubmit" />
          </button>
        </Form>
      )}
    </Formik>
  );
}

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const email = searchParams.get('email');
  return (
    <div className="pub-login">
      <section className="bo-card pub-login__form">
        <h1>
          <FormattedMessage id="reset.title" />
        </h1>
        {token && email ? <NewPasswordForm token={token} email={email} /> : <RequestResetForm />}
        <p>
          <Link to={paths.login}>
            <FormattedMessage id="reset.backToLogin" />
          </Link>
        </p>
      </section>
    </div>
  );
}
