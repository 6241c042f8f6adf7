/**
 * `/policies/cookies` (docs/spec.md §2: two essential cookies, a session cookie and an anti-forgery
 * cookie) and the privacy and terms pages the footer links to.
 */
import { FormattedMessage } from 'react-intl';
import { Link, Navigate, Route, Routes } from 'shared-ui/router';
import { Footer } from '../../components/Footer';
import { paths } from 'shared-api';

const COOKIES = ['session', 'xsrf'] as const;

function CookiePolicy() {
  return (
    <>
      <h1>
        <FormattedMessage id="policy.cookies.title" />
      </h1>
      <p>
        <FormattedMessage id="policy.cookies.intro" />
      </p>
      <table className="pub-policy__table">
        <thead>
          <tr>
            <th>
              <FormattedMessage id="policy.cookies.name" />
            </th>
            <th>
              <FormattedMessage id="policy.cookies.purpose" />
            </th>
            <th>
              <FormattedMessage id="policy.cookies.kind" />
            </th>
          </tr>
        </thead>
        <tbody>
          {COOKIES.map((cookie) => (
            <tr key={cookie}>
              <td>
                <FormattedMessage id={`policy.cookies.${cookie}.name`} />
              </td>
              <td>
                <FormattedMessage id={`policy.cookies.${cookie}.purpose`} />
              </td>
              <td>
                <FormattedMessage id="policy.cookies.essential" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function TextPolicy({ name }: { name: 'privacy' | 'terms' }) {
  return (
    <>
      <h1>
        <FormattedMessage id={`policy.${name}.title`} />
      </h1>
      <p>
        <FormattedMessage id={`policy.${name}.text`} />
      </p>
    </>
  );
}

export function PoliciesPage() {
  return (
    <div className="pub-policy">
      <p>
        <Link to={paths.landing}>
          <FormattedMessage id="brand" />
        </Link>
      </p>
      <article className="bo-card">
        <Routes>
          <Route path="cookies" element={<CookiePolicy />} />
          <Route path="privacy" element={<TextPolicy name="privacy" />} />
          <Route path="terms" element={<TextPolicy name="terms" />} />
          <Route path="*" element={<Navigate to={paths.policy('cookies')} replace />} />
        </Routes>
      </article>
      <Footer />
    </div>
  );
}
