/**
 * The entry of modules/documents (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { DOCUMENT_LABELS } from './pdf/labels';
export { dateText } from './pdf/words';
export { kindOf, requestDocument, storedVersion } from './queue';
export { SignedQuery, sendStoredPdf } from './reports-pdf.routes';
