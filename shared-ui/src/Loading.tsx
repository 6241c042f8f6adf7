/** Page-level loading text, announced politely to screen readers. */
import { FormattedMessage } from 'react-intl';

export function Loading() {
  return (
    <div className="bo-page bo-muted" role="status" aria-live="polite">
      <FormattedMessage id="ui.loading" />
    </div>
  );
}
