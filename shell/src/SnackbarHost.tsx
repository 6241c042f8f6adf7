/**
 * Shows the store's notices in the snackbar (docs/spec.md §8). Server texts with a known translation
 * are translated ("The user credentials were incorrect." → "Het e-mailadres of wachtwoord is
 * onjuist."); other texts are shown as sent (apps translate their own before notifying).
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { dismiss, useAppDispatch, useAppSelector, type Notice } from 'shared-api';
import { NO_CREDITS_MESSAGE } from 'shared-api/contract';
import { Snackbar } from 'shared-ui';

export const KNOWN_SERVER_MESSAGES: Record<string, string> = {
  'The user credentials were disabled.': 'error.credentialsDisabled',
  'The user credentials were incorrect.': 'error.credentialsIncorrect',
  [NO_CREDITS_MESSAGE]: 'error.noCredits',
  'This password reset token is invalid or has expired.': 'error.resetLinkInvalid',
  'Something went wrong.': 'error.generic',
};

export function SnackbarHost() {
  const notices = useAppSelector((state) => state.notices);
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const onDismiss = useCallback((key: string) => dispatch(dismiss(key)), [dispatch]);
  const text = (notice: Notice) => {
    const id = KNOWN_SERVER_MESSAGES[notice.text];
    return id ? intl.formatMessage({ id }) : notice.text;
  };
  return (
    <Snackbar
      items={notices.map((notice) => ({
        key: notice.key,
        kind: notice.kind,
        title: notice.title,
        message: text(notice),
      }))}
      onDismiss={onDismiss}
    />
  );
}
