/**
 * The storage notice of the landing page (docs/spec.md §2 cookie consent): the product sets no
 * cookie and keeps only what it needs in the browser (the cookie page lists it, docs/product.md
 * "The operator's own words"), so the banner informs and remembers the acknowledgement in localStorage.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';

const CONSENT_KEY = 'cookie_consent';

export function CookieConsent() {
  const intl = useIntl();
  const [accepted, setAccepted] = useState(() => localStorage.getItem(CONSENT_KEY) === '1');
  if (accepted) return null;
  return (
    <div className="pub-cookies" role="region" aria-label={intl.formatMessage({ id: 'policy.cookies.title' })}>
      <p>
        <FormattedMessage
          id="cookies.banner"
          values={{ link: (text) => <Link to={paths.policy('cookies')}>{text}</Link> }}
        />
      </p>
      <button
        type="button"
        className="bo-button"
        onClick={() => {
          localStorage.setItem(CONSENT_KEY, '1');
          setAccepted(true);
        }}
      >
        <FormattedMessage id="cookies.accept" />
      </button>
    </div>
  );
}
