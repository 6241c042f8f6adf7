/**
 * The remote's catalogues with the report form's own texts (and the regional ones) added: they
 * load with the form's chunk, not with the reports list (the first-load budget, docs/product.md "First load").
 */
import { withTexts, type Catalogues } from 'shared-ui';
import { regionMessages } from '../../regions/messages';
import { nl } from './nl';
import { en } from './en';
import { fr } from './fr';

export const formMessages: Catalogues = withTexts(regionMessages, { nl, en, fr });
