/**
 * `npm run audit:verify` (`node --import tsx src/cli/audit-verify.ts`; docs/product.md "Audit"):
 * walks the audit trail's hash chain on the database the server uses (`DATABASE_URL`, else the
 * embedded PGlite of `DATA_DIR`, as `npm start` finds it: server/src/config.ts) and prints the
 * first broken link (the event's id and why), or the head hash and the number of events. The run
 * is recorded like one from the Audit screen (`source` cli). Exits 0 when the chain holds, 1 when
 * a link is broken, 2 when the database cannot be opened. The embedded database allows one
 * process: stop `npm start` first, or verify from the Audit screen.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { verifyAuditChain } from '../modules/audit/trail';

/** What each reason of a broken link means, for the person reading the output. */
const REASONS: Record<string, string> = {
  prev_hash: 'its prev_hash is not the hash of the event before it (an event was removed, added or reordered)',
  hash: 'its content no longer matches its hash (the event was changed)',
  anchor: 'the head of the last verification that held is gone or changed (the chain was cut or rewritten)',
};

const config = loadConfig();
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/pglite`;
let db;
try {
  db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  console.error(`audit:verify: cannot open the database, ${where}: ${(error as Error).message}`);
  process.exit(2);
}
try {
  const result = await verifyAuditChain(db, 'cli');
  if (result.ok) {
    console.log(`audit chain OK on ${where}`);
    console.log(`events: ${result.count}`);
    console.log(`head:   ${result.head_hash ?? '(empty chain)'}`);
  } else {
    console.log(`audit chain BROKEN on ${where}`);
    console.log(`first broken event: id ${result.broken_id}: ${REASONS[result.reason ?? ''] ?? result.reason}`);
    console.log(`events before it that hold: ${result.count}`);
    process.exitCode = 1;
  }
} finally {
  await db.destroy();
}
