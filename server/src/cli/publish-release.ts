/**
 * `node --import tsx src/cli/publish-release.ts <short>…`, run by `npm run release` after a
 * release or a rollback when `STORAGE_URL` is set (docs/operations.md "Releases on several
 * nodes"): uploads the remote's versions the bucket lacks, then its registry, so every node makes
 * it live within two seconds. Exits 1 on a failed upload; without `STORAGE_URL` it does nothing.
 */
import { loadConfig } from '../config';
import { bucketReleases } from '../modules/frontend/shared-releases';
import { parseStorageUrl } from '../lib/s3';

const config = loadConfig();
if (config.storageUrl && config.releasesDir) {
  const shared = bucketReleases(parseStorageUrl(config.storageUrl), config.releasesDir);
  for (const short of process.argv.slice(2)) {
    await shared.publish(short);
    console.log(`${short}: published to the bucket's releases`);
  }
}
