/**
 * Builds the Fastify application (fastify/demo layout): external plugins (helmet, rate limit,
 * form bodies, OpenAPI), then app services (database, mailer, auth), then routes.
 * The caller owns `db` and closes it; `app.close()` does not.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import underPressure from '@fastify/under-pressure';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import type { DB } from './db/database';
import { createMailer, type Mailer } from './lib/mailer';
import type { Storage, FileUrls } from './ports/files';
import { createStorage } from './modules/media/storage-factory';
import { createFileUrls, fileUrlSecret } from './modules/media/file-urls';
import filesRoutes from './modules/media/files.routes';
import { createDocumentQueue } from './modules/documents/queue';
import type { DocumentQueue } from './ports/documents';
import { createJobs } from './modules/jobs/jobs';
import type { Jobs } from './ports/jobs';
import { MAIL_QUEUE, mailJobHandler, sendMailJob, type MailJob, type MailSenders } from './modules/jobs/mail-jobs';
import { requestPasswordReset } from './modules/auth/password-reset';
import { welcome } from './modules/accounts/users';
import { mailReadyDocument } from './modules/documents/mail';
import { mailPlanning } from './modules/agenda/mail';
import { paymentProvider } from './modules/payments/providers';
import type { PaymentProvider } from './ports/payments';
import { registerErrorHandler } from './plugins/errors';
import { databaseRateLimitStore } from './plugins/rate-limit-store';
import { compilersFactory } from './plugins/schema-compilers';
import { translateFor } from './lib/messages';
import { readerLanguage } from './lib/reader-language';
import { sendErrorPage, wantsPage } from './lib/error-page';
import { loggerOptions } from './lib/logger';
import authPlugin from './plugins/auth';
import rowScope from './plugins/row-scope';
import { createOauthModel } from './modules/auth/oauth-model';
import accessPlugin from './plugins/access';
import inputGuard from './plugins/input-guard';
import oauthRoutes from './modules/auth/oauth.routes';
import meRoutes from './modules/accounts/me.routes';
import resetRoutes from './modules/auth/reset.routes';
import reportRoutes from './modules/reports/reports.routes';
import inquiryRoutes from './modules/inquiries/inquiries.routes';
import templateRoutes from './modules/templates/templates.routes';
import configurationRoutes from './modules/document-configurations/document-configurations.routes';
import documentRoutes from './modules/documents/reports-pdf.routes';
import appSyncRoutes from './modules/app-sync/app.routes';
import postEditingRoutes from './modules/post-editing/post-editing.routes';
import userRoutes from './modules/accounts/users.routes';
import placeRoutes from './modules/places/places.routes';
import paymentRoutes from './modules/payments/payments.routes';
import frontendRoutes, { remotesList } from './modules/frontend/frontend.routes';
import operatorRoutes from './modules/operator/operator.routes';
import healthRoutes from './modules/health/health.routes';
import comparisonRoutes from './modules/comparison/comparison.routes';
import settlementDocumentRoutes from './modules/documents/settlement-document.routes';
import signOffRoutes from './modules/sign-off/sign-off.routes';
import publicSignOffRoutes from './modules/sign-off/public-sign-off.routes';
import personalDataRoutes from './modules/personal-data/personal-data.routes';
import auditRoutes from './modules/audit/audit.routes';
import regionsRoutes from './modules/regions/regions.routes';
import organisationRoutes from './modules/organisations/organisations.routes';
import agendaRoutes from './modules/agenda/agenda.routes';
import publicInvitationRoutes from './modules/auth/public-invitations.routes';
import { createHealth, type Health } from './modules/health/health';
import { openPersonalData } from './modules/personal-data/personal-data';
import type { PersonalData } from './ports/personal-data';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: DB;
    mailer: Mailer;
    storage: Storage;
    fileUrls: FileUrls;
    documents: DocumentQueue;
    /** The durable job queue (modules/jobs/jobs.ts): PDF versions and mails. */
    jobs: Jobs;
    /** Mollie when `MOLLIE_API_KEY` is set, the embedded test checkout when `TEST_CHECKOUT` is on, else none. */
    payments: PaymentProvider;
    /** Readiness checks and the drain flag (modules/health/health.ts). */
    health: Health;
    /** The cipher of personal data at rest (modules/personal-data/). */
    personalData: PersonalData;
  }
}

/** The mails of the mail queue (modules/jobs/mail-jobs.ts), each written by the module that owns it. */
export const MAIL_SENDERS: MailSenders = {
  passwordReset: requestPasswordReset,
  welcome,
  document: mailReadyDocument,
  planning: mailPlanning,
};

/** Whether `publicUrl` (`PUBLIC_URL`) is an https URL: then, and only then, browsers are told to stay on https. */
export const servedOverHttps = (publicUrl: string) =>
  URL.canParse(publicUrl) && new URL(publicUrl).protocol === 'https:';

export async function buildApp(config: Config, db: DB): Promise<FastifyInstance> {
  // refuses to start without the key of encrypted data; encrypts the numbers still in clear
  const personalData = await openPersonalData(config, db);
  const app = Fastify({
    // the logged URL is redacted: no token, signature or password in a log line (issue 42)
    logger: loggerOptions(config.logLevel, config.logStream),
    trustProxy: config.trustProxy,
    handlerTimeout: config.requestTimeout,
    // on close (docs/operations.md "Graceful shutdown"): idle keep-alive sockets close at once
    // (forceCloseConnections 'idle', the default), busy ones finish their request; a request already
    // sent on a kept-alive socket is still served (with `Connection: close`) rather than refused with 503
    return503OnClosing: false,
    // route schemas compiled once per process, not once per app (plugins/schema-compilers.ts)
    schemaController: { compilersFactory },
    // one rule for every request schema (docs/product.md "Bad input"): a key the schema does not
    // name is dropped before the handler runs, whatever the object's `additionalProperties`, so no
    // unknown key reaches a service or an INSERT (issue 42); records (`patternProperties`) keep theirs
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: 'all', allErrors: true, allowUnionTypes: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // a file upload may take longer than a plain request on a slow line
  app.addHook('onRoute', (route) => {
    const consumes = (route.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
    if (consumes.includes('multipart/form-data')) route.handlerTimeout ??= config.requestTimeout * 10;
  });
  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('personalData', personalData);
  app.decorate('mailer', createMailer(config));
  app.decorate('storage', createStorage(config));
  app.decorate('fileUrls', createFileUrls(app.storage, fileUrlSecret(config.fileUrlSecret, config.dataDir)));
  app.decorate('jobs', createJobs({ db, expireSeconds: config.jobExpireSeconds, log: app.log }));
  app.decorate(
    'documents',
    createDocumentQueue({
      db,
      storage: app.storage,
      fileUrls: app.fileUrls,
      personalData,
      jobs: app.jobs,
      log: app.log,
      expireSeconds: config.jobExpireSeconds,
      onReady: (trx, documentId) => sendMailJob(app.jobs, { kind: 'document', documentId }, trx),
    }),
  );
  app.jobs.define<MailJob>(MAIL_QUEUE, { handler: mailJobHandler(app, MAIL_SENDERS) });
  // jobs run once the app is ready (listen, or `ready()` in tests), on every node
  app.addHook('onReady', async () => app.jobs.start());
  app.decorate('payments', paymentProvider(config, db));
  app.decorate('health', createHealth({ db, storage: app.storage, documents: app.documents }));
  // readiness turns 503 the moment closing begins, whoever calls app.close()
  app.addHook('preClose', async () => app.health.drain());
  // an answer sent while draining closes its socket: an idle keep-alive socket would hold the
  // close open until the keep-alive timeout (72 s in Fastify)
  app.addHook('onSend', async (_request, reply) => {
    if (app.health.draining) reply.header('Connection', 'close');
  });
  // on close (docs/operations.md "Graceful shutdown"): no new jobs are taken, running ones end
  app.addHook('onClose', async () => {
    await app.jobs.stop();
    await app.documents.close();
  });
  registerErrorHandler(app);

  // remotes served from elsewhere (REMOTES_JSON with absolute entries) must be allowed to load
  const remoteOrigins = remotesList(config.remotes, config.releasesDir ?? '').flatMap(({ entry }) =>
    URL.canParse(entry) ? [new URL(entry).origin] : [],
  );
  // a bucket's presigned file URLs point at the bucket itself
  const probeUrl = await app.fileUrls.sign('/files/probe/probe.jpg');
  const fileOrigins = URL.canParse(probeUrl) ? [new URL(probeUrl).origin] : [];
  // https only where the server is reached over https (issue 42): a LAN opens http://<server name>:8080,
  // where `upgrade-insecure-requests` and HSTS would send every file to an https the server does not
  // speak; Cross-Origin-Opener-Policy too, which a browser ignores there with an error in the console
  const https = servedOverHttps(config.publicUrl);
  await app.register(rowScope);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", ...remoteOrigins],
        'style-src': ["'self'", "'unsafe-inline'", ...remoteOrigins],
        'img-src': ["'self'", 'data:', 'blob:', ...fileOrigins],
        'connect-src': ["'self'", ...remoteOrigins],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    strictTransportSecurity: https,
    crossOriginOpenerPolicy: https,
  });
  // answers over 1 KiB leave compressed (issue 27); the built files were compressed at build time
  // (`.br`, `.gz` beside each, served as they are), PDFs, zips and images are not compressible
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelay,
    retryAfter: 10,
    pressureHandler: (request, reply) => {
      reply.header('Retry-After', '10');
      // a browser opening a page reads a page in its language with a retry (lib/error-page.ts)
      if (wantsPage(request))
        void sendErrorPage(
          request,
          reply,
          503,
          readerLanguage(request.headers['accept-language']),
          translateFor(request.headers, 'busy'),
        );
      else reply.status(503).send({ message: translateFor(request.headers, 'busy'), errors: {} });
    },
  });
  // counted in the database, so the limits hold across nodes (plugins/rate-limit-store.ts)
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
  await app.register(formbody);
  await app.register(multipart, { throwFileSizeLimit: true });
  // `/files/…` by signed, expiring URLs only, from the local folder or the bucket
  await app.register(filesRoutes);
  await app.register(swagger, {
    openapi: { info: { title: 'Plaatsbeschrijving back-office API', version: '1.0.0' } },
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });

  await app.register(inputGuard);
  await app.register(authPlugin, { model: createOauthModel(app.db) });
  await app.register(accessPlugin);
  await app.register(oauthRoutes);
  await app.register(meRoutes);
  await app.register(resetRoutes);
  await app.register(reportRoutes);
  await app.register(inquiryRoutes);
  await app.register(templateRoutes);
  await app.register(configurationRoutes);
  await app.register(documentRoutes);
  await app.register(postEditingRoutes);
  await app.register(appSyncRoutes);
  await app.register(userRoutes);
  await app.register(placeRoutes);
  await app.register(paymentRoutes);
  await app.register(comparisonRoutes);
  await app.register(settlementDocumentRoutes);
  await app.register(signOffRoutes);
  await app.register(publicSignOffRoutes);
  await app.register(personalDataRoutes);
  await app.register(auditRoutes);
  await app.register(regionsRoutes);
  await app.register(organisationRoutes);
  await app.register(agendaRoutes);
  await app.register(publicInvitationRoutes);
  await app.register(operatorRoutes);
  await app.register(healthRoutes);
  await app.register(frontendRoutes);
  return app;
}
