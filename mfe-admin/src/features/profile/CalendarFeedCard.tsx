/**
 * "Agenda-feed" of `/profile` (docs/product.md "Assignment and agenda", "Calendar feed"): the
 * member makes their private calendar feed URL (`POST /front/calendar-feed`, answer `{id, url}`)
 * and sees it this once, with a copy button; making a new one stops the old. Revoking
 * (`DELETE /front/calendar-feed`) asks first; the URL then answers 404. The server keeps only the
 * token's hash, so the page cannot show an existing URL again.
 */
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify, useAppDispatch } from 'shared-api';
import { ConfirmDialog, FieldFrame } from 'shared-ui';
import { useCreateCalendarFeedMutation, useRevokeCalendarFeedMutation } from '../../api';

export function CalendarFeedCard() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const [create, { isLoading: creating }] = useCreateCalendarFeedMutation();
  const [revoke, { isLoading: revoking }] = useRevokeCalendarFeedMutation();
  const [url, setUrl] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const say = (messageId: string) => dispatch(notify({ kind: 'success', text: intl.formatMessage({ id: messageId }) }));
  const make = async () => {
    const result = await create();
    if (!result.data) return;
    setUrl(result.data.url);
    say('feed.created');
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url!);
      say('feed.copied');
    } catch {
      // no clipboard (permission, an old browser): select the URL so that the member copies it
      field.current?.select();
    }
  };
  return (
    <section className="bo-card adm-feed" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <FormattedMessage id="feed.title" />
      </h2>
      <p className="bo-muted">
        <FormattedMessage id="feed.intro" />
      </p>
      {url && (
        <>
          <div className="adm-feed__url">
            <FieldFrame id={id} label={<FormattedMessage id="feed.url" />}>
              <input id={id} ref={field} readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
            </FieldFrame>
            <button type="button" className="bo-button bo-button--secondary" onClick={copy}>
              <FormattedMessage id="feed.copy" />
            </button>
          </div>
          <p role="status">
            <FormattedMessage id="feed.onlyOnce" />
          </p>
        </>
      )}
      <div className="adm-actions">
        <button type="button" className="bo-button" onClick={make} disabled={creating}>
          <FormattedMessage id={url ? 'feed.createAgain' : 'feed.create'} />
        </button>
        <button
          type="button"
          className="bo-button bo-button--secondary adm-danger"
          onClick={() => setConfirming(true)}
          disabled={revoking}
        >
          <FormattedMessage id="feed.revoke" />
        </button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="feed.revoke" />}
          message={<FormattedMessage id="feed.revokeQuestion" />}
          busy={revoking}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            const result = await revoke();
            setConfirming(false);
            if (result.error) return;
            setUrl(undefined);
            say('feed.revoked');
          }}
        />
      )}
    </section>
  );
}
