/**
 * Post-editing a finished report and making addenda (docs/product.md "Post-editing is a draft"),
 * with draft photos. This entry re-exports what other modules use of it: a module imports another
 * only through its entry (docs/ARCHITECTURE.md "Layers").
 */
export { editedPart, renewUuids } from './post-editing';
