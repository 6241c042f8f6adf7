/**
 * The signing part of the sign-off page (docs/product.md "Sign-off by link"), loaded on its own
 * with `signature_pad`: a labelled canvas the party draws on (mouse, finger or pen), "Wissen" to
 * start again, or, with the keyboard alone, a field "Of typ je naam" whose name is written on the
 * canvas in a handwriting font (drawing again replaces it); the mention "gelezen en goedgekeurd" /
 * "lu et approuvé" and the sign button. A canvas neither drawn on nor written is refused before
 * sending; the server's 422 (mention not checked, unreadable drawing) shows under its field
 * (`approved`, `signature`). The PNG, what the canvas shows, keeps a white background.
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

/** Clears the canvas and writes `name` on it, left and centred in height, in a handwriting font. */
function writeName(canvas: HTMLCanvasElement, pad: SignaturePad, name: string) {
  pad.clear();
  const context = canvas.getContext('2d');
  if (!context || !name) return;
  const height = canvas.offsetHeight;
  context.fillStyle = '#1b1b1b';
  context.font = `italic ${Math.round(height * 0.4)}px "Segoe Script", "Brush Script MT", cursive`;
  context.textBaseline = 'middle';
  context.fillText(name, 16, height / 2, canvas.offsetWidth - 32);
}

export default function SignaturePanel({ token, version }: { token: string; version: number }) {
  const intl = useIntl();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [typed, setTyped] = useState('');
  const typedName = useRef('');
  const [approved, setApproved] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [sign, { isLoading }] = useSignSignOffMutation();

  useEffect(() => {
    const element = canvas.current!;
    const drawing = new SignaturePad(element, { backgroundColor: 'rgb(255, 255, 255)' });
    const fit = () => {
      fitCanvas(element, drawing);
      if (typedName.current) writeName(element, drawing, typedName.current);
    };
    fit();
    // drawing replaces a typed name
    drawing.addEventListener('beginStroke', () => {
      if (!typedName.current) return;
      typedName.current = '';
      setTyped('');
      drawing.clear();
    });
    drawing.addEventListener('endStroke', () => setErrors((shown) => ({ ...shown, signature: undefined })));
    window.addEventListener('resize', fit);
    pad.current = drawing;
    return () => {
      window.removeEventListener('resize', fit);
      drawing.off();
    };
  }, []);

  const type = (name: string) => {
    setTyped(name);
    typedName.current = name.trim();
    if (pad.current) writeName(canvas.current!, pad.current, typedName.current);
    if (typedName.current) setErrors((shown) => ({ ...shown, signature: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pad.current || (pad.current.isEmpty() && !typedName.current))
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
        <button type="button" className="bo-button bo-button--secondary" onClick={() => type('')}>
          <FormattedMessage id="signOff.clear" />
        </button>
      </div>
      <div className="bo-field">
        <label htmlFor={`${id}-typed`}>
          <FormattedMessage id="signOff.typed" />
        </label>
        <input
          id={`${id}-typed`}
          value={typed}
          maxLength={120}
          autoComplete="name"
          onChange={(event) => type(event.target.value)}
          aria-describedby={describedBy('signature')}
        />
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
