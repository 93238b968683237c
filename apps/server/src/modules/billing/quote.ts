import type { PlanId } from '@cosmos/contracts';
import { conflict } from '../../lib/errors.ts';
import type { SubscriptionRow } from './billing.repository.ts';
import { PLAN_RANK, PLANS, centsToUsd } from './plans.ts';

/**
 * What a plan change does, priced at one instant. The preview and the change itself both call this, so the
 * amount the dialog shows is the amount invoiced (the change is priced at the preview's `quotedAt`).
 */
export interface Quote {
  kind: 'upgrade' | 'downgrade' | 'subscribe' | 'keep';
  amountCents: number;
  effectiveAt: Date;
  renewalCents: number;
  description: string;
  periodStart: Date;
  periodEnd: Date;
  /** The invoice's line items; they add up to amountCents exactly. */
  lines: { description: string; amountCents: number }[];
}

const plan = (id: PlanId) => PLANS.find((p) => p.id === id)!;
const usd = (cents: number) => `$${centsToUsd(cents).toFixed(2)}`;
const day = (d: Date) => d.toISOString().slice(0, 10);

export function addMonth(d: Date) {
  const n = new Date(d);
  n.setUTCMonth(n.getUTCMonth() + 1);
  return n;
}

/**
 * Price of the rest of the period on the new plan minus the unused part of the old one, in cents.
 * Integer arithmetic on milliseconds; rounded once, half up.
 */
export function prorationCents(oldCents: number, newCents: number, periodStart: Date, periodEnd: Date, now: Date) {
  const total = periodEnd.getTime() - periodStart.getTime();
  const left = Math.max(0, Math.min(total, periodEnd.getTime() - now.getTime()));
  if (total <= 0) return 0;
  return Math.max(0, Math.round(((newCents - oldCents) * left) / total));
}

/** `now` places new periods; `pricedAt` (the confirmed preview's instant) prices the proration. 409 when nothing would change. */
export function quote(s: SubscriptionRow, planId: PlanId, now: Date, pricedAt: Date): Quote {
  const target = plan(planId);
  const start = new Date(s.current_period_start);
  const end = new Date(s.current_period_end);
  if (s.status === 'canceled') {
    const periodEnd = addMonth(now);
    const lines = [
      { description: `${target.name}, one month (${day(now)} to ${day(periodEnd)})`, amountCents: target.priceCents },
    ];
    return {
      kind: 'subscribe',
      amountCents: target.priceCents,
      effectiveAt: now,
      renewalCents: target.priceCents,
      description: `${target.name} subscription`,
      periodStart: now,
      periodEnd,
      lines,
    };
  }
  if (s.plan_id === planId) {
    if (!s.pending_plan_id) throw conflict('planId', 'You are already on this plan');
    return {
      kind: 'keep',
      amountCents: 0,
      effectiveAt: now,
      renewalCents: target.priceCents,
      description: `Stay on ${target.name}`,
      periodStart: start,
      periodEnd: end,
      lines: [],
    };
  }
  if (PLAN_RANK[planId] > PLAN_RANK[s.plan_id]) {
    const current = plan(s.plan_id);
    const amountCents = prorationCents(current.priceCents, target.priceCents, start, end, pricedAt);
    const description = `Upgrade to ${target.name}, prorated to ${day(end)}`;
    // Two proration lines as on any SaaS invoice; the credit is derived so the lines add up to the amount exactly.
    const remaining = prorationCents(0, target.priceCents, start, end, pricedAt);
    const lines = [
      { description: `${target.name}, remaining time (${day(pricedAt)} to ${day(end)})`, amountCents: remaining },
      { description: `Unused time on ${current.name}`, amountCents: amountCents - remaining },
    ];
    return {
      kind: 'upgrade',
      amountCents,
      effectiveAt: now,
      renewalCents: target.priceCents,
      description,
      periodStart: now,
      periodEnd: end,
      lines,
    };
  }
  if (s.pending_plan_id === planId) throw conflict('planId', `A change to ${target.name} is already scheduled`);
  return {
    kind: 'downgrade',
    amountCents: 0,
    effectiveAt: end,
    renewalCents: target.priceCents,
    description: `Downgrade to ${target.name}`,
    periodStart: end,
    periodEnd: addMonth(end),
    lines: [],
  };
}

/** One plain sentence for API users; the web dialog writes its own with the reader's date format. */
export function quoteSummary(s: SubscriptionRow, planId: PlanId, q: Quote) {
  const target = plan(planId);
  switch (q.kind) {
    case 'subscribe':
      return `You will be charged ${usd(q.amountCents)} now for one month of ${target.name}, then ${usd(q.renewalCents)} per month.`;
    case 'upgrade':
      return `You will be charged ${usd(q.amountCents)} now for the rest of this period (until ${day(q.periodEnd)}), then ${usd(q.renewalCents)} per month.`;
    case 'downgrade':
      return `Nothing is charged now. You keep ${plan(s.plan_id).name} until ${day(q.effectiveAt)}, then ${target.name} at ${usd(q.renewalCents)} per month.`;
    case 'keep':
      return `Nothing is charged now. The scheduled change to ${plan(s.pending_plan_id!).name} is cancelled and you stay on ${target.name}.`;
  }
}
