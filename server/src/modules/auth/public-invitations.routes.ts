/**
 * The invitee's side of an invitation to an organisation (issue 44, docs/product.md
 * "Organisations and roles"), by the link's token only (`/public/invitations/{token}`; the log
 * redacts it, lib/logger.ts). Lives with the other ways an account gets its password (reset,
 * welcome); the invitation's rules are the organisations module's.
 * - `GET`: what the page shows (organisation, who invited, role, branch, expiry).
 * - `POST`: the address it was sent to and a new password: makes the member's account.
 * An unknown token is a 404; a withdrawn, used or expired one a 410 saying which; a wrong address
 * a 422 on `email`; a weak or unconfirmed password a 422 on its field.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody, InvitationAcceptance, InvitationAccepted, isEmail, PublicInvitation } from 'shared-api/contract';
import { invalid } from '../../lib/errors';
import { requestActor } from '../../plugins/request-actor';
import { acceptInvitation, readInvitation } from '../organisations';
import { newPasswordErrors } from './password-reset';
import { hashPassword } from './passwords';

const TokenParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$' }) });
const errors = { 404: ErrorBody, 410: ErrorBody, 422: ErrorBody };

const publicInvitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };
  const tags = ['organisations'];

  app.get(
    '/public/invitations/:token',
    {
      config: { access: 'public', rateLimit },
      schema: { tags, params: TokenParams, response: { 200: PublicInvitation, ...errors } },
    },
    async (request) => readInvitation(app.db, request.params.token),
  );

  app.post(
    '/public/invitations/:token',
    {
      config: { access: 'public', rateLimit },
      schema: {
        tags,
        params: TokenParams,
        body: InvitationAcceptance,
        response: { 201: InvitationAccepted, 409: ErrorBody, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password, password_confirmation } = request.body;
      // a link that no longer works says so before the password is judged
      await readInvitation(app.db, request.params.token);
      const problems = newPasswordErrors(password, password_confirmation);
      if (!isEmail(email.trim())) problems.email = ['validation.email'];
      if (Object.keys(problems).length) throw invalid(problems);
      const account = await acceptInvitation(
        app.db,
        request.params.token,
        email,
        await hashPassword(password),
        requestActor(request),
      );
      return reply.status(201).send(account);
    },
  );
};

export default publicInvitationRoutes;
