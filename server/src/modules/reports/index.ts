/**
 * The entry of modules/reports (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { assertParties, saveParties } from './parties';
export { loadReports } from './reader';
export { reportReference } from './reference';
export { newHashedId } from './writer';
