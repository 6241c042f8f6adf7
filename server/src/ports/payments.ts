/** The card payment provider (docs/ARCHITECTURE.md "Payments"); the providers are modules/payments/providers.ts. */

/** What a payment ended as, in the provider-neutral terms of this service. */
export type PaymentState = 'open' | 'paid' | 'failed' | 'canceled' | 'expired';

export interface NewPayment {
  amountCents: number;
  description: string;
  /** Where the payer's browser returns afterwards. */
  redirectUrl: string;
  /** Where the provider reports a change (`POST`, form field `id`). */
  webhookUrl: string;
}

/** A card payment provider. */
export interface PaymentProvider {
  readonly name: 'mollie' | 'test' | 'none';
  /** Creates a payment; returns its id and the page where the payer pays. */
  create(payment: NewPayment): Promise<{ id: string; checkoutUrl: string }>;
  /** The payment's state as the provider knows it; null for an id it does not know. */
  state(id: string): Promise<PaymentState | null>;
}
