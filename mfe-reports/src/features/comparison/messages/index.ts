/**
 * The remote's catalogues with the comparison screen's texts added: the screen's texts load with
 * its lazy chunk, not with the reports list (the first-load budget, docs/product.md "First load").
 */
import { optionMessages } from 'shared-api/contract';
import { withTexts, type Catalogues } from 'shared-ui';
import { messages } from '../../../messages';
import { nl } from './nl';
import { en } from './en';
import { fr } from './fr';

// the coded values (states, cleanliness, observation types) in the reader's words
export const comparisonMessages: Catalogues = withTexts(messages, {
  nl: { ...optionMessages.nl, ...nl },
  en: { ...optionMessages.en, ...en },
  fr: { ...optionMessages.fr, ...fr },
});
