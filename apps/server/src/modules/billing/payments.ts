import type { PlanId } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import { createStripeProvider } from './stripe-provider.ts';

export interface ChargeRequest {
  userId: string;
  email: string;
  invoiceId: string;
  invoiceNumber: string;
  amountCents: number;
  description: string;
}
export type ChargeResult = { ok: true; ref: string } | { ok: false; reason: string };

/**
 * Where money moves. The sandbox settles in-process (and can be told to decline); the Stripe
 * provider takes the first payment through Checkout and then lets Stripe bill the subscription,
 * reporting back through the webhook.
 */
export interface PaymentsProvider {
  readonly kind: 'sandbox' | 'stripe';
  /** Settles one invoice now. The Stripe provider never charges this way: Stripe bills its own subscriptions. */
  charge(req: ChargeRequest): Promise<ChargeResult>;
  /** A hosted page that takes the first payment for a plan (Stripe Checkout); null in the sandbox. */
  checkoutUrl(input: { userId: string; email: string; planId: PlanId; customerId: string | null }): Promise<string | null>;
  /** The hosted customer portal (cards, invoices, cancellation); null in the sandbox. */
  portalUrl(input: { customerId: string }): Promise<string | null>;
  /** Moves a provider-billed subscription to another plan; the webhook brings the result back. */
  changePlan?(input: { subscriptionId: string; planId: PlanId }): Promise<void>;
}

export interface SandboxProvider extends PaymentsProvider {
  kind: 'sandbox';
  /** Tests and demos: every charge fails while set. */
  decline: boolean;
}

export function createSandboxProvider(): SandboxProvider {
  let n = 0;
  return {
    kind: 'sandbox',
    decline: false,
    async charge(req) {
      if (this.decline) return { ok: false, reason: 'card_declined' };
      n += 1;
      return { ok: true, ref: `sandbox_${req.invoiceId}_${n}` };
    },
    async checkoutUrl() {
      return null;
    },
    async portalUrl() {
      return null;
    },
  };
}

// One provider per app instance, without widening the shared AppContext.
const providers = new WeakMap<AppContext, PaymentsProvider>();

export function paymentsFor(ctx: AppContext): PaymentsProvider {
  let p = providers.get(ctx);
  if (!p) {
    p = ctx.config.STRIPE_SECRET_KEY ? createStripeProvider(ctx.config) : createSandboxProvider();
    providers.set(ctx, p);
  }
  return p;
}
