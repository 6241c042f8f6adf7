/**
 * The entry of modules/auth (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { identityOf, withSignedPicture } from './identity';
export { mailPasswordLink, newPasswordErrors } from './password-reset';
export { checkPassword, hashPassword, unusablePasswordHash } from './passwords';
