/**
 * The remote's catalogues with the audit trail's texts added: they load with its lazy chunk, not
 * with the report detail (the first-load budget, docs/product.md "First load").
 */
import { withTexts, type Catalogues } from 'shared-ui';
import { messages } from '../../../messages';
import { nl } from './nl';
import { en } from './en';
import { fr } from './fr';

export const auditMessages: Catalogues = withTexts(messages, { nl, en, fr });
