import type { PlanId } from '@cosmos/contracts';

export interface ChargeRequest {
  userId: string;
  email: string;
  invoiceId: string;
  invoiceNumber: string;
  amountCents: number;
  description: string;
  /** The provider's handle for the card on file, when there is one. */
  paymentMethodRef?: string;
}
export type ChargeResult = { ok: true; ref: string } | { ok: false; reason: string };
/** A card to keep on file: the number and CVC reach the provider and go no further. */
export interface CardInput {
  digits: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}
/** 400: the number is not one this provider takes (the sandbox takes test cards only); 402: the card was declined. */
export type SaveCardResult =
  { ok: true; ref: string } | { ok: false; status: 400 | 402; reason: string; message: string };

/**
 * Where money moves. The sandbox settles in-process (and can be told to decline); the Stripe
 * provider takes the first payment through Checkout and then lets Stripe bill the subscription,
 * reporting back through the webhook.
 */
export interface PaymentsProvider {
  readonly kind: 'sandbox' | 'stripe';
  /** Settles one invoice now. The Stripe provider never charges this way: Stripe bills its own subscriptions. */
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** Checks a card and returns the provider's handle for it (the sandbox only: Stripe takes cards on its own pages). */
  saveCard?(card: CardInput): Promise<SaveCardResult>;
  /** A hosted page that takes the first payment for a plan (Stripe Checkout); null in the sandbox. */
  checkoutUrl(input: {
    userId: string;
    email: string;
    planId: PlanId;
    customerId: string | null;
  }): Promise<string | null>;
  /** The hosted customer portal (cards, invoices, cancellation); null in the sandbox. */
  portalUrl(input: { customerId: string }): Promise<string | null>;
  /** Moves a provider-billed subscription to another plan; the webhook brings the result back. */
  changePlan?(input: { subscriptionId: string; planId: PlanId }): Promise<void>;
  /**
   * Sets the number of extra team seats on a provider-billed subscription (a per-seat item; 0 removes it). More
   * seats are invoiced prorated at once; a declined payment leaves the subscription as it was ({ok: false}).
   */
  setExtraSeats?(input: {
    subscriptionId: string;
    seats: number;
  }): Promise<{ ok: true } | { ok: false; reason: string }>;
}
