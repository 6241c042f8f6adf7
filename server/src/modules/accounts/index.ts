/**
 * The entry of modules/accounts (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { insertUser, recordAccountCreated } from './users';
