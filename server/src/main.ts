/**
 * Entry point: opens the database (migrations run), seeds an empty one, serves the API and
 * the built front end, and prints the URL and the seeded credentials (README).
 */
import { DEMO_OPERATOR, loadConfig } from './config';
import { openDatabase } from './db/database';
import { seed, upsertOauthClient } from '../seed/seed';
import { SEED_ACCOUNTS, SEED_FIRM } from '../seed/seed-data';
import { buildApp } from './app';
import { createStorage } from './modules/media/storage-factory';
import { removeOrphanFiles } from './modules/media/file-sweep';
import { drainAndClose } from './modules/health/health';

/** What the start banner says of each payment provider. */
const PAYMENTS = {
  mollie: 'Mollie (MOLLIE_API_KEY)',
  test: 'embedded test checkout, no money moves (TEST_CHECKOUT)',
  none: 'none: credit purchases are refused (set MOLLIE_API_KEY, or TEST_CHECKOUT=1 to try)',
} as const;

const config = loadConfig();
const db = await openDatabase(config);
const storage = createStorage(config);
const seeded = await seed(db, storage);
const orphans = await removeOrphanFiles(db, storage, config.orphanFileGrace); // left by a crash between a file and its row
await upsertOauthClient(db, config.oauthClientId, config.oauthClientSecret);
const app = await buildApp(config, db);
await app.listen({ port: config.port, host: config.host });
await app.documents.start();

// the firm's members with their role and branch (issue 44); the others are admins or organisations of one
const accounts = SEED_ACCOUNTS.filter((account) => account.active)
  .map((account) => {
    const firm = 'firm' in account ? `  ${SEED_FIRM.name}${account.firm.branch ? `, ${account.firm.branch}` : ''}` : '';
    const role = 'firm' in account ? account.firm.role : account.role;
    return `  ${role.padEnd(15)}  ${account.email.padEnd(35)} ${account.password.padEnd(16)}${firm}`.trimEnd();
  })
  .join('\n');
console.log(
  `\nBack-office ready at ${config.publicUrl}  (API docs: ${config.publicUrl}/docs)\n` +
    `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}${seeded ? ', seeded just now' : ''}\n` +
    (orphans ? `Removed ${orphans} stored files no record named (an earlier crash)\n` : '') +
    `Mail: ${app.mailer.outbox ? `outbox ${app.mailer.outbox}` : 'SMTP_URL'}\n` +
    `Payments: ${PAYMENTS[app.payments.name]}\n` +
    `Operator named by the policies: ${config.operator.name}${config.operator.name === DEMO_OPERATOR.name ? ' (a fictitious demo: set OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_COMPANY_NUMBER, OPERATOR_EMAIL)' : ''}\n` +
    `Seeded accounts:\n${accounts}\n`,
);

// graceful shutdown (docs/operations.md): readiness 503 at once, then after SHUTDOWN_DELAY the port
// closes, in-flight requests finish, no new job is taken and running jobs end; a second signal exits now
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'draining: readiness 503, finishing in-flight requests and jobs');
    await drainAndClose(app, config.shutdownDelay);
    await db.destroy();
    process.exit(0);
  });
}
