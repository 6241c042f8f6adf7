/** Public footer (spec §2): contact, privacy, terms and cookie links. */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

export const CONTACT_EMAIL = 'info@plaatsbeschrijving.be';

export function Footer() {
  return (
    <footer className="pub-footer">
      <a href={`mailto:${CONTACT_EMAIL}`}>
        <FormattedMessage id="footer.contact" />
      </a>
      <Link to="/policies/privacy">
        <FormattedMessage id="footer.privacy" />
      </Link>
      <Link to="/policies/terms">
        <FormattedMessage id="footer.terms" />
      </Link>
      <Link to="/policies/cookies">
        <FormattedMessage id="footer.cookies" />
      </Link>
    </footer>
  );
}
