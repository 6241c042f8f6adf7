/**
 * The entry of modules/post-editing (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { editedPart, renewUuids } from './post-editing';
