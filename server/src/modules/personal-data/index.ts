/**
 * National register numbers (docs/product.md "Personal data"): encrypted at rest, masked in
 * answers, revealed by an audited call. This entry re-exports what other modules use of it: a
 * module imports another only through its entry (docs/ARCHITECTURE.md "Layers").
 */
export { withoutNumbers } from './cipher';
export { resolveNumbers } from './national-numbers';
