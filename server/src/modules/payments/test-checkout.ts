/**
 * The embedded test checkout's payments (docs/product.md, modules/payments/providers.ts): the page
 * reads one and decides it once; a decided payment keeps its outcome.
 */
import type { DB } from '../../db/database';
import { notFound } from '../../lib/errors';

/** Test payment `id`; NotFound when there is none. */
export async function findTestPayment(db: DB, id: string) {
  const payment = await db.selectFrom('test_payments').selectAll().where('id', '=', id).executeTakeFirst();
  if (!payment) throw notFound('payment');
  return payment;
}

/** Sets the outcome of test payment `id` while it is open (a second decision changes nothing). */
export async function decideTestPayment(db: DB, id: string, status: 'paid' | 'failed' | 'canceled') {
  await db.updateTable('test_payments').set({ status }).where('id', '=', id).where('status', '=', 'open').execute();
}
