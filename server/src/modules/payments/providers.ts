/**
 * Credit purchases by card (docs/spec.md §4 Subscription, §5, §9 packs; docs/ARCHITECTURE.md "Payments"). The
 * provider sits behind `PaymentProvider` ({@link paymentProvider}): Mollie through its official
 * client when `MOLLIE_API_KEY` is set; the embedded test checkout (`test_payments`, pages in
 * modules/payments/payments.routes.ts) only when switched on (`TEST_CHECKOUT=1`); otherwise none,
 * and a purchase is refused (issue 42). A purchase is a pending credit transaction whose reference is the
 * provider's payment id. The webhook never trusts its body: it asks the provider for the
 * payment's status, and books the credits with one conditional update (`pending` →
 * `completed`), so however often and however concurrently it comes, they are added once.
 */
import crypto from 'node:crypto';
import createMollieClient, { PaymentStatus } from '@mollie/api-client';
import { sql } from 'kysely';
import { CREDIT_PACKS, type CreditPurchase } from 'shared-api/contract';
import { accountSubject, recordAuditEvent } from '../audit';
import type { AuditActor, AuthUser } from '../../lib/actors';
import type { DB } from '../../db/database';
import type { CreditStatus } from '../../db/schema';
import { Conflict, Forbidden, invalidField, UpstreamFailed } from '../../lib/errors';
import type { Config } from '../../config';
import type { PaymentProvider, PaymentState } from '../../ports/payments';

/** Mollie (cards, Bancontact) through `@mollie/api-client`. */
export function mollieProvider(apiKey: string): PaymentProvider {
  const client = createMollieClient({ apiKey });
  return {
    name: 'mollie',
    async create({ amountCents, description, redirectUrl, webhookUrl }) {
      const payment = await client.payments.create({
        amount: { currency: 'EUR', value: (amountCents / 100).toFixed(2) },
        description,
        redirectUrl,
        webhookUrl,
      });
      const checkoutUrl = payment.getCheckoutUrl();
      if (!checkoutUrl) throw new UpstreamFailed('payments.noCheckout');
      return { id: payment.id, checkoutUrl };
    },
    async state(id) {
      if (!/^tr_\w+$/.test(id)) return null;
      const payment = await client.payments.get(id).catch((error: { statusCode?: number }) => {
        if (error.statusCode === 404) return null;
        throw error;
      });
      if (!payment) return null;
      const states: Record<PaymentStatus, PaymentState> = {
        [PaymentStatus.open]: 'open',
        [PaymentStatus.pending]: 'open',
        [PaymentStatus.authorized]: 'open',
        [PaymentStatus.paid]: 'paid',
        [PaymentStatus.failed]: 'failed',
        [PaymentStatus.canceled]: 'canceled',
        [PaymentStatus.expired]: 'expired',
      };
      return states[payment.status];
    },
  };
}

/** Path of the embedded test checkout page of payment `id`. */
export const testCheckoutPath = (id: string) => `/test-checkout/${id}`;

/** The embedded test checkout: payments live in `test_payments` and are decided on its page. */
export function testProvider(db: DB, publicUrl: string): PaymentProvider {
  return {
    name: 'test',
    async create({ amountCents, description, redirectUrl, webhookUrl }) {
      const id = `test_${crypto.randomBytes(12).toString('hex')}`;
      await db
        .insertInto('test_payments')
        .values({ id, amount_cents: amountCents, description, redirect_url: redirectUrl, webhook_url: webhookUrl })
        .execute();
      return { id, checkoutUrl: `${publicUrl}${testCheckoutPath(id)}` };
    },
    async state(id) {
      const row = await db.selectFrom('test_payments').select('status').where('id', '=', id).executeTakeFirst();
      return row?.status ?? null;
    },
  };
}

/** No provider: no payment is ever made or known (purchases are refused before one is asked for). */
export const noProvider: PaymentProvider = {
  name: 'none',
  async create() {
    throw new Conflict('payments.unavailable');
  },
  async state() {
    return null;
  },
};

/**
 * The provider of `config` (README "Configuration"): Mollie with `mollieApiKey`, else the
 * embedded test checkout when `testCheckout` switches it on, else {@link noProvider}. A missing
 * key never turns the test checkout on by itself.
 */
export function paymentProvider(
  config: Pick<Config, 'mollieApiKey' | 'testCheckout' | 'publicUrl'>,
  db: DB,
): PaymentProvider {
  if (config.mollieApiKey) return mollieProvider(config.mollieApiKey);
  return config.testCheckout ? testProvider(db, config.publicUrl) : noProvider;
}

/** Path the payer's browser returns to after paying for credit transaction `transactionId`. */
export const paymentReturnPath = (transactionId: number) => `/payments/return/${transactionId}`;
export const WEBHOOK_PATH = '/payments/webhook';

/**
 * Starts the purchase of a credit pack by regular account `caller` (the route has checked it is
 * their own) for their organisation's pool: books a pending transaction and creates the payment.
 * Returns the payment page. 422 for an admin account; 403 `organisations.managersBuy` for a
 * member who is not a company manager (docs/product.md "Organisations and roles"); 409
 * `payments.unavailable` when the server has no provider (nothing booked); a provider failure
 * marks the transaction failed and rethrows.
 */
export async function startPurchase(
  db: DB,
  provider: PaymentProvider,
  publicUrl: string,
  caller: AuthUser,
  { credits }: CreditPurchase,
): Promise<string> {
  if (caller.role === 'admin') throw invalidField('credits', 'payments.adminsDoNotBuy');
  if (caller.orgRole !== 'company_manager') throw new Forbidden('organisations.managersBuy');
  if (provider.name === 'none') throw new Conflict('payments.unavailable');
  const pack = CREDIT_PACKS.find((candidate) => candidate.credits === credits)!;
  const transaction = await db
    .insertInto('credit_transactions')
    .values({
      user_id: caller.id,
      credits,
      kind: 'purchase',
      status: 'pending',
      amount_cents: pack.amount_cents,
      payment_reference: null,
      report_id: null,
      created_by: caller.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const payment = await provider.create({
      amountCents: pack.amount_cents,
      description: `${credits} credits`,
      redirectUrl: `${publicUrl}${paymentReturnPath(transaction.id)}`,
      webhookUrl: `${publicUrl}${WEBHOOK_PATH}`,
    });
    await db
      .updateTable('credit_transactions')
      .set({ payment_reference: payment.id, updated_at: sql`now()` })
      .where('id', '=', transaction.id)
      .execute();
    return payment.checkoutUrl;
  } catch (error) {
    await db.updateTable('credit_transactions').set({ status: 'failed' }).where('id', '=', transaction.id).execute();
    throw error;
  }
}

const FINAL: Partial<Record<PaymentState, CreditStatus>> = {
  paid: 'completed',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'failed',
};

/**
 * The webhook's work for payment `paymentId`: reads its state from the provider and moves the
 * pending transaction to where it ended; a paid one adds its credits to the pool it was bought
 * for (the buyer's organisation) in the same database transaction, with the audit event `credits.purchased` (the buyer as actor, the address and
 * browser of `caller`, the provider's call). Unknown ids and open payments change nothing.
 * Returns the transaction's status.
 */
export async function settlePayment(
  db: DB,
  provider: PaymentProvider,
  paymentId: string,
  caller: AuditActor = {},
): Promise<CreditStatus | null> {
  const state = await provider.state(paymentId);
  const status = state && FINAL[state];
  if (!status) return null;
  return db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable('credit_transactions')
      .set({ status, updated_at: sql`now()` })
      .where('payment_reference', '=', paymentId)
      .where('status', '=', 'pending')
      .returning(['id', 'user_id', 'organisation_id', 'credits', 'amount_cents'])
      .executeTakeFirst();
    if (settled && status === 'completed' && settled.organisation_id !== null) {
      const { credit_count } = await trx
        .updateTable('organisations')
        .set({ credit_count: sql`credit_count + ${settled.credits}`, updated_at: sql`now()` })
        .where('id', '=', settled.organisation_id)
        .returning('credit_count')
        .executeTakeFirstOrThrow();
      await recordAuditEvent(trx, {
        kind: 'credits.purchased',
        ownerUserId: settled.user_id,
        subject: await accountSubject(trx, settled.user_id),
        // the buyer's purchase, booked on the provider's call: its address is the caller's
        actor: { ...caller, userId: settled.user_id },
        detail: {
          credits: settled.credits,
          amount_cents: settled.amount_cents,
          balance: credit_count,
          transaction_id: settled.id,
          payment_reference: paymentId,
          provider: provider.name,
          via: 'webhook',
          organisation_id: settled.organisation_id,
        },
      });
    }
    return status;
  });
}

/**
 * Where the payer lands after the provider: `paid` is true when the payment is paid or still
 * being processed (the credits follow with the webhook), false when it failed or was cancelled.
 */
export async function returnedPayment(db: DB, provider: PaymentProvider, transactionId: number): Promise<boolean> {
  const transaction = await db
    .selectFrom('credit_transactions')
    .select(['status', 'payment_reference'])
    .where('id', '=', transactionId)
    .where('kind', '=', 'purchase')
    .executeTakeFirst();
  if (!transaction?.payment_reference) return false;
  if (transaction.status !== 'pending') return transaction.status === 'completed';
  const state = await provider.state(transaction.payment_reference);
  return state === 'open' || state === 'paid';
}
