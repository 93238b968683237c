import { CheckoutBody, ProviderInfo, UrlAnswer } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import * as repo from './billing.repository.ts';
import { providerCall } from './billing.service.ts';
import { paymentsFor } from './payments.ts';
import { applyStripeEvent, verifyStripeEvent } from './stripe-webhook.ts';

const tags = ['billing'];
const security = [{ bearer: [] }];
const notAvailable = () => new AppError(409, 'not_available', 'Payments run in the built-in sandbox; there is no hosted checkout or portal.');

export async function paymentsRoutes(app: App, ctx: AppContext) {
  app.get('/api/billing/provider', { schema: { tags, response: { 200: ProviderInfo } } }, async () => ({ provider: paymentsFor(ctx).kind }));

  app.post('/api/billing/checkout', { preHandler: authenticated, schema: { tags, security, body: CheckoutBody, response: { 200: UrlAnswer, ...problems(400, 409, 503) } } }, async (req) => {
    const user = requireUser(req);
    const pay = paymentsFor(ctx);
    if (pay.kind === 'sandbox') throw notAvailable();
    await repo.ensureSubscription(ctx.db, user.id);
    const s = (await repo.findSubscription(ctx.db, user.id))!;
    const url = await providerCall(ctx, () => pay.checkoutUrl({ userId: user.id, email: user.email, planId: req.body.planId, customerId: s.provider_customer_id }));
    return { url: url! };
  });

  app.get('/api/billing/portal', { preHandler: authenticated, schema: { tags, security, response: { 200: UrlAnswer, ...problems(409, 503) } } }, async (req) => {
    const user = requireUser(req);
    const pay = paymentsFor(ctx);
    if (pay.kind === 'sandbox') throw notAvailable();
    const s = await repo.findSubscription(ctx.db, user.id);
    if (!s?.provider_customer_id) throw new AppError(409, 'no_customer', 'Complete a first payment through Checkout before opening the billing portal.');
    const customerId = s.provider_customer_id;
    return { url: (await providerCall(ctx, () => pay.portalUrl({ customerId })))! };
  });

  // The webhook needs the exact bytes Stripe signed, so it gets its own scope with a raw-body parser.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_req, body, done) => done(null, body));
    raw.post(
      '/api/billing/stripe/webhook',
      { schema: { tags, description: 'Stripe events, verified by signature and applied once per event id.', response: { 200: z.object({ received: z.literal(true), applied: z.boolean() }), ...problems(400, 404) } } },
      async (req) => {
        const event = verifyStripeEvent(ctx, req.body as Buffer | undefined, req.headers['stripe-signature'] as string | undefined);
        const { applied } = await applyStripeEvent(ctx, event);
        return { received: true as const, applied };
      },
    );
  });
}
