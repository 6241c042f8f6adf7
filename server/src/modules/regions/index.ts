/**
 * Regional completeness (docs/product.md "Regional completeness"): each region's rule set as data,
 * checked over a report's facts. This entry re-exports what other modules use of it: a module
 * imports another only through its entry (docs/ARCHITECTURE.md "Layers").
 */
export { RULE_SETS, agreedDeviations, completenessAnswer, documentLanguage, reportCompleteness } from './completeness';
