/** What a record page shows when the server answers 404 (another account's record or a wrong id), with a way back. */
import { FormattedMessage } from 'react-intl';
import { BackLink } from './BackLink';

export function NotFound({ messageId, backTo, backId }: { messageId: string; backTo: string; backId: string }) {
  return (
    <div className="bo-page">
      <p role="alert">
        <FormattedMessage id={messageId} />
      </p>
      <BackLink to={backTo}>
        <FormattedMessage id={backId} />
      </BackLink>
    </div>
  );
}
