/** Public footer (docs/spec.md §2): contact (the configured operator's e-mail), privacy, terms and cookie links. */
import { FormattedMessage } from 'react-intl';
import { Link } from 'shared-ui/router';
import { paths } from 'shared-api';
import { useGetOperatorQuery } from '../api';

export function Footer() {
  const { data: operator } = useGetOperatorQuery();
  return (
    <footer className="pub-footer">
      {operator && (
        <a href={`mailto:${operator.email}`}>
          <FormattedMessage id="footer.contact" />
        </a>
      )}
      <Link to={paths.policy('privacy')}>
        <FormattedMessage id="footer.privacy" />
      </Link>
      <Link to={paths.policy('terms')}>
        <FormattedMessage id="footer.terms" />
      </Link>
      <Link to={paths.policy('cookies')}>
        <FormattedMessage id="footer.cookies" />
      </Link>
    </footer>
  );
}
