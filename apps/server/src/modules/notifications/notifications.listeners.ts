import type { AppContext } from '../../context.ts';
import { hasKey, msg } from '../../lib/i18n/index.ts';
import * as repo from './notifications.repository.ts';
import { notify } from './notifications.service.ts';

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** A subscription or invoice status in the reader's language; an unknown one as it is. */
const statusMsg = (status: string) =>
  hasKey(`notifications.status.${status}`) ? msg(`notifications.status.${status}`) : status;

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
      const admins = await repo.adminIds(ctx.db);
      // Issued together, so the batcher stores them with one INSERT.
      await Promise.all(
        admins.map((id) =>
          notify(ctx, id, {
            type: 'catalog',
            title: msg('notifications.catalogFailed'),
            message: reason.slice(0, 300),
            link: '/satellite-data',
            ref: `catalog-fail:${hour}`,
          }),
        ),
      );
    } catch (err) {
      ctx.log.warn({ err: (err as Error).message }, 'catalogue notification failed');
    }
  });
  const offSubscription = ctx.events.on('subscription.changed', async ({ userId }) => {
    try {
      const sub = await repo.subscriptionSummary(ctx.db, userId);
      if (!sub) return;
      const message = sub.cancel_at_period_end
        ? msg('notifications.subscriptionEnding', { plan: sub.plan_name })
        : sub.pending_name
          ? msg('notifications.subscriptionPending', { plan: sub.plan_name, next: sub.pending_name })
          : msg('notifications.subscriptionNow', { plan: sub.plan_name, status: statusMsg(sub.status) });
      await notify(ctx, userId, {
        type: 'billing',
        title: msg('notifications.subscriptionUpdated'),
        message,
        link: '/subscription',
        ref: `sub:${new Date(sub.updated_at).toISOString()}`,
      });
      // In creation order: the batcher keeps the order notifications were issued in.
      const invoices = await repo.recentInvoices(ctx.db, userId);
      await Promise.all(
        invoices.map((i) =>
          notify(ctx, userId, {
            type: 'billing',
            title: msg('notifications.invoiceTitle', { number: i.number }),
            message: msg('notifications.invoiceMessage', { amount: usd(i.amount_cents), status: statusMsg(i.status) }),
            link: '/subscription',
            ref: `invoice:${i.id}`,
          }),
        ),
      );
    } catch (err) {
      ctx.log.warn({ err: (err as Error).message }, 'subscription notification failed');
    }
  });
  return () => {
    offCatalog();
    offSubscription();
  };
}
