import { CheckoutBody, PaymentMethodAnswer, PaymentMethodBody, ProviderInfo, UrlAnswer } from '@cosmos/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { problems, type App } from '../../lib/route-types.ts';
import { authenticated, requireUser } from '../../plugins/auth.ts';
import { checkoutUrl, portalUrl } from './billing.service.ts';
import { paymentsFor } from './payments.ts';
import { paymentMethod, savePaymentMethodFor } from './payment-method.service.ts';
import { applyStripeEvent, verifyStripeEvent } from './stripe-webhook.ts';

const tags = ['billing'];
const security = [{ bearer: [] }];

export async function paymentsRoutes(app: App, ctx: AppContext) {
  app.get('/api/billing/provider', { schema: { tags, response: { 200: ProviderInfo } } }, async () => ({
    provider: paymentsFor(ctx).kind,
  }));

  app.post(
    '/api/billing/checkout',
    {
      preHandler: authenticated,
      schema: { tags, security, body: CheckoutBody, response: { 200: UrlAnswer, ...problems(400, 409, 503) } },
    },
    async (req) => checkoutUrl(ctx, requireUser(req), req.body.planId),
  );

  app.get(
    '/api/billing/payment-method',
    { preHandler: authenticated, schema: { tags, security, response: { 200: PaymentMethodAnswer } } },
    async (req) => paymentMethod(ctx, requireUser(req).id),
  );

  app.put(
    '/api/billing/payment-method',
    {
      preHandler: authenticated,
      schema: {
        tags,
        security,
        description:
          'Adds or replaces the card on file (sandbox provider only). Only the brand, last four digits and expiry are kept.',
        body: PaymentMethodBody,
        response: { 200: PaymentMethodAnswer, ...problems(400, 402, 409) },
      },
    },
    async (req) => savePaymentMethodFor(ctx, requireUser(req).id, req.body),
  );

  app.get(
    '/api/billing/portal',
    { preHandler: authenticated, schema: { tags, security, response: { 200: UrlAnswer, ...problems(409, 503) } } },
    async (req) => portalUrl(ctx, requireUser(req).id),
  );

  // The webhook needs the exact bytes Stripe signed, so it gets its own scope with a raw-body parser.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 1_048_576 }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      '/api/billing/stripe/webhook',
      {
        schema: {
          tags,
          description: 'Stripe events, verified by signature and applied once per event id.',
          response: { 200: z.object({ received: z.literal(true), applied: z.boolean() }), ...problems(400, 404) },
        },
      },
      async (req) => {
        const event = verifyStripeEvent(
          ctx,
          req.body as Buffer | undefined,
          req.headers['stripe-signature'] as string | undefined,
        );
        const { applied } = await applyStripeEvent(ctx, event);
        return { received: true as const, applied };
      },
    );
  });
}
