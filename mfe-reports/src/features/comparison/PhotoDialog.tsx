/**
 * A compared item's photo shown large (docs/product.md "Entry against exit", the screen): the
 * entry and the exit photo of the same position are flipped with the buttons "Intrede" and
 * "Uittrede" or with ← and →; Escape closes (the shared dialog). When a side has fewer photos its
 * last one is shown.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Modal } from 'shared-ui';
import { pathText, type PhotoRef } from './ComparedRow';

const SIDES = ['entry', 'exit'] as const;

/** `photo` shown large, flipping between entry and exit (docs/product.md "Entry against exit", the screen). */
export function PhotoDialog({ photo, onClose }: { photo: PhotoRef; onClose: () => void }) {
  const intl = useIntl();
  const [side, setSide] = useState(photo.side);
  const media = photo.item[side]?.media ?? [];
  const index = Math.min(photo.index, media.length - 1);
  const flip = (next: (typeof SIDES)[number]) => {
    if (photo.item[next]?.media.length) setSide(next);
  };
  // ← and → wherever the focus is in the dialog
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const target = ({ ArrowLeft: 'entry', ArrowRight: 'exit' } as const)[event.key as 'ArrowLeft' | 'ArrowRight'];
      if (!target || !photo.item[target]?.media.length) return;
      event.preventDefault();
      setSide(target);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [photo.item]);
  const sideLabel = intl.formatMessage({ id: `comparison.${side}` });
  return (
    <Modal title={pathText(photo.item)} onClose={onClose} minWidth="min(90vw, 960px)">
      <div className="cmp-photo">
        <div className="cmp-photo__sides" role="group" aria-label={intl.formatMessage({ id: 'comparison.photoSide' })}>
          {SIDES.map((option) => (
            <button
              key={option}
              type="button"
              className={option === side ? 'bo-button' : 'bo-button bo-button--secondary'}
              aria-pressed={option === side}
              disabled={!photo.item[option]?.media.length}
              onClick={() => flip(option)}
            >
              <FormattedMessage id={`comparison.${option}`} />
            </button>
          ))}
        </div>
        {index >= 0 && (
          <figure className="cmp-photo__figure">
            <img
              src={media[index]}
              alt={intl.formatMessage(
                { id: 'comparison.photoAlt' },
                { side: sideLabel, number: index + 1, total: media.length },
              )}
            />
            <figcaption className="bo-muted">
              <FormattedMessage
                id="comparison.photoCaption"
                values={{ side: sideLabel, number: index + 1, total: media.length }}
              />
            </figcaption>
          </figure>
        )}
      </div>
    </Modal>
  );
}
