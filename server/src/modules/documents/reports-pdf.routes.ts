/**
 * Documents of record (docs/spec.md §2 documents table, §7 Reports; issue 8):
 * - `GET /reports/pdf/{hashed_id}[?version=N]&expires=…&signature=…`: the stored PDF (newest
 *   ready version, or N) by a signed, expiring link (a browser link carries no bearer token; the
 *   report detail and documents mails give them, pdf-links.ts). Without a valid signature 403,
 *   unless the operator switched the old public links on (`PUBLIC_PDF_LINKS`). Unknown or
 *   unfinished documents are a 404; a version still being generated is a 503 with `Retry-After`.
 * - `DELETE /reports/pdf/{hashed_id}`: regenerates (a new version; older ones stay) when the
 *   document has `allow_regenerate_pdf`, otherwise 409; unchanged content adds no version (200).
 *   Owner or admin only.
 * - `POST /reports/mail_pdf/{hashed_id}` `{ids}`: mails the selected documents of that report.
 */
import { workRateLimit } from '../../plugins/work-limits';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DocumentMailResult, ErrorBody, MailDocumentsBody, Regeneration, UnixSeconds } from 'shared-api/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DocumentTarget } from '../../ports/documents';
import type { Readable } from 'node:stream';
import { Conflict, notFound, NotReady } from '../../lib/errors';
import { mailDocuments } from './mail';
import { documentFileName, findFinishedDocument, hasPendingVersion, regenerateDocument, storedVersion } from './queue';
import { visibleReportId } from '../../db/owned';
import { requestActor } from '../../plugins/request-actor';
import { assertPdfLink } from './pdf-links';

/** The `?version=N` of a PDF download. */
export const VersionQuery = Type.Object({ version: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })) });

/**
 * Answers the stored PDF of `document` (its newest ready version, or `version`): 404
 * `documentVersion` when there is none, 503 with `Retry-After` while one is still being made.
 */
export async function sendStoredPdf(
  app: FastifyInstance,
  reply: FastifyReply,
  document: DocumentTarget,
  version?: number,
) {
  const stored = await storedVersion(app.db, document, version);
  if (!stored?.path) {
    if (!(await hasPendingVersion(app.db, document))) throw notFound('documentVersion');
    reply.header('Retry-After', '2');
    throw new NotReady('documents.generating');
  }
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `inline; filename="${documentFileName(document, stored.version)}"`)
    .header('Content-Length', String(stored.size_bytes))
    .header('Cache-Control', 'private, no-store')
    .header('X-Document-SHA256', stored.sha256 ?? '')
    .header('X-Document-Fingerprint', stored.fingerprint ?? '')
    .send(app.storage.stream(stored.path));
}

const HashedIdParams = Type.Object({ hashedId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) });

/** The signature of a signed link (media/file-urls.ts): its expiry in unix seconds and its HMAC. */
export const SignedQuery = Type.Object({
  expires: Type.Optional(UnixSeconds),
  signature: Type.Optional(Type.String({ maxLength: 100 })),
});

const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The finished document `hashedId`, to anyone who has its hashed id (the public link); else 404. */
  const linkedDocument = async (hashedId: string) => {
    const document = await findFinishedDocument(app.db, hashedId);
    if (!document) throw notFound('document');
    return document;
  };
  /**
   * The finished document `hashedId` of a report the signed-in caller may see (owner or admin,
   * `owner` routes); another account's is a 404 like an unknown one.
   */
  const ownedDocument = async (request: FastifyRequest, hashedId: string) => {
    const document = await linkedDocument(hashedId);
    await visibleReportId(app.db, request.user!, document.reportId);
    return document;
  };

  app.get(
    '/reports/pdf/:hashedId',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reports'],
        params: HashedIdParams,
        querystring: Type.Composite([VersionQuery, SignedQuery]),
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }),
          403: ErrorBody,
          404: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      assertPdfLink(app.fileUrls, app.config.publicPdfLinks, request.params.hashedId, request.query);
      const document = await linkedDocument(request.params.hashedId);
      return sendStoredPdf(app, reply, document, request.query.version);
    },
  );

  app.delete(
    '/reports/pdf/:hashedId',
    {
      config: { access: 'report-work', ...workRateLimit(app.config.workRateLimit) },
      schema: {
        tags: ['reports'],
        params: HashedIdParams,
        response: {
          200: Regeneration,
          202: Regeneration,
          401: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const document = await ownedDocument(request, request.params.hashedId);
      if (!document.allowRegenerate) throw new Conflict('documents.noRegenerate');
      const regeneration = await regenerateDocument(app, document, requestActor(request));
      if (regeneration.unchanged) return reply.status(200).send(regeneration);
      app.documents.enqueue(regeneration.id);
      return reply.status(202).send(regeneration);
    },
  );

  app.post(
    '/reports/mail_pdf/:hashedId',
    {
      config: { access: 'report-work', ...workRateLimit(app.config.workRateLimit) },
      schema: {
        tags: ['reports'],
        params: HashedIdParams,
        body: MailDocumentsBody,
        response: { 200: DocumentMailResult, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => {
      const document = await ownedDocument(request, request.params.hashedId);
      return mailDocuments(app, document.reportId, request.body.ids, requestActor(request));
    },
  );
};

export default documentRoutes;
