/**
 * The remote's catalogues with the invitation page's texts added: they load with the page's
 * chunk, not with the landing page (docs/product.md "First load").
 */
import { withTexts, type Catalogues } from 'shared-ui';
import { messages } from '../../../messages';
import { nl } from './nl';
import { en } from './en';
import { fr } from './fr';

export const invitationMessages: Catalogues = withTexts(messages, { nl, en, fr });
