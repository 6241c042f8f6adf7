/**
 * Renders one exposed module of a remote, loaded on demand. A remote that fails to load
 * blanks only this area: the error boundary shows a translated message and a retry button,
 * while the shell (sidebar, banner) keeps working (DESIGN.md).
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { FormattedMessage } from 'react-intl';
import { loadRemoteComponent, RemoteUnavailableError, resetRemote } from './registry';

export function RemoteModule({ remote, module }: { remote: string; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const Component = useMemo(
    () => lazy(async () => ({ default: await loadRemoteComponent(remote, module) })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new attempt must make a new lazy component
    [remote, module, attempt],
  );
  const retry = async () => {
    await resetRemote(remote).catch(() => undefined);
    setAttempt((count) => count + 1);
  };
  return (
    <ErrorBoundary
      resetKeys={[attempt, remote, module]}
      fallbackRender={({ error }) =>
        error instanceof RemoteUnavailableError ? (
          <div className="bo-page" role="status">
            <FormattedMessage id="remote.unavailable" />
          </div>
        ) : (
          <div className="bo-page" role="alert">
            <p>
              <FormattedMessage id="remote.failed" />
            </p>
            <button type="button" className="bo-button" onClick={retry}>
              <FormattedMessage id="remote.retry" />
            </button>
          </div>
        )
      }
    >
      <Suspense
        fallback={
          <div className="bo-page bo-muted">
            <FormattedMessage id="ui.loading" />
          </div>
        }
      >
        <Component />
      </Suspense>
    </ErrorBoundary>
  );
}
