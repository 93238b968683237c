import type { AppContext } from '../../context.ts';
import type { PaymentsProvider } from './payments-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

export type { ChargeRequest, ChargeResult, PaymentsProvider } from './payments-provider.ts';

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
