/**
 * The entry of modules/comparison (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { comparableReport, isComparable, pairWithEntry, type ComparedOf, type PairedMedia } from './comparison';
export { loadSettlement } from './damages';
