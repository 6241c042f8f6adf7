/**
 * The configuration form's catalogues: the national register numbers' texts (the form's checkbox)
 * and those of the branch and inherited company data (docs/product.md "The shared library"). They
 * load with the form, not with the reports list (docs/product.md "First load").
 */
import { withTexts, type Catalogues } from 'shared-ui';
import { personalDataMessages } from '../../../messages/personal-data';
import { nl } from './nl';
import { en } from './en';
import { fr } from './fr';

export const configurationFormMessages: Catalogues = withTexts(personalDataMessages, { nl, en, fr });
