/**
 * Entry against exit (docs/product.md "Entry against exit", "The settlement"): the comparison,
 * damage lines and the settlement. This entry re-exports what other modules use of it: a module
 * imports another only through its entry (docs/ARCHITECTURE.md "Layers").
 */
export { comparableReport, isComparable, pairWithEntry, type ComparedOf, type PairedMedia } from './comparison';
export { loadSettlement } from './damages';
