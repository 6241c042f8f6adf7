/**
 * Signing in (OAuth2 password and refresh grants, revocation), passwords, reset links and the
 * caller's identity. This entry re-exports what other modules use of it: a module imports another
 * only through its entry (docs/ARCHITECTURE.md "Layers").
 */
export { identityOf, withSignedPicture } from './identity';
export { mailPasswordLink, newPasswordErrors } from './password-reset';
export { checkPassword, hashPassword, unusablePasswordHash } from './passwords';
