/**
 * The audited reveal of a national register number (docs/product.md "Personal data"): owner or
 * admin; another account's report, an unknown party or representative is a 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorBody, NationalNumberReveal, PartyNumberParams, RepresentativeNumberParams } from 'shared-api/contract';
import { visibleReportId } from '../../db/owned';
import { revealNationalNumber } from './personal-data';

const schema = (params: typeof PartyNumberParams | typeof RepresentativeNumberParams) => ({
  tags: ['reports'],
  params,
  response: { 200: NationalNumberReveal, 401: ErrorBody, 404: ErrorBody },
});

const personalDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Reveals the number of the person the path names, audited with the caller's address and user agent. */
  const reveal = async (request: FastifyRequest, params: { id: number; party_uuid: string; key?: string }) => ({
    national_number: await revealNationalNumber(
      app.db,
      app.personalData,
      {
        reportId: await visibleReportId(app.db, request.user!, params.id),
        partyUuid: params.party_uuid,
        representativeKey: params.key ?? null,
      },
      { userId: request.user!.id, ip: request.ip, userAgent: request.headers['user-agent'] ?? null },
    ),
  });

  app.get(
    '/front/reports/:id/parties/:party_uuid/national-number',
    { config: { access: 'report-work' }, schema: schema(PartyNumberParams) },
    async (request) => reveal(request, request.params),
  );

  app.get(
    '/front/reports/:id/parties/:party_uuid/representatives/:key/national-number',
    { config: { access: 'report-work' }, schema: schema(RepresentativeNumberParams) },
    async (request) => reveal(request, request.params),
  );
};

export default personalDataRoutes;
