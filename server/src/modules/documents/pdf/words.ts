/**
 * How a document of record words dates and typed answers in its language (docs/product.md
 * "Typed answers"): dates in Europe/Brussels, booleans as yes or no, numbers with the language's
 * decimal comma.
 */
import type { Answer } from 'shared-api/contract';
import type { DocumentLabels } from './labels';

const locale = (language: string) => (language === 'fr' ? 'fr-BE' : 'nl-BE');

/** `unix` (seconds) as a Brussels date `DD/MM/YYYY`, with the time `HH:MM` when `withTime`. */
export const dateText = (unix: number, language: string, withTime = false) =>
  new Date(unix * 1000).toLocaleString(locale(language), {
    timeZone: 'Europe/Brussels',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  });

/** A calendar day `YYYY-MM-DD` as `DD/MM/YYYY`, like {@link dateText}. */
export const isoDayText = (day: string) => day.split('-').reverse().join('/');

/** A typed answer in the document's words. */
export const answerText = (value: Answer, language: string, labels: DocumentLabels) =>
  typeof value === 'boolean'
    ? value
      ? labels.yes
      : labels.no
    : typeof value === 'number'
      ? value.toLocaleString(locale(language), { maximumFractionDigits: 6 })
      : value;

/**
 * `cents` (integer, ≥ 0 or < 0) as euro the way nl-BE and fr-BE documents print it: `€ 1.234,56`
 * (docs/product.md "The settlement"); the same in both languages, computed without floats.
 */
export const euroText = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}€ ${whole},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
};
