/**
 * Shows the store's notices in the snackbar (spec §8). Server texts with a known translation
 * are translated ("The user credentials were incorrect." → "Het e-mailadres of wachtwoord is
 * onjuist."); catalogue ids are formatted; other texts are shown as sent.
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
    const id = notice.id ?? (notice.text ? KNOWN_SERVER_MESSAGES[notice.text] : undefined);
    return id ? intl.formatMessage({ id }) : notice.text;
  };
  return (
    <Snackbar
      items={notices.map((notice) => ({
        key: notice.key,
        kind: notice.kind,
        title: notice.title ? intl.formatMessage({ id: notice.title }) : undefined,
        message: text(notice),
      }))}
      onDismiss={onDismiss}
    />
  );
}
