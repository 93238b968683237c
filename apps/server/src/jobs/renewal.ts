import type { AppContext } from '../context.ts';
import { every } from './every.ts';
import * as repo from '../modules/billing/billing.repository.ts';
import { addMonth, issueAndCharge, planById } from '../modules/billing/billing.service.ts';
import { pruneKeyHits } from '../modules/api-keys/api-keys.service.ts';
import { PLAN_SEAT_PRICE_CENTS } from '@cosmos/contracts';
import { extraSeatsOwnedBy } from '../modules/teams/teams.repository.ts';

export interface RenewalReport {
  renewed: number;
  failed: number;
  canceled: number;
}

/**
 * Ends every period that is over: a cancellation becomes status 'canceled'; otherwise the next
 * period starts (on the pending plan, if a downgrade waits) with its invoice charged at once.
 * Safe with any number of processes: each subscription is claimed with FOR UPDATE SKIP LOCKED,
 * and a unique index allows one renewal invoice per user and period.
 * Subscriptions that Stripe bills are left to Stripe (the webhook reports their renewals).
 */
export async function runRenewals(ctx: AppContext, now = new Date(), batch = 50): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, failed: 0, canceled: 0 };
  for (;;) {
    // Counted per batch and merged only after its commit: a rolled-back batch reports and announces nothing.
    const batchReport: RenewalReport = { renewed: 0, failed: 0, canceled: 0 };
    const batchChanged: string[] = [];
    const handled = await ctx.db.tx(async (q) => {
      const due = await repo.claimDueSubscriptions(q, now, batch);
      for (const s of due) {
        const end = new Date(s.current_period_end);
        if (s.cancel_at_period_end) {
          await repo.updateSubscription(q, {
            ...s,
            status: 'canceled',
            cancel_at_period_end: false,
            pending_plan_id: null,
          });
          batchReport.canceled += 1;
        } else {
          const planId = s.pending_plan_id ?? s.plan_id;
          const plan = planById(planId);
          const nextEnd = addMonth(end);
          const description = `${plan.name} subscription, ${end.toISOString().slice(0, 10)} to ${nextEnd.toISOString().slice(0, 10)}`;
          // Extra team seats renew with the plan that carries them (a downgraded owner's paused team is not billed).
          const seatPrice = PLAN_SEAT_PRICE_CENTS[planId] ?? 0;
          const extra = seatPrice ? await extraSeatsOwnedBy(q, s.user_id) : 0;
          const lines = [{ description, amountCents: plan.priceCents }];
          if (extra > 0)
            lines.push({
              description: `${extra} extra team seat${extra === 1 ? '' : 's'}`,
              amountCents: extra * seatPrice,
            });
          const inv = await issueAndCharge(ctx, q, {
            userId: s.user_id,
            planId,
            amountCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
            status: 'Open',
            lines: extra > 0 ? lines : undefined,
            description,
            kind: 'renewal',
            periodStart: end,
            periodEnd: nextEnd,
            issuedOn: end.toISOString().slice(0, 10),
          });
          await repo.updateSubscription(q, {
            ...s,
            plan_id: planId,
            pending_plan_id: null,
            status: inv.ok ? 'active' : 'past_due',
            current_period_start: end,
            current_period_end: nextEnd,
          });
          if (inv.ok) batchReport.renewed += 1;
          else batchReport.failed += 1;
        }
        batchChanged.push(s.user_id);
      }
      return due.length;
    });
    report.renewed += batchReport.renewed;
    report.failed += batchReport.failed;
    report.canceled += batchReport.canceled;
    for (const userId of batchChanged) ctx.events.emit('subscription.changed', { userId }); // committed: announce now, even if a later batch fails
    if (handled === 0) break; // periods long past are caught up one month per pass
  }
  return report;
}

/** Runs the renewals every `intervalMs` (0: never); `stop` waits for a run in progress. */
export const startRenewalJob = (ctx: AppContext, intervalMs = ctx.config.RENEWAL_INTERVAL_MS) =>
  every(ctx, 'renewal', intervalMs, async () => {
    const r = await runRenewals(ctx);
    if (r.renewed || r.failed || r.canceled) ctx.log.info(r, 'renewals');
    await pruneKeyHits(ctx);
  });
