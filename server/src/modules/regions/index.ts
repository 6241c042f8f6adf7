/**
 * The entry of modules/regions (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { RULE_SETS, agreedDeviations, completenessAnswer, documentLanguage, reportCompleteness } from './completeness';
