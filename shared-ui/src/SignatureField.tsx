/**
 * A signature (docs/product.md "Sign-off by link", "The field app"): a labelled canvas drawn on with
 * mouse, finger or pen (`signature_pad`), "Wissen" to start again, or, with the keyboard alone, a
 * field "Of typ je naam" whose name is written on the canvas in a handwriting font (drawing again
 * replaces it). `onChange` gets the PNG (a `data:image/png;base64,…` URL, white background, what
 * the canvas shows) after every stroke or keystroke, or null when the canvas is empty. Loaded on
 * its own (`shared-ui/signature`), with `signature_pad`.
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import SignaturePad from 'signature_pad';

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

export interface SignatureFieldProps {
  /** The canvas's accessible name, e.g. who signs. */
  label: string;
  /** The caller's words for "Wissen" and "Of typ je naam" (kept out of the design system's first-load catalogue). */
  texts: { clear: ReactNode; typed: ReactNode };
  /** Ids of texts that describe the canvas (an introduction, an error). */
  describedBy?: string;
  onChange: (png: string | null) => void;
}

export default function SignatureField({ label, texts, describedBy, onChange }: SignatureFieldProps) {
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [typed, setTyped] = useState('');
  const typedName = useRef('');
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });

  const emit = useCallback(() => {
    const drawing = pad.current;
    report.current(!drawing || (drawing.isEmpty() && !typedName.current) ? null : drawing.toDataURL('image/png'));
  }, []);

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
    drawing.addEventListener('endStroke', emit);
    window.addEventListener('resize', fit);
    pad.current = drawing;
    return () => {
      window.removeEventListener('resize', fit);
      drawing.off();
    };
  }, [emit]);

  const type = (name: string) => {
    setTyped(name);
    typedName.current = name.trim();
    if (pad.current) writeName(canvas.current!, pad.current, typedName.current);
    emit();
  };

  return (
    <div className="bo-signature">
      <div className="bo-signature__pad">
        <canvas
          ref={canvas}
          className="bo-signature__canvas"
          role="img"
          aria-label={label}
          aria-describedby={describedBy}
        />
        <button type="button" className="bo-button bo-button--secondary" onClick={() => type('')}>
          {texts.clear}
        </button>
      </div>
      <div className="bo-field">
        <label htmlFor={`${id}-typed`}>{texts.typed}</label>
        <input
          id={`${id}-typed`}
          value={typed}
          maxLength={120}
          autoComplete="off"
          aria-describedby={describedBy}
          onChange={(event) => type(event.target.value)}
        />
      </div>
    </div>
  );
}
