/** Admin remote message catalogues (nl default, en fallback, fr). */
import type { Catalogues } from 'shared-ui';
import { nl } from './nl';
import { en } from './en';
import { fr } from './fr';

export const messages: Catalogues = { nl, en, fr };
