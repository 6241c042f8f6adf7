/**
 * The entry of modules/audit (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { accountSubject, recordAuditEvent, recordExport } from './audit';
