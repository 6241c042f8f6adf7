/**
 * The remotes' releases shared by every node through the bucket (docs/operations.md "Releases on
 * several nodes", issue 28). With `STORAGE_URL` set, `npm run release` publishes each released
 * version and then the remote's registry under `releases/` in the bucket; every node copies what
 * it lacks into its own releases folder (the registry every two seconds, an older version when a
 * tab asks for one of its files) and serves it from there as a single node does
 * (remote-registry.ts). So a release made through any node is live on all of them without a
 * restart, and every version stays served.
 *
 * Keys: `releases/<short>/<version>/<file>` (immutable), `releases/<short>/<version>/.files.json`
 * (the version's file list, written after its files: a version without it is incomplete), and
 * `releases/<short>/registry.json` (`{ name, live, history }`, written last).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { contentTypeOf } from '../../lib/content-type';
import { s3Client, type S3StorageOptions } from '../../lib/s3';

const PREFIX = 'releases/';
const FILE_LIST = '.files.json';

/** Every file under `dir`, relative with `/`, sorted. */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Whether `error` is the SDK's answer for a missing key. */
const isMissing = (error: unknown) => (error as { name?: string } | null)?.name === 'NoSuchKey';

/** The bucket side of the releases; see the module's comment. */
export interface SharedReleases {
  /** Uploads the versions of `short` the bucket lacks, then its registry. Throws on a failed upload. */
  publish(short: string): Promise<void>;
  /** Copies every remote's registry, and its live version when missing, from the bucket. */
  sync(): Promise<void>;
  /** Copies `short`'s `version` from the bucket when it is there and not here; true when copied. */
  fetchVersion(short: string, version: string): Promise<boolean>;
}

/** The releases in the bucket of `options`, mirrored into `releasesDir`. */
export function bucketReleases(
  options: S3StorageOptions,
  releasesDir: string,
  client: S3Client = s3Client(options),
): SharedReleases {
  const Bucket = options.bucket;
  const put = (Key: string, Body: Buffer | string) =>
    new Upload({ client, params: { Bucket, Key, Body, ContentType: contentTypeOf(Key) } }).done();
  const get = async (Key: string) => (await client.send(new GetObjectCommand({ Bucket, Key }))).Body as Readable;
  const getText = async (Key: string): Promise<string | null> => {
    try {
      return await (await client.send(new GetObjectCommand({ Bucket, Key }))).Body!.transformToString();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  /** Writes `text` to `file` through a temporary file and a rename. */
  const writeAtomically = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(`${file}.${process.pid}.tmp`, text);
    fs.renameSync(`${file}.${process.pid}.tmp`, file);
  };

  const copying = new Map<string, Promise<boolean>>();
  async function copyVersion(short: string, version: string): Promise<boolean> {
    const target = path.join(releasesDir, short, version);
    if (!/^[a-z0-9-]+$/.test(short) || !/^[0-9A-Za-z.+-]+$/.test(version) || fs.existsSync(target)) return false;
    const list = await getText(`${PREFIX}${short}/${version}/${FILE_LIST}`);
    if (list === null) return false;
    const temporary = `${target}.${process.pid}.tmp`;
    fs.rmSync(temporary, { recursive: true, force: true });
    for (const file of JSON.parse(list) as string[]) {
      const destination = path.join(temporary, file);
      if (!destination.startsWith(temporary + path.sep)) throw new Error(`bad release file ${file}`);
      fs.mkdirSync(path.dirname(destination), { recursive: true });
      await pipeline(await get(`${PREFIX}${short}/${version}/${file}`), fs.createWriteStream(destination));
    }
    fs.renameSync(temporary, target);
    return true;
  }

  const shared: SharedReleases = {
    async publish(short) {
      const local = path.join(releasesDir, short);
      for (const version of fs.readdirSync(local, { withFileTypes: true })) {
        if (!version.isDirectory() || version.name.endsWith('.tmp')) continue;
        const listKey = `${PREFIX}${short}/${version.name}/${FILE_LIST}`;
        if ((await getText(listKey)) !== null) continue;
        const files = filesUnder(path.join(local, version.name));
        for (const file of files) {
          await put(`${PREFIX}${short}/${version.name}/${file}`, fs.readFileSync(path.join(local, version.name, file)));
        }
        await put(listKey, JSON.stringify(files));
      }
      await put(`${PREFIX}${short}/registry.json`, fs.readFileSync(path.join(local, 'registry.json')));
    },

    fetchVersion(short, version) {
      // a tab's request and the sync may ask for one version at once: one copy
      const key = `${short}/${version}`;
      if (!copying.has(key))
        copying.set(
          key,
          copyVersion(short, version).finally(() => copying.delete(key)),
        );
      return copying.get(key)!;
    },

    async sync() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket, Prefix: PREFIX, Delimiter: '/' }));
      for (const { Prefix } of listed.CommonPrefixes ?? []) {
        const short = Prefix!.slice(PREFIX.length, -1);
        const registry = await getText(`${PREFIX}${short}/registry.json`);
        const file = path.join(releasesDir, short, 'registry.json');
        if (registry === null || (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === registry)) continue;
        await shared.fetchVersion(short, (JSON.parse(registry) as { live: string }).live);
        writeAtomically(file, registry);
      }
    },
  };
  return shared;
}
