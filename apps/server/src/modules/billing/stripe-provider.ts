import type { PlanId } from '@cosmos/contracts';
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Config } from '../../config.ts';
import type { PaymentsProvider } from './payments-provider.ts';

export const stripePriceIds = (c: Config): Record<PlanId, string | undefined> => ({
  basic: c.STRIPE_PRICE_BASIC,
  pro: c.STRIPE_PRICE_PRO,
  enterprise: c.STRIPE_PRICE_ENTERPRISE,
});

export const planForPrice = (c: Config, priceId: string | undefined): PlanId | null => {
  const entry = Object.entries(stripePriceIds(c)).find(([, id]) => id && id === priceId);
  return (entry?.[0] as PlanId | undefined) ?? null;
};

/** The SDK is loaded when first needed: it costs half a second of start-up, and the sandbox needs none of it. */
const loadStripe = () => createRequire(import.meta.url)('stripe') as typeof Stripe;

export function stripeClient(c: Config): Stripe {
  const StripeSdk = loadStripe();
  return new StripeSdk(c.STRIPE_SECRET_KEY ?? 'sk_test_unset', { maxNetworkRetries: 1, timeout: 10_000 });
}

export function createStripeProvider(c: Config): PaymentsProvider {
  const stripe = stripeClient(c);
  return {
    kind: 'stripe',
    async charge() {
      // Stripe bills subscriptions itself (Checkout first, then renewals and prorations); results arrive by webhook.
      return { ok: false, reason: 'provider_billed' };
    },
    async checkoutUrl({ userId, email, planId, customerId }) {
      const price = stripePriceIds(c)[planId];
      if (!price) throw new Error(`STRIPE_PRICE_${planId.toUpperCase()} is not configured`);
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price, quantity: 1 }],
        client_reference_id: userId,
        ...(customerId ? { customer: customerId } : { customer_email: email }),
        metadata: { userId, planId },
        subscription_data: { metadata: { userId } },
        success_url: `${c.PUBLIC_URL}/subscription?checkout=success`,
        cancel_url: `${c.PUBLIC_URL}/subscription?checkout=cancel`,
      });
      return session.url;
    },
    async portalUrl({ customerId }) {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: `${c.PUBLIC_URL}/subscription`,
      });
      return session.url;
    },
    async changePlan({ subscriptionId, planId }) {
      const price = stripePriceIds(c)[planId];
      if (!price) throw new Error(`STRIPE_PRICE_${planId.toUpperCase()} is not configured`);
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const item = sub.items.data[0];
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item?.id, price }],
        proration_behavior: 'always_invoice',
      });
    },
  };
}
