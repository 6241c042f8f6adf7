/**
 * The documents of record: versions and their queue, the document model, the PDF, links, mails,
 * the settlement's document. This entry re-exports what other modules use of it: a module imports
 * another only through its entry (docs/ARCHITECTURE.md "Layers").
 */
export { DOCUMENT_LABELS } from './pdf/labels';
export { dateText } from './pdf/words';
export { kindOf, requestDocument, storedVersion } from './queue';
export { SignedQuery, sendStoredPdf } from './reports-pdf.routes';
