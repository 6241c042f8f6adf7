/**
 * Places and the addresses of places, parties, representatives and configurations. This entry re-
 * exports what other modules use of it: a module imports another only through its entry
 * (docs/ARCHITECTURE.md "Layers").
 */
export {
  ADDRESS_COLUMNS,
  addressOf,
  checkAddress,
  formAddress,
  insertAddress,
  saveAddress,
  type FieldErrors,
} from './addresses';
