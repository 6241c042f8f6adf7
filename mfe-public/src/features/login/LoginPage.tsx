/**
 * `/login` (docs/spec.md §2, §3 "Login form"): e-mail and password, signed in with the fixed client
 * id/secret; wrong or disabled credentials show the translated server message in the snackbar
 * (docs/spec.md §8). A link leads to `/reset_password`; an inquiry panel sits beside the form.
 * Arriving with `{email}` in the navigation state (from an accepted invitation, docs/product.md
 * "Organisations and roles") fills in the address.
 */
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'shared-ui/router';
import { useLoginMutation, paths, HOME_PATH } from 'shared-api';
import { TextField } from 'shared-ui/forms';
import { InquiryForm } from '../../components/InquiryForm';

export function LoginPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const arrivedWith = (useLocation().state as { email?: unknown } | null)?.email;
  const [login] = useLoginMutation();
  const required = intl.formatMessage({ id: 'validation.required' });
  const schema = yup.object({
    username: yup.string().trim().required(required),
    password: yup.string().required(required),
  });
  return (
    <div className="pub-login">
      <section className="bo-card pub-login__form">
        <h1>
          <FormattedMessage id="login.title" />
        </h1>
        <Formik
          initialValues={{ username: typeof arrivedWith === 'string' ? arrivedWith : '', password: '' }}
          validationSchema={schema}
          onSubmit={async (values) => {
            try {
              await login({ username: values.username.trim(), password: values.password }).unwrap();
              navigate(HOME_PATH, { replace: true });
            } catch {
              // the snackbar shows the server's message (docs/spec.md §8)
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <TextField
                name="username"
                type="email"
                autoComplete="username"
                label={<FormattedMessage id="login.email" />}
              />
              <TextField
                name="password"
                type="password"
                autoComplete="current-password"
                label={<FormattedMessage id="login.password" />}
              />
              <button type="submit" className="bo-button" disabled={isSubmitting}>
                <FormattedMessage id="login.submit" />
              </button>
              <p>
                <Link to={paths.resetPassword}>
                  <FormattedMessage id="login.forgot" />
                </Link>
              </p>
            </Form>
          )}
        </Formik>
      </section>
      <aside className="bo-card pub-login__inquiry">
        <h2>
          <FormattedMessage id="inquiry.title" />
        </h2>
        <p className="bo-muted">
          <FormattedMessage id="inquiry.intro" />
        </p>
        <InquiryForm />
      </aside>
    </div>
  );
}
