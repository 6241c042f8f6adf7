/**
 * The entry of modules/personal-data (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { withoutNumbers } from './cipher';
export { resolveNumbers } from './national-numbers';
