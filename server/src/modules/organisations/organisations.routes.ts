/**
 * Organisations, branches and the team (issue 44, docs/product.md "Organisations and roles"),
 * under `/front/organisations/{id}`: an admin reaches every organisation, a member only their own
 * (another is a 404). Any member reads the organisation; company and branch managers and sales
 * members read the team (a branch manager and a sales member only their branch's); company managers change the
 * organisation's company data (a multipart form with the logo, as a document configuration's), branches,
 * invitations and members. Rules live in this module's services; the caller's role is checked by the access word.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  AccountActivation,
  BranchInput,
  BranchRef,
  ErrorBody,
  Id,
  InvitationCreated,
  InvitationInput,
  Member,
  MemberChange,
  Organisation,
  Team,
} from 'shared-api/contract';
import { requestActor } from '../../plugins/request-actor';
import { readUploadForm } from '../../plugins/upload-form';
import { getOrganisation } from './get-organisation';
import { reachableOrganisation } from './reachable-organisation';
import { ORGANISATION_FORM_FIELDS, updateOrganisation } from './update-organisation';
import { listTeam } from './list-team';
import { createBranch, renameBranch } from './branches';
import { inviteMember, withdrawInvitation } from './invitations';
import { changeMember, setMemberActive } from './members';

const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };
const tags = ['organisations'];

const Params = Type.Object({ id: Id });
const BranchParams = Type.Object({ id: Id, branchId: Id });
const InvitationParams = Type.Object({ id: Id, invitationId: Id });
const MemberParams = Type.Object({ id: Id, userId: Id });

const organisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const owner = { config: { access: 'owner' as const } };
  const teamReaders = { config: { access: 'team-reader' as const } };
  const company = { config: { access: 'company-manager' as const } };

  app.get(
    '/front/organisations/:id',
    { ...owner, schema: { tags, params: Params, response: { 200: Organisation, ...errors } } },
    async (request) => getOrganisation(app, request.user!, request.params.id),
  );

  app.patch(
    '/front/organisations/:id',
    {
      ...company,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: Params,
        response: { 200: Organisation, 413: ErrorBody, 415: ErrorBody, ...errors },
      },
    },
    async (request) => {
      // another organisation is a 404 before the body is read
      await reachableOrganisation(app.db, request.user!, request.params.id);
      const { fields, file } = await readUploadForm(request, ORGANISATION_FORM_FIELDS, 'logo');
      await updateOrganisation(app, request.user!, request.params.id, { fields, logo: file }, requestActor(request));
      return getOrganisation(app, request.user!, request.params.id);
    },
  );

  app.get(
    '/front/organisations/:id/members',
    { ...teamReaders, schema: { tags, params: Params, response: { 200: Team, ...errors } } },
    async (request) => listTeam(app.db, request.user!, request.params.id),
  );

  app.post(
    '/front/organisations/:id/branches',
    { ...company, schema: { tags, params: Params, body: BranchInput, response: { 201: BranchRef, ...errors } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createBranch(app.db, request.user!, request.params.id, request.body, requestActor(request))),
  );

  app.patch(
    '/front/organisations/:id/branches/:branchId',
    { ...company, schema: { tags, params: BranchParams, body: BranchInput, response: { 200: BranchRef, ...errors } } },
    async (request) =>
      renameBranch(
        app.db,
        request.user!,
        request.params.id,
        request.params.branchId,
        request.body,
        requestActor(request),
      ),
  );

  app.post(
    '/front/organisations/:id/invitations',
    {
      ...company,
      schema: { tags, params: Params, body: InvitationInput, response: { 201: InvitationCreated, ...errors } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await inviteMember(app, request.user!, request.params.id, request.body, requestActor(request))),
  );

  app.delete(
    '/front/organisations/:id/invitations/:invitationId',
    { ...company, schema: { tags, params: InvitationParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await withdrawInvitation(
        app.db,
        request.user!,
        request.params.id,
        request.params.invitationId,
        requestActor(request),
      );
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/front/organisations/:id/members/:userId',
    {
      ...company,
      schema: { tags, params: MemberParams, body: MemberChange, response: { 200: Member, 409: ErrorBody, ...errors } },
    },
    async (request) =>
      changeMember(
        app.db,
        request.user!,
        request.params.id,
        request.params.userId,
        request.body,
        requestActor(request),
      ),
  );

  app.post(
    '/front/organisations/:id/members/:userId/active',
    {
      ...company,
      schema: {
        tags,
        params: MemberParams,
        body: AccountActivation,
        response: { 200: Member, 409: ErrorBody, ...errors },
      },
    },
    async (request) =>
      setMemberActive(
        app.db,
        request.user!,
        request.params.id,
        request.params.userId,
        request.body.active,
        requestActor(request),
      ),
  );
};

export default organisationRoutes;
