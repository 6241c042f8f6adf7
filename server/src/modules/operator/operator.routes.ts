/**
 * `GET /public/operator` (docs/product.md "The operator's own words"), public: the operator the
 * privacy policy, the terms and the cookie page name, as configured (`OPERATOR_NAME`,
 * `OPERATOR_ADDRESS`, `OPERATOR_COMPANY_NUMBER`, `OPERATOR_EMAIL`; config.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Operator } from 'shared-api/contract';

const operatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/public/operator',
    { config: { access: 'public' }, schema: { tags: ['public'], response: { 200: Operator } } },
    async (_request, reply) => {
      // the configuration changes only with a restart
      reply.header('Cache-Control', 'public, max-age=300');
      const { name, address, companyNumber, email } = app.config.operator;
      return { name, address, company_number: companyNumber, email };
    },
  );
};

export default operatorRoutes;
