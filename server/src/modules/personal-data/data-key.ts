/**
 * The key of personal data at rest (docs/product.md "Personal data", docs/operations.md
 * `DATA_KEY`): 32 bytes from `DATA_KEY` (base64 or hex), else a key file `<DATA_DIR>/data-key`
 * (mode 0600) made on the first start. A start without the key file while encrypted data exists
 * is refused: a new key could not read it.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The key file's name under `DATA_DIR`. */
export const DATA_KEY_FILE = 'data-key';

/** The 32 bytes written in `text` as 64 hex digits or base64; throws otherwise. */
export function parseDataKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  if (key.length !== 32) throw new Error('DATA_KEY must be 32 bytes, written as base64 or as 64 hex digits.');
  return key;
}

/**
 * The data key: `configured` (DATA_KEY) when set; else the key file under `dataDir`, created
 * when missing unless `sealedDataExists`, in which case this throws with the file's path.
 */
export function loadDataKey(configured: string | undefined, dataDir: string, sealedDataExists: boolean): Buffer {
  if (configured) return parseDataKey(configured);
  const file = path.join(dataDir, DATA_KEY_FILE);
  if (!fs.existsSync(file)) {
    if (sealedDataExists)
      throw new Error(
        `The data key file ${file} is missing while the database holds encrypted personal data: ` +
          'restore the file (or set DATA_KEY to its key). The server does not start with a new key.',
      );
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return parseDataKey(fs.readFileSync(file, 'utf8'));
}
