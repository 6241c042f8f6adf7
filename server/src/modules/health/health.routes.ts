/**
 * `GET /health/live` and `GET /health/ready` (issue 28; docs/operations.md "Health checks"):
 * public, hidden from the API description, not rate-limited. Rules: modules/health/health.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health/live',
    // the process answers even when overloaded: the overload guard must not get it restarted
    { config: { access: 'public', pressureHandler: () => undefined }, schema: { hide: true } },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/health/ready', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const readiness = await app.health.ready();
    return reply
      .status(readiness.status === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(readiness);
  });
};

export default healthRoutes;
