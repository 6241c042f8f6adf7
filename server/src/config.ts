/**
 * Server configuration from the environment (README "Configuration"). Every value has a
 * default so that `npm start` runs with no setup: PGlite and a mail outbox under `./data`.
 */
import path from 'node:path';
import { BACK_OFFICE_CLIENT } from 'shared-api/contract';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface Config {
  port: number;
  host: string;
  /** Absolute URL the browser uses, for links in mails. */
  publicUrl: string;
  databaseUrl?: string;
  dataDir: string;
  /**
   * `s3://<bucket>?endpoint=<url>&region=<r>&force_path_style=1`: stored files in that bucket
   * (credentials from the AWS SDK's default chain); unset, in `<dataDir>/files`.
   */
  storageUrl?: string;
  /**
   * Key of the signed `/files/…` URLs (docs/operations.md "Files"): every node must share it;
   * unset, a random key kept in `<dataDir>/file-url-secret`.
   */
  fileUrlSecret?: string;
  /**
   * Key of personal data at rest (docs/product.md "Personal data"): 32 bytes as base64 or 64 hex
   * digits; every node must share it. Unset, a key kept in `<dataDir>/data-key` (made on the first start).
   */
  dataKey?: string;
  /**
   * Seconds a stored file no row names is kept at start (docs/operations.md "Files"): 0 on the
   * embedded database (one node), an hour with `DATABASE_URL`, where other nodes may be mid-upload.
   */
  orphanFileGrace: number;
  smtpUrl?: string;
  /** Folder holding the shell's build `shell/dist` (the repository by default). */
  staticDir?: string;
  /**
   * Folder of the remotes' releases (README "Shipping one remote"):
   * `<name>/<version>/` immutable builds and `<name>/registry.json` naming the live one.
   */
  releasesDir?: string;
  /** `/remotes.json` override: a JSON string or a path to a JSON file. */
  remotes?: string;
  oauthClientId: string;
  oauthClientSecret: string;
  /** Requests per minute per address on `/oauth/token`, the reset routes, inquiries and the public sign-off routes. */
  authRateLimit: number;
  /** Requests per minute per account of each kind of expensive work (regenerate, mail, zip, settlement PDF). */
  workRateLimit: number;
  /**
   * Whether `GET /reports/pdf/{hashed_id}` also answers without a signature, as the old public
   * links did (`PUBLIC_PDF_LINKS=1`; docs/product.md "Links to the record"). Off by default: the
   * back-office and mails give signed, expiring links.
   */
  publicPdfLinks: boolean;
  accessTokenLifetime: number;
  refreshTokenLifetime: number;
  logLevel: string;
  /** Where log lines go instead of stdout; not from the environment: tests read what was logged. */
  logStream?: { write(line: string): void };
  /**
   * Proxies whose `X-Forwarded-For` is believed (addresses or CIDR ranges), or false: then the
   * client address is the socket's, so a forged header cannot dodge the rate limits.
   */
  trustProxy: string[] | false;
  /** Longest a request may take, from routing to its answer, in ms (then 503); uploads get 10×. */
  requestTimeout: number;
  /** Longest one SQL statement may run on PostgreSQL, in ms (then 503); lock waits count. */
  statementTimeout: number;
  /** Event-loop delay in ms above which new requests get 503 until the server recovers; 0 turns it off. */
  maxEventLoopDelay: number;
  /**
   * On SIGTERM/SIGINT, ms between readiness turning 503 and the server closing its port, so a load
   * balancer's probes take the node out first (docs/operations.md "Graceful shutdown"); 0 by default.
   */
  shutdownDelay: number;
  /**
   * Seconds a job (a PDF version, a mail) may run before it counts as lost and is retried, on
   * another node if its own died (docs/operations.md "Jobs"); longer than the longest PDF. 600 by default.
   */
  jobExpireSeconds: number;
  /** Mollie API key: set, credit purchases are paid through Mollie. */
  mollieApiKey?: string;
  /**
   * `TEST_CHECKOUT=1`: without a Mollie key, purchases go through the embedded test checkout, which
   * moves no money (on in `npm start` and the tests). Off by default: without a provider and
   * without this switch a purchase is refused (docs/ARCHITECTURE.md "Payments", issue 42).
   */
  testCheckout: boolean;
  /**
   * The operator the policies name (docs/product.md "The operator's own words"): `OPERATOR_NAME`,
   * `OPERATOR_ADDRESS`, `OPERATOR_COMPANY_NUMBER`, `OPERATOR_EMAIL`. Unset, a clearly fictitious
   * demo operator ({@link DEMO_OPERATOR}), which the server warns about at start.
   */
  operator: { name: string; address: string; companyNumber: string; email: string };
}

/** The operator of `npm start` and the tests: fictitious, and saying so in its name. */
export const DEMO_OPERATOR: Config['operator'] = {
  name: 'Demo-uitbater bv (fictief)',
  address: 'Voorbeeldstraat 1, 1000 Brussel (fictief adres)',
  companyNumber: '0000.000.000 (fictief)',
  email: 'privacy@demo-uitbater.example',
};

/** Reads `env` (defaults to `process.env`); `overrides` win, used by tests. */
export function loadConfig(overrides: Partial<Config> = {}, env = process.env): Config {
  const port = Number(env.PORT ?? 8080);
  const dataDir = path.resolve(repoRoot, env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    storageUrl: env.STORAGE_URL || undefined,
    fileUrlSecret: env.FILE_URL_SECRET || undefined,
    dataKey: env.DATA_KEY || undefined,
    orphanFileGrace: Number(env.ORPHAN_FILE_GRACE ?? (env.DATABASE_URL ? 3600 : 0)),
    smtpUrl: env.SMTP_URL || undefined,
    staticDir: env.STATIC_DIR ?? repoRoot,
    releasesDir: path.resolve(repoRoot, env.RELEASES_DIR ?? 'releases'),
    remotes: env.REMOTES_JSON || undefined,
    oauthClientId: env.OAUTH_CLIENT_ID ?? BACK_OFFICE_CLIENT.id,
    oauthClientSecret: env.OAUTH_CLIENT_SECRET ?? BACK_OFFICE_CLIENT.secret,
    authRateLimit: Number(env.AUTH_RATE_LIMIT ?? 30),
    workRateLimit: Number(env.WORK_RATE_LIMIT ?? 10),
    publicPdfLinks: ['1', 'true', 'on', 'yes'].includes((env.PUBLIC_PDF_LINKS ?? '').trim().toLowerCase()),
    accessTokenLifetime: Number(env.ACCESS_TOKEN_LIFETIME ?? 3600),
    refreshTokenLifetime: Number(env.REFRESH_TOKEN_LIFETIME ?? 30 * 24 * 3600),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY
      ? env.TRUST_PROXY.split(',')
          .map((proxy) => proxy.trim())
          .filter(Boolean)
      : false,
    requestTimeout: Number(env.REQUEST_TIMEOUT ?? 30_000),
    statementTimeout: Number(env.STATEMENT_TIMEOUT ?? 10_000),
    maxEventLoopDelay: Number(env.MAX_EVENT_LOOP_DELAY ?? 1_000),
    shutdownDelay: Number(env.SHUTDOWN_DELAY ?? 0),
    jobExpireSeconds: Number(env.JOB_EXPIRE_SECONDS ?? 600),
    mollieApiKey: env.MOLLIE_API_KEY || undefined,
    testCheckout: ['1', 'true', 'on', 'yes'].includes((env.TEST_CHECKOUT ?? '').toLowerCase()),
    operator: {
      name: env.OPERATOR_NAME || DEMO_OPERATOR.name,
      address: env.OPERATOR_ADDRESS || DEMO_OPERATOR.address,
      companyNumber: env.OPERATOR_COMPANY_NUMBER || DEMO_OPERATOR.companyNumber,
      email: env.OPERATOR_EMAIL || DEMO_OPERATOR.email,
    },
    ...overrides,
  };
}
