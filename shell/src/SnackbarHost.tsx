/**
 * Shows the store's notices in the snackbar (docs/spec.md §8). The server writes its messages in
 * the page's language (docs/product.md "Server messages"); only the OAuth texts the spec fixes in
 * English are translated here ("The user credentials were incorrect." → "Het e-mailadres of
 * wachtwoord is onjuist."). Other texts are shown as sent.
 */
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { dismiss, useAppDispatch, useAppSelector, type Notice } from 'shared-api';
import { Snackbar } from 'shared-ui';

export const KNOWN_SERVER_MESSAGES: Record<string, string> = {
  'The user credentials were disabled.': 'error.credentialsDisabled',
  'The user credentials were incorrect.': 'error.credentialsIncorrect',
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
