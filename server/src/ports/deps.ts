/**
 * The services' explicit dependencies (docs/ARCHITECTURE.md "Server modules"): a service names
 * the ones it uses, e.g. `deps: Pick<Deps, 'db' | 'storage'>`, and knows nothing of the web
 * server. The app (app.ts) is decorated with every one of them, so a route passes `app`.
 */
import type { Config } from '../config';
import type { DB } from '../db/database';
import type { Storage, FileUrls } from './files';
import type { DocumentQueue } from './documents';
import type { PaymentProvider } from './payments';
import type { Mailer } from '../lib/mailer';
import type { Jobs } from './jobs';
import type { Logger } from '../lib/logger';
import type { PersonalData } from './personal-data';

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
