/**
 * Unsaved-changes guard (react-admin habit, docs/spec.md §4 "Leaving with unsaved changes triggers a
 * browser warning"): while `dirty`, leaving the page in the app asks for confirmation and
 * closing or reloading the tab triggers the browser's warning. Needs a data router.
 * A navigation made with `state: SKIP_UNSAVED_GUARD` (after a successful save) passes, and so
 * does one inside `scope` (a path prefix: moving between the wizard's pages keeps the edits).
 * Returns the dialog to render. Part of shared-ui/forms: only a screen with a form needs it.
 */
import { useCallback, useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBlocker, type BlockerFunction } from 'shared-ui/router';
import { ConfirmDialog, SKIP_UNSAVED_GUARD } from 'shared-ui';

export function useUnsavedChangesGuard(dirty: boolean, scope?: string): ReactNode {
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirty &&
        !(nextLocation.state as typeof SKIP_UNSAVED_GUARD | null)?.skipUnsavedGuard &&
        currentLocation.pathname !== nextLocation.pathname &&
        !(scope && (nextLocation.pathname === scope || nextLocation.pathname.startsWith(`${scope}/`))),
      [dirty, scope],
    ),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker.state === 'blocked' ? (
    <ConfirmDialog
      title={<FormattedMessage id="ui.unsavedTitle" />}
      message={<FormattedMessage id="ui.unsavedQuestion" />}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  ) : null;
}
