/**
 * The append-only audit trail (docs/product.md "Audit"): recording events, the report's Logboek,
 * the admin's trail and its verification. This entry re-exports what other modules use of it: a
 * module imports another only through its entry (docs/ARCHITECTURE.md "Layers").
 */
export { accountSubject, recordAuditEvent, recordExport } from './audit';
