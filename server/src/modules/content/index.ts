/**
 * The entry of modules/content (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
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
