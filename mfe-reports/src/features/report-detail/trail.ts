/**
 * The record trail of a report's detail, loaded on demand as one chunk (each lazy part is one
 * more entry in the remote's chunk map, which loads with the list: docs/product.md "First
 * load"): the remote sign-off section, the audit trail and the planning card.
 */
export { default as SignOffSection } from '../sign-off/SignOffSection';
export { default as AuditCard } from '../audit/AuditCard';
export { default as PlanningCard } from '../planning/PlanningCard';
