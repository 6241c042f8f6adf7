/**
 * A report's own content tree: copied from its template, read and nested, applied by uuid, copied
 * into a follow-up. This entry re-exports what other modules use of it: a module imports another
 * only through its entry (docs/ARCHITECTURE.md "Layers").
 */
export { applyContent, knownCircumstances } from './apply';
export { copyContent } from './copy';
export { instantiateHome } from './instantiate';
export {
  contentOf,
  contentUuids,
  loadContentTree,
  nestContentTree,
  type NestedEntity,
  type NestedFloor,
  type NestedHome,
  type NestedRoom,
} from './read';
