import type { Invoice, Plan, PlanChangePreview, PlanId, Subscription } from '@cosmos/contracts';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { userLanguage } from '../settings/settings.service.ts';
import * as repo from './billing.repository.ts';

/** What usage metering and entitlements read about a subscription (single statements, no logic of their own). */
export { currentPeriodStart, ensureSubscription, findSubscriptionTerms } from './billing.repository.ts';
import { paymentsFor } from './payments.ts';
import { paymentMethodRef, paymentMethodRequired } from './payment-method.service.ts';
import { PLANS, centsToUsd } from './plans.ts';
import { quote, quoteSummary } from './quote.ts';

export const listPlans = (): Plan[] => PLANS.map((p) => ({ ...p, price: centsToUsd(p.priceCents) }));
export const planById = (id: PlanId) => listPlans().find((p) => p.id === id)!;

function present(s: repo.SubscriptionRow): Subscription {
  return {
    planId: s.plan_id,
    plan: planById(s.plan_id),
    status: s.status,
    currentPeriodStart: new Date(s.current_period_start).toISOString(),
    currentPeriodEnd: new Date(s.current_period_end).toISOString(),
    cancelAtPeriodEnd: s.cancel_at_period_end,
    pendingPlanId: s.pending_plan_id,
    availablePlans: listPlans(),
  };
}

export function presentInvoice(i: repo.InvoiceRow): Invoice {
  const d = i.issued_on instanceof Date ? i.issued_on.toISOString().slice(0, 10) : String(i.issued_on).slice(0, 10);
  return {
    id: i.id,
    number: i.number,
    date: d,
    amount: centsToUsd(i.amount_cents),
    amountCents: i.amount_cents,
    status: i.status,
    plan: i.plan_name,
    payable: i.status === 'Failed' && i.kind === 'renewal',
  };
}

async function locked<T>(ctx: AppContext, userId: string, fn: (q: Queryable, s: repo.SubscriptionRow) => Promise<T>) {
  return ctx.db.tx(async (q) => {
    await repo.ensureSubscription(q, userId);
    const s = await repo.lockSubscription(q, userId);
    return fn(q, s!);
  });
}

export async function current(ctx: AppContext, userId: string) {
  await repo.ensureSubscription(ctx.db, userId);
  return present((await repo.findSubscription(ctx.db, userId))!);
}

export { addMonth, prorationCents } from './quote.ts';

/**
 * A user's subscription row for another module that prices against it inside its own transaction (team seats):
 * `lock` holds the row until that transaction ends, as plan changes do, so two changes cannot both prorate.
 */
export const subscriptionOf = (q: Queryable, userId: string, opts: { lock?: boolean } = {}) =>
  opts.lock ? repo.lockSubscription(q, userId) : repo.findSubscription(q, userId);

const usd = (cents: number) => `$${centsToUsd(cents).toFixed(2)}`;

type Outcome =
  | { sub: repo.SubscriptionRow; change?: { kind: 'upgrade' | 'downgrade' | 'subscribe' | 'keep'; detail: string } }
  | { declined: string }
  | { needsCard: true }
  | { checkoutUrl: string };

/** Issues an invoice and settles it with the provider, inside the caller's row lock. */
export async function issueAndCharge(ctx: AppContext, q: Queryable, inv: repo.NewInvoice) {
  const created = await repo.insertInvoice(q, { ...inv, status: 'Open' });
  if (inv.amountCents === 0) {
    await repo.setInvoiceStatus(q, created.id, 'Paid');
    return { ...created, ok: true as const };
  }
  const who = await repo.userEmail(q, inv.userId);
  const r = await paymentsFor(ctx).charge({
    userId: inv.userId,
    email: who.email,
    invoiceId: created.id,
    invoiceNumber: created.number,
    amountCents: inv.amountCents,
    description: inv.description,
    paymentMethodRef: await paymentMethodRef(q, inv.userId),
  });
  await repo.setInvoiceStatus(q, created.id, r.ok ? 'Paid' : 'Failed', r.ok ? r.ref : undefined);
  return r.ok ? { ...created, ok: true as const } : { ...created, ok: false as const, reason: r.reason };
}

/**
 * Stripe bills: the first payment goes through Checkout, later changes through the Stripe subscription; the
 * webhook brings the result back. No transaction or row lock around the provider's network call: PGlite is one
 * connection, and holding it for a remote call would stall every other request.
 */
async function changePlanWithProvider(ctx: AppContext, userId: string, planId: PlanId): Promise<Outcome> {
  const pay = paymentsFor(ctx);
  await repo.ensureSubscription(ctx.db, userId);
  const s = (await repo.findSubscription(ctx.db, userId))!;
  quote(s, planId, new Date(), new Date()); // 409 when already on the plan
  if (!s.provider_subscription_id || s.status === 'canceled') {
    const who = await repo.userEmail(ctx.db, userId);
    const url = await providerCall(ctx, () =>
      pay.checkoutUrl({ userId, email: who.email, planId, customerId: s.provider_customer_id }),
    );
    return { checkoutUrl: url! };
  }
  const subscriptionId = s.provider_subscription_id;
  await providerCall(ctx, () => pay.changePlan!({ subscriptionId, planId }));
  return { sub: s };
}

/** How long a preview's price holds: the dialog is read and confirmed within minutes. */
const QUOTE_VALID_MS = 15 * 60_000;

/** The instant a change is priced at: the confirmed preview's, if it is recent, else now. */
function pricingInstant(quotedAt: string | undefined, now: Date) {
  if (!quotedAt) return now;
  const at = new Date(quotedAt);
  const age = now.getTime() - at.getTime();
  if (age > QUOTE_VALID_MS || age < -60_000)
    throw badRequest('quotedAt', 'This price quote has expired; review the plan change again');
  return at;
}

export async function previewChange(
  ctx: AppContext,
  userId: string,
  planId: PlanId,
  now = new Date(),
): Promise<PlanChangePreview> {
  await repo.ensureSubscription(ctx.db, userId);
  const s = (await repo.findSubscription(ctx.db, userId))!;
  const q = quote(s, planId, now, now);
  return {
    planId,
    kind: q.kind,
    amountDueNowCents: q.amountCents,
    amountDueNow: centsToUsd(q.amountCents),
    effectiveAt: q.effectiveAt.toISOString(),
    renewalCents: q.renewalCents,
    quotedAt: now.toISOString(),
    summary: quoteSummary(s, planId, q),
  };
}

export async function changePlan(ctx: AppContext, userId: string, planId: PlanId, now = new Date(), quotedAt?: string) {
  const pay = paymentsFor(ctx);
  const pricedAt = pricingInstant(quotedAt, now);
  const result: Outcome =
    pay.kind === 'stripe'
      ? await changePlanWithProvider(ctx, userId, planId)
      : await locked(ctx, userId, async (q, s): Promise<Outcome> => {
          const plan = planById(planId);
          const o = quote(s, planId, now, pricedAt);
          if (o.kind === 'subscribe' || o.kind === 'upgrade') {
            // Nothing is charged to no card: the web asks for one first (issue 36). Nothing is invoiced either.
            if (o.amountCents > 0 && !(await paymentMethodRef(q, userId))) return { needsCard: true };
            const inv = await issueAndCharge(ctx, q, {
              userId,
              planId,
              amountCents: o.amountCents,
              status: 'Open',
              description: o.description,
              kind: o.kind,
              periodStart: o.periodStart,
              periodEnd: o.periodEnd,
              lines: o.lines,
            });
            if (!inv.ok) return { declined: inv.reason };
            const next =
              o.kind === 'subscribe'
                ? {
                    ...s,
                    plan_id: planId,
                    status: 'active' as const,
                    current_period_start: o.periodStart,
                    current_period_end: o.periodEnd,
                    cancel_at_period_end: false,
                    pending_plan_id: null,
                  }
                : { ...s, plan_id: planId, pending_plan_id: null, cancel_at_period_end: false };
            await repo.updateSubscription(q, next);
            return { sub: next, change: { kind: o.kind, detail: `${plan.name}, ${usd(o.amountCents)} charged` } };
          }
          // Downgrade, or keeping the current plan after a scheduled downgrade: effective at period end, nothing charged.
          const next = { ...s, pending_plan_id: o.kind === 'keep' ? null : plan.id, cancel_at_period_end: false };
          await repo.updateSubscription(q, next);
          const detail =
            o.kind === 'keep'
              ? `Staying on ${plan.name}`
              : `${plan.name} from ${o.effectiveAt.toISOString().slice(0, 10)}`;
          return { sub: next, change: { kind: o.kind, detail } };
        });
  if ('declined' in result)
    throw new AppError(
      402,
      'payment_declined',
      'Your payment was declined. Your plan has not changed; the failed invoice is in your billing history.',
    );
  if ('needsCard' in result) throw paymentMethodRequired();
  if ('checkoutUrl' in result)
    throw new AppError(
      402,
      'checkout_required',
      'Complete the first payment in Stripe Checkout.',
      [{ field: 'checkoutUrl', message: result.checkoutUrl }],
      { location: result.checkoutUrl },
    );
  ctx.events.emit('subscription.changed', { userId, change: result.change });
  return present(result.sub);
}

export async function cancel(ctx: AppContext, userId: string, reason?: string) {
  const s = await locked(ctx, userId, async (q, s) => {
    if (s.status === 'canceled') throw new AppError(409, 'conflict', 'The subscription is already canceled');
    // A scheduled downgrade stays recorded: resuming brings it back (the renewal job ends a cancelled
    // subscription before it looks at a pending plan, so keeping it here changes nothing at period end).
    const next = { ...s, cancel_at_period_end: true };
    await repo.updateSubscription(q, next);
    if (reason) await repo.recordCancellation(q, userId, s.plan_id, reason);
    return next;
  });
  ctx.events.emit('subscription.changed', {
    userId,
    change: {
      kind: 'cancel',
      detail: `${planById(s.plan_id).name} ends ${new Date(s.current_period_end).toISOString().slice(0, 10)}`,
    },
  });
  return present(s);
}

export async function resume(ctx: AppContext, userId: string) {
  const s = await locked(ctx, userId, async (q, s) => {
    if (s.status === 'canceled' || !s.cancel_at_period_end)
      throw new AppError(409, 'conflict', 'There is no pending cancellation to resume');
    const next = { ...s, cancel_at_period_end: false };
    await repo.updateSubscription(q, next);
    return next;
  });
  ctx.events.emit('subscription.changed', {
    userId,
    change: {
      kind: 'resume',
      detail: `${planById(s.plan_id).name} renews ${new Date(s.current_period_end).toISOString().slice(0, 10)}`,
    },
  });
  return present(s);
}

export async function invoices(ctx: AppContext, userId: string, limit: number, offset: number) {
  const [rows, total] = await Promise.all([
    repo.listInvoices(ctx.db, userId, limit, offset),
    repo.countInvoices(ctx.db, userId),
  ]);
  return { items: rows.map(presentInvoice), total };
}

/** The address block of an invoice from the details it was issued with (snake_case, as stored), else the account name. */
export function billedToLines(d: Record<string, string> | null, accountName: string) {
  if (!d) return [accountName];
  const cityLine = [d.postal_code, d.city].filter(Boolean).join(' ');
  const lines = [
    d.name || accountName,
    d.company,
    d.address_line1,
    d.address_line2,
    cityLine,
    d.region,
    d.country,
    d.tax_id ? `Tax ID: ${d.tax_id}` : '',
  ];
  return lines.filter((l): l is string => Boolean(l));
}

/** The owner's invoice as a PDF; anyone else (or a malformed id) gets 404. */
export async function invoicePdf(ctx: AppContext, userId: string, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound('Invoice');
  const inv = await repo.findInvoice(ctx.db, userId, id);
  if (!inv) throw notFound('Invoice');
  const who = await repo.userEmail(ctx.db, userId);
  const p = presentInvoice(inv);
  const pdf = await renderInvoicePdf(
    {
      number: p.number,
      date: p.date,
      status: p.status,
      planName: p.plan,
      description: inv.description,
      amountCents: inv.amount_cents,
      periodStart: inv.period_start ? new Date(inv.period_start) : null,
      periodEnd: inv.period_end ? new Date(inv.period_end) : null,
      lines: inv.lines,
      seller: ctx.config.INVOICE_SELLER.split('|')
        .map((l) => l.trim())
        .filter(Boolean),
      billedTo: billedToLines(inv.billed_to, `${who.first_name} ${who.last_name}`.trim()),
      customerEmail: who.email,
    },
    { lang: await userLanguage(ctx, userId) },
  );
  return { pdf, filename: `${p.number}.pdf` };
}

/** A provider outage is a 503 the user can retry, never a 500; the cause is logged. */
export async function providerCall<T>(ctx: AppContext, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    ctx.log.error({ err: err instanceof Error ? err.message : String(err) }, 'payments provider call failed');
    throw new AppError(
      503,
      'payments_unavailable',
      'The payments provider could not be reached. Please try again in a moment.',
    );
  }
}

const notAvailable = () =>
  new AppError(409, 'not_available', 'Payments run in the built-in sandbox; there is no hosted checkout or portal.');

/** A hosted checkout page for a first payment (Stripe only; the sandbox has none: 409). */
export async function checkoutUrl(ctx: AppContext, user: { id: string; email: string }, planId: PlanId) {
  const pay = paymentsFor(ctx);
  if (pay.kind === 'sandbox') throw notAvailable();
  await repo.ensureSubscription(ctx.db, user.id);
  const s = (await repo.findSubscription(ctx.db, user.id))!;
  const url = await providerCall(ctx, () =>
    pay.checkoutUrl({ userId: user.id, email: user.email, planId, customerId: s.provider_customer_id }),
  );
  return { url: url! };
}

/** The provider's customer portal, once a first payment made this user a customer there. */
export async function portalUrl(ctx: AppContext, userId: string) {
  const pay = paymentsFor(ctx);
  if (pay.kind === 'sandbox') throw notAvailable();
  const customerId = (await repo.findSubscription(ctx.db, userId))?.provider_customer_id;
  if (!customerId)
    throw new AppError(
      409,
      'no_customer',
      'Complete a first payment through Checkout before opening the billing portal.',
    );
  return { url: (await providerCall(ctx, () => pay.portalUrl({ customerId })))! };
}

/**
 * Pays a failed renewal again. On success the invoice is Paid and, when no other renewal is unpaid,
 * a past-due subscription is active again. A failed upgrade is only a record: the upgrade was not applied.
 */
export async function payInvoice(ctx: AppContext, userId: string, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) throw notFound('Invoice');
  const result = await locked(ctx, userId, async (q, s) => {
    const inv = await repo.findInvoice(q, userId, id);
    if (!inv) throw notFound('Invoice');
    if (inv.status !== 'Failed' || inv.kind !== 'renewal')
      throw new AppError(409, 'conflict', 'Only a failed renewal invoice can be paid again');
    const who = await repo.userEmail(q, userId);
    const r = await paymentsFor(ctx).charge({
      userId,
      email: who.email,
      invoiceId: inv.id,
      invoiceNumber: inv.number,
      amountCents: inv.amount_cents,
      description: inv.description,
      paymentMethodRef: await paymentMethodRef(q, userId),
    });
    if (!r.ok) return { declined: r.reason };
    await repo.setInvoiceStatus(q, inv.id, 'Paid', r.ref);
    if (s.status === 'past_due' && !(await repo.hasFailedRenewal(q, userId)))
      await repo.updateSubscription(q, { ...s, status: 'active' });
    return { paid: true };
  });
  if ('declined' in result)
    throw new AppError(402, 'payment_declined', 'Your payment was declined. The invoice is still unpaid.');
  ctx.events.emit('subscription.changed', { userId });
  return current(ctx, userId);
}
