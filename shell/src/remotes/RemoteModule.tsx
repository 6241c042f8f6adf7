/**
 * Renders one exposed module of a remote, loaded on demand. A remote that fails to load
 * blanks only this area: the error boundary shows a translated message and a retry button,
 * while the shell (sidebar, banner) keeps working (docs/ARCHITECTURE.md).
 */
import { Component, Suspense, use, useState, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Loading } from 'shared-ui';
import { loadExposedModule, RemoteUnavailableError, resetRemote, type ExposedModule } from './registry';

/** One load per remote module, kept so that re-renders reuse it; dropped on retry. */
const loads = new Map<string, Promise<ExposedModule>>();
/** The modules whose load has resolved: rendered without suspending. */
const loaded = new Map<string, ComponentType>();

/** Starts loading `<remote>/<module>` (once); the shell calls it before the route renders (issue 27). */
export function load(remote: string, module: string): Promise<ExposedModule> {
  const key = `${remote}/${module}`;
  if (!loads.has(key)) {
    const loading = loadExposedModule(remote, module);
    loading.then((exposed) => loaded.set(key, exposed.default)).catch(() => undefined); // a failure shows when the route renders
    loads.set(key, loading);
  }
  return loads.get(key)!;
}

/**
 * Resolves once `<remote>/<module>` and the code of its `screen` (if any) have loaded, or
 * failed to (the error boundary shows a failure when the route renders); never rejects. The
 * shell's routes wait for it: React holds back what a Suspense boundary reveals within 300 ms of
 * its last fallback, so a screen that suspended on a cold load showed that much later
 * (docs/product.md "First load").
 */
export function ready(remote: string, module: string, screen: string | undefined): Promise<null> {
  return load(remote, module)
    .then((exposed) => screen && exposed.preload?.(screen))
    .then(
      () => null,
      () => null,
    );
}

/**
 * Shows `fallback(error)` in place of `children` once they threw while rendering; the caller
 * remounts it (a new `key`) to try again. Twenty lines instead of a library on the first load.
 */
class Boundary extends Component<
  { fallback: (error: unknown) => ReactNode; children: ReactNode },
  { failure?: { error: unknown } }
> {
  state: { failure?: { error: unknown } } = {};
  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }
  render() {
    return this.state.failure ? this.props.fallback(this.state.failure.error) : this.props.children;
  }
}

function LoadedModule({ remote, module }: { remote: string; module: string }) {
  // `use` only while loading: a promise React has not seen suspends even when it has resolved
  const Module = loaded.get(`${remote}/${module}`) ?? use(load(remote, module)).default;
  // The cached load resolves to the same component on every render, so its state is kept.
  // eslint-disable-next-line react-hooks/static-components
  return <Module />;
}

export function RemoteModule({ remote, module }: { remote: string; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const retry = async () => {
    loads.delete(`${remote}/${module}`);
    await resetRemote(remote).catch(() => undefined);
    setAttempt((count) => count + 1);
  };
  return (
    <Boundary
      key={`${attempt}/${remote}/${module}`}
      fallback={(error) =>
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
      <Suspense fallback={<Loading />}>
        <LoadedModule remote={remote} module={module} />
      </Suspense>
    </Boundary>
  );
}
