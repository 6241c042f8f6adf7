/**
 * The navigation state that passes the unsaved-changes guard (`useUnsavedChangesGuard` of
 * shared-ui/forms): navigate with `state: SKIP_UNSAVED_GUARD` after a successful save or a delete.
 */
export const SKIP_UNSAVED_GUARD = { skipUnsavedGuard: true } as const;
