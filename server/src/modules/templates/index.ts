/**
 * The template library: homes, extra buildings, floors, rooms and entities with their questions.
 * This entry re-exports what other modules use of it: a module imports another only through its
 * entry (docs/ARCHITECTURE.md "Layers").
 */
export { allEntities, allRooms } from './library';
