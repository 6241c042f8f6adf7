/** Wizard message catalogues (nl default, en fallback, fr), the field app's included. */
import type { Catalogues } from 'shared-ui';
import * as field from '../features/inspections/messages';
import { nl } from './nl';
import { en } from './en';
import { fr } from './fr';

export const messages: Catalogues = {
  nl: { ...nl, ...field.nl },
  en: { ...en, ...field.en },
  fr: { ...fr, ...field.fr },
};
