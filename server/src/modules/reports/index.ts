/**
 * Reports: the list and detail, create, update, follow-up and delete, parties, the reference and
 * the photo zip route. This entry re-exports what other modules use of it: a module imports
 * another only through its entry (docs/ARCHITECTURE.md "Layers").
 */
export { assertParties, saveParties } from './parties';
export { loadReports } from './reader';
export { reportReference } from './reference';
export { newHashedId } from './writer';
