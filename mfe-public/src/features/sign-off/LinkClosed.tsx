/**
 * What the sign-off page shows instead of the document (docs/product.md "Sign-off by link"): a
 * used, expired or revoked link (410, `gone`), an unknown or tampered one (404, `unknown`), or
 * an answer that did not come (`failed`, with a retry).
 */
import { FormattedMessage } from 'react-intl';

export type ClosedKind = 'gone' | 'unknown' | 'failed';

export function LinkClosed({ kind, onRetry }: { kind: ClosedKind; onRetry?: () => void }) {
  return (
    <div className="so-page">
      <article className="bo-card so-closed">
        <h1>
          <FormattedMessage id={`signOff.${kind}.title`} />
        </h1>
        {kind === 'failed' ? (
          <button type="button" className="bo-button" onClick={onRetry}>
            <FormattedMessage id="signOff.retry" />
          </button>
        ) : (
          <p>
            <FormattedMessage id={`signOff.${kind}.text`} />
          </p>
        )}
      </article>
    </div>
  );
}
