/**
 * The screen `/reports/{id}/comparison` as the route loads it: {@link ComparisonPage} with the
 * comparison's texts, which come with this lazy chunk (docs/product.md "Entry against exit").
 */
import { withIntlScope } from 'shared-ui';
import { comparisonMessages } from './messages';
import { ComparisonPage } from './ComparisonPage';

export const ComparisonScreen = withIntlScope(comparisonMessages, ComparisonPage);
