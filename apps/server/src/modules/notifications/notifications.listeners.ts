import type { AppContext } from '../../context.ts';
import { notify } from './notifications.service.ts';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Domain events from other modules that become inbox entries. Billing announces
 * 'subscription.changed'; the plan and any invoice it produced are re-read here, and the invoice's
 * ref makes its notification exactly-once even if the event repeats.
 */
export function registerNotificationListeners(ctx: AppContext) {
  const offCatalog = ctx.events.on('catalog.refreshFailed', async ({ reason }) => {
    try {
      // One notification per admin per hour at most: the ref carries the hour.
      const hour = new Date().toISOString().slice(0, 13);
      const admins = await ctx.db.query<{ id: string }>(`SELECT id FROM users WHERE role = 'admin'`);
      for (const a of admins)
        await notify(ctx, a.id, { type: 'catalog', title: 'Catalogue refresh failed', message: reason.slice(0, 300), link: '/satellite-data', ref: `catalog-fail:${hour}` });
    } catch (err) {
      ctx.log.warn({ err: (err as Error).message }, 'catalogue notification failed');
    }
  });
  const offSubscription = ctx.events.on('subscription.changed', async ({ userId }) => {
    try {
      const sub = (
        await ctx.db.query<{ plan_name: string; status: string; cancel_at_period_end: boolean; pending_name: string | null; updated_at: Date }>(
          `SELECT p.name AS plan_name, s.status, s.cancel_at_period_end, pp.name AS pending_name, s.updated_at
           FROM subscriptions s JOIN plans p ON p.id = s.plan_id LEFT JOIN plans pp ON pp.id = s.pending_plan_id WHERE s.user_id = $1`,
          [userId],
        )
      )[0];
      if (!sub) return;
      const message = sub.cancel_at_period_end
        ? `Your ${sub.plan_name} plan will end at the close of this period.`
        : sub.pending_name
          ? `You are on ${sub.plan_name}; ${sub.pending_name} starts at the next renewal.`
          : `You are now on ${sub.plan_name} (${sub.status}).`;
      await notify(ctx, userId, { type: 'billing', title: 'Subscription updated', message, link: '/subscription', ref: `sub:${new Date(sub.updated_at).toISOString()}` });
      const invoices = await ctx.db.query<{ id: string; number: string; amount_cents: number; status: string }>(
        `SELECT id, number, amount_cents, status FROM invoices WHERE user_id = $1 AND created_at > now() - interval '5 minutes' ORDER BY created_at DESC LIMIT 5`,
        [userId],
      );
      for (const i of invoices.reverse()) {
        await notify(ctx, userId, { type: 'billing', title: `Invoice ${i.number}`, message: `${usd(i.amount_cents)} — ${i.status}`, link: '/subscription', ref: `invoice:${i.id}` });
      }
    } catch (err) {
      ctx.log.warn({ err: (err as Error).message }, 'subscription notification failed');
    }
  });
  return () => {
    offCatalog();
    offSubscription();
  };
}
