import { PlanId } from '@cosmos/contracts';
import type Stripe from 'stripe';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { userExists } from '../users/users.service.ts';
import * as repo from './billing.repository.ts';
import { planForPrice, planItem, stripeClient } from './stripe-provider.ts';

type Obj = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- Stripe payloads vary by API version

const STATUS: Record<string, repo.SubscriptionRow['status']> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'past_due',
  incomplete: 'past_due',
  paused: 'past_due',
  canceled: 'canceled',
  incomplete_expired: 'canceled',
};

/** Verifies the Stripe-Signature header against the raw body; a bad or missing signature is a 400, never applied. */
export function verifyStripeEvent(
  ctx: AppContext,
  raw: Buffer | string | undefined,
  signature: string | undefined,
): Stripe.Event {
  const secret = ctx.config.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new AppError(404, 'not_found', 'The Stripe webhook is not configured');
  if (!raw || !signature)
    throw new AppError(400, 'invalid_signature', 'Missing Stripe signature', [
      { field: 'stripe-signature', message: 'Required' },
    ]);
  try {
    return stripeClient(ctx.config).webhooks.constructEvent(raw, signature, secret);
  } catch {
    throw new AppError(400, 'invalid_signature', 'The Stripe signature does not match', [
      { field: 'stripe-signature', message: 'Invalid signature' },
    ]);
  }
}

async function userFor(q: Queryable, o: Obj): Promise<string | undefined> {
  const subId = typeof o.subscription === 'string' ? o.subscription : o.object === 'subscription' ? o.id : undefined;
  if (subId) {
    const userId = await repo.userBySubscriptionRef(q, subId);
    if (userId) return userId;
  }
  if (typeof o.customer === 'string') {
    const userId = await repo.userByCustomerRef(q, o.customer);
    if (userId) return userId;
  }
  const claimed = o.client_reference_id ?? o.metadata?.userId;
  if (typeof claimed === 'string' && /^[0-9a-f-]{36}$/i.test(claimed)) {
    return (await userExists(q, claimed)) ? claimed : undefined;
  }
  return undefined;
}

const linePrice = (l: Obj): string | undefined => l?.price?.id ?? l?.pricing?.price_details?.price;
/** The plan a subscription or invoice is for: its plan-priced item or line (a team-seat line may come first, or alone). */
const planOf = (c: AppContext['config'], o: Obj): PlanId | null => {
  const prices: (string | undefined)[] = [
    ...((o.items?.data ?? []) as Obj[]).map((i) => i?.price?.id),
    ...((o.lines?.data ?? []) as Obj[]).map(linePrice),
  ];
  for (const p of prices) {
    const plan = planForPrice(c, p);
    if (plan) return plan;
  }
  return null;
};
/** Stripe's own invoice lines (plan, "Remaining time on 2 × Team seat…", …) as ours, for the PDF. */
const linesOf = (o: Obj): repo.NewInvoice['lines'] => {
  const lines = ((o.lines?.data ?? []) as Obj[])
    .filter((l) => typeof l?.amount === 'number')
    .map((l) => ({ description: String(l.description ?? 'Stripe invoice line'), amountCents: Math.round(l.amount) }));
  return lines.length ? lines : undefined;
};
/**
 * The team seats a subscription bills: its seat item's quantity, 0 without one (a new subscription after a
 * cancellation starts without seats) or once it is deleted. Undefined when no seat price is configured: then
 * Stripe bills no seats and the count is not ours to change.
 */
const seatQuantity = (c: AppContext['config'], o: Obj, deleted: boolean): number | undefined => {
  if (!c.STRIPE_PRICE_TEAM_SEAT) return undefined;
  if (deleted) return 0;
  const item = ((o.items?.data ?? []) as Obj[]).find((i) => i?.price?.id === c.STRIPE_PRICE_TEAM_SEAT);
  return Math.max(0, Math.floor(Number(item?.quantity ?? 0)) || 0);
};
const toDate = (s: unknown) => (typeof s === 'number' ? new Date(s * 1000) : undefined);

/**
 * Applies one verified event, at most once: the event id is recorded in the same transaction as
 * its effect, so a replay (or a retry after success) changes nothing, and a failed attempt can be retried.
 * Events older than the last applied state of a subscription are ignored (Stripe does not order deliveries).
 */
export async function applyStripeEvent(ctx: AppContext, event: Stripe.Event): Promise<{ applied: boolean }> {
  const o = (event.data?.object ?? {}) as Obj;
  const created = new Date(event.created * 1000);
  let seatsBilled: number | undefined;
  const changedUser = await ctx.db.tx(async (q) => {
    if (!(await repo.recordBillingEvent(q, event.id, event.type))) return null;
    const userId = await userFor(q, o);
    if (!userId) return undefined;
    await repo.ensureSubscription(q, userId);
    const s = (await repo.lockSubscription(q, userId))!;
    const stale = s.provider_synced_at ? new Date(s.provider_synced_at) > created : false;
    switch (event.type) {
      case 'checkout.session.completed': {
        const claimed = PlanId.safeParse(o.metadata?.planId);
        const planId = claimed.success ? claimed.data : s.plan_id;
        await repo.updateSubscription(q, {
          ...s,
          plan_id: planId,
          status: 'active',
          cancel_at_period_end: false,
          pending_plan_id: null,
        });
        await linkProvider(q, userId, o.customer, o.subscription, created);
        return userId;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        if (stale) return undefined;
        const item = planItem(ctx.config, (o.items?.data ?? []) as Obj[]) ?? {};
        const planId = planOf(ctx.config, o) ?? s.plan_id;
        const status = event.type === 'customer.subscription.deleted' ? 'canceled' : (STATUS[o.status] ?? s.status);
        await repo.updateSubscription(q, {
          ...s,
          plan_id: planId,
          status,
          cancel_at_period_end: Boolean(o.cancel_at_period_end),
          pending_plan_id: null,
          current_period_start: toDate(item.current_period_start ?? o.current_period_start) ?? s.current_period_start,
          current_period_end: toDate(item.current_period_end ?? o.current_period_end) ?? s.current_period_end,
        });
        await linkProvider(q, userId, o.customer, o.id, created);
        seatsBilled = seatQuantity(ctx.config, o, event.type === 'customer.subscription.deleted');
        return userId;
      }
      case 'invoice.paid':
      case 'invoice.payment_failed': {
        const paid = event.type === 'invoice.paid';
        const planId = planOf(ctx.config, o) ?? s.plan_id;
        const cents = Number(paid ? (o.amount_paid ?? o.total) : (o.amount_due ?? o.total)) || 0;
        const existing = await repo.findInvoiceByProviderRef(q, o.id);
        if (existing) await repo.setInvoiceStatus(q, existing.id, paid ? 'Paid' : 'Failed');
        else
          await repo.insertInvoice(q, {
            userId,
            planId,
            amountCents: Math.max(0, Math.round(cents)),
            status: paid ? 'Paid' : 'Failed',
            description: `Stripe invoice ${o.number ?? o.id}`,
            kind: 'provider',
            providerRef: o.id,
            lines: linesOf(o),
            periodStart: toDate(o.period_start),
            periodEnd: toDate(o.period_end),
            issuedOn: created.toISOString().slice(0, 10),
          });
        if (!stale) {
          if (!paid) await repo.updateSubscription(q, { ...s, status: 'past_due' });
          else if (s.status === 'past_due') await repo.updateSubscription(q, { ...s, status: 'active' });
        }
        return userId;
      }
      default:
        return undefined;
    }
  });
  if (changedUser) ctx.events.emit('subscription.changed', { userId: changedUser });
  if (changedUser && seatsBilled !== undefined)
    ctx.events.emit('subscription.seatsBilled', { userId: changedUser, extraSeats: seatsBilled });
  return { applied: changedUser !== null };
}

const linkProvider = (q: Queryable, userId: string, customer: unknown, subscription: unknown, at: Date) =>
  repo.linkProvider(
    q,
    userId,
    typeof customer === 'string' ? customer : null,
    typeof subscription === 'string' ? subscription : null,
    at,
  );
