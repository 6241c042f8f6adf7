/**
 * `/policies/cookies` (docs/spec.md §2: two essential cookies, a session cookie and an anti-forgery
 * cookie) and the privacy policy and terms the footer links to (issue 23): a title, the date of
 * the last change, an introduction and headed sections (`documents.ts`) whose texts name the
 * provider of `provider.ts`.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, Route, Routes } from 'shared-ui/router';
import { Footer } from '../../components/Footer';
import { paths } from 'shared-api';
import { PROVIDER } from '../../provider';
import { POLICY_DOCUMENTS, type PolicyName } from './documents';

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
      {/* one entry per cookie rather than a table: the names are long words a phone cannot fit in a column */}
      {COOKIES.map((cookie) => (
        <section key={cookie}>
          <h2>
            <FormattedMessage id={`policy.cookies.${cookie}.name`} />
          </h2>
          <dl className="pub-policy__facts">
            <dt>
              <FormattedMessage id="policy.cookies.purpose" />
            </dt>
            <dd>
              <FormattedMessage id={`policy.cookies.${cookie}.purpose`} />
            </dd>
            <dt>
              <FormattedMessage id="policy.cookies.kind" />
            </dt>
            <dd>
              <FormattedMessage id="policy.cookies.essential" />
            </dd>
          </dl>
        </section>
      ))}
    </>
  );
}

const chunk = (chunks: ReactNode[]) => chunks.join('');

/** The values every policy text may use: the provider's details and the rich-text tags. */
const VALUES = {
  company: PROVIDER.name,
  address: PROVIDER.address,
  companyNumber: PROVIDER.companyNumber,
  email: (
    <a key="email" href={`mailto:${PROVIDER.email}`}>
      {PROVIDER.email}
    </a>
  ),
  b: (chunks: ReactNode[]) => <strong key="b">{chunks}</strong>,
  cookies: (chunks: ReactNode[]) => (
    <Link key="cookies" to={paths.policy('cookies')}>
      {chunks}
    </Link>
  ),
  privacy: (chunks: ReactNode[]) => (
    <Link key="privacy" to={paths.policy('privacy')}>
      {chunks}
    </Link>
  ),
  authority: (chunks: ReactNode[]) => (
    <a key="authority" href={`https://${chunk(chunks)}`}>
      {chunks}
    </a>
  ),
};

function TextPolicy({ name }: { name: PolicyName }) {
  const intl = useIntl();
  const [year, month, day] = PROVIDER.policiesUpdated;
  const text = (id: string) => <FormattedMessage id={`policy.${name}.${id}`} values={VALUES} />;
  return (
    <>
      <h1>{text('title')}</h1>
      <p className="pub-policy__updated">
        <FormattedMessage
          id="policy.updated"
          values={{ date: intl.formatDate(Date.UTC(year, month - 1, day), { dateStyle: 'long', timeZone: 'UTC' }) }}
        />
      </p>
      <p>{text('intro')}</p>
      {POLICY_DOCUMENTS[name].map((section) => (
        <section key={section.id} aria-labelledby={`policy-${section.id}`}>
          <h2 id={`policy-${section.id}`}>{text(`${section.id}.title`)}</h2>
          {section.blocks.map((block) =>
            'p' in block ? (
              <p key={block.p}>{text(`${section.id}.${block.p}`)}</p>
            ) : (
              <ul key={block.list.join()}>
                {block.list.map((item) => (
                  <li key={item}>{text(`${section.id}.${item}`)}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
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
