/**
 * The remote's catalogues with the texts of planning and the agenda added: they load with the
 * agenda's chunk or the report detail's planning card, not with the list (the first-load
 * budget, docs/product.md "First load").
 */
import { withTexts, type Catalogues } from 'shared-ui';
import { messages } from '../../../messages';
import { nl } from './nl';
import { en } from './en';
import { fr } from './fr';

export const planningMessages: Catalogues = withTexts(messages, { nl, en, fr });
