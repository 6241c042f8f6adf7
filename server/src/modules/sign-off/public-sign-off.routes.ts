/**
 * The party's sign-off page's API (docs/product.md "Sign-off by link"), public: the token in the
 * path is the only key. Reading the page and its PDF version, adding remarks and signing, each
 * limited to `AUTH_RATE_LIMIT` requests a minute per address (counted in the shared store,
 * plugins/rate-limit-store.ts). Unknown token 404; a used, withdrawn or expired link 410.
 * The page's `pdf_url` is `/public/sign-off/requests/{id}/pdf?expires=…&signature=…`, signed
 * like a file URL and checked here: 403 without a valid signature, 410 once the link is withdrawn
 * or expired. Rules: public.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { Type } from '@sinclair/typebox';
import { ErrorBody, Id, PublicSignOff, SignOffRemarksInput, SignOffSignatureInput } from 'shared-api/contract';
import { sendStoredPdf, SignedQuery } from '../documents';
import { Forbidden } from '../../lib/errors';
import { addRemarks, linkedPdf, openSignOff, signOffPdf } from './public';
import { linkPdfPath } from './link';
import { signByLink } from './signature';
import { userActor } from './sign-off.routes';

const TokenParams = Type.Object({ token: Type.String({ maxLength: 100 }) });
const errors = { 404: ErrorBody, 409: ErrorBody, 410: ErrorBody, 422: ErrorBody, 429: ErrorBody };

const publicSignOffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = {
    access: 'public' as const,
    rateLimit: { max: app.config.authRateLimit, timeWindow: '1 minute' },
  };
  const actor = (request: FastifyRequest) => ({ ...userActor(request), userId: null });
  // a party's personal data behind a personal link: never kept by a cache (this plugin's routes only)
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/public/sign-off/:token',
    { config, schema: { tags: ['sign-off'], params: TokenParams, response: { 200: PublicSignOff, ...errors } } },
    async (request) => openSignOff(app, request.params.token, actor(request)),
  );

  app.get(
    '/public/sign-off/:token/pdf',
    {
      config,
      schema: {
        tags: ['sign-off'],
        params: TokenParams,
        response: { 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const { target, version } = await signOffPdf(app.db, request.params.token);
      return sendStoredPdf(app, reply, target, version);
    },
  );

  app.get(
    '/public/sign-off/requests/:requestId/pdf',
    {
      config,
      schema: {
        tags: ['sign-off'],
        params: Type.Object({ requestId: Id }),
        querystring: SignedQuery,
        response: { 200: Type.Unsafe<Readable>({ type: 'string', format: 'binary' }), 403: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      if (!app.fileUrls.verify(linkPdfPath(request.params.requestId), request.query))
        throw new Forbidden('file.linkRefused');
      const { target, version } = await linkedPdf(app.db, request.params.requestId);
      return sendStoredPdf(app, reply, target, version);
    },
  );

  app.post(
    '/public/sign-off/:token/remarks',
    {
      config,
      schema: {
        tags: ['sign-off'],
        params: TokenParams,
        body: SignOffRemarksInput,
        response: { 200: PublicSignOff, ...errors },
      },
    },
    async (request) => addRemarks(app, request.params.token, request.body, actor(request)),
  );

  app.post(
    '/public/sign-off/:token/signature',
    {
      config,
      schema: {
        tags: ['sign-off'],
        params: TokenParams,
        body: SignOffSignatureInput,
        response: { 200: PublicSignOff, ...errors },
      },
    },
    async (request) => signByLink(app, request.params.token, request.body, actor(request)),
  );
};

export default publicSignOffRoutes;
