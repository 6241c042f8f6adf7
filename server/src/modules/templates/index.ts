/**
 * The entry of modules/templates (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { allEntities, allRooms } from './library';
