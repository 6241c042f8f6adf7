/**
 * The remote's catalogues with the texts of national register numbers added: they load with the
 * report detail's lazy chunk and the configuration form, not with the reports list (the
 * first-load budget, docs/product.md "First load").
 */
import { withTexts, type Catalogues } from 'shared-ui';
import { messages } from '..';
import { nl } from './nl';
import { en } from './en';
import { fr } from './fr';

export const personalDataMessages: Catalogues = withTexts(messages, { nl, en, fr });
