/**
 * The signing part of the sign-off page (docs/product.md "Sign-off by link"), loaded on its own:
 * the shared signature field (`shared-ui/signature`: a canvas, or the name typed); the mention "gelezen en goedgekeurd" /
 * "lu et approuvé" and the sign button. A canvas neither drawn on nor written is refused before
 * sending; the server's 422 (mention not checked, unreadable drawing) shows under its field
 * (`approved`, `signature`). The PNG, what the canvas shows, keeps a white background.
 */
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import SignatureField from 'shared-ui/signature';
import { fieldErrors, firstErrorMessage } from 'shared-api';
import { useSignSignOffMutation } from './signOffApi';

type Errors = { signature?: string; approved?: string };

export default function SignaturePanel({ token, version }: { token: string; version: number }) {
  const intl = useIntl();
  const id = useId();
  const [signature, setSignature] = useState<string | null>(null);
  const [approved, setApproved] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sign, { isLoading }] = useSignSignOffMutation();

  const drawn = (png: string | null) => {
    setSignature(png);
    if (png) setErrors((shown) => ({ ...shown, signature: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signature) return setErrors({ signature: intl.formatMessage({ id: 'signOff.signatureEmpty' }) });
    setErrors({});
    const result = await sign({ token, body: { signature, approved } });
    if (!('error' in result)) return;
    const byField = fieldErrors(result.error);
    setErrors(
      byField.approved || byField.signature
        ? { approved: byField.approved, signature: byField.signature }
        : { signature: firstErrorMessage(result.error) },
    );
  };

  const describedBy = (field: keyof Errors) => (errors[field] ? `${id}-${field}-error` : undefined);
  return (
    <form onSubmit={submit} noValidate>
      <p id={`${id}-intro`}>
        <FormattedMessage id="signOff.signIntro" values={{ version }} />
      </p>
      <SignatureField
        label={intl.formatMessage({ id: 'signOff.canvas' })}
        texts={{ clear: <FormattedMessage id="signOff.clear" />, typed: <FormattedMessage id="signOff.typed" /> }}
        describedBy={[`${id}-intro`, describedBy('signature')].filter(Boolean).join(' ')}
        onChange={drawn}
      />
      {errors.signature && (
        <div id={`${id}-signature-error`} className="bo-field__error" role="alert">
          {errors.signature}
        </div>
      )}
      <div className="bo-field bo-field--checkbox">
        <input
          id={`${id}-approved`}
          type="checkbox"
          checked={approved}
          onChange={(event) => setApproved(event.target.checked)}
          aria-invalid={Boolean(errors.approved)}
          aria-describedby={describedBy('approved')}
        />
        <label htmlFor={`${id}-approved`}>
          <FormattedMessage id="signOff.approved" />
        </label>
      </div>
      {errors.approved && (
        <div id={`${id}-approved-error`} className="bo-field__error" role="alert">
          {errors.approved}
        </div>
      )}
      <button type="submit" className="bo-button" disabled={isLoading}>
        <FormattedMessage id="signOff.submit" />
      </button>
    </form>
  );
}
