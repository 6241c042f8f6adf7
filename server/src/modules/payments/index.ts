/**
 * Payments (docs/ARCHITECTURE.md "Payments"): providers, credit purchases, grants, subscriptions
 * and transactions. This entry re-exports what other modules use of it: a module imports another
 * only through its entry (docs/ARCHITECTURE.md "Layers").
 */
export { extendSubscription, grantCredits } from './credits';
export { startPurchase } from './providers';
export { exportTransactions, listTransactions, transactionScope, type ExportFile } from './transactions';
