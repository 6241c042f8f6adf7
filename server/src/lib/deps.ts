/**
 * The services' explicit dependencies (docs/ARCHITECTURE.md "Server modules"): a service names
 * the ones it uses, e.g. `deps: Pick<Deps, 'db' | 'storage'>`, and knows nothing of the web
 * server. The app (app.ts) is decorated with every one of them, so a route passes `app`.
 */
import type { Config } from '../config';
import type { DB } from '../db/database';
import type { Storage } from '../modules/media/storage';
import type { FileUrls } from '../modules/media/file-urls';
import type { DocumentQueue } from '../modules/documents/queue';
import type { PaymentProvider } from '../modules/payments/providers';
import type { Mailer } from './mailer';
import type { Jobs } from '../modules/jobs/jobs';
import type { Logger } from './logger';
import type { PersonalData } from '../modules/personal-data/cipher';

export interface Deps {
  config: Config;
  db: DB;
  storage: Storage;
  /** Signs the file URLs answers carry (issue 28). */
  fileUrls: FileUrls;
  mailer: Mailer;
  documents: DocumentQueue;
  payments: PaymentProvider;
  jobs: Jobs;
  log: Logger;
  /** The cipher of personal data at rest (docs/product.md "Personal data"). */
  personalData: PersonalData;
}
