import type { AppContext } from '../context.ts';
import { warnSlaBreaches } from '../modules/support/support.service.ts';
import { every } from './every.ts';

/** Warns agents before a ticket misses its plan's first-response target. Any process may run it: each ticket is claimed once. */
export const startSupportSlaJob = (ctx: AppContext, intervalMs = ctx.config.SUPPORT_SLA_INTERVAL_MS) =>
  every(ctx, 'support SLA', intervalMs, async () => {
    const warned = await warnSlaBreaches(ctx);
    if (warned) ctx.log.info({ warned }, 'support SLA warnings sent');
  });
