/**
 * Sign-off by link from the back-office (docs/product.md "Sign-off by link"): asking parties of a
 * finished document to sign through a personal link, the list of those requests, withdrawing one,
 * and answering the draft addendum a party's remarks became. Owner or admin; every answer is the
 * report's SignOffOverview and never holds a token. Rules: requests.ts, remark-addenda.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  ErrorBody,
  Id,
  IdParams,
  RemarkRejectionInput,
  SignOffOverview,
  SignOffRequestInput,
} from 'shared-api/contract';
import { visibleReportId } from '../../db/owned';
import { requestActor } from '../../plugins/request-actor';
import { signOffOverview } from './overview';
import { requestSignOff, revokeSignOff } from './requests';
import { acceptRemarks, rejectRemarks } from './remark-addenda';

const errors = { 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };
const answer = { 200: SignOffOverview, ...errors };
const owner = { access: 'owner' as const };
/** Signatures: every role but sales (docs/product.md "Organisations and roles"). */
const work = { access: 'report-work' as const };

/** Who acts in the back-office, for the audit trail (plugins/request-actor.ts). */
export const userActor = requestActor;

const signOffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const visibleId = (request: FastifyRequest, id: number) => visibleReportId(app.db, request.user!, id);

  app.post(
    '/front/reports/:id/sign-off',
    {
      config: work,
      schema: { tags: ['sign-off'], params: IdParams, body: SignOffRequestInput, response: answer },
    },
    async (request) =>
      requestSignOff(app, await visibleId(request, request.params.id), request.body, userActor(request)),
  );

  app.get(
    '/front/reports/:id/sign-off',
    { config: owner, schema: { tags: ['sign-off'], params: IdParams, response: answer } },
    async (request) => signOffOverview(app.db, await visibleId(request, request.params.id)),
  );

  app.delete(
    '/front/reports/:id/sign-off/:requestId',
    {
      config: work,
      schema: { tags: ['sign-off'], params: Type.Object({ id: Id, requestId: Id }), response: answer },
    },
    async (request) =>
      revokeSignOff(app, await visibleId(request, request.params.id), request.params.requestId, userActor(request)),
  );

  const AddendumParams = Type.Object({ id: Id, addendumId: Id });

  app.post(
    '/front/reports/:id/sign-off/remark-addenda/:addendumId/accept',
    { config: work, schema: { tags: ['sign-off'], params: AddendumParams, response: answer } },
    async (request) =>
      acceptRemarks(app, await visibleId(request, request.params.id), request.params.addendumId, userActor(request)),
  );

  app.post(
    '/front/reports/:id/sign-off/remark-addenda/:addendumId/reject',
    {
      config: work,
      schema: { tags: ['sign-off'], params: AddendumParams, body: RemarkRejectionInput, response: answer },
    },
    async (request) =>
      rejectRemarks(
        app,
        await visibleId(request, request.params.id),
        request.params.addendumId,
        request.body.reason,
        userActor(request),
      ),
  );
};

export default signOffRoutes;
