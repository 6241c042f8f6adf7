/**
 * The signing part of the sign-off page (docs/product.md "Sign-off by link"), loaded on its own
 * with `signature_pad`: a labelled canvas the party draws on (mouse, finger or pen), "Wissen" to
 * start again, the mention "gelezen en goedgekeurd" / "lu et approuvé" and the sign button. An
 * empty canvas is refused before sending; the server's 422 (mention not checked, unreadable
 * drawing) shows under its field (`approved`, `signature`). The PNG keeps a white background.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import SignaturePad from 'signature_pad';
import { fieldErrors, firstErrorMessage } from 'shared-api';
import { useSignSignOffMutation } from './signOffApi';

type Errors = { signature?: string; approved?: string };

/** Fits the canvas's pixels to its shown size (sharp on high-density screens), keeping what was drawn. */
function fitCanvas(canvas: HTMLCanvasElement, pad: SignaturePad) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const drawn = pad.toData();
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  pad.clear();
  pad.fromData(drawn);
}

export default function SignaturePanel({ token, version }: { token: string; version: number }) {
  const intl = useIntl();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [approved, setApproved] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sign, { isLoading }] = useSignSignOffMutation();

  useEffect(() => {
    const element = canvas.current!;
    const drawing = new SignaturePad(element, { backgroundColor: 'rgb(255, 255, 255)' });
    const fit = () => fitCanvas(element, drawing);
    fit();
    drawing.addEventListener('endStroke', () => setErrors((shown) => ({ ...shown, signature: undefined })));
    window.addEventListener('resize', fit);
    pad.current = drawing;
    return () => {
      window.removeEventListener('resize', fit);
      drawing.off();
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pad.current || pad.current.isEmpty())
      return setErrors({ signature: intl.formatMessage({ id: 'signOff.signatureEmpty' }) });
    setErrors({});
    const result = await sign({ token, body: { signature: pad.current.toDataURL('image/png'), approved } });
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
      <div className="so-signature">
        <canvas
          ref={canvas}
          className="so-signature__canvas"
          role="img"
          aria-label={intl.formatMessage({ id: 'signOff.canvas' })}
          aria-describedby={[`${id}-intro`, describedBy('signature')].filter(Boolean).join(' ')}
        />
        <button type="button" className="bo-button bo-button--secondary" onClick={() => pad.current?.clear()}>
          <FormattedMessage id="signOff.clear" />
        </button>
      </div>
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
