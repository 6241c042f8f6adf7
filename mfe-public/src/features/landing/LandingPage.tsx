/**
 * Landing page `/` (docs/spec.md §1, §2): the offline iOS tablet app and the cloud manager, pricing
 * (yearly subscription plus one credit per report, price on request), login button (for a
 * signed-in user the subscription view instead), inquiry
 * modal, cookie consent banner and footer.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from 'shared-ui';
import { AccountSummary } from './AccountSummary';
import { InquiryForm } from '../../components/InquiryForm';
import { CookieConsent } from './CookieConsent';
import { Footer } from '../../components/Footer';

const FEATURES = ['offline', 'types', 'photos', 'signatures', 'cloud', 'pdf'] as const;

export function LandingPage() {
  const [inquiryOpen, setInquiryOpen] = useState(false);
  const intl = useIntl();
  return (
    <div className="pub-landing">
      <header className="pub-header">
        <span className="pub-brand">
          <FormattedMessage id="brand" />
        </span>
        <AccountSummary />
      </header>
      <section className="pub-hero">
        <h1>
          <FormattedMessage id="landing.title" />
        </h1>
        <p>
          <FormattedMessage id="landing.intro" />
        </p>
        <button type="button" className="bo-button" onClick={() => setInquiryOpen(true)}>
          <FormattedMessage id="landing.requestInfo" />
        </button>
      </section>
      <section className="pub-features" aria-label={intl.formatMessage({ id: 'landing.featuresTitle' })}>
        {FEATURES.map((feature) => (
          <article key={feature} className="bo-card">
            <h2>
              <FormattedMessage id={`landing.feature.${feature}.title`} />
            </h2>
            <p>
              <FormattedMessage id={`landing.feature.${feature}.text`} />
            </p>
          </article>
        ))}
      </section>
      <section className="pub-pricing bo-card">
        <h2>
          <FormattedMessage id="landing.pricingTitle" />
        </h2>
        <p>
          <FormattedMessage id="landing.pricing" />
        </p>
      </section>
      <Footer />
      <CookieConsent />
      {inquiryOpen && (
        <Modal title={<FormattedMessage id="inquiry.title" />} onClose={() => setInquiryOpen(false)}>
          <InquiryForm onSent={() => setInquiryOpen(false)} />
        </Modal>
      )}
    </div>
  );
}
