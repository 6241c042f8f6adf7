/**
 * The remote's catalogues with the regional completeness texts added: they load with the
 * report's detail and form chunks, not with the reports list (docs/product.md "First load").
 */
import { withTexts, type Catalogues } from 'shared-ui';
import { messages } from '../../../messages';
import { nl } from './nl';
import { en } from './en';
import { fr } from './fr';

export const regionMessages: Catalogues = withTexts(messages, { nl, en, fr });
