/**
 * The durable job queue (pg-boss on the application's database) and the mail jobs. This entry re-
 * exports what other modules use of it: a module imports another only through its entry
 * (docs/ARCHITECTURE.md "Layers").
 */
export { sendMailJob, type PlanningMail } from './mail-jobs';
