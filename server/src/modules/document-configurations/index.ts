/**
 * The entry of modules/document-configurations (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { loadConfigurations } from './configurations';
