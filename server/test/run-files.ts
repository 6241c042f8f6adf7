/**
 * Runs the server test files given as arguments in this one process, one file after another, each
 * as a suite named after it. `scripts/test-server.sh` starts two of these, one per core, on the same
 * list: each claims the next file no process has taken yet, largest first, so that both stay busy
 * to the end. A claim is a folder under `TEST_CLAIMS_DIR` (`mkdir` succeeds once). One process per
 * file cost about 5 s each: the imports and a first app on a cold runtime. The memory closed apps
 * leave behind (PGlite's WebAssembly memory, which barely counts toward the heap's limits) is
 * collected after each file (`--expose-gc`); a process still grown past {@link RSS_LIMIT} stops after
 * its file, and the script starts another for the files left.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe } from 'node:test';

const claims = process.env.TEST_CLAIMS_DIR;
if (!claims) throw new Error('TEST_CLAIMS_DIR is not set: run the suite with scripts/test-server.sh');

/** True when this process is the first to take `file`. */
function claim(file: string) {
  try {
    fs.mkdirSync(path.join(claims!, path.basename(file)));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** Resident memory, in bytes, above which this process takes no further file. */
const RSS_LIMIT = 2.5 * 2 ** 30;

const files = process.argv.slice(2).sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
for (const file of files) {
  if (!claim(file)) continue;
  await describe(path.basename(file), async () => {
    await import(path.resolve(file));
  });
  globalThis.gc?.();
  if (process.memoryUsage().rss > RSS_LIMIT) break;
}
