/**
 * The entry of modules/payments (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { extendSubscription, grantCredits } from './credits';
export { startPurchase } from './providers';
export { exportTransactions, listTransactions, type ExportFile } from './transactions';
