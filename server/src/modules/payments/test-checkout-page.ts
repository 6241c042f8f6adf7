/**
 * The page of the embedded test checkout (modules/payments/payments.routes.ts): plain HTML without scripts,
 * labelled as a test in every language the product speaks, with one button per outcome.
 */
import type { Selectable } from 'kysely';
import type { TestPaymentTable } from '../../db/schema';
import { testCheckoutPath } from './providers';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const euro = (cents: number) =>
  new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The checkout page of `payment`; a decided payment shows its outcome and no buttons. */
export function renderTestCheckout(payment: Selectable<TestPaymentTable>): string {
  const open = payment.status === 'open';
  const button = (status: string, label: string) =>
    `<button name="status" value="${status}" class="${status}">${label}</button>`;
  return `<!doctype html>
<html lang="nl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST – betaling / test payment</title>
<style>
  body { font-family: system-ui, sans-serif; background: #fff8e1; margin: 0; padding: 2rem; color: #222; }
  main { max-width: 32rem; margin: 0 auto; background: #fff; border: 3px dashed #e65100; border-radius: 8px; padding: 1.5rem; }
  .label { background: #e65100; color: #fff; font-weight: 700; padding: .25rem .5rem; border-radius: 4px; display: inline-block; }
  .amount { font-size: 2rem; font-weight: 700; margin: 1rem 0 .25rem; }
  form { display: flex; gap: .5rem; flex-wrap: wrap; margin-top: 1.5rem; }
  button { font-size: 1rem; padding: .6rem 1rem; border-radius: 4px; border: 1px solid #999; cursor: pointer; }
  .paid { background: #2e7d32; color: #fff; border-color: #2e7d32; }
</style></head>
<body><main>
  <p class="label">TESTOMGEVING – er wordt geen echt geld verrekend · TEST MODE – no real money is charged</p>
  <h1>Testbetaling / Test payment</h1>
  <p class="amount">${euro(payment.amount_cents)}</p>
  <p>${escape(payment.description)} · ${escape(payment.id)}</p>
  ${
    open
      ? `<form method="post" action="${testCheckoutPath(encodeURIComponent(payment.id))}">
    ${button('paid', 'Betaald (paid)')}${button('failed', 'Mislukt (failed)')}${button('canceled', 'Geannuleerd (cancelled)')}
  </form>`
      : `<p>Status: <strong>${escape(payment.status)}</strong></p><p><a href="${escape(payment.redirect_url)}">Terug / Back</a></p>`
  }
</main></body></html>`;
}
