/**
 * Card payments of credit purchases (docs/spec.md §4 Subscription; modules/payments/providers.ts):
 * - `POST /payments/webhook` (form field `id`): what the provider calls on any change. Public,
 *   like the provider's own; it trusts nothing but the id, and always answers 200 so that the
 *   provider does not retry an id it sent by mistake.
 * - `GET /payments/return/{id}`: where the payer's browser comes back; redirects to
 *   `/profile?paid=true` (paid or being processed) or `/profile?paid=false`.
 * - With the embedded test provider only: `GET /test-checkout/{id}`, a page clearly labelled as a
 *   test that offers paid, failed and cancelled, and `POST /test-checkout/{id}` which records the
 *   choice, calls the webhook route as the provider would, and sends the browser back.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorBody, IdParams, MessageBody } from 'shared-api/contract';
import { decideTestPayment, findTestPayment } from './test-checkout';
import { returnedPayment, settlePayment, testCheckoutPath, WEBHOOK_PATH } from './providers';
import { renderTestCheckout } from './test-checkout-page';
import { requestActor } from '../../plugins/request-actor';

const PaymentId = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

const paymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    WEBHOOK_PATH,
    {
      config: { access: 'public' },
      schema: { tags: ['payments'], body: PaymentId, response: { 200: MessageBody, 422: ErrorBody } },
    },
    async (request) => {
      await settlePayment(app.db, app.payments, request.body.id, requestActor(request));
      return { message: 'OK' };
    },
  );

  app.get(
    '/payments/return/:id',
    {
      config: { access: 'public' },
      schema: { tags: ['payments'], params: IdParams, response: { 303: Type.Null(), 422: ErrorBody } },
    },
    async (request, reply) => {
      const paid = await returnedPayment(app.db, app.payments, request.params.id);
      return reply.redirect(`/profile?paid=${paid}`, 303);
    },
  );

  if (app.payments.name !== 'test') return;

  app.get(
    testCheckoutPath(':id'),
    { config: { access: 'public' }, schema: { hide: true, params: PaymentId } },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(renderTestCheckout(await findTestPayment(app.db, request.params.id))),
  );

  app.post(
    testCheckoutPath(':id'),
    {
      config: { access: 'public' },
      schema: {
        hide: true,
        params: PaymentId,
        body: Type.Object({
          status: Type.Union([Type.Literal('paid'), Type.Literal('failed'), Type.Literal('canceled')]),
        }),
      },
    },
    async (request, reply) => {
      const payment = await findTestPayment(app.db, request.params.id);
      await decideTestPayment(app.db, payment.id, request.body.status);
      // the provider's call, through the same route and with only the id
      await app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: { id: payment.id } });
      return reply.redirect(payment.redirect_url, 303);
    },
  );
};

export default paymentRoutes;
