/**
 * Unsaved-changes guard (react-admin habit, spec §4 "Leaving with unsaved changes triggers a
 * browser warning"): while `dirty`, leaving the page in the app asks for confirmation and
 * closing or reloading the tab triggers the browser's warning. Needs a data router.
 * Returns the dialog to render and `allowNavigation()` to let the next navigation pass
 * (after a successful save).
 */
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { ConfirmDialog } from './ConfirmDialog';

export function useUnsavedChangesGuard(dirty: boolean): { dialog: ReactNode; allowNavigation: () => void } {
  const allowed = useRef(false);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
      [dirty],
    ),
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const dialog =
    blocker.state === 'blocked' ? (
      <ConfirmDialog
        title={<FormattedMessage id="ui.unsavedTitle" />}
        message={<FormattedMessage id="ui.unsavedQuestion" />}
        onConfirm={() => blocker.proceed()}
        onCancel={() => blocker.reset()}
      />
    ) : null;
  return { dialog, allowNavigation: () => (allowed.current = true) };
}
