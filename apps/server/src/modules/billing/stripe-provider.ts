import { PLAN_TEAM_SEATS, type PlanId } from '@cosmos/contracts';
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

/** STRIPE_API_BASE points the SDK elsewhere (stripe-mock, or a test's fake Stripe); unset, the SDK's own default. */
export function stripeApiTarget(c: Config): { protocol?: 'http' | 'https'; host?: string; port?: number } {
  if (!c.STRIPE_API_BASE) return {};
  const u = new URL(c.STRIPE_API_BASE);
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: u.hostname, port: u.port ? Number(u.port) : protocol === 'http' ? 80 : 443 };
}

export function stripeClient(c: Config): Stripe {
  const StripeSdk = loadStripe();
  return new StripeSdk(c.STRIPE_SECRET_KEY ?? 'sk_test_unset', {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...stripeApiTarget(c),
  });
}

/** The subscription item that carries the plan: the one whose price is a plan price (a seat item may come first). */
export const planItem = <T extends { price?: { id?: string } | null }>(c: Config, items: T[]): T | undefined =>
  items.find((i) => planForPrice(c, i.price?.id) !== null) ??
  items.find((i) => i.price?.id !== c.STRIPE_PRICE_TEAM_SEAT);

/** A card problem Stripe answered with 402 (declined, insufficient funds…): the change was not applied. */
const declineOf = (err: unknown): string | null => {
  const e = err as { statusCode?: number; type?: string; code?: string; decline_code?: string };
  if (e?.statusCode !== 402 && e?.type !== 'StripeCardError') return null;
  return e.decline_code ?? e.code ?? 'card_declined';
};

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
      const item = planItem(c, sub.items.data);
      // A plan without team seats drops the seat item in the same update, or Stripe would keep billing seats the
      // plan no longer has (the sandbox stops billing a paused team's seats the same way).
      const seatItem = PLAN_TEAM_SEATS[planId]
        ? undefined
        : sub.items.data.find((i) => c.STRIPE_PRICE_TEAM_SEAT && i.price?.id === c.STRIPE_PRICE_TEAM_SEAT);
      await stripe.subscriptions.update(subscriptionId, {
        items: [{ id: item?.id, price }, ...(seatItem ? [{ id: seatItem.id, deleted: true }] : [])],
        proration_behavior: 'always_invoice',
      });
    },
    async setExtraSeats({ subscriptionId, seats }) {
      const price = c.STRIPE_PRICE_TEAM_SEAT;
      if (!price) throw new Error('STRIPE_PRICE_TEAM_SEAT is not configured');
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const item = sub.items.data.find((i) => i.price?.id === price);
      const had = item?.quantity ?? 0;
      if (seats === had) return { ok: true };
      const change: Stripe.SubscriptionUpdateParams.Item =
        seats === 0
          ? { id: item!.id, deleted: true }
          : item
            ? { id: item.id, quantity: seats }
            : { price, quantity: seats };
      try {
        await stripe.subscriptions.update(subscriptionId, {
          items: [change],
          // More seats: Stripe invoices the prorated amount now, and refuses the update if that payment fails.
          // Fewer seats: no credit, as in the sandbox (docs/features/teams.md "Extra seats").
          ...(seats > had
            ? { proration_behavior: 'always_invoice', payment_behavior: 'error_if_incomplete' }
            : { proration_behavior: 'none' }),
        });
      } catch (err) {
        const reason = declineOf(err);
        if (reason) return { ok: false, reason };
        throw err;
      }
      return { ok: true };
    },
  };
}
