/**
 * `/policies/cookies` and the privacy policy and terms the footer links to (issue 23): a title,
 * the date of the last change, an introduction and headed sections (`documents.ts`) whose texts
 * name the operator configured on the server (`GET /public/operator`, docs/product.md "The
 * operator's own words"). The cookie page and the privacy policy say the same: no cookies, and
 * what the browser keeps in its local storage, in IndexedDB (the field app) and in the app's cache
 * (docs/spec.md §2 listed two cookies the product never sets).
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, Route, Routes } from 'shared-ui/router';
import { Loading } from 'shared-ui';
import { paths } from 'shared-api';
import type { Operator } from 'shared-api/contract';
import { Footer } from '../../components/Footer';
import { useGetOperatorQuery } from '../../api';
import { POLICIES } from '../../provider';
import { POLICY_DOCUMENTS, BROWSER_STORAGE, type PolicyName } from './documents';

/** The date the policies were last changed, as the page's language writes it. */
function Updated() {
  const intl = useIntl();
  const [year, month, day] = POLICIES.updated;
  return (
    <p className="pub-policy__updated">
      <FormattedMessage
        id="policy.updated"
        values={{ date: intl.formatDate(Date.UTC(year, month - 1, day), { dateStyle: 'long', timeZone: 'UTC' }) }}
      />
    </p>
  );
}

function CookiePolicy() {
  return (
    <>
      <h1>
        <FormattedMessage id="policy.cookies.title" />
      </h1>
      <Updated />
      <p>
        <FormattedMessage id="policy.cookies.intro" />
      </p>
      {/* one entry per item rather than a table: the names are long words a phone cannot fit in a column */}
      {BROWSER_STORAGE.map(({ id, where }) => (
        <section key={id}>
          <h2>
            <FormattedMessage id={`policy.cookies.${id}.name`} />
          </h2>
          <dl className="pub-policy__facts">
            <dt>
              <FormattedMessage id="policy.cookies.purpose" />
            </dt>
            <dd>
              <FormattedMessage id={`policy.cookies.${id}.purpose`} />
            </dd>
            <dt>
              <FormattedMessage id="policy.cookies.where" />
            </dt>
            <dd>
              <FormattedMessage id={`policy.cookies.${where}`} />
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

/** The values every policy text may use: the operator's details and the rich-text tags. */
const valuesOf = (operator: Operator) => ({
  company: operator.name,
  address: operator.address,
  companyNumber: operator.company_number,
  email: (
    <a key="email" href={`mailto:${operator.email}`}>
      {operator.email}
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
});

function TextPolicy({ name }: { name: PolicyName }) {
  const { data: operator } = useGetOperatorQuery();
  // the operator's name is in nearly every section: no text before it is known
  if (!operator) return <Loading />;
  const values = valuesOf(operator);
  const text = (id: string) => <FormattedMessage id={`policy.${name}.${id}`} values={values} />;
  return (
    <>
      <h1>{text('title')}</h1>
      <Updated />
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
