/**
 * Accounts: `/front/me`, the users list and editor, the welcome mail, password change and profile
 * picture. This entry re-exports what other modules use of it: a module imports another only
 * through its entry (docs/ARCHITECTURE.md "Layers").
 */
export { insertUser, recordAccountCreated } from './users';
