/** Shell message catalogues (nl default, en fallback, fr loaded when chosen). */
import type { Catalogues } from 'shared-ui';
import { nl } from './nl';
import { en } from './en';

export const messages: Catalogues = {
  nl,
  en,
  // loaded when chosen (docs/ARCHITECTURE.md "Languages")
  fr: () => import('./fr').then((module) => module.fr),
};
