/** `GET /front/me`: the signed-in caller's identity (docs/spec.md §7 Auth, §3 Identity; 401 without a token). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody, Identity } from 'shared-api/contract';
import { identityOf, withSignedPicture } from '../auth';

const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/front/me',
    { config: { access: 'signed-in' }, schema: { tags: ['auth'], response: { 200: Identity, 401: ErrorBody } } },
    // the identity the token's query read with the account: no second query (issue 28)
    async (request) =>
      request.user!.identity
        ? withSignedPicture(app.fileUrls, request.user!.identity)
        : identityOf(app, request.user!.id),
  );
};

export default meRoutes;
