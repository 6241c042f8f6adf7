/**
 * The entry of modules/jobs (docs/ARCHITECTURE.md "Layers"): what other modules use of it. A
 * module imports another only through its entry.
 */
export { sendMailJob } from './mail-jobs';
