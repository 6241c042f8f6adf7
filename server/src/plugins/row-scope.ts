/**
 * Each request runs in a row scope of its own (db/row-scope.ts): `system` until the caller is
 * known; plugins/auth.ts narrows it to a member's organisation, so every statement of a member's
 * request sees only that organisation's rows under row-level security (docs/operations.md
 * "Database roles"), whatever the route's own filter says.
 */
import fp from 'fastify-plugin';
import { inRowScope } from '../db/row-scope';

export default fp(
  async (app) => {
    app.addHook('onRequest', (_request, _reply, done) => inRowScope(() => done()));
  },
  { name: 'row-scope' },
);
