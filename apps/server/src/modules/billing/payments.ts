import type { AppContext } from '../../context.ts';
import type { PaymentsProvider } from './payments-provider.ts';
import { sandboxCard, sandboxCardRef } from './sandbox-cards.ts';
import { createStripeProvider } from './stripe-provider.ts';

export type { CardInput, ChargeRequest, ChargeResult, PaymentsProvider } from './payments-provider.ts';

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
      if (this.decline || req.paymentMethodRef === 'sandbox_card_charge_fails')
        return { ok: false, reason: 'card_declined' };
      n += 1;
      return { ok: true, ref: `sandbox_${req.invoiceId}_${n}` };
    },
    async saveCard(card) {
      const outcome = sandboxCard(card.digits);
      if (!outcome)
        return {
          ok: false,
          status: 400,
          reason: 'not_a_test_card',
          message: 'Test mode takes only test card numbers, such as 4242 4242 4242 4242.',
        };
      if (outcome.kind === 'declined')
        return { ok: false, status: 402, reason: outcome.reason, message: outcome.message };
      return { ok: true, ref: sandboxCardRef(outcome) };
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
