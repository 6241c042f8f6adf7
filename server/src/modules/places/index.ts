/**
 * The entry of modules/places (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { ADDRESS_COLUMNS, addressOf, checkAddress, insertAddress, saveAddress, type FieldErrors } from './addresses';
