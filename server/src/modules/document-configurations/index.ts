/**
 * Document configurations: company data, logo, e-mails, language and the rich texts the PDF
 * prints. This entry re-exports what other modules use of it: a module imports another only
 * through its entry (docs/ARCHITECTURE.md "Layers").
 */
export { loadConfigurations } from './configurations';
